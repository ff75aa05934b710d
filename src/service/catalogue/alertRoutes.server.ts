import { getStore } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { alertTexts } from '~/service/http/messages.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import { requireAccount } from '~/service/login/loginRoutes.server.ts';
import { askForAlert, endAlerts, waitingAlerts } from './stockAlerts.server.ts';
import { alerts } from '~/shared/contract/answers.ts';
import { alertBody, alertIdParams } from '~/shared/contract/requests.ts';

const db = async () => (await getStore()).db;

/** Back in stock by text (docs/rules.md#back-in-stock-texts): the signed-in number's requests; 401 without a session. */
export const alertRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/profile/alerts',
    summary: 'The sizes the signed-in number waits for, to be texted once each is back in stock',
    answer: alerts,
    failures: [401],
    personal: true,
    handle: async (context) => {
      const account = await requireAccount(context);
      return { data: await waitingAlerts(await db(), account.phoneNumber) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/profile/alerts',
    summary:
      'Text the signed-in number once when this sold-out size is back in stock (asked again: the same request). Unknown or unpublished: 404; in stock, 20 waiting already, or texts turned off: 409',
    body: alertBody,
    answer: alerts,
    failures: [401, 404, 409],
    personal: true,
    handle: async (context) => {
      const account = await requireAccount(context);
      const data = await askForAlert(await db(), {
        phone: account.phoneNumber,
        sku: context.body.sku,
        locale: context.locale,
        now: Date.now(),
      });
      return { data, message: alertTexts.asked };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/v1/profile/alerts/{id}',
    summary: 'Ends one of the signed-in number’s requests: no text about that size (404 when it has no such request waiting)',
    params: alertIdParams,
    answer: alerts,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      const account = await requireAccount(context);
      const store = await db();
      if ((await endAlerts(store, account.phoneNumber, context.params.id)) === 0) throw new ServiceError(404, alertTexts.gone);
      return { data: await waitingAlerts(store, account.phoneNumber), message: alertTexts.ended };
    },
  }),
];
