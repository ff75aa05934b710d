import { describe, expect, it } from 'vitest';
import { readCart, readProductList } from '~/shared/cart/storedLists.ts';
import { MAX_PACKAGES } from '~/shared/fields/limits.ts';

const product = {
  sku: 'VAS0112',
  slug: 'dune-stoneware-vase',
  nameFa: 'گلدان',
  nameEn: 'Vase',
  images: ['vase.jpg'],
  size: 'Ø12',
  sizeFa: 'قطر ۱۲',
  stockStatus: 'instock',
  status: 'publish',
  parentSku: 'VAS01',
  packageIds: [1, 2],
};
const line = { ...product, countInCart: 2, buyLater: false, packageId: 2 };

describe('the lists a browser keeps, read back', () => {
  it('keeps valid entries with every known field (the Persian size too) and drops unknown fields', () => {
    expect(readCart(JSON.stringify([{ ...line, injected: '<script>' }]))).toEqual([line]);
    expect(readProductList(JSON.stringify([product]))).toEqual([product]);
    // Saved before package types and Persian sizes existed: still read.
    const { packageIds: _, sizeFa: __, packageId: ___, ...old } = line;
    expect(readCart(JSON.stringify([old]))).toEqual([old]);
  });

  it('reads a list stored before the stock status had its plain name, as the same list', () => {
    const { stockStatus, ...rest } = line;
    expect(readCart(JSON.stringify([{ ...rest, stock_status: stockStatus }]))).toEqual([line]);
    const { stockStatus: soldOut, ...entry } = { ...product, stockStatus: 'outofstock' };
    expect(readProductList(JSON.stringify([{ ...entry, stock_status: soldOut }]))).toEqual([{ ...product, stockStatus: 'outofstock' }]);
    expect(readProductList(JSON.stringify([{ ...entry, stock_status: 'maybe' }]))).toEqual([]);
  });

  it('drops a list that is not JSON, not a list, or holds an entry it cannot trust', () => {
    for (const text of ['', '{', 'null', '{"sku":"A"}', JSON.stringify([line, { ...line, sku: '' }])])
      expect(readCart(text), text).toEqual([]);
    expect(readCart(JSON.stringify([{ ...line, countInCart: MAX_PACKAGES + 1 }]))).toEqual([]);
    expect(readCart(JSON.stringify([{ ...line, countInCart: 1.5 }]))).toEqual([]);
    expect(readCart(JSON.stringify([{ ...line, buyLater: 'no' }]))).toEqual([]);
    expect(readCart(JSON.stringify([{ ...line, packageId: 0 }]))).toEqual([]);
    expect(readProductList(JSON.stringify([{ ...product, stockStatus: 'maybe' }]))).toEqual([]);
    expect(readProductList(JSON.stringify([{ ...product, images: [1] }]))).toEqual([]);
    expect(readProductList(JSON.stringify([{ ...product, packageIds: [-1] }]))).toEqual([]);
    expect(readProductList(JSON.stringify([null]))).toEqual([]);
  });
});
