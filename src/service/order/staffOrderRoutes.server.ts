import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { digitsIn, formatAmount } from '~/shared/i18n/format.ts';
import { CARRIERS, quoteSum } from '~/shared/orders/quote.ts';
import { filled } from '~/shared/i18n/bilingual.ts';
import { sinceOf } from '~/shared/fields/periods.ts';
import { CHART_DAYS, dayMoments, daysBetween, nextDay } from '~/shared/staff/dashboard.ts';
import { dayIn } from '~/shared/i18n/dates.ts';
import { ordersReportCsv, REPORT_DAYS_MAX } from '~/service/staff/ordersReport.server.ts';
import { customersCsv } from '~/service/staff/customers.server.ts';
import { getStore } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import { requireStaff } from '~/service/access/staffAccess.server.ts';
import { staffOrderTexts } from '~/service/access/messages.server.ts';
import { serviceConfig } from '~/service/config.server.ts';
import { announceMove } from './orderAlerts.server.ts';
import { sendQuote } from './orderQuote.server.ts';
import { sendTextAgain } from '~/service/texts/customerTexts.server.ts';
import { wakeTextSender } from '~/service/texts/textSender.server.ts';
import {
  addOrderNote,
  findOrder,
  latestOrders,
  listOrders,
  newsletterCsv,
  OrderChangeRefused,
  orderPage,
  ordersCsv,
  setOrderStatus,
} from './staffOrders.server.ts';
import { type Carrier, type OrderState } from '~/shared/fields/vocabulary.ts';
import { validTrackingCode } from '~/shared/forms/trackingCode.ts';
import {
  latestOrderCounts,
  type LatestOrders,
  latestQuery,
  noteAdded,
  orderIdParams,
  ordersCsvQuery,
  quoteBody,
  reportQuery,
  staffOrder,
  type StaffOrder,
  type StaffOrderPage,
  staffOrderPage,
  staffOrderQuery,
  statusChange,
  textAgainParams,
} from '~/shared/contract/staff/orders.ts';

const db = async () => (await getStore()).db;

/** A carrier the shop sends with (ORDER_CARRIERS), or a 400 saying to choose one it does. */
function offered(carrier: Carrier): Carrier {
  if (!serviceConfig().carriers.includes(carrier)) throw new ServiceError(400, staffOrderTexts.carrierOff);
  return carrier;
}

/** A staff text with the order's number in it ({{id}}), in Persian digits in Persian. */
export const withNumber = (
  message: { en: string; fa: string },
  id: number,
  values: { en?: Record<string, string>; fa?: Record<string, string> } = {},
) =>
  filled(message, {
    en: { id: String(orderNumber(id)), ...values.en },
    fa: { id: digitsIn('fa', String(orderNumber(id))), ...values.fa },
  });

/** The service's answer to an order that cannot change, or not that way. */
function refusal(error: unknown, id: number): unknown {
  if (!(error instanceof OrderChangeRefused)) return error;
  if (error.reason === 'notFound') return new ServiceError(404, staffOrderTexts.notFound);
  if (error.reason === 'cancelled') return new ServiceError(409, staffOrderTexts.cancelledFinal);
  if (error.reason === 'quoteFirst') return new ServiceError(409, staffOrderTexts.quoteFirst);
  if (error.reason === 'lines') return new ServiceError(409, withNumber(staffOrderTexts.quoteLines, id));
  const from = statusNames[error.from!];
  const to = statusNames[error.to!];
  return new ServiceError(
    409,
    withNumber(staffOrderTexts.moveRefused, id, { en: { from: from.en, to: to.en }, fa: { from: from.fa, to: to.fa } }),
  );
}

/** Runs a change to order `id`, its refusal answered as refusal() words it. */
async function changing<T>(id: number, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    throw refusal(error, id);
  }
}

const statusNames: Record<OrderState, { en: string; fa: string }> = {
  new: staffOrderTexts.statusNew,
  called: staffOrderTexts.statusCalled,
  quoted: staffOrderTexts.statusQuoted,
  confirmed: staffOrderTexts.statusConfirmed,
  sent: staffOrderTexts.statusSent,
  delivered: staffOrderTexts.statusDelivered,
  cancelled: staffOrderTexts.statusCancelled,
};

/** A CSV download: never cached, saved under `name-YYYY-MM-DD.csv` (today's date), or `name.csv` when not `dated`. */
function csvAnswer(name: string, csv: string, dated = true) {
  const file = dated ? `${name}-${new Date().toISOString().slice(0, 10)}` : name;
  return {
    raw: {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file}.csv"`,
        'cache-control': 'no-store',
      },
      body: Buffer.from(csv, 'utf8'),
    },
  };
}

/** The orders to call back (staff and admins): list, poll, mark and cancel, exports; docs/staff.md. */
export const staffOrderRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/staff/orders',
    staff: 'orders',
    summary:
      'Orders to call back, newest first, 50 a page, with their lines and notes; filtered by status and period, searched by name, shop, order number or phone; and how many of each status the search finds',
    query: staffOrderQuery,
    answer: staffOrderPage,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'orders');
      const { status, q, period, day, channel, page } = context.query;
      const moments = day ? dayMoments(day, serviceConfig().timeZone) : { since: sinceOf(period) };
      const data: StaffOrderPage = await orderPage(await db(), { status, q, ...moments, channel, page: page ?? 1 });
      return { data };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/staff/orders/latest',
    staff: 'orders',
    summary: 'For polling: how many orders are new, the latest order number, and how many came after order `after`',
    query: latestQuery,
    answer: latestOrderCounts,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'orders');
      const data: LatestOrders = await latestOrders(await db(), context.query.after ?? 0);
      return { data };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/staff/orders/{id}/status',
    staff: 'orders',
    summary:
      'Moves an order one step on in its life (new, called, quoted, confirmed, sent, delivered) or cancels it before it is sent, with an optional note; the same status keeps the note alone. Each move is kept in the order’s history and posted to the webhook (`order.called`, …). Cancelling gives its packages back to stock in the same transaction; a cancelled or delivered order cannot change again, and any other move is refused (409).',
    params: orderIdParams,
    body: statusChange,
    answer: staffOrder,
    failures: [401, 404, 409],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'orders');
      const { id } = context.params;
      const { carrier, trackingCode: code, ...change } = context.body;
      // How it travels counts only with the move to sent.
      const shipment = carrier && change.status === 'sent' ? { carrier: offered(carrier), code: code ?? '' } : undefined;
      if (shipment && CARRIERS[shipment.carrier] && !validTrackingCode(shipment.code))
        throw new ServiceError(400, staffOrderTexts.trackingCode);
      const data: StaffOrder = await changing(id, async () => setOrderStatus(await db(), member, id, { ...change, shipment }));
      void announceMove(data);
      const name = statusNames[data.status];
      return {
        data,
        message: withNumber(staffOrderTexts.statusChanged, id, { en: { status: name.en }, fa: { status: name.fa } }),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/staff/orders/{id}/notes',
    staff: 'orders',
    summary: 'Keeps a note on an order (after a call), with who wrote it and when; the order answers with all its notes',
    params: orderIdParams,
    body: noteAdded,
    answer: staffOrder,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'orders');
      const { id } = context.params;
      const data: StaffOrder = await changing(id, async () => addOrderNote(await db(), member, id, context.body.text));
      return { data, message: staffOrderTexts.noteKept };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/staff/orders/{id}/quote',
    staff: 'orders',
    summary:
      'Sends the quote after the call: each line’s price per package (in the lines’ order), the delivery cost, how the customer pays and a note. The prices are kept on the order’s lines, the order moves from called to quoted (a quoted order may be quoted again: a new price, or a quote past its time) and the quote holds QUOTE_VALID_DAYS days.',
    params: orderIdParams,
    body: quoteBody,
    answer: staffOrder,
    failures: [401, 404, 409],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'orders');
      const { id } = context.params;
      const config = serviceConfig();
      if (!config.paymentWays.includes(context.body.payment)) throw new ServiceError(400, staffOrderTexts.paymentOff);
      const draft = { ...context.body, note: context.body.note ?? '' };
      const data: StaffOrder = await changing(id, async () => sendQuote(await db(), member, id, draft, config.quoteDays));
      void announceMove(data);
      const { total } = quoteSum(
        data.lines.map((line) => line.count),
        data.quote!,
      );
      return {
        data,
        message: withNumber(staffOrderTexts.quoteSent, id, {
          en: { total: formatAmount('en', total) },
          fa: { total: formatAmount('fa', total) },
        }),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/staff/orders/{id}/texts/{textId}/again',
    staff: 'orders',
    summary: 'Sends one of the order’s texts to the customer again (one that failed, or that the customer lost): a copy, sent once',
    params: textAgainParams,
    answer: staffOrder,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'orders');
      const { id, textId } = context.params;
      const store = await db();
      if (!(await sendTextAgain(store, id, textId))) throw new ServiceError(404, staffOrderTexts.notFound);
      wakeTextSender();
      const data: StaffOrder = (await findOrder(store, id))!;
      return { data, message: staffOrderTexts.textAgain };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/staff/orders.csv',
    staff: 'orders',
    summary: 'The orders as CSV, one row per order line (the same as `npm run orders -- export --csv`), oldest first',
    query: ordersCsvQuery,
    answer: { raw: { description: 'The orders, CSV with a BOM', contentType: 'text/csv' } },
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'orders');
      return csvAnswer('orders', ordersCsv(await listOrders(await db(), { status: context.query.status })));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/staff/reports/orders.csv',
    staff: 'orders',
    summary:
      'Orders by day, channel and status from `from` to `to` (the shop’s days, both included; the last 30 days when absent) as CSV: day, daySolarHijri, channel, status, orders',
    query: reportQuery,
    answer: { raw: { description: 'The counts, CSV with a BOM', contentType: 'text/csv' } },
    failures: [401, 404],
    handle: async (context) => {
      await requireStaff(context, 'orders');
      const { timeZone } = serviceConfig();
      const today = dayIn(timeZone, new Date());
      const last = context.query.to ?? today;
      const first = context.query.from ?? nextDay(last, 1 - CHART_DAYS);
      if (first > last || daysBetween(first, last, timeZone).length > REPORT_DAYS_MAX) {
        throw new ServiceError(
          400,
          filled(staffOrderTexts.reportPeriod, {
            en: { days: String(REPORT_DAYS_MAX) },
            fa: { days: digitsIn('fa', String(REPORT_DAYS_MAX)) },
          }),
        );
      }
      return csvAnswer(`orders-by-day-${first}-to-${last}`, await ordersReportCsv(await db(), first, last, timeZone), false);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/staff/customers.csv',
    staff: 'accounts',
    summary:
      'Everyone who ordered (admins), the latest to order first, as CSV: mobile, name, city, orders, firstOrder, lastOrder, lastChannel, account',
    answer: { raw: { description: 'The customers, CSV with a BOM', contentType: 'text/csv' } },
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'accounts');
      return csvAnswer('customers', await customersCsv(await db()));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/staff/newsletter.csv',
    staff: 'orders',
    summary: 'The newsletter list as CSV: email, locale, subscribedAt',
    answer: { raw: { description: 'The newsletter list, CSV with a BOM', contentType: 'text/csv' } },
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'orders');
      return csvAnswer('newsletter', await newsletterCsv(await db()));
    },
  }),
];
