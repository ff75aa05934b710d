import type { OrderChannel } from '~/shared/fields/channels.ts';
import type { SizeNames } from '~/shared/catalogue/sku.ts';
import { dayIn } from '~/shared/i18n/dates.ts';
import type { SearchMiss } from '~/shared/contract/staff/searchWords.ts';

// The staff area's first page (docs/staff.md#the-dashboard): how the shop is doing, each figure a link to the list
// it counts. Days are the shop's (SHOP_TIME_ZONE).

/** Days the chart of orders shows, today the last of them. */
export const CHART_DAYS = 30;
/** Rows each of the dashboard's short lists shows (the figure above it counts them all). */
export const LISTED = 8;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A day of the shop's: its date (YYYY-MM-DD) and its first and last moment + 1, in milliseconds. */
export interface ShopDay {
  day: string;
  start: number;
  end: number;
}

/** Each zone's clock, made once (a format costs more to make than to use). */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at a moment, in milliseconds (Tehran: +3:30). */
function offsetAt(timeZone: string, at: number): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    const fields = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
    wallClocks.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...fields })));
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The moment a shop's day (YYYY-MM-DD) begins in a zone: its midnight there, whatever the zone's offset that day. */
export function dayStart(day: string, timeZone: string): number {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const guess = midnight - offsetAt(timeZone, midnight);
  // A zone that moved its clocks between the guess and midnight: the offset at the guess is the one that holds.
  return midnight - offsetAt(timeZone, guess);
}

/** A shop's day as the moments a list of orders narrows to: from its midnight to the next. */
export const dayMoments = (day: string, timeZone: string) => ({ since: dayStart(day, timeZone), until: dayStart(nextDay(day), timeZone) });

/** The shop's last `count` days, oldest first, today (the day `now` is in) the last; made again when the day turns. */
export function shopDays(now: number, timeZone: string, count = CHART_DAYS): readonly ShopDay[] {
  const today = dayIn(timeZone, new Date(now));
  const key = `${timeZone} ${count} ${today}`;
  if (lastDays?.key !== key) lastDays = { key, days: daysBetween(nextDay(today, 1 - count), today, timeZone) };
  return lastDays.days;
}
let lastDays: { key: string; days: readonly ShopDay[] } | undefined;

/** The shop's days from `first` to `last` (YYYY-MM-DD, both included), oldest first; none when `last` is before `first`. */
export function daysBetween(first: string, last: string, timeZone: string): ShopDay[] {
  const days: ShopDay[] = [];
  let start = dayStart(first, timeZone);
  for (let day = first; day <= last; day = nextDay(day)) {
    const end = dayStart(nextDay(day), timeZone);
    days.push({ day, start, end });
    start = end;
  }
  return days;
}

/** The date `step` days after a YYYY-MM-DD date (the calendar's, not 24 hours). */
export function nextDay(day: string, step = 1): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + step * DAY).toISOString().slice(0, 10);
}

/** The day a moment falls on among `days` (their index), or -1 outside them. */
export function dayIndex(days: readonly ShopDay[], at: number): number {
  let low = 0;
  let high = days.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (at < days[middle]!.start) high = middle - 1;
    else if (at >= days[middle]!.end) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** The median of two lists, each sorted from the smallest, taken together (as `median`), without sorting them again. */
export function medianOfSorted(a: readonly number[], b: readonly number[]): number | null {
  const count = a.length + b.length;
  if (count === 0) return null;
  let [i, j, previous, current] = [0, 0, 0, 0];
  for (let taken = 0; taken <= count >> 1; taken++) {
    previous = current;
    current = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
  }
  return count % 2 ? current : (previous + current) / 2;
}

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** When an order placed at `createdAt` is due its call (CALL_BACK_HOURS after), and how late it is at `now` (0: not yet). */
export function callDue(createdAt: number, now: number, hours: number): { dueAt: number; lateBy: number } {
  const dueAt = createdAt + hours * HOUR;
  return { dueAt, lateBy: Math.max(0, now - dueAt) };
}

/** One day of the chart: its orders by channel. */
export interface DayOrders {
  day: string;
  byChannel: Partial<Record<OrderChannel, number>>;
  total: number;
}

/** An order in one of the dashboard's lists: its number, who, and since when it waits (ISO 8601). */
export interface WaitingOrder {
  id: number;
  name: string;
  mobile: string;
  channel: OrderChannel;
  since: string;
  /** For a call: milliseconds past CALL_BACK_HOURS (0: not late yet). */
  lateBy?: number;
}

/** Orders of one status: how many, and the ones waiting longest. */
export interface WaitingList {
  total: number;
  oldest: WaitingOrder[];
}

/** The figures staff read (the orders area). */
export interface OrderFigures {
  days: DayOrders[];
  calls: WaitingList & { late: number; hours: number };
  /** The median time from order to first call, in milliseconds, of the calls made in the last seven days and the seven before. */
  firstCall: { thisWeek: number | null; lastWeek: number | null; callsThisWeek: number; callsLastWeek: number };
  quoted: WaitingList;
  confirmed: WaitingList;
}

/** A size on the dashboard: its code, family, names and a number (requests waiting, or packages left). */
export interface SizeFigure {
  sku: string;
  parentSku: string;
  nameEn: string;
  nameFa: string;
  size: SizeNames;
  count: number;
}

/** A family among the most ordered: orders that held it and packages ordered. */
export interface FamilyFigure {
  parentSku: string;
  /** One of its sizes (the first by SKU): the staff area edits a family from any of them. */
  sku: string;
  nameEn: string;
  nameFa: string;
  orders: number;
  packages: number;
}

/** The figures editors read (the catalogue area). */
export interface CatalogueFigures {
  awaited: SizeFigure[];
  low: { total: number; threshold: number; sizes: SizeFigure[] };
  misses: SearchMiss[];
}
