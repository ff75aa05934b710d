import { sql, type ExpressionBuilder, type Selectable, type SelectQueryBuilder } from 'kysely';
import { channelOf, type OrderChannel } from '~/shared/fields/channels.ts';
import { mediaUrl } from '~/shared/catalogue/paths.ts';
import { orderIdOf, orderNumber } from '~/shared/orders/orderNumber.ts';
import { sizeNamesOf, sizeCode, type SizeNames } from '~/shared/catalogue/sku.ts';
import { canMove, ORDERS_PER_PAGE, foldedLetters, orderSearch } from '~/shared/staff/orders.ts';
import { printable } from '~/shared/text/controlCharacters.ts';
import { serviceConfig } from '~/service/config.server.ts';
import { toCsv } from '~/service/csv.ts';
import { containing } from '~/service/db/like.ts';
import { bumpCatalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import type { StoreSchema } from '~/service/db/schema.server.ts';
import type { SignedIn } from '~/service/login/login.server.ts';
import { recordChange } from '~/service/access/audit.server.ts';
import { readPrices } from '~/service/catalogue/quotePrices.server.ts';
import { productSizes } from '~/service/catalogue/sizeNames.server.ts';
import { quoteOf, shipmentOf } from './quoteRow.server.ts';
import { queueOrderText, textsOf } from '~/service/texts/customerTexts.server.ts';
import { wakeTextSender } from '~/service/texts/textSender.server.ts';
import { textBackInStock } from '~/service/catalogue/stockAlerts.server.ts';
import { ORDER_STATUSES, type OrderState } from '~/shared/fields/vocabulary.ts';
import type { Shipment } from '~/shared/contract/types.ts';
import type { TextKind } from '~/shared/fields/staffVocabulary.ts';
import type { LatestOrders, OrderMove, OrderNote, StaffOrder, StaffOrderLine, StaffOrderPage } from '~/shared/contract/staff/orders.ts';

export { ORDER_STATUSES };
export type { StaffOrder, StaffOrderLine };

/** The width of the small pictures of the staff list's lines. */
const PICTURE_WIDTH = 128;

/** How a line reads in the staff list: `2 × Box of 6 (12 pieces)`, or `2 packages` when its type was not recorded. */
export function lineQuantity(line: StaffOrderLine): string {
  if (line.pieces === null || !line.packageEn) return `${line.count} ${line.count === 1 ? 'package' : 'packages'}`;
  const pieces = line.count * line.pieces;
  return `${line.count} × ${line.packageEn} (${pieces} ${pieces === 1 ? 'piece' : 'pieces'})`;
}

/**
 * Which orders a list shows: one status (absent: all), a search by name, shop, order number or phone, those placed
 * since a moment (ms); a page of them, newest first or (the command line and the CSV) oldest first.
 */
export interface OrderFilter {
  status?: OrderState | undefined;
  q?: string | undefined;
  since?: number | undefined;
  /** Placed before this moment (ms): with `since`, one of the shop's days. */
  until?: number | undefined;
  channel?: OrderChannel | undefined;
  newestFirst?: boolean | undefined;
  /** From 1; with `perPage`. Absent: every order (the command line and the CSV). */
  page?: number | undefined;
  perPage?: number | undefined;
}

/**
 * The search's condition on `orders`: a name or shop containing the words, or an order number or phone containing the
 * digits.
 */
function searchCondition(q: string) {
  const { text, digits, orderNumber } = orderSearch(q);
  // An order is typed by the number staff read (its id stays inside); a number no order has finds none.
  if (orderNumber !== null) return (eb: ExpressionBuilder<StoreSchema, 'orders'>) => eb('orders.id', '=', orderIdOf(orderNumber) ?? -1);
  const words = foldedLetters(text);
  return (eb: ExpressionBuilder<StoreSchema, 'orders'>) => {
    // The stored names are folded too: one typed on an Arabic keyboard (ي ك) is found by the Persian letters.
    const like = (column: ReturnType<typeof sql>, value: string) =>
      sql<boolean>`replace(replace(replace(lower(${column}), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') like ${containing(value)} escape '\\'`;
    const options = [like(sql`${sql.ref('firstName')} || ' ' || ${sql.ref('lastName')}`, words), like(sql`${sql.ref('shopName')}`, words)];
    if (digits) {
      options.push(like(sql`${sql.ref('mobile')}`, digits));
      const id = orderIdOf(Number(digits));
      if (id !== null) options.push(sql<boolean>`${sql.ref('orders.id')} = ${id}`);
    }
    return eb.or(options);
  };
}

/** A query on `orders` narrowed by a filter's search, moments and channel (not its status: the tabs count each). */
function narrowed<Q extends SelectQueryBuilder<StoreSchema, 'orders', object>>(query: Q, filter: OrderFilter): Q {
  let narrow = query as SelectQueryBuilder<StoreSchema, 'orders', object>;
  if (filter.q) narrow = narrow.where(searchCondition(filter.q));
  if (filter.since !== undefined) narrow = narrow.where('createdAt', '>=', filter.since);
  if (filter.until !== undefined) narrow = narrow.where('createdAt', '<', filter.until);
  if (filter.channel) narrow = narrow.where('channel', '=', filter.channel);
  return narrow as Q;
}

/** The orders of a filter, each with its lines and notes. */
export async function listOrders(db: Db, filter: OrderFilter = {}): Promise<StaffOrder[]> {
  const direction = filter.newestFirst ? 'desc' : 'asc';
  let query = db.selectFrom('orders').selectAll().orderBy('createdAt', direction).orderBy('id', direction);
  if (filter.status) query = query.where('status', '=', filter.status);
  query = narrowed(query, filter);
  if (filter.page) {
    const perPage = filter.perPage ?? ORDERS_PER_PAGE;
    query = query.limit(perPage).offset((filter.page - 1) * perPage);
  }
  return withLines(db, await query.execute());
}

/**
 * A page of the staff list (newest first), with the number of orders of each status the search finds (the filter
 * tabs).
 */
export async function orderPage(db: Db, filter: OrderFilter): Promise<StaffOrderPage> {
  const page = filter.page ?? 1;
  const perPage = filter.perPage ?? ORDERS_PER_PAGE;
  let countQuery = db.selectFrom('orders').select(['status', sql<number>`count(*)`.as('n')]);
  countQuery = narrowed(countQuery, filter);
  const [orders, rows] = await Promise.all([
    listOrders(db, { ...filter, page, perPage, newestFirst: true }),
    countQuery.groupBy('status').execute(),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderState, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { orders, counts, total, page, perPage };
}

/** One order as staff see it, or null. */
export async function findOrder(db: Db, id: number): Promise<StaffOrder | null> {
  const rows = await db.selectFrom('orders').selectAll().where('id', '=', id).execute();
  return (await withLines(db, rows))[0] ?? null;
}

/** For polling: how many orders are new, the latest order's number, and how many were placed after order `after`. */
export async function latestOrders(db: Db, after = 0): Promise<LatestOrders> {
  const row = await db
    .selectFrom('orders')
    .select([
      sql<number>`coalesce(max(id), 0)`.as('latestId'),
      sql<number>`coalesce(sum(case when status = 'new' then 1 else 0 end), 0)`.as('newCount'),
      sql<number>`coalesce(sum(case when id > ${after} then 1 else 0 end), 0)`.as('newer'),
    ])
    .executeTakeFirstOrThrow();
  return { newCount: Number(row.newCount), latestId: Number(row.latestId), newer: Number(row.newer) };
}

type OrderRow = Selectable<StoreSchema['orders']>;

/** The orders with their lines, each line with its product's size title and first picture. */
async function withLines(db: Db, orders: OrderRow[]): Promise<StaffOrder[]> {
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom('orderLines')
    .selectAll()
    .where(
      'orderId',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('orderId')
    .orderBy('position')
    .execute();
  const skus = [...new Set(lines.map((line) => line.sku))];
  const [products, notes, moves, prices, texts] = await Promise.all([
    productFacts(db, skus),
    notesOf(db, orders),
    movesOf(db, orders),
    readPrices(db, skus),
    textsOf(
      db,
      orders.map((o) => o.id),
    ),
  ]);
  const priceOf = (line: (typeof lines)[number]) =>
    prices.get(line.sku)?.find((price) => price.packageId === line.packageId)?.price ?? null;
  const linesOf = Map.groupBy(lines, (line) => line.orderId);
  // What a customer typed is shown, never acted on: orders stored before the form dropped control characters may hold
  // them.
  return orders.map((o) => ({
    id: o.id,
    createdAt: new Date(Number(o.createdAt)).toISOString(),
    status: o.status,
    note: o.note,
    notes: notes.get(o.id) ?? [],
    moves: moves.get(o.id) ?? [],
    updatedAt: o.updatedAt === null ? null : new Date(Number(o.updatedAt)).toISOString(),
    locale: o.locale,
    channel: channelOf(o.channel) ?? 'other',
    takenBy: o.takenBy === null ? null : printable(o.takenBy),
    name: printable(`${o.firstName} ${o.lastName}`),
    mobile: printable(o.mobile),
    shopName: printable(o.shopName),
    province: printable(o.province),
    city: printable(o.city),
    address: printable(o.address),
    postalCode: printable(o.postalCode),
    quote: quoteOf(
      o,
      (linesOf.get(o.id) ?? []).map((line) => line.quotedPrice),
    ),
    shipment: shipmentOf(o),
    callMeAt: o.callMeAt === null ? null : new Date(Number(o.callMeAt)).toISOString(),
    texts: texts.get(o.id) ?? [],
    lines: (linesOf.get(o.id) ?? []).map((line) => {
      const product = products.get(line.sku);
      return {
        sku: printable(line.sku),
        nameEn: printable(line.nameEn),
        nameFa: printable(line.nameFa),
        size: product?.size ?? sizeNamesOf(undefined, sizeCode(line.sku)),
        picture: product?.picture ?? null,
        count: line.count,
        packageEn: line.packageTitleEn,
        packageFa: line.packageTitleFa,
        pieces: line.pieces,
        // The price agreed in the quote, once sent; before, the price to quote for its package type.
        unitPrice: line.quotedPrice === null ? priceOf(line) : Number(line.quotedPrice),
      };
    }),
  }));
}

/** The orders' notes, oldest first, by order. */
async function notesOf(db: Db, orders: OrderRow[]): Promise<Map<number, OrderNote[]>> {
  const ids = orders.map((o) => o.id);
  const rows = await db
    .selectFrom('orderNotes')
    .select(['orderId', 'at', 'actorName', 'text'])
    .where('orderId', 'in', ids)
    .orderBy('id')
    .execute();
  return byOrder(rows, (row) => ({ at: new Date(Number(row.at)).toISOString(), by: row.actorName, text: printable(row.text) }));
}

/** The orders' moves from status to status, oldest first, by order. */
async function movesOf(db: Db, orders: OrderRow[]): Promise<Map<number, OrderMove[]>> {
  const ids = orders.map((o) => o.id);
  const rows = await db
    .selectFrom('orderMoves')
    .select(['orderId', 'at', 'actorName', 'fromStatus', 'toStatus'])
    .where('orderId', 'in', ids)
    .orderBy('id')
    .execute();
  return byOrder(rows, (row) => ({
    at: new Date(Number(row.at)).toISOString(),
    by: row.actorName,
    from: row.fromStatus,
    to: row.toStatus,
  }));
}

/** Rows grouped by their order, each made into what staff read, in the rows' order. */
function byOrder<R extends { orderId: number }, T>(rows: readonly R[], make: (row: R) => T): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) grouped.set(row.orderId, [...(grouped.get(row.orderId) ?? []), make(row)]);
  return grouped;
}

/** The size title and first picture of each SKU still in the catalogue. */
async function productFacts(db: Db, skus: string[]): Promise<Map<string, { size: SizeNames; picture: string | null }>> {
  if (skus.length === 0) return new Map();
  const products = await db.selectFrom('products').select(['id', 'sku', 'images']).where('sku', 'in', skus).execute();
  const sizes = await productSizes(db, products);
  // As the shop's pages address pictures (mediaBase): the external service's when pages are built against one.
  const base = serviceConfig().serviceUrl.replace(/\/$/, '');
  return new Map(
    products.map((p) => {
      const first = (JSON.parse(p.images) as string[])[0];
      return [p.sku, { size: sizes.get(p.id)!, picture: first ? mediaUrl(first, PICTURE_WIDTH, base) : null }];
    }),
  );
}

const REFUSALS = {
  notFound: 'no such order',
  cancelled: 'the order is cancelled',
  quoteFirst: 'an order is quoted by sending its quote',
  lines: 'the quote has not one price per line',
  expired: 'the quote has expired',
} as const;
type RefusalReason = keyof typeof REFUSALS | 'move';

/**
 * Why a change was refused: no such order, a cancelled one, a move its status does not allow, quoted without a quote,
 * prices not one per line, or a quote accepted too late.
 */
export class OrderChangeRefused extends Error {
  reason: RefusalReason;
  /** For a move refused: where the order stands, and where it was to go. */
  from: OrderState | undefined;
  to: OrderState | undefined;
  constructor(reason: RefusalReason, move?: { from: OrderState; to: OrderState }) {
    super(reason === 'move' ? `no move from ${move?.from} to ${move?.to}` : REFUSALS[reason]);
    this.reason = reason;
    this.from = move?.from;
    this.to = move?.to;
  }
}

/** Who makes a change: a signed-in member of staff, or the command line (recorded under its own name). */
export type ChangeAuthor = SignedIn;

/**
 * Sets an order's status with its move and audit record in one transaction, only as `canMove` allows
 * (docs/staff.md#statuses). Cancelling returns stock once, as the update is guarded on the status read. Refusals:
 * OrderChangeRefused.
 */
export async function setOrderStatus(
  db: Db,
  by: ChangeAuthor,
  id: number,
  change: { status: OrderState; note?: string | undefined; shipment?: Shipment | undefined },
  now = Date.now(),
): Promise<StaffOrder> {
  const shipment = change.status === 'sent' ? change.shipment : undefined;
  for (let attempt = 1; ; attempt++) {
    const changed = await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('orders').select(['status', 'note']).where('id', '=', id).executeTakeFirst();
      if (!before) throw new OrderChangeRefused('notFound');
      if (before.status === 'cancelled') throw new OrderChangeRefused('cancelled');
      if (!canMove(before.status, change.status)) throw new OrderChangeRefused('move', { from: before.status, to: change.status });
      if (change.status === 'quoted' && before.status !== 'quoted') throw new OrderChangeRefused('quoteFirst');
      const note = change.note || before.note;
      const moved = change.status !== before.status;
      const updated = await trx
        .updateTable('orders')
        .set({
          status: change.status,
          note,
          updatedAt: now,
          // A move answers the customer's request for a call; marking sent keeps how it travels.
          ...(moved ? { callMeAt: null } : {}),
          ...(shipment ? { carrier: shipment.carrier, trackingCode: shipment.code } : {}),
        })
        .where('id', '=', id)
        .where('status', '=', before.status)
        .executeTakeFirst();
      // Another change landed between the read and the update: read again.
      if (Number(updated.numUpdatedRows) !== 1) return false;
      if (note && note !== before.note) await keepNote(trx, by, id, note, now);
      if (moved) await recordMove(trx, by, id, { from: before.status, to: change.status }, now);
      if (change.status === 'cancelled') await giveStockBack(trx, id);
      if (moved && TEXTED.has(change.status)) await queueOrderText(trx, id, change.status as TextKind, now);
      await recordChange(
        trx,
        by,
        {
          action: 'order.status',
          subject: `order #${id}`,
          before: { status: before.status, note: before.note },
          after: { status: change.status, note, ...(shipment ? { shipment } : {}) },
        },
        now,
      );
      return true;
    });
    if (changed) {
      wakeTextSender();
      return (await findOrder(db, id))!;
    }
    if (attempt >= 5) throw new Error(`order #${id} kept changing while being marked`);
  }
}

/** The moves staff make that text the customer (quoted texts from its quote, orderQuote.server.ts). */
const TEXTED = new Set<OrderState>(['confirmed', 'sent', 'cancelled']);

/** A move in the order's history, by a member of staff or (no account) the customer. */
export async function recordMove(
  trx: Db,
  by: { accountId: number | null; name: string },
  id: number,
  move: { from: OrderState; to: OrderState },
  now: number,
) {
  await trx
    .insertInto('orderMoves')
    .values({ orderId: id, at: now, accountId: by.accountId, actorName: by.name, fromStatus: move.from, toStatus: move.to })
    .execute();
}

/** A note in the order's history, and as its latest. */
async function keepNote(trx: Db, by: ChangeAuthor, id: number, text: string, now: number): Promise<void> {
  await trx.insertInto('orderNotes').values({ orderId: id, at: now, accountId: by.accountId, actorName: by.name, text }).execute();
}

/**
 * Adds a note to an order (after a call), with its audit record, in one transaction; a cancelled order takes notes
 * too (why it was cancelled). Throws OrderChangeRefused when there is no such order.
 */
export async function addOrderNote(db: Db, by: ChangeAuthor, id: number, text: string, now = Date.now()): Promise<StaffOrder> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('orders').set({ note: text, updatedAt: now }).where('id', '=', id).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new OrderChangeRefused('notFound');
    await keepNote(trx, by, id, text, now);
    await recordChange(trx, by, { action: 'order.note', subject: `order #${id}`, after: { note: text } }, now);
  });
  return (await findOrder(db, id))!;
}

/** Each line's packages back to its product's stock (in SKU order, as orders take it, so no two writers deadlock). */
async function giveStockBack(trx: Db, orderId: number): Promise<void> {
  const lines = await trx.selectFrom('orderLines').select(['sku', 'count']).where('orderId', '=', orderId).execute();
  const bySku = new Map<string, number>();
  for (const line of lines) bySku.set(line.sku, (bySku.get(line.sku) ?? 0) + line.count);
  for (const [sku, count] of [...bySku].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    await trx
      .updateTable('products')
      .set({
        quantity: sql<number>`quantity + ${count}`,
        inStock: sql<number>`case when quantity + ${count} > 0 then 1 else 0 end`,
      })
      .where('sku', '=', sku)
      .execute();
  }
  if (bySku.size > 0) await bumpCatalogueVersion(trx, 'stock');
  await textBackInStock(trx, Date.now(), [...bySku.keys()]);
}

/** The orders as CSV, one row per order line (spreadsheets open it as UTF-8 thanks to the BOM). */
export function ordersCsv(orders: readonly StaffOrder[]): string {
  const header = [
    'order',
    'created',
    'status',
    'channel',
    'takenBy',
    'name',
    'mobile',
    'shop',
    'province',
    'city',
    'address',
    'postalCode',
    'sku',
    'product',
    'productFa',
    'packages',
    'package',
    'packageFa',
    'piecesPerPackage',
    'pieces',
    'pricePerPackage',
    'amount',
  ];
  const rows = orders.flatMap((o) =>
    o.lines.map((line) => [
      orderNumber(o.id),
      o.createdAt,
      o.status,
      o.channel,
      o.takenBy ?? '',
      o.name,
      o.mobile,
      o.shopName,
      o.province,
      o.city,
      o.address,
      o.postalCode,
      line.sku,
      line.nameEn,
      line.nameFa,
      line.count,
      line.packageEn ?? '',
      line.packageFa ?? '',
      line.pieces ?? '',
      line.pieces === null ? '' : line.count * line.pieces,
      line.unitPrice ?? '',
      line.unitPrice === null ? '' : line.count * line.unitPrice,
    ]),
  );
  return toCsv([header, ...rows]);
}

/** The newsletter list as CSV: address, language, when it subscribed (oldest first). */
export async function newsletterCsv(db: Db): Promise<string> {
  const rows = await db.selectFrom('newsletter').select(['email', 'locale', 'createdAt']).orderBy('createdAt').orderBy('email').execute();
  return toCsv([
    ['email', 'locale', 'subscribedAt'],
    ...rows.map((row) => [printable(row.email), row.locale, new Date(Number(row.createdAt)).toISOString()]),
  ]);
}
