import { ORDER_CHANNELS, type OrderChannel } from '~/shared/fields/channels.ts';
import type { DayOrders } from '~/shared/staff/dashboard.ts';

/** The chart's drawing box: one slot a day across, the bars' height up. */
export const CHART = { width: 600, height: 160 } as const;

/** A day's bar: where it stands, and a piece per channel from the bottom up. */
export interface DayBar {
  day: string;
  total: number;
  x: number;
  width: number;
  pieces: { channel: OrderChannel; y: number; height: number; count: number }[];
}

/** A round number at or above `most` for the chart's top: 1, 2 or 5 times a power of ten, 5 at the least. */
export function chartTop(most: number): number {
  const wanted = Math.max(4, most);
  const power = 10 ** Math.floor(Math.log10(wanted));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= wanted)!;
}

/**
 * The bars of the days' orders, oldest first, drawn left to right, or right to left on a right-to-left page (the
 * oldest day then stands on the right), each stacked by channel in the channels' order, the chart's top `top`.
 */
export function chartBars(days: readonly DayOrders[], rtl: boolean, top = chartTop(Math.max(0, ...days.map((d) => d.total)))): DayBar[] {
  const slot = CHART.width / days.length;
  const width = slot * 0.7;
  return days.map((day, i) => {
    const place = rtl ? days.length - 1 - i : i;
    let base = CHART.height;
    const pieces = ORDER_CHANNELS.filter((channel) => (day.byChannel[channel] ?? 0) > 0).map((channel) => {
      const count = day.byChannel[channel]!;
      const height = (count / top) * CHART.height;
      base -= height;
      return { channel, y: base, height, count };
    });
    return { day: day.day, total: day.total, x: place * slot + (slot - width) / 2, width, pieces };
  });
}

/** The channels that brought any of the days' orders, in the channels' order (the legend and the table's columns). */
export const channelsIn = (days: readonly DayOrders[]): OrderChannel[] =>
  ORDER_CHANNELS.filter((channel) => days.some((day) => (day.byChannel[channel] ?? 0) > 0));
