import * as v from 'valibot';
import { getStore } from '~/service/db/database.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import { readCookie } from '~/service/login/login.server.ts';
import { KEPT_LIST_COOKIE } from '~/shared/lists/keptList.ts';
import { takeKeptList } from './keptOrderLists.server.ts';
import { openSharedList } from './sharedLists.server.ts';
import { keptLine } from '~/shared/contract/answers.ts';

/** The order list a browser filled without JavaScript (docs/rules.md#ordering-without-javascript), joined once it runs. */
export const keptListRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/v1/order-list/kept',
    summary:
      'Takes, once, the order list kept on the server for this browser while it ran without JavaScript (the orderList cookie): the lines in stock, each with its product as the lists keep it, its packages and package type. The kept list is removed and the cookie cleared; without either, an empty list.',
    answer: v.array(keptLine),
    handle: async ({ headers, secure }) => {
      const { db } = await getStore();
      const lines = await takeKeptList(db, readCookie(headers.cookie, KEPT_LIST_COOKIE));
      const opened = await openSharedList(db, { kind: 'order', lines });
      const data = opened.flatMap(({ item, state, count, packageId }) =>
        item && state === 'inStock' ? [{ product: item, count, ...(packageId === undefined ? {} : { packageId }) }] : [],
      );
      const cleared = `${KEPT_LIST_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
      return { data, headers: { 'set-cookie': cleared } };
    },
  }),
];
