import * as v from 'valibot';
import { formatAmount } from '~/shared/i18n/format.ts';
import { orderLinkPath } from '~/shared/orders/orderLink.ts';
import { quoteSum } from '~/shared/orders/quote.ts';
import { serviceConfig } from '~/service/config.server.ts';
import { getStore } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import { staffOrderTexts } from '~/service/access/messages.server.ts';
import { requireStaff } from '~/service/access/staffAccess.server.ts';
import { wakeTextSender } from '~/service/texts/textSender.server.ts';
import { announceLowStock, announceMove } from './orderAlerts.server.ts';
import { findOrderable, knownCustomer } from './orderables.server.ts';
import { orderTokenOf } from './orderLink.server.ts';
import { idempotencyKeyOf, orderRefusal } from './orderRoutes.server.ts';
import { withNumber } from './staffOrderRoutes.server.ts';
import { findOrder, OrderChangeRefused } from './staffOrders.server.ts';
import { dropDraft, keepDraft, takeOrder } from './takenOrders.server.ts';
import {
  customerQuery,
  draftId,
  draftSave,
  finderQuery,
  knownAnswer,
  type KnownCustomer,
  type OrderableFamily,
  orderableFamily,
  type OrderDraft,
  orderDraft,
  takenAnswer,
  takenOrder,
} from '~/shared/contract/staff/takenOrders.ts';

// Orders staff take by phone or chat (docs/staff.md#orders-staff-take): the finder, the customer by number, the
// order sent as a quote, and drafts kept to send later.

const db = async () => (await getStore()).db;

/** A draft gone meanwhile (sent or removed by someone else): 404 saying so. */
const draftGone = () => new ServiceError(404, staffOrderTexts.draftGone);

export const takenOrderRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/staff/orders/new/products',
    staff: 'orders',
    summary:
      'The new-order form’s finder: the shop’s own search (forgiving slips, Persian as typed, codes; a product page’s address pasted finds its size), by family, with each published size’s stock, package types and prices to quote',
    query: finderQuery,
    answer: v.array(orderableFamily),
    failures: [401, 404],
    handle: async (context) => {
      await requireStaff(context, 'orders');
      const data: OrderableFamily[] = context.query.q ? await findOrderable(await db(), context.query.q) : [];
      return { data };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/staff/orders/new/customer',
    staff: 'orders',
    summary:
      'A customer by their number (Persian digits and +98 too): the name and address of their latest order, else of their account; null for a number the shop does not know',
    query: customerQuery,
    answer: knownAnswer,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'orders');
      const data: KnownCustomer | null = await knownCustomer(await db(), context.query.mobile);
      return { data };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/staff/orders',
    staff: 'orders',
    summary:
      'Takes an order by phone or chat and sends its quote: the stock is taken as a shop order takes it (409 naming the lines short), the order is marked with its channel and who took it, moved to quoted with the prices, and the customer texted its link. With `draftId`, that draft goes in the same transaction (404 when it went meanwhile). A retry with the same Idempotency-Key makes no second order.',
    headerParameters: [
      { name: 'Idempotency-Key', description: 'One key per order attempt, kept across retries.', schema: { type: 'string' } },
    ],
    body: takenOrder,
    answer: takenAnswer,
    failures: [401, 404, 409],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'orders');
      const { body, locale } = context;
      const config = serviceConfig();
      if (!config.paymentWays.includes(body.payment)) throw new ServiceError(400, staffOrderTexts.paymentOff);
      if (new Set(body.lines.map((line) => line.sku)).size !== body.lines.length) throw new ServiceError(400, staffOrderTexts.sizeTwice);
      const order = {
        channel: body.channel,
        locale: body.locale,
        customer: body.customer,
        items: body.lines.map(({ sku, packageId, count }) => ({ sku, packageId, count })),
        quote: { prices: body.lines.map((line) => line.price), delivery: body.delivery, payment: body.payment, note: body.note ?? '' },
        draftId: body.draftId,
      };
      const options = { days: config.quoteDays, idempotencyKey: idempotencyKeyOf(context.headers['idempotency-key'], locale) };
      const store = await db();
      const result = await takeOrder(store, member, order, options).catch((error: unknown) => {
        throw error instanceof OrderChangeRefused && error.reason === 'notFound' ? draftGone() : error;
      });
      if (!result.ok) throw orderRefusal(result, locale);
      const taken = (await findOrder(store, result.orderId))!;
      const link = `${config.siteUrl}${orderLinkPath(taken.locale === 'en' ? 'en' : 'fa', await orderTokenOf(store, result.orderId))}`;
      const data = { order: taken, link };
      if (!result.repeated) {
        wakeTextSender();
        void announceMove(data.order);
        void announceLowStock(result.lowStock);
      }
      const total = quoteSum(
        data.order.lines.map((line) => line.count),
        data.order.quote!,
      ).total;
      return {
        data,
        message: withNumber(staffOrderTexts.taken, result.orderId, {
          en: { total: formatAmount('en', total) },
          fa: { total: formatAmount('fa', total) },
        }),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/staff/order-drafts',
    staff: 'orders',
    summary: 'Keeps the new-order form as a draft (nothing taken from stock, nothing sent): a new one, or `id` written over',
    body: draftSave,
    answer: orderDraft,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'orders');
      const data: OrderDraft | null = await keepDraft(await db(), member, context.body.form, context.body.id);
      if (!data) throw draftGone();
      return { data, message: staffOrderTexts.draftKept };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/v1/staff/order-drafts/{id}',
    staff: 'orders',
    summary: 'Removes a draft',
    params: draftId,
    answer: v.null(),
    failures: [401, 404],
    handle: async (context) => {
      await requireStaff(context, 'orders');
      if (!(await dropDraft(await db(), context.params.id))) throw draftGone();
      return { data: null, message: staffOrderTexts.draftRemoved };
    },
  }),
];
