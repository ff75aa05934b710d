import { describe, expect, it } from 'vitest';
import {
  addSize,
  finderText,
  keptLines,
  lineCap,
  linesOfDraft,
  linesOfList,
  removeLine,
  setLineCount,
  setLinePackage,
} from '~/shared/staff/newOrder.ts';
import { TAKEN_LINES_MAX } from '~/shared/fields/staffVocabulary.ts';
import type { OrderableSize } from '~/shared/contract/staff/takenOrders.ts';
import { MAX_PACKAGES } from '~/shared/fields/limits.ts';

// The new-order form's lines (docs/staff.md#orders-staff-take): the shop's caps, one line per size, prices that
// follow the package type unless staff typed their own, a draft read against today's catalogue.
const size = (sku: string, quantity: number, prices: (number | null)[] = [1_000, 9_000]): OrderableSize => ({
  sku,
  nameEn: `Vase ${sku}`,
  nameFa: `گلدان ${sku}`,
  size: { en: 'Ø10', fa: 'قطر ۱۰' },
  picture: null,
  quantity,
  packages: prices.map((price, index) => ({
    id: index + 1,
    en: `Pack ${index + 1}`,
    fa: `بسته ${index + 1}`,
    pieces: 1 + index * 5,
    price,
  })),
});

describe('the lines of an order staff take', () => {
  it('adds a size once, at one package of its default type and its price; again, one package more', () => {
    const lines = addSize([], size('VAS0110', 30));
    expect(lines).toMatchObject([{ packageId: 1, count: 1, price: '1000' }]);
    expect(addSize(lines, size('VAS0110', 30))).toMatchObject([{ count: 2 }]);
  });

  it('keeps a line between one package and the cap or the stock, whichever is less, and adds no sold-out size', () => {
    const lines = addSize([], size('VAS0110', 4));
    expect(setLineCount(lines, 'VAS0110', 9)[0]!.count).toBe(4);
    expect(setLineCount(addSize([], size('VAS0112', 80)), 'VAS0112', 99)[0]!.count).toBe(MAX_PACKAGES);
    expect(setLineCount(lines, 'VAS0110', 0)[0]!.count).toBe(1);
    expect(setLineCount(lines, 'VAS0110', Number.NaN)[0]!.count).toBe(1);
    expect(lineCap(size('X', -2))).toBe(0);
    expect(addSize([], size('VAS0116', 0))).toEqual([]);
  });

  it('adds no line past the most an order holds', () => {
    const full = Array.from({ length: TAKEN_LINES_MAX }, (_, index) => addSize([], size(`S${index}`, 5))[0]!);
    expect(addSize(full, size('ONE-MORE', 5))).toHaveLength(TAKEN_LINES_MAX);
  });

  it('moves the price with the package type, unless staff typed their own; only to a type the size is sold in', () => {
    const lines = addSize([], size('VAS0110', 30));
    expect(setLinePackage(lines, 'VAS0110', 2)[0]).toMatchObject({ packageId: 2, price: '9000' });
    const typed = [{ ...lines[0]!, price: '1,100' }];
    expect(setLinePackage(typed, 'VAS0110', 2)[0]).toMatchObject({ packageId: 2, price: '1,100' });
    expect(setLinePackage(lines, 'VAS0110', 7)[0]!.packageId).toBe(1);
    expect(addSize([], size('NOPRICE', 3, [null]))[0]!.price).toBe('');
    expect(removeLine(lines, 'VAS0110')).toEqual([]);
  });

  it('opens a draft against the catalogue as it is now: sizes gone left out and named, counts cut to the stock', () => {
    const kept = keptLines([...addSize([], size('A', 30)), ...addSize([], size('B', 30))].map((line) => ({ ...line, count: 8 })));
    const now = new Map([['A', size('A', 3)]]);
    const { lines, gone } = linesOfDraft(kept, now);
    expect(gone).toEqual(['B']);
    expect(lines).toMatchObject([{ size: { sku: 'A' }, count: 3, price: '1000' }]);
    expect(linesOfDraft(kept, new Map([['A', size('A', 0)]])).lines[0]!.count).toBe(1);
  });

  it('takes a shared list’s counts and types at their prices, a type no longer offered at the default, a size gone named', () => {
    const sizes = new Map([
      ['A', size('A', 30)],
      ['B', size('B', 30)],
    ]);
    const { lines, gone } = linesOfList(
      {
        kind: 'order',
        lines: [
          { sku: 'A', count: 4, packageId: 2 },
          { sku: 'GONE', count: 2 },
          { sku: 'B', count: 3, packageId: 7 },
        ],
      },
      sizes,
    );
    expect(gone).toEqual(['GONE']);
    expect(lines.map((line) => [line.size.sku, line.count, line.packageId, line.price])).toEqual([
      ['A', 4, 2, '9000'],
      ['B', 3, 1, '1000'],
    ]);
  });

  it('reads a product page’s address pasted into the finder as its code', () => {
    expect(finderText('https://shop.example/fa/Products/VAS0110/anar-vase?utm=tg')).toBe('VAS0110');
    expect(finderText('/Products/MUG0208/')).toBe('MUG0208');
    expect(finderText('گلدان انار')).toBe('گلدان انار');
  });
});
