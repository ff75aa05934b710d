import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderIdOf, orderNumber } from '~/shared/orders/orderNumber.ts';

describe('an order’s number', () => {
  it('is seven digits, one to one with the id, and read back from it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8_999_999 }), (id) => {
        const number = orderNumber(id);
        expect(String(number)).toMatch(/^[1-9]\d{6}$/);
        expect(orderIdOf(number)).toBe(id);
      }),
      { numRuns: 3000 },
    );
  });

  it('says nothing of how many orders came before: the first orders are far apart, none next to another', () => {
    const first = [1, 2, 3, 4, 5].map(orderNumber);
    // The review saw «۳», «۴», «۵».
    expect(first.every((n) => n > 1_000_000)).toBe(true);
    for (const [i, n] of first.entries()) for (const m of first.slice(i + 1)) expect(Math.abs(n - m)).toBeGreaterThan(1000);
    expect(new Set([...Array(10_000).keys()].map((i) => orderNumber(i + 1))).size).toBe(10_000);
  });

  it('finds no order for a number outside the seven digits or not a whole one', () => {
    for (const typed of [0, 12, 999_999, 10_000_000, 1_234_567.5, Number.NaN]) expect(orderIdOf(typed)).toBeNull();
  });
});
