import { getStore } from '~/service/db/database.server.ts';
import { newsletterTexts } from '~/service/http/messages.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { newsletterBody } from '~/shared/contract/requests.ts';
import { subscribed } from '~/shared/contract/answers.ts';

/** The newsletter thanks (docs/rules.md#orders-and-the-newsletter), in both languages. */
export const NEWSLETTER_THANKS = newsletterTexts.thanks;

/** Keeps an address for the newsletter once (a second subscription is not an error). */
export async function subscribe(address: string, locale: Locale, now = Date.now()): Promise<void> {
  await (
    await getStore()
  ).db
    .insertInto('newsletter')
    .values({ email: address.toLowerCase(), locale, createdAt: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/** The newsletter call (docs/rules.md#orders-and-the-newsletter). */
export const newsletterRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/v1/newsletter/subscribe',
    summary: 'Subscribes an email address to the newsletter; a second time is not an error.',
    body: newsletterBody,
    answer: subscribed,
    handle: async ({ body, locale }) => {
      await subscribe(body.email, locale);
      return { data: {}, message: NEWSLETTER_THANKS };
    },
  }),
];
