import * as v from 'valibot';
import { PUBLISH_STATES } from '~/shared/staff/publish.ts';
import { getStore } from '~/service/db/database.server.ts';
import { defineRoute, type Route } from '~/service/http/router.server.ts';
import { requireStaff } from '~/service/staff/staffAccess.server.ts';
import { publishTexts } from '~/service/staff/messages.server.ts';
import { shopPublishView, startPublish } from './publish.server.ts';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const moment = v.nullable(v.string());

/** The state of publishing (PublishView in src/shared/staff/publish.ts). */
const publishState = v.object({
  state: v.picklist(PUBLISH_STATES),
  startedAt: moment,
  finishedAt: moment,
  startedBy: v.nullable(v.string()),
  pages: v.object({ written: count, total: count, carried: count }),
  compressed: v.object({ done: count, total: count }),
  secondsLeft: v.nullable(count),
  error: v.nullable(v.string()),
  build: v.nullable(v.string()),
});

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
    summary: 'Builds the pages from the current catalogue and puts them live (as npm run rebuild); while a build runs, joins it',
    answer: publishState,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'catalogue');
      const { view, started } = await startPublish(await getStore(), member);
      return { data: view, message: started ? publishTexts.started : publishTexts.joined };
    },
  }),
];
