import { describe, expect, it } from 'vitest';
import { callDue, dayIndex, dayMoments, dayStart, median, medianOfSorted, shopDays } from '~/shared/staff/dashboard.ts';
import { CHART, chartBars, chartTop, channelsIn } from '~/features/staff/dashboard/chartBars.ts';
import { durationText } from '~/features/staff/dashboard/dashboardWords.ts';
import { dayLabel } from '~/features/staff/dashboard/dashboardLinks.ts';
import { filterOf, queryOf } from '~/features/staff/orders/ordersQuery.ts';

const HOUR = 3_600_000;

describe('the shop’s days', () => {
  it('begin at midnight in the shop’s zone: Tehran at 20:30 UTC the day before', () => {
    expect(new Date(dayStart('2026-03-10', 'Asia/Tehran')).toISOString()).toBe('2026-03-09T20:30:00.000Z');
    expect(dayMoments('2026-03-10', 'Asia/Tehran')).toEqual({
      since: Date.parse('2026-03-09T20:30:00Z'),
      until: Date.parse('2026-03-10T20:30:00Z'),
    });
  });

  it('are 23 or 25 hours long where the clocks move (London in March and October)', () => {
    const spring = dayMoments('2026-03-29', 'Europe/London');
    expect((spring.until - spring.since) / HOUR).toBe(23);
    const autumn = dayMoments('2026-10-25', 'Europe/London');
    expect((autumn.until - autumn.since) / HOUR).toBe(25);
  });

  it('run back 30 days from the one `now` is in, each ending where the next begins', () => {
    const now = Date.parse('2026-03-09T21:00:00Z');
    const days = shopDays(now, 'Asia/Tehran');
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.day).toBe('2026-03-10');
    expect(days[0]!.day).toBe('2026-02-09');
    for (let i = 1; i < days.length; i++) expect(days[i]!.start).toBe(days[i - 1]!.end);
    expect(dayIndex(days, now)).toBe(29);
    expect(dayIndex(days, days[0]!.start)).toBe(0);
    expect(dayIndex(days, days[0]!.start - 1)).toBe(-1);
    expect(dayIndex(days, days.at(-1)!.end)).toBe(-1);
  });
});

describe('the dashboard’s arithmetic', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 9])).toBe(5);
    expect(median([4, 1, 9, 2])).toBe(3);
  });

  it('takes the median of two sorted lists together as of one', () => {
    expect(medianOfSorted([], [])).toBeNull();
    expect(medianOfSorted([1, 5, 9], [])).toBe(5);
    expect(medianOfSorted([], [2, 4])).toBe(3);
    for (const [a, b] of [
      [
        [1, 2, 3],
        [10, 20],
      ],
      [
        [4, 9],
        [1, 2, 8, 30],
      ],
      [[7], [7, 7, 7]],
    ])
      expect(medianOfSorted(a!, b!), `${a} + ${b}`).toBe(median([...a!, ...b!]));
  });

  it('marks an order late once CALL_BACK_HOURS have passed since it was placed', () => {
    expect(callDue(0, 23 * HOUR, 24)).toEqual({ dueAt: 24 * HOUR, lateBy: 0 });
    expect(callDue(0, 30 * HOUR, 24)).toEqual({ dueAt: 24 * HOUR, lateBy: 6 * HOUR });
  });

  it('says a span in its largest whole unit, in the page’s digits', () => {
    expect(durationText('en', 20_000)).toBe('1 minute');
    expect(durationText('en', 59 * 60_000)).toBe('59 minutes');
    expect(durationText('en', 47 * HOUR)).toBe('47 hours');
    expect(durationText('fa', 50 * HOUR)).toBe('۲ روز');
  });

  it('names a day in short in each calendar', () => {
    expect(dayLabel('en', '2026-03-10')).toBe('10 Mar');
    expect(dayLabel('fa', '2026-03-10')).toBe('۱۹ اسفند');
  });
});

describe('the chart of orders', () => {
  const days = [
    { day: '2026-03-08', byChannel: { web: 2, phone: 1 }, total: 3 },
    { day: '2026-03-09', byChannel: {}, total: 0 },
    { day: '2026-03-10', byChannel: { instagram: 4 }, total: 4 },
  ];

  it('tops the chart at a round number at or above the busiest day', () => {
    expect([0, 4, 5, 11, 20, 21, 260].map(chartTop)).toEqual([5, 5, 5, 20, 20, 50, 500]);
  });

  it('stacks each day’s channels from the bottom, the oldest day on the left, or on the right on a right-to-left page', () => {
    const ltr = chartBars(days, false, 4);
    expect(ltr[0]!.x).toBeLessThan(ltr[1]!.x);
    expect(ltr[1]!.x).toBeLessThan(ltr[2]!.x);
    expect(ltr[0]!.pieces).toEqual([
      { channel: 'web', y: CHART.height / 2, height: CHART.height / 2, count: 2 },
      { channel: 'phone', y: CHART.height / 4, height: CHART.height / 4, count: 1 },
    ]);
    expect(ltr[1]!.pieces).toEqual([]);
    const rtl = chartBars(days, true, 4);
    expect(rtl.map((bar) => bar.x)).toEqual(ltr.map((bar) => bar.x).reverse());
    expect(rtl[2]!.pieces[0]).toMatchObject({ channel: 'instagram', y: 0, height: CHART.height });
  });

  it('names in its legend only the channels that brought orders, in the channels’ order', () => {
    expect(channelsIn(days)).toEqual(['web', 'phone', 'instagram']);
  });
});

describe('the orders list’s address', () => {
  it('carries a day and a channel, and drops a date that does not exist or a channel it does not know', () => {
    const filter = filterOf(new URLSearchParams('status=all&day=2026-03-10&channel=phone'));
    expect(filter).toMatchObject({ status: undefined, day: '2026-03-10', channel: 'phone' });
    expect(queryOf(filter, 'page')).toBe('?status=all&day=2026-03-10&channel=phone');
    expect(filterOf(new URLSearchParams('day=2026-02-30&channel=fax'))).toMatchObject({ day: undefined, channel: undefined });
    expect(filterOf(new URLSearchParams('day=2026-13-01'))).toMatchObject({ day: undefined });
  });
});
