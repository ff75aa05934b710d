import * as v from 'valibot';
import { email } from '../../features/forms/rules.ts';
import { getStore } from '../db/database.server.ts';
import { parseInput } from '../http/errors.server.ts';
import type { Route } from '../http/router.server.ts';

/** The thanks of SPEC section 2, in both languages. */
export const NEWSLETTER_THANKS = { en: 'Thank you for subscribing to our newsletter', fa: 'از اینکه در خبرنامه ما عضو شدید سپاسگزاریم' };

/** Keeps an address for the newsletter once (a second subscription is not an error). */
export async function subscribe(address: string, locale: 'en' | 'fa', now = Date.now()): Promise<void> {
  await (await getStore()).db
    .insertInto('newsletter')
    .values({ email: address.toLowerCase(), locale, createdAt: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/** The newsletter call (DESIGN decision 7). */
export const newsletterRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/newsletter/subscribe',
    handle: async ({ json, locale }) => {
      const { email: address } = parseInput(v.object({ email }), await json(), locale);
      await subscribe(address, locale);
      return { data: {}, message: NEWSLETTER_THANKS };
    },
  },
];
