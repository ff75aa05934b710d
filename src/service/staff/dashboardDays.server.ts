import { sql } from 'kysely';
import { channelOf } from '~/shared/fields/channels.ts';
import {
  dayIndex,
  LISTED,
  median,
  medianOfSorted,
  shopDays,
  type DayOrders,
  type FamilyFigure,
  type OrderFigures,
  type ShopDay,
} from '~/shared/staff/dashboard.ts';
import { PREPARED, type Db } from '~/service/db/database.server.ts';
import { keptRead, ordersStamp } from './ordersKept.server.ts';

// The dashboard's figures over days. Days before today cannot change, so each process reads them once a shop's day,
// and today's when an order is placed or moved (ordersKept.server.ts); families again on a cancel.

/** Moments from `from` up to `to` (absent: up to now). */
export interface Span {
  from: number;
  to?: number;
}

/** Orders are counted by the quarter hour they were placed in: every zone's midnight falls on one. */
const QUARTER = 900_000;

/** A column's moments within a span, as a condition. */
const within = (column: string, span: Span) =>
  span.to === undefined
    ? sql<boolean>`${sql.ref(column)} >= ${span.from}`
    : sql<boolean>`${sql.ref(column)} >= ${span.from} and ${sql.ref(column)} < ${span.to}`;

/** How many orders of a span were placed in each quarter hour, by channel and status. */
export async function ordersByQuarter(db: Db, span: Span) {
  const rows = await db
    .selectFrom('orders')
    .select([
      sql<number>`${sql.ref('createdAt')} / ${QUARTER}`.as('quarter'),
      'channel',
      'status',
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .where(within('createdAt', span))
    .groupBy(['quarter', 'channel', 'status'])
    .$if(span.to === undefined, (query) => query.modifyFront(PREPARED))
    .execute();
  return rows.map((row) => ({
    at: Number(row.quarter) * QUARTER,
    channel: channelOf(row.channel) ?? 'other',
    status: row.status,
    n: Number(row.n),
  }));
}

type QuarterCount = Awaited<ReturnType<typeof ordersByQuarter>>[number];

/**
 * Orders counted by quarter hour (ordersByQuarter), added on their days (of `days`) by channel; days outside stay as
 * given.
 */
function addCounts(days: readonly ShopDay[], quarters: readonly QuarterCount[], counted: DayOrders[]): void {
  for (const row of quarters) {
    const day = counted[dayIndex(days, row.at)];
    if (!day) continue;
    day.byChannel[row.channel] = (day.byChannel[row.channel] ?? 0) + row.n;
    day.total += row.n;
  }
}

/** Each first call of a span: when it was made, and how long after the order. */
async function firstCallsIn(db: Db, span: Span): Promise<{ at: number; wait: number }[]> {
  // The order's moment by its key, row by row: a join would have PostgreSQL read every order to hash them.
  const rows = await db
    .selectFrom('orderMoves')
    .select(['at', (eb) => eb.selectFrom('orders').select('createdAt').whereRef('orders.id', '=', 'orderMoves.orderId').as('placed')])
    .where('fromStatus', '=', 'new')
    .where('toStatus', '=', 'called')
    .where(within('at', span))
    .$if(span.to === undefined, (query) => query.modifyFront(PREPARED))
    .execute();
  return rows.map((row) => ({ at: Number(row.at), wait: Number(row.at) - Number(row.placed) }));
}

type FamilyCount = Omit<FamilyFigure, 'parentSku'>;

/** The families the orders of a span held (cancelled ones left out): orders, packages, names, a size. */
async function familiesIn(db: Db, span: Span): Promise<Map<string, FamilyCount>> {
  // The span's orders first, then their lines by the lines' key: SQLite would otherwise read every line.
  const orders = db.selectFrom('orders').select('id').where(within('createdAt', span)).where('status', '!=', 'cancelled');
  const rows = await db
    .selectFrom('orderLines')
    .innerJoin('products', 'products.sku', 'orderLines.sku')
    .select([
      'products.parentSku',
      (eb) => eb.fn.min('products.sku').as('sku'),
      sql<number>`count(distinct ${sql.ref('orderLines.orderId')})`.as('orders'),
      (eb) => eb.fn.sum<number>('orderLines.count').as('packages'),
      (eb) => eb.fn.min('products.nameEn').as('nameEn'),
      (eb) => eb.fn.min('products.nameFa').as('nameFa'),
    ])
    .where('orderLines.orderId', 'in', orders)
    .groupBy('products.parentSku')
    .modifyFront(PREPARED)
    .execute();
  return new Map(
    rows.map((row) => [
      row.parentSku,
      {
        sku: String(row.sku),
        nameEn: String(row.nameEn),
        nameFa: String(row.nameFa),
        orders: Number(row.orders),
        packages: Number(row.packages),
      },
    ]),
  );
}

/** Orders of a span cancelled by now: when the count moves, the families of the span are read again. */
async function cancelledIn(db: Db, span: Span): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'cancelled')
    .where(within('createdAt', span))
    .modifyFront(PREPARED)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** First calls of the days before today: last week's median and count, and this week's waits, sorted. */
interface PastCalls {
  lastWeek: { median: number | null; count: number };
  thisWeek: number[];
}

/** The days before today, read once: by the first of the 30 days and today's start. */
interface Past {
  key: string;
  counted: Promise<DayOrders[]>;
  calls: Promise<PastCalls>;
  families?: { cancelled: number; counts: Promise<Map<string, FamilyCount>> };
}
const pasts = new WeakMap<Db, Past>();

/** The first calls of the 13 days before today: the week before this one, and this week's up to today. */
async function pastCalls(db: Db, days: readonly ShopDay[]): Promise<PastCalls> {
  // Weeks of the shop's days: this one ends today.
  const weekStart = days.at(-7)!.start;
  const calls = await firstCallsIn(db, { from: days.at(-14)!.start, to: days.at(-1)!.start });
  const lastWeek = calls.filter((call) => call.at < weekStart).map((call) => call.wait);
  const thisWeek = calls.filter((call) => call.at >= weekStart).map((call) => call.wait);
  return { lastWeek: { median: median(lastWeek), count: lastWeek.length }, thisWeek: thisWeek.sort((a, b) => a - b) };
}

/** The past of the window `days` for this database, made when the shop's day has turned since it was last made. */
function pastOf(db: Db, days: readonly ShopDay[]): Past {
  const today = days.at(-1)!;
  const key = `${days[0]!.start} ${today.start}`;
  const known = pasts.get(db);
  if (known?.key === key) return known;
  const counted = days.map(({ day }) => ({ day, byChannel: {}, total: 0 }));
  const past: Past = {
    key,
    counted: ordersByQuarter(db, { from: days[0]!.start, to: today.start }).then((quarters) => {
      addCounts(days, quarters, counted);
      return counted;
    }),
    calls: pastCalls(db, days),
  };
  pasts.set(db, past);
  // A failed read is not kept: the next page reads again.
  void Promise.all([past.counted, past.calls]).catch(() => pasts.get(db) === past && pasts.delete(db));
  return past;
}

/** The last 30 days' orders by day and channel, and the median time to the first call this week and the one before. */
export async function ordersOverDays(
  db: Db,
  now: number,
  timeZone: string,
  stamp: string,
): Promise<Pick<OrderFigures, 'days' | 'firstCall'>> {
  const days = shopDays(now, timeZone);
  const past = pastOf(db, days);
  const today = { from: days.at(-1)!.start };
  // Today's, kept while no order is placed or moved (ordersKept.server.ts).
  const [counted, calls, todayCalls, quarters] = await Promise.all([
    past.counted,
    past.calls,
    keptRead(db, `calls ${today.from}`, stamp, () => firstCallsIn(db, today)),
    keptRead(db, `quarters ${today.from}`, stamp, () => ordersByQuarter(db, today)),
  ]);
  const shown = counted.map((day) => ({ ...day, byChannel: { ...day.byChannel } }));
  addCounts(days, quarters, shown);
  const waits = todayCalls.map((call) => call.wait).sort((a, b) => a - b);
  return {
    days: shown,
    firstCall: {
      thisWeek: medianOfSorted(calls.thisWeek, waits),
      lastWeek: calls.lastWeek.median,
      callsThisWeek: calls.thisWeek.length + waits.length,
      callsLastWeek: calls.lastWeek.count,
    },
  };
}

/**
 * The families ordered most in the last 30 days (cancelled orders left out): by orders that held them, then packages.
 */
export async function mostOrderedFamilies(db: Db, now: number, timeZone: string): Promise<FamilyFigure[]> {
  const days = shopDays(now, timeZone);
  const past = pastOf(db, days);
  const before = { from: days[0]!.start, to: days.at(-1)!.start };
  const stamp = await ordersStamp(db);
  const cancelled = await keptRead(db, `cancelled ${before.from}`, stamp, () => cancelledIn(db, before));
  if (past.families?.cancelled !== cancelled) past.families = { cancelled, counts: familiesIn(db, before) };
  const [counts, today] = await Promise.all([
    past.families.counts,
    keptRead(db, `families ${before.to}`, stamp, () => familiesIn(db, { from: before.to })),
  ]);
  const all = new Map(counts);
  for (const [parentSku, count] of today) {
    const known = all.get(parentSku);
    all.set(parentSku, known ? { ...known, orders: known.orders + count.orders, packages: known.packages + count.packages } : count);
  }
  return [...all]
    .map(([parentSku, count]) => ({ parentSku, ...count }))
    .sort((a, b) => b.orders - a.orders || b.packages - a.packages || (a.parentSku < b.parentSku ? -1 : 1))
    .slice(0, LISTED);
}
