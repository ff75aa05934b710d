import { describe, expect, it } from 'vitest';
import { publishGaps } from '~/shared/staff/publishGaps.ts';

const filters = new Map([
  [1, [{ id: '12', title: 'Ø12', titleFa: 'قطر ۱۲' }]],
  [2, []],
]);

describe('publishGaps', () => {
  it('names a product without a picture, and a size no filter of its categories titles (the review’s VAS0618)', () => {
    expect(publishGaps([{ sku: 'VAS0618', images: [], categoryIds: [1] }], filters)).toEqual([
      { sku: 'VAS0618', kind: 'noPicture' },
      { sku: 'VAS0618', kind: 'untitledSize', code: '18' },
    ]);
  });

  it('passes a product with a picture and a size one of its categories titles', () => {
    expect(publishGaps([{ sku: 'VAS0112', images: ['a.jpg'], categoryIds: [2, 1] }], filters)).toEqual([]);
  });

  it('names a size in a category without size filters too: the page would show its bare code', () => {
    expect(publishGaps([{ sku: 'RUG01RM', images: ['a.jpg'], categoryIds: [2] }], filters)).toEqual([
      { sku: 'RUG01RM', kind: 'untitledSize', code: 'RM' },
    ]);
  });

  it('lets a product go live without a picture when its editor chose to (its pages say one is coming)', () => {
    expect(publishGaps([{ sku: 'VAS0112', images: [], pictureLater: true, categoryIds: [1] }], filters)).toEqual([]);
    expect(publishGaps([{ sku: 'VAS0112', images: [], pictureLater: false, categoryIds: [1] }], filters)).toEqual([
      { sku: 'VAS0112', kind: 'noPicture' },
    ]);
  });
});
