// What the calls of the orders' desk take and answer (docs/staff.md#orders), for staff and admins, and the types the
// staff area reads from the answers.
import * as v from 'valibot';
import { orderQuote, shipment } from '~/shared/contract/answers.ts';
import { amount, count, int, moment, text } from '~/shared/contract/scalars.ts';
import { ORDER_CHANNELS } from '~/shared/fields/channels.ts';
import { PERIODS } from '~/shared/fields/periods.ts';
import { NOTE_MAX, ORDER_TEXT_KINDS, TEXT_STATES } from '~/shared/fields/staffVocabulary.ts';
import { CARRIER_IDS, ORDER_STATUSES, PAYMENT_WAYS, type OrderState } from '~/shared/fields/vocabulary.ts';
import { MAX_ID, wholeNumberParam, wire } from '~/shared/fields/wire.ts';
import { typedTrackingCode } from '~/shared/forms/trackingCode.ts';
import { withoutControls } from '~/shared/text/controlCharacters.ts';

const orderStatus = v.picklist(ORDER_STATUSES);

// What the calls take

const statusFilter = v.optional(v.pipe(orderStatus, v.description('Only orders of this status; absent: all.')));

/** A search as typed: up to 100 characters; control characters and the spaces at the ends go (empty: no search). */
const searchQuery = v.optional(
  v.pipe(
    v.string(),
    wire({ type: 'string', maxLength: 100, description: 'Name, shop, order number or phone (Persian or Latin digits, 0912… or +98912…).' }),
    v.maxLength(100),
    v.transform((typed) => withoutControls(typed).trim() || undefined),
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
  v.transform((typed) => withoutControls(typed).replace(/\s+/g, ' ').trim()),
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

/** The orders' list: filtered by status, period, day or channel, and searched. */
export const staffOrderQuery = v.object({
  status: statusFilter,
  q: searchQuery,
  period,
  day: shopDay,
  channel: channelFilter,
  page: v.optional(wholeNumberParam(1, 1_000_000, 'Page number, from 1.')),
});

export const latestQuery = v.object({
  after: v.optional(wholeNumberParam(0, MAX_ID, 'An order number the page has seen; `newer` counts the orders after it.')),
});

export const ordersCsvQuery = v.object({ status: statusFilter });

export const reportQuery = v.object({ from: shopDay, to: shopDay });

/** An order's number in a path. */
export const orderIdParams = v.object({ id: wholeNumberParam(1, MAX_ID, 'Order number.') });

export const textAgainParams = v.object({
  id: wholeNumberParam(1, MAX_ID, 'Order number.'),
  textId: wholeNumberParam(1, MAX_ID, 'The text, as the order lists it.'),
});

export const statusChange = v.object({
  status: v.pipe(orderStatus, v.description('The new status.')),
  note: v.optional(note),
  carrier: v.optional(v.pipe(v.picklist(CARRIER_IDS), v.description('With `sent`: who carries the parcel.'))),
  trackingCode: v.optional(trackingCode),
});

/** A note kept after a call: as the status change's note, and not empty. */
export const noteAdded = v.object({
  text: v.pipe(v.pipe(note, v.minLength(1)), v.description('The note; control characters are dropped.')),
});

export const quoteBody = v.object({
  prices: v.pipe(v.array(amount), v.minLength(1), v.maxLength(100), v.description('Tomans for one package of each line, in order.')),
  delivery: v.pipe(amount, v.description('Tomans for the delivery; 0 for free.')),
  payment: v.pipe(v.picklist(PAYMENT_WAYS), v.description('How the customer pays: one of ORDER_PAYMENT_WAYS.')),
  note: v.optional(note),
});

// What they answer

/** A note staff kept on an order, after a call: who wrote it, when, and what. */
const orderNote = v.object({ at: v.pipe(text, v.isoTimestamp()), by: text, text });
export type OrderNote = v.InferOutput<typeof orderNote>;

/** A move of an order from one status to another: who made it and when (the order's history). */
const orderMove = v.object({ at: v.pipe(text, v.isoTimestamp()), by: text, from: orderStatus, to: orderStatus });
export type OrderMove = v.InferOutput<typeof orderMove>;

/** A line as staff read it: the product, its size and picture, the packages and their type (none before types). */
const staffOrderLine = v.object({
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
  // docs/staff.md#prices-to-quote
  unitPrice: v.pipe(
    v.nullable(int),
    v.description("Staff's price to quote for one package of the line's type, in tomans; null when none is set."),
  ),
});
export type StaffOrderLine = v.InferOutput<typeof staffOrderLine>;

/** A text to the customer about the order, as staff see it; `error`: why it did not go out (the provider's words). */
const orderText = v.object({
  id: int,
  kind: v.picklist(ORDER_TEXT_KINDS),
  state: v.picklist(TEXT_STATES),
  createdAt: moment,
  sentAt: v.nullable(moment),
  error: v.nullable(text),
});
export type OrderText = v.InferOutput<typeof orderText>;

/** An order as staff see it: who to call, where it goes, what was asked for, and where it stands. */
export const staffOrder = v.object({
  id: int,
  createdAt: v.pipe(text, v.isoTimestamp()),
  status: orderStatus,
  /** Staff's latest note ('' while there is none). */
  note: text,
  notes: v.pipe(v.array(orderNote), v.description('Staff’s notes, oldest first.')),
  moves: v.pipe(v.array(orderMove), v.description('Each move from status to status, who made it and when, oldest first.')),
  /** When staff last changed it; null while nobody has. */
  updatedAt: v.nullable(v.pipe(text, v.isoTimestamp())),
  /** The language the customer ordered in. */
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
  lines: v.array(staffOrderLine),
  quote: v.pipe(v.nullable(orderQuote), v.description('The quote sent after the call, with the prices agreed then.')),
  shipment: v.pipe(v.nullable(shipment), v.description('How the order travels, once marked sent.')),
  callMeAt: v.pipe(v.nullable(moment), v.description('When the customer asked, from the order’s page, to be called about the quote.')),
  texts: v.pipe(
    v.array(orderText),
    v.description('The texts to the customer about it, oldest first: waiting, sending, sent, failed or refused by the provider.'),
  ),
});
export type StaffOrder = v.InferOutput<typeof staffOrder>;

/** One page of the staff list, and how many orders of each status the search finds (the filter tabs). */
export const staffOrderPage = v.object({
  orders: v.array(staffOrder),
  counts: v.object(Object.fromEntries(ORDER_STATUSES.map((name) => [name, count])) as Record<OrderState, typeof count>),
  /** Orders matching the search and the status filter (all pages). */
  total: count,
  page: int,
  perPage: int,
});
export type StaffOrderPage = v.InferOutput<typeof staffOrderPage>;

/** What the staff page polls: the number of new orders, the latest order's number, and how many came after `after`. */
export const latestOrderCounts = v.object({ newCount: count, latestId: count, newer: count });
export type LatestOrders = v.InferOutput<typeof latestOrderCounts>;
