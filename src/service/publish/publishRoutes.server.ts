import { getStore } from '~/service/db/database.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import { requireStaff } from '~/service/access/staffAccess.server.ts';
import { publishTexts } from '~/service/access/messages.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import { fill } from '~/shared/i18n/fill.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import type { PublishGap } from '~/shared/staff/publishGaps.ts';
import { shopPublishView, startPublish } from './publish.server.ts';
import { catalogueGaps } from './publishGaps.server.ts';
import { publishState } from '~/shared/contract/staff/publish.ts';

/** A gap as a line of the refusal, in the caller's language: the SKU isolated, the size code in the caller's digits. */
const gapLine = (gap: PublishGap, locale: Locale) =>
  gap.kind === 'noPicture'
    ? fill(publishTexts.noPicture[locale], { sku: gap.sku })
    : fill(publishTexts.untitledSize[locale], { sku: gap.sku, code: digitsIn(locale, gap.code) });

/** Publishing (editors): the rebuild with its progress, one at a time; docs/staff.md#publishing. */
export const publishRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/staff/publish',
    staff: 'catalogue',
    summary: 'Where publishing stands: the running build with its pages written of total and time left, or how the last one ended',
    answer: publishState,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'catalogue');
      return { data: await shopPublishView(await getStore()) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/staff/publish',
    staff: 'catalogue',
    summary:
      'Builds the pages from the current catalogue and puts them live (as npm run rebuild); while a build runs, joins it. A published product without a picture or with a size no filter titles: 409, each named, nothing started',
    answer: publishState,
    failures: [401, 404, 409],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'catalogue');
      const store = await getStore();
      const gaps = await catalogueGaps(store.db);
      if (gaps.length > 0)
        throw new ServiceError(
          409,
          publishTexts.gaps,
          gaps.map((gap) => gapLine(gap, context.locale)),
        );
      const { view, started } = await startPublish(store, member);
      return { data: view, message: started ? publishTexts.started : publishTexts.joined };
    },
  }),
];
