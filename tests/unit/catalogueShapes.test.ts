import { describe, expect, it } from 'vitest';
import { descendantIds } from '~/shared/catalogue/categoryTree.ts';
import { formatCount } from '~/shared/i18n/format.ts';
import { categoryPath, listPagePath, mediaSrcset, mediaUrl, productPath } from '~/shared/catalogue/paths.ts';
import { productSizeTitle } from '~/shared/catalogue/sku.ts';

describe('descendantIds', () => {
  const tree = [
    { id: 1, parentId: null },
    { id: 2, parentId: 1 },
    { id: 3, parentId: 2 },
    { id: 4, parentId: null },
  ];
  it('gives a category with every level below it', () => {
    expect(descendantIds(tree, [1]).sort()).toEqual([1, 2, 3]);
    expect(descendantIds(tree, [2]).sort()).toEqual([2, 3]);
    expect(descendantIds(tree, [4])).toEqual([4]);
  });
  it('drops unknown ids', () => {
    expect(descendantIds(tree, [99])).toEqual([]);
  });
});

describe('productSizeTitle', () => {
  const filters = new Map([
    [5, [{ id: 'SM', title: 'S' }]],
    [6, [{ id: '20', title: 'Ø20' }]],
  ]);
  it('uses the filter of whichever of the product categories knows the code', () => {
    expect(productSizeTitle({ sku: 'VAS0120', categoryIds: [5, 6] }, filters)).toBe('Ø20');
  });
  it('falls back to the raw code', () => {
    expect(productSizeTitle({ sku: 'VAS0199', categoryIds: [5, 6] }, filters)).toBe('99');
  });
});

describe('paths', () => {
  it('builds canonical category and product addresses', () => {
    expect(categoryPath({ xCode: 'VAS', slug: 'vases' })).toBe('/category/VAS/vases');
    expect(productPath({ sku: 'VAS0112', slug: 'dune-vase' })).toBe('/Products/VAS0112/dune-vase');
  });
  it('numbers list pages after the first', () => {
    expect(listPagePath('/category/VAS/vases', 1)).toBe('/category/VAS/vases');
    expect(listPagePath('/category/VAS/vases', 3)).toBe('/category/VAS/vases/page/3');
  });
  it('sends pictures through the CDN path unless they are bundled assets', () => {
    expect(mediaUrl('a b.svg', 256)).toBe('/CDN/Files/a%20b.svg?w=256');
    expect(mediaUrl('a.svg', 256, 'https://service.example')).toBe('https://service.example/CDN/Files/a.svg?w=256');
    expect(mediaUrl('/assets/logo.png', 256)).toBe('/assets/logo.png');
    expect(mediaSrcset('a.svg', [64, 128])).toBe('/CDN/Files/a.svg?w=64 64w, /CDN/Files/a.svg?w=128 128w');
  });
});

describe('formatCount', () => {
  it('writes counts in Persian digits on Persian pages', () => {
    expect(formatCount('fa', 1204)).toBe('۱۲۰۴');
    expect(formatCount('en', 1204)).toBe('1,204');
  });
});
