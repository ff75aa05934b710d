import { describe, expect, it } from 'vitest';
import {
  compareSizeTitles,
  defaultMember,
  familyInStock,
  groupFamilies,
  inStockFirst,
  parentSkuOf,
  sortSizes,
} from '~/shared/catalogue/families.ts';

const p = (sku: string, stock: 'instock' | 'outofstock' = 'instock', categoryIds: number[] = [1]) => ({
  sku,
  parentSku: sku.slice(0, 5),
  stockStatus: stock,
  categoryIds,
});
const skus = (list: { sku: string }[]) => list.map((item) => item.sku);

describe('groupFamilies', () => {
  it('makes one family per parent SKU, where its first size stands in the list', () => {
    const families = groupFamilies([p('VAS0112'), p('BWL0114'), p('VAS0116'), p('VAS0220'), p('BWL0118')]);
    expect(families.map(skus)).toEqual([['VAS0112', 'VAS0116'], ['BWL0114', 'BWL0118'], ['VAS0220']]);
  });

  it('takes characters 1-5 of the SKU when an entry has no parent SKU (lists saved in the browser)', () => {
    expect(parentSkuOf({ sku: 'SWT01MD' })).toBe('SWT01');
    expect(parentSkuOf({ sku: 'SWT01MD', parentSku: 'KNIT' })).toBe('KNIT');
    expect(
      groupFamilies([
        { sku: 'SWT01SM', stockStatus: 'instock' },
        { sku: 'SWT01LG', stockStatus: 'instock' },
      ]),
    ).toHaveLength(1);
  });
});

describe('family stock', () => {
  it('is sold out only when every size is', () => {
    expect(familyInStock([p('A000110', 'outofstock'), p('A000112')])).toBe(true);
    expect(familyInStock([p('A000110', 'outofstock'), p('A000112', 'outofstock')])).toBe(false);
  });

  it('puts families with a size in stock first, keeping the order within each', () => {
    const order = inStockFirst(['a-out', 'b-in', 'c-out', 'd-in'], (name) => name.endsWith('in'));
    expect(order).toEqual(['b-in', 'd-in', 'a-out', 'c-out']);
  });

  it('starts a card on the size asked for, else the first in stock, else the first', () => {
    const sizes = [p('A000110', 'outofstock'), p('A000112'), p('A000116')];
    expect(defaultMember(sizes).sku).toBe('A000112');
    expect(defaultMember(sizes, 'A000116').sku).toBe('A000116');
    expect(defaultMember(sizes, 'ELSE000').sku).toBe('A000112');
    expect(defaultMember([p('A000110', 'outofstock')]).sku).toBe('A000110');
  });
});

describe('size order', () => {
  it('follows the category size filters when they list the sizes', () => {
    const filters = new Map([
      [
        1,
        [
          { id: 'XS', title: 'XS' },
          { id: 'SM', title: 'S' },
          { id: 'MD', title: 'M' },
          { id: 'LG', title: 'L' },
          { id: 'XL', title: 'XL' },
        ],
      ],
    ]);
    // By SKU these would read L, M, S, XL, XS.
    const sorted = sortSizes([p('SWT01LG'), p('SWT01MD'), p('SWT01SM'), p('SWT01XL'), p('SWT01XS')], filters);
    expect(skus(sorted)).toEqual(['SWT01XS', 'SWT01SM', 'SWT01MD', 'SWT01LG', 'SWT01XL']);
  });

  it("keeps the editor's order of the filters even where it is not the natural one", () => {
    const filters = new Map([
      [
        1,
        [
          { id: '20', title: 'Ø20' },
          { id: '12', title: 'Ø12' },
        ],
      ],
    ]);
    expect(skus(sortSizes([p('VAS0112'), p('VAS0120')], filters))).toEqual(['VAS0120', 'VAS0112']);
  });

  it('orders sizes without filters naturally: letter sizes, then by their number, then the rest', () => {
    const titles = ['XL', 'S', 'XS', 'M', 'L', '2XL'];
    expect([...titles].sort(compareSizeTitles)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL']);
    expect(['250 ml', '100 ml', '1000 ml'].sort(compareSizeTitles)).toEqual(['100 ml', '250 ml', '1000 ml']);
    expect(['Ø16', 'Ø12', 'Ø8', 'Ø24'].sort(compareSizeTitles)).toEqual(['Ø8', 'Ø12', 'Ø16', 'Ø24']);
    expect(['40×40', '30×50', '60×60', '50×50'].sort(compareSizeTitles)).toEqual(['30×50', '40×40', '50×50', '60×60']);
    expect(['OS', 'Ø12'].sort(compareSizeTitles)).toEqual(['Ø12', 'OS']);
    expect(['۲۵۰ میلی‌لیتر', '۱۰۰ میلی‌لیتر'].sort(compareSizeTitles)).toEqual(['۱۰۰ میلی‌لیتر', '۲۵۰ میلی‌لیتر']);
  });

  it('sorts raw size codes naturally when no category knows them', () => {
    expect(skus(sortSizes([p('VAS0124', 'instock', [9]), p('VAS0108', 'instock', [9]), p('VAS0112', 'instock', [9])], new Map()))).toEqual([
      'VAS0108',
      'VAS0112',
      'VAS0124',
    ]);
  });
});
