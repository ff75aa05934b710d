import { describe, expect, it } from 'vitest';
import { knownTitle, newSizeFilters, titledCategories } from '~/shared/staff/newSizes.ts';
import type { KnownSize } from '~/shared/staff/productEditing.ts';

// The vases filter by size; the home category does not.
const known: KnownSize[] = [
  { xCode: 'VAS', code: '12', titleEn: 'Ø12', titleFa: 'قطر ۱۲' },
  { xCode: 'VAS', code: '16', titleEn: 'Ø16', titleFa: 'قطر ۱۶' },
  { xCode: 'PRT', code: 'A4', titleEn: 'A4', titleFa: 'آ۴' },
];

describe('a new product’s sizes', () => {
  it('are shown with the title a chosen category gives them, typed as the editor types (Persian digits, lower case)', () => {
    expect(knownTitle('۱۲', ['VAS'], known)?.titleFa).toBe('قطر ۱۲');
    expect(knownTitle('a4', ['PRT'], known)?.titleEn).toBe('A4');
    // Known to another category only: the vases would show the bare code.
    expect(knownTitle('A4', ['VAS'], known)).toBeNull();
    expect(knownTitle('12', [], known)).toBeNull();
  });

  it('join the chosen categories that filter by size, or every chosen one when none does', () => {
    expect(titledCategories(['VAS', 'HOM'], known)).toEqual(['VAS']);
    expect(titledCategories(['HOM', 'TXT'], known)).toEqual(['HOM', 'TXT']);
  });

  it('add a filter for each size titled in both languages, and name those still untitled; a bad code is left to its own check', () => {
    const sizes = [
      { code: '12', quantity: 1 },
      { code: '18', quantity: 2, titleEn: 'Ø18', titleFa: 'قطر ۱۸' },
      { code: '20', quantity: 2, titleEn: 'Ø20', titleFa: ' ' },
      { code: 'x', quantity: 1 },
    ];
    expect(newSizeFilters(sizes, ['VAS', 'HOM'], known)).toEqual({
      filters: [{ xCode: 'VAS', code: '18', title: 'Ø18', titleFa: 'قطر ۱۸' }],
      untitled: ['20'],
    });
  });
});
