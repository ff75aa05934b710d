import { ORDER_CHANNELS } from '~/shared/fields/channels.ts';
import { dayIndex, daysBetween } from '~/shared/staff/dashboard.ts';
import { toCsv } from '~/service/csv.ts';
import type { Db } from '~/service/db/database.server.ts';
import { ordersByQuarter } from './dashboardDays.server.ts';
import { ORDER_STATUSES } from '~/shared/fields/vocabulary.ts';

/** The longest period a report covers, in days. */
export const REPORT_DAYS_MAX = 366;

const solar = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });

/** A day (YYYY-MM-DD) on the Solar Hijri calendar, as Iranian spreadsheets write it: 1405/09/08. */
export function solarDay(day: string): string {
  const parts = solar.formatToParts(new Date(`${day}T12:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}/${part('month')}/${part('day')}`;
}

/**
 * The orders placed from `first` to `last` (the shop's days, both included) as CSV: a row for each day, channel and
 * status that has any, with the day in both calendars (docs/staff.md#reports).
 */
export async function ordersReportCsv(db: Db, first: string, last: string, timeZone: string): Promise<string> {
  const days = daysBetween(first, last, timeZone);
  const counts = new Map<string, number>();
  for (const row of await ordersByQuarter(db, { from: days[0]!.start, to: days.at(-1)!.end })) {
    const key = `${dayIndex(days, row.at)} ${row.channel} ${row.status}`;
    counts.set(key, (counts.get(key) ?? 0) + row.n);
  }
  const rows: (string | number)[][] = [['day', 'daySolarHijri', 'channel', 'status', 'orders']];
  for (const [i, { day }] of days.entries())
    for (const channel of ORDER_CHANNELS)
      for (const status of ORDER_STATUSES) {
        const n = counts.get(`${i} ${channel} ${status}`);
        if (n) rows.push([day, solarDay(day), channel, status, n]);
      }
  return toCsv(rows);
}
