import * as v from 'valibot';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { digitsIn, formatAmount } from '~/shared/i18n/format.ts';
import { CARRIERS, quoteSum, typedTrackingCode, validTrackingCode } from '~/shared/orders/quote.ts';
import { MAX_ID, wholeNumberParam, wire } from '~/shared/fields/wire.ts';
import { filled } from '~/shared/i18n/bilingual.ts';
import { NOTE_MAX, type LatestOrders, type StaffOrder, type StaffOrderPage } from '~/shared/staff/orders.ts';
import { PERIODS, sinceOf } from '~/shared/staff/periods.ts';
import { CHART_DAYS, dayMoments, daysBetween, nextDay } from '~/shared/staff/dashboard.ts';
import { dayIn } from '~/shared/i18n/dates.ts';
import { ordersReportCsv, REPORT_DAYS_MAX } from '~/service/staff/ordersReport.server.ts';
import { customersCsv } from '~/service/staff/customers.server.ts';
import { ORDER_CHANNELS } from '~/shared/orders/channels.ts';
import { withoutControls } from '~/shared/text/controlCharacters.ts';
import { getStore } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import { requireStaff } from '~/service/access/staffAccess.server.ts';
import { staffOrderTexts } from '~/service/access/messages.server.ts';
import { serviceConfig } from '~/service/config.server.ts';
import { orderQuote, shipment } from '~/shared/contract/answers.ts';
import { announceMove } from './orderAlerts.server.ts';
import { sendQuote } from './orderQuote.server.ts';
import { sendTextAgain } from '~/service/texts/customerTexts.server.ts';
import { wakeTextSender } from '~/service/texts/textSender.server.ts';
import { ORDER_TEXT_KINDS } from '~/shared/orders/customerTexts.ts';
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
import { type Carrier, CARRIER_IDS, ORDER_STATUSES, type OrderState, PAYMENT_WAYS, PRICE_MAX } from '~/shared/fields/vocabulary.ts';

const db = async () => (await getStore()).db;

const status = v.picklist(ORDER_STATUSES);
const statusFilter = v.optional(v.pipe(status, v.description('Only orders of this status; absent: all.')));

/** A search as typed: up to 100 characters; control characters and the spaces at the ends go (empty: no search). */
const searchQuery = v.optional(
  v.pipe(
    v.string(),
    wire({ type: 'string', maxLength: 100, description: 'Name, shop, order number or phone (Persian or Latin digits, 0912… or +98912…).' }),
    v.maxLength(100),
    v.transform((text) => withoutControls(text).trim() || undefined),
  ),
);

/** Staff's note: up to 500 characters; control characters go, line breaks and runs of spaces become one space. */
export const note = v.pipe(
  v.string(),
  wire({
    type: 'string',
    maxLength: NOTE_MAX,
    description: 'A note for the call, added to the order’s notes (absent or empty: none). Control characters are dropped.',
  }),
  v.transform((text) => withoutControls(text).replace(/\s+/g, ' ').trim()),
  v.maxLength(NOTE_MAX),
);

const period = v.optional(
  v.pipe(v.picklist(Object.keys(PERIODS) as (keyof typeof PERIODS)[]), v.description('Only orders placed in the last day, week or month.')),
);

/** One of the shop's days, as the dashboard's chart links to it. */
const shopDay = v.optional(
  v.pipe(
    v.string(),
    wire({ type: 'string', format: 'date', description: 'Only orders placed on this day of the shop’s (YYYY-MM-DD, in SHOP_TIME_ZONE).' }),
    v.isoDate(),
  ),
);

const channelFilter = v.optional(v.pipe(v.picklist(ORDER_CHANNELS), v.description('Only orders that came by this channel.')));

/** A tracking code as typed: Persian digits, spaces and dashes allowed (typedTrackingCode); checked with its carrier. */
const trackingCode = v.pipe(
  v.string(),
  wire({ type: 'string', maxLength: 100, description: 'With `sent`: the parcel’s tracking code (Persian or Latin digits).' }),
  v.maxLength(100),
  v.transform(typedTrackingCode),
);

/** A carrier the shop sends with (ORDER_CARRIERS), or a 400 saying to choose one it does. */
function offered(carrier: Carrier): Carrier {
  if (!serviceConfig().carriers.includes(carrier)) throw new ServiceError(400, staffOrderTexts.carrierOff);
  return carrier;
}

/** A note kept after a call: as the status change's note, and not empty. */
const newNote = v.pipe(note, v.minLength(1));

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

const text = v.string();
const int = v.pipe(v.number(), v.integer());
const count = v.pipe(int, v.minValue(0));

export const amount = v.pipe(int, v.minValue(0), v.maxValue(PRICE_MAX));
const moment = v.pipe(text, v.isoTimestamp());

export const staffOrder = v.object({
  id: int,
  createdAt: v.pipe(text, v.isoTimestamp()),
  status,
  note: text,
  notes: v.pipe(v.array(v.object({ at: v.pipe(text, v.isoTimestamp()), by: text, text })), v.description('Staff’s notes, oldest first.')),
  moves: v.pipe(
    v.array(v.object({ at: v.pipe(text, v.isoTimestamp()), by: text, from: status, to: status })),
    v.description('Each move from status to status, who made it and when, oldest first.'),
  ),
  updatedAt: v.nullable(v.pipe(text, v.isoTimestamp())),
  locale: text,
  channel: v.pipe(
    v.picklist(ORDER_CHANNELS),
    v.description('Where it came from: `web` (the shop’s pages) or the channel staff took it by.'),
  ),
  takenBy: v.pipe(v.nullable(text), v.description('The staff member who took it; null for the shop’s own orders.')),
  name: text,
  mobile: text,
  shopName: text,
  province: text,
  city: text,
  address: text,
  postalCode: text,
  lines: v.array(
    v.object({
      sku: text,
      nameEn: text,
      nameFa: text,
      size: v.pipe(
        v.object({ en: text, fa: text }),
        v.description("The size's title in both languages, from the SKU's size code (characters 6–7)."),
      ),
      picture: v.pipe(v.nullable(text), v.description("The product's first picture, as the shop's pages address it.")),
      count: v.pipe(int, v.description('Packages.')),
      packageEn: v.nullable(text),
      packageFa: v.nullable(text),
      pieces: v.pipe(v.nullable(int), v.description('Pieces in one package; null on orders placed before package types.')),
      unitPrice: v.pipe(
        v.nullable(int),
        v.description("Staff's price to quote for one package of the line's type, in tomans; null when none is set."),
      ),
    }),
  ),
  quote: v.pipe(v.nullable(orderQuote), v.description('The quote sent after the call, with the prices agreed then.')),
  shipment: v.pipe(v.nullable(shipment), v.description('How the order travels, once marked sent.')),
  callMeAt: v.pipe(v.nullable(moment), v.description('When the customer asked, from the order’s page, to be called about the quote.')),
  texts: v.pipe(
    v.array(
      v.object({
        id: int,
        kind: v.picklist(ORDER_TEXT_KINDS),
        state: v.picklist(['waiting', 'sending', 'sent', 'failed', 'refused']),
        createdAt: moment,
        sentAt: v.nullable(moment),
        error: v.nullable(text),
      }),
    ),
    v.description('The texts to the customer about it, oldest first: waiting, sending, sent, failed or refused by the provider.'),
  ),
});

const staffOrderPage = v.object({
  orders: v.array(staffOrder),
  counts: v.object(Object.fromEntries(ORDER_STATUSES.map((name) => [name, count])) as Record<OrderState, typeof count>),
  total: count,
  page: int,
  perPage: int,
});

const latest = v.object({ newCount: count, latestId: count, newer: count });

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
    query: v.object({
      status: statusFilter,
      q: searchQuery,
      period,
      day: shopDay,
      channel: channelFilter,
      page: v.optional(wholeNumberParam(1, 1_000_000, 'Page number, from 1.')),
    }),
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
    query: v.object({
      after: v.optional(wholeNumberParam(0, MAX_ID, 'An order number the page has seen; `newer` counts the orders after it.')),
    }),
    answer: latest,
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
    params: v.object({ id: wholeNumberParam(1, MAX_ID, 'Order number.') }),
    body: v.object({
      status: v.pipe(status, v.description('The new status.')),
      note: v.optional(note),
      carrier: v.optional(v.pipe(v.picklist(CARRIER_IDS), v.description('With `sent`: who carries the parcel.'))),
      trackingCode: v.optional(trackingCode),
    }),
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
    params: v.object({ id: wholeNumberParam(1, MAX_ID, 'Order number.') }),
    body: v.object({ text: v.pipe(newNote, v.description('The note; control characters are dropped.')) }),
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
    params: v.object({ id: wholeNumberParam(1, MAX_ID, 'Order number.') }),
    body: v.object({
      prices: v.pipe(v.array(amount), v.minLength(1), v.maxLength(100), v.description('Tomans for one package of each line, in order.')),
      delivery: v.pipe(amount, v.description('Tomans for the delivery; 0 for free.')),
      payment: v.pipe(v.picklist(PAYMENT_WAYS), v.description('How the customer pays: one of ORDER_PAYMENT_WAYS.')),
      note: v.optional(note),
    }),
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
    params: v.object({
      id: wholeNumberParam(1, MAX_ID, 'Order number.'),
      textId: wholeNumberParam(1, MAX_ID, 'The text, as the order lists it.'),
    }),
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
    query: v.object({ status: statusFilter }),
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
    query: v.object({ from: shopDay, to: shopDay }),
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

// The answer schemas describe exactly the types the code returns.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(check: Same<A, B>) => check;
same<v.InferOutput<typeof staffOrder>, StaffOrder>(true);
same<v.InferOutput<typeof staffOrderPage>, StaffOrderPage>(true);
same<v.InferOutput<typeof latest>, LatestOrders>(true);
