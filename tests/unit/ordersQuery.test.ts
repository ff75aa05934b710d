import { describe, expect, it } from 'vitest';
import { filterOf, queryOf } from '~/features/staff/orders/ordersQuery.ts';
import { countsAfter } from '~/shared/staff/orders.ts';
import { sinceOf } from '~/shared/fields/periods.ts';

describe('the orders page address', () => {
  it('opens on New: a bare address is the new orders, and "All" is written out', () => {
    expect(filterOf(new URLSearchParams(''))).toEqual({ status: 'new', q: undefined, period: undefined, page: 1 });
    expect(filterOf(new URLSearchParams('status=all'))).toMatchObject({ status: undefined });
    expect(queryOf({ status: 'new', page: 1 }, 'page')).toBe('');
    expect(queryOf({ status: undefined, page: 1 }, 'page')).toBe('?status=all');
    expect(queryOf({ status: 'called', page: 1 }, 'page')).toBe('?status=called');
  });

  it('asks the service for what the page shows: no status is all there', () => {
    expect(queryOf({ status: 'new', page: 1 }, 'api')).toBe('?status=new');
    expect(queryOf({ status: undefined, page: 1 }, 'api')).toBe('');
    expect(queryOf({ status: 'sent', q: '#12', period: 'week', page: 3 }, 'api')).toBe('?status=sent&q=%2312&period=week&page=3');
    expect(queryOf({ status: 'sent', page: 3 }, 'api', false)).toBe('?status=sent');
  });

  it('reads a shared link back to the same filter, leaving out what it does not know', () => {
    for (const filter of [
      { status: 'called' as const, q: 'Kamali', period: 'month' as const, page: 2 },
      { status: undefined, q: '۰۹۱۲', period: 'day' as const, page: 1 },
      { status: 'new' as const, q: undefined, period: undefined, page: 7 },
    ]) {
      expect(filterOf(new URLSearchParams(queryOf(filter, 'page')))).toEqual(filter);
    }
    expect(filterOf(new URLSearchParams('status=shipped&period=year&page=-4'))).toEqual({
      status: 'new',
      q: undefined,
      period: undefined,
      page: 1,
    });
    expect(filterOf(new URLSearchParams(`q=${'x'.repeat(300)}&page=1e12`))).toMatchObject({ page: 1_000_000 });
    expect(filterOf(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(100);
  });
});

describe('a period back from now', () => {
  it('begins a day, a week or thirty days before its end, and no period has no beginning', () => {
    const now = Date.UTC(2026, 10, 27, 12);
    expect(sinceOf('day', now)).toBe(Date.UTC(2026, 10, 26, 12));
    expect(sinceOf('week', now)).toBe(Date.UTC(2026, 10, 20, 12));
    expect(sinceOf('month', now)).toBe(Date.UTC(2026, 9, 28, 12));
    expect(sinceOf(undefined, now)).toBeUndefined();
  });
});

describe('countsAfter', () => {
  const counts = { new: 2, called: 3, quoted: 0, confirmed: 0, sent: 0, delivered: 0, cancelled: 0 };
  it('moves one order from one tab to the other', () => {
    expect(countsAfter(counts, 'new', 'called')).toEqual({ ...counts, new: 1, called: 4 });
  });
  it('changes no count for a note alone (the second review’s finding 21: New went from 2 to 3)', () => {
    expect(countsAfter(counts, 'new', 'new')).toEqual(counts);
  });
});
