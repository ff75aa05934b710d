import { describe, expect, it } from 'vitest';
import type { CartItem, ListProduct } from '~/shared/cart/cartRules.ts';
import type { Product } from '~/shared/contract/types.ts';
import { mergeIntoCart, mergeIntoList } from '~/shared/lists/mergeLists.ts';
import {
  decodeSharedList,
  encodeSharedList,
  MAX_SHARED_LINES,
  openLines,
  sharedListOf,
  sharedListPath,
  type SharedList,
} from '~/shared/lists/sharedList.ts';

// A list carried by a link (docs/rules.md#shared-lists): what one browser writes, another reads the same; what a
// hand or a messenger damaged is refused whole, never half read.

const order: SharedList = {
  kind: 'order',
  lines: [
    { sku: 'VAS0110', count: 3, packageId: 2 },
    { sku: 'VAS0120', count: 1 },
    { sku: 'BOW-01_A', count: 10 },
    { sku: 'CUS0130', count: 1, packageId: 4 },
  ],
};

describe('a shared list’s link', () => {
  it('reads back the lines, counts and package types it was written with', () => {
    const text = encodeSharedList(order);
    expect(text).toBe('1o.VAS0110~3~2.VAS0120.BOW-01_A~10.CUS0130~~4');
    expect(decodeSharedList(text)).toEqual({ ok: true, list: order, capped: [] });
  });

  it('writes a wish list as its sizes alone, and reads a count given to one as none', () => {
    const wish: SharedList = {
      kind: 'wish',
      lines: [
        { sku: 'VAS0110', count: 1 },
        { sku: 'CUS0130', count: 1 },
      ],
    };
    expect(encodeSharedList(wish)).toBe('1w.VAS0110.CUS0130');
    expect(decodeSharedList('1w.VAS0110~4~2')).toEqual({
      ok: true,
      list: { kind: 'wish', lines: [{ sku: 'VAS0110', count: 1 }] },
      capped: [],
    });
    expect(decodeSharedList('1l.VAS0110~2')).toMatchObject({ ok: true, list: { kind: 'later', lines: [{ sku: 'VAS0110', count: 2 }] } });
  });

  it('keeps a list of 50 lines under 1,000 characters with the shop’s address in front', () => {
    const lines = Array.from({ length: 50 }, (_, i) => ({ sku: `VAS${String(i).padStart(2, '0')}110`, count: 10, packageId: 12 }));
    const link = `https://shop.example.ir/fa/list/${encodeSharedList({ kind: 'order', lines })}`;
    expect(link.length).toBeLessThanOrEqual(1000);
    expect(decodeSharedList(link.split('/').at(-1)!)).toMatchObject({ ok: true, list: { lines } });
  });

  it('brings a count above the cart’s cap down to it and names the size', () => {
    expect(decodeSharedList('1o.VAS0110~400~2.VAS0120~9')).toEqual({
      ok: true,
      list: {
        kind: 'order',
        lines: [
          { sku: 'VAS0110', count: 10, packageId: 2 },
          { sku: 'VAS0120', count: 9 },
        ],
      },
      capped: ['VAS0110'],
    });
  });

  it('keeps the first line of a size given twice, as adding it to a list again does', () => {
    expect(decodeSharedList('1o.VAS0110~2.VAS0110~5')).toMatchObject({ ok: true, list: { lines: [{ sku: 'VAS0110', count: 2 }] } });
  });

  it('refuses a damaged link whole', () => {
    const damaged = ['', '1', '1o', '1o.', '1x.VAS0110', '2o.VAS0110', '10o.VAS0110', 'o.VAS0110', '1o.VAS0110~0', '1o.VAS0110~1~0'];
    const forged = [
      '1o.VAS0110~~',
      '1o.VAS 0110',
      '1o.VAS0110\u0000',
      '1o.<script>',
      '1o.VAS0110~-2',
      '1o.VAS0110~99999',
      `1o.${'A'.repeat(65)}`,
    ];
    for (const text of [...damaged, ...forged]) expect(decodeSharedList(text), text).toEqual({ ok: false, reason: 'damaged' });
  });

  it('refuses a link of more lines than an order takes, and a huge one before reading it', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `S${i}`).join('.');
    expect(decodeSharedList(`1o.${lines(MAX_SHARED_LINES)}`)).toMatchObject({ ok: true });
    expect(decodeSharedList(`1o.${lines(MAX_SHARED_LINES + 1)}`)).toEqual({ ok: false, reason: 'tooLong' });
    expect(decodeSharedList(`1o.${lines(400)}`)).toEqual({ ok: false, reason: 'tooLong' });
    expect(decodeSharedList(`1o.${'A'.repeat(100_000)}`)).toEqual({ ok: false, reason: 'tooLong' });
  });
});

const product = (sku: string, over: Partial<Product> = {}): Product => ({
  id: Number(sku.replace(/\D/g, '')),
  sku,
  parentSku: sku.slice(0, 5),
  nameFa: `کالای ${sku}`,
  nameEn: `Item ${sku}`,
  descriptionFa: '',
  descriptionEn: '',
  images: [`${sku}.jpg`, `${sku}-2.jpg`],
  categoryIds: [1],
  slug: sku.toLowerCase(),
  stockStatus: 'instock',
  status: 'publish',
  quantity: 5,
  packageIds: [1, 2],
  featured: false,
  ...over,
});
const sizes = (...skus: string[]) => new Map(skus.map((sku) => [sku, { en: 'Ø10', fa: 'قطر ۱۰' }]));
const listed = (sku: string): ListProduct => ({
  sku,
  nameFa: sku,
  nameEn: sku,
  images: [],
  size: 'M',
  stockStatus: 'instock',
  status: 'publish',
});

describe('a saved list as a link writes it', () => {
  it('leaves out a line’s package type where it is its product’s default, and keeps another', () => {
    const cart: CartItem[] = [
      { ...listed('VAS0110'), packageIds: [1, 2], packageId: 2, countInCart: 3, buyLater: false },
      { ...listed('VAS0120'), packageIds: [1, 2], packageId: 1, countInCart: 1, buyLater: false },
    ];
    expect(sharedListPath('fa', sharedListOf('order', cart))).toBe('/fa/list/1o.VAS0110~3~2.VAS0120');
    expect(sharedListPath('en', sharedListOf('wish', cart))).toBe('/list/1w.VAS0110.VAS0120');
  });
});

describe('a shared list read against the shop now', () => {
  const list: SharedList = {
    kind: 'order',
    lines: [
      { sku: 'VAS0110', count: 3, packageId: 2 },
      { sku: 'VAS0224', count: 2 },
      { sku: 'LMP0225', count: 1 },
      { sku: 'GONE01', count: 1 },
      { sku: 'CUS0130', count: 4, packageId: 3 },
    ],
  };
  const products = [
    product('VAS0110'),
    product('VAS0224', { stockStatus: 'outofstock', quantity: 0 }),
    product('LMP0225', { status: 'draft' }),
    product('CUS0130'),
  ];
  const lines = openLines(list, products, sizes('VAS0110', 'VAS0224', 'LMP0225', 'CUS0130'));

  it('says of each line whether it can be ordered, is sold out, or is no longer sold, in the order shared', () => {
    expect(lines.map((line) => [line.sku, line.state])).toEqual([
      ['VAS0110', 'inStock'],
      ['VAS0224', 'soldOut'],
      ['LMP0225', 'retired'],
      ['GONE01', 'retired'],
      ['CUS0130', 'inStock'],
    ]);
    expect(lines[2]).toMatchObject({ item: null, name: { nameEn: 'Item LMP0225' } });
    expect(lines[3]).toMatchObject({ item: null, name: null });
  });

  it('keeps a shared package type the product still comes in, and gives its default for one it does not', () => {
    expect(lines[0]).toMatchObject({ count: 3, packageId: 2, typeChanged: false });
    expect(lines[1]).toMatchObject({ count: 2, packageId: 1, typeChanged: false });
    expect(lines[4]).toMatchObject({ count: 4, packageId: 1, typeChanged: true });
    expect(lines[0]!.item).toMatchObject({ sku: 'VAS0110', size: 'Ø10', sizeFa: 'قطر ۱۰', images: ['VAS0110.jpg'] });
  });
});

describe('merging a shared list into one’s own', () => {
  it('adds to the order list what it lacks with the shared count and type, and leaves what it holds', () => {
    const own: CartItem[] = [{ ...listed('VAS0110'), countInCart: 7, buyLater: false, packageId: 1 }];
    const { cart, added } = mergeIntoCart(own, [
      { product: listed('VAS0110'), count: 3, packageId: 2 },
      { product: listed('VAS0120'), count: 4, packageId: 2 },
    ]);
    expect(added).toEqual(['VAS0120']);
    expect(cart.map((item) => [item.sku, item.countInCart, item.packageId])).toEqual([
      ['VAS0110', 7, 1],
      ['VAS0120', 4, 2],
    ]);
  });

  it('adds to the wish list only the products it does not hold', () => {
    expect(mergeIntoList([listed('A')], [listed('A'), listed('B')]).map((item) => item.sku)).toEqual(['A', 'B']);
  });
});
