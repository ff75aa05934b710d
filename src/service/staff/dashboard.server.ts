import { sql } from 'kysely';
import { channelOf } from '~/shared/fields/channels.ts';
import { callDue, LISTED, type CatalogueFigures, type OrderFigures } from '~/shared/staff/dashboard.ts';
import { dayIn } from '~/shared/i18n/dates.ts';
import { productSizes } from '~/service/catalogue/sizeNames.server.ts';
import { unansweredSearches } from '~/service/catalogue/searchMisses.server.ts';
import { PREPARED, type Db } from '~/service/db/database.server.ts';
import { ordersOverDays } from './dashboardDays.server.ts';
import { keptRead, ordersStamp } from './ordersKept.server.ts';

export { mostOrderedFamilies } from './dashboardDays.server.ts';

// The dashboard's figures (docs/staff.md#the-dashboard): the lists read live, the days' figures in dashboardDays.

/** What the figures are read against: the moment, the shop's zone, its promise of a call, its low-stock line. */
export interface DashboardClock {
  now: number;
  timeZone: string;
  callBackHours: number;
}

/** The statuses the dashboard lists, each with the column its wait runs from. */
const WAITS = { new: 'createdAt', quoted: 'quotedAt', confirmed: 'updatedAt' } as const;
type Waiting = keyof typeof WAITS;

/** The orders of one status waiting longest: the moment their wait began (`at`, ms), oldest first. */
function longestWaiting(db: Db, status: Waiting) {
  const since = WAITS[status];
  const from =
    since === 'createdAt' ? sql<number>`${sql.ref('createdAt')}` : sql<number>`coalesce(${sql.ref(since)}, ${sql.ref('createdAt')})`;
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'firstName', 'lastName', 'mobile', 'channel', from.as('at')])
    .where('status', '=', status)
    .orderBy(from)
    .orderBy('id')
    .limit(LISTED);
}

/** The longest waiting orders of each listed status, in one read. */
async function longestWaitingAll(db: Db) {
  const [first, ...others] = (Object.keys(WAITS) as Waiting[]).map((status) =>
    db.selectFrom(longestWaiting(db, status).as(status)).selectAll(),
  );
  const rows = await others
    .reduce((query, other) => query.unionAll(other), first!)
    .modifyFront(PREPARED)
    .execute();
  const listed = (status: Waiting) =>
    rows
      .filter((row) => row.status === status)
      .sort((a, b) => Number(a.at) - Number(b.at) || a.id - b.id)
      .map((row) => ({
        id: row.id,
        name: `${row.firstName} ${row.lastName}`.trim(),
        mobile: row.mobile,
        channel: channelOf(row.channel) ?? 'other',
        since: new Date(Number(row.at)).toISOString(),
      }));
  return { new: listed('new'), quoted: listed('quoted'), confirmed: listed('confirmed') };
}

/** How many orders wait in each listed status: a count of every such order, the dashboard's costliest read. */
async function countWaiting(db: Db): Promise<Record<Waiting, number>> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', Object.keys(WAITS) as Waiting[])
    .groupBy('status')
    .modifyFront(PREPARED)
    .execute();
  const of = (status: Waiting) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { new: of('new'), quoted: of('quoted'), confirmed: of('confirmed') };
}

/** How many new orders were placed from `since` on: the few not late yet. */
async function newSince(db: Db, since: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'new')
    .where('createdAt', '>=', since)
    .modifyFront(PREPARED)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many orders wait in each listed status, and how many new ones were placed before `lateBefore`. */
async function waitingCounts(db: Db, stamp: string, lateBefore: number): Promise<Record<Waiting, number> & { late: number }> {
  const [counts, notLate] = await Promise.all([keptRead(db, 'waiting', stamp, () => countWaiting(db)), newSince(db, lateBefore)]);
  return { ...counts, late: counts.new - notLate };
}

/** Everything staff read on the dashboard. */
export async function orderFigures(db: Db, clock: DashboardClock): Promise<OrderFigures> {
  const { now, callBackHours } = clock;
  // The reads below change only as orders are placed and moved: kept while they are not (ordersKept.server.ts).
  const stamp = await ordersStamp(db);
  const [{ days, firstCall }, counts, lists] = await Promise.all([
    ordersOverDays(db, now, clock.timeZone, stamp),
    waitingCounts(db, stamp, now - callBackHours * 3_600_000),
    keptRead(db, 'waiting lists', stamp, () => longestWaitingAll(db)),
  ]);
  const oldest = lists.new.map((order) => ({ ...order, lateBy: callDue(Date.parse(order.since), now, callBackHours).lateBy }));
  return {
    days,
    calls: { total: counts.new, oldest, late: counts.late, hours: callBackHours },
    firstCall,
    quoted: { total: counts.quoted, oldest: lists.quoted },
    confirmed: { total: counts.confirmed, oldest: lists.confirmed },
  };
}

type SizeRow = { id: number; sku: string; parentSku: string; nameEn: string; nameFa: string; count: number };

/** The sold-out sizes most asked for by back-in-stock requests, the most first. */
function awaitedSizes(db: Db): Promise<SizeRow[]> {
  return db
    .selectFrom('stockAlerts')
    .innerJoin('products', 'products.sku', 'stockAlerts.sku')
    .select([
      'products.id',
      'products.sku',
      'products.parentSku',
      'products.nameEn',
      'products.nameFa',
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('stockAlerts.endedAt', 'is', null)
    .where('products.quantity', '<=', 0)
    .groupBy(['products.id', 'products.sku', 'products.parentSku', 'products.nameEn', 'products.nameFa'])
    .orderBy('count', 'desc')
    .orderBy('products.sku')
    .limit(LISTED)
    .modifyFront(PREPARED)
    .execute();
}

/** The published sizes at or below the low-stock line (LOW_STOCK_THRESHOLD) but not sold out, the fewest left first, and how many. */
async function lowSizes(db: Db, threshold: number): Promise<{ total: number; rows: SizeRow[] }> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'sku', 'parentSku', 'nameEn', 'nameFa', 'quantity as count', sql<number>`count(*) over ()`.as('total')])
    .where('status', '=', 'publish')
    .where('quantity', '>', 0)
    .where('quantity', '<=', threshold)
    .orderBy('quantity')
    .orderBy('sku')
    .limit(LISTED)
    .modifyFront(PREPARED)
    .execute();
  return { total: Number(rows[0]?.total ?? 0), rows };
}

/** Everything editors read on the dashboard: sizes awaited and running low, searches of 30 days that still find nothing. */
export async function catalogueFigures(db: Db, clock: DashboardClock, threshold: number): Promise<CatalogueFigures> {
  const since = dayIn(clock.timeZone, new Date(clock.now - 29 * 86_400_000));
  const [awaited, low, misses] = await Promise.all([awaitedSizes(db), lowSizes(db, threshold), unansweredSearches(db, since, LISTED)]);
  // The sizes' names of both lists in one read.
  const sizes = await productSizes(db, [...awaited, ...low.rows]);
  const named = (rows: SizeRow[]) => rows.map(({ id, count, ...row }) => ({ ...row, size: sizes.get(id)!, count: Number(count) }));
  return { awaited: named(awaited), low: { total: low.total, threshold, sizes: named(low.rows) }, misses };
}
