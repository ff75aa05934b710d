import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { banner, category, menuItem, productPage, stockLine, suggestions } from '~/shared/contract/answers.ts';
import type { Banner, MenuItem, Product } from '~/shared/contract/types.ts';
import { holdsWireNames, plainStock, renamed } from '~/shared/contract/wireNames.ts';

// The contract's odd names (docs/service.md#the-wire-names): the code's plain names go out as the wire's, the
// wire's come in plain, and a shape without them passes untouched.

const product: Product = {
  id: 7,
  sku: 'VAS0112',
  parentSku: 'VAS01',
  nameFa: 'گلدان',
  nameEn: 'Vase',
  descriptionFa: '',
  descriptionEn: '',
  images: ['vase.jpg'],
  categoryIds: [3],
  slug: 'dune-stoneware-vase',
  stockStatus: 'outofstock',
  status: 'publish',
  quantity: 0,
  packageIds: [1],
  featured: false,
};

describe('the wire names', () => {
  it("sends a page of products with the wire's stock_status, every item, and checks against the schema", () => {
    const page = { items: [product, { ...product, sku: 'VAS0116', stockStatus: 'instock' }], total: 2, page: 1, perPage: 24 };
    const wire = renamed(productPage, page, true) as { items: Record<string, unknown>[] };
    expect(wire.items.map((item) => item.stock_status)).toEqual(['outofstock', 'instock']);
    expect(wire.items.every((item) => !('stockStatus' in item))).toBe(true);
    expect(v.is(productPage, wire)).toBe(true);
    expect(renamed(productPage, wire, false)).toEqual(page);
  });

  it('renames a menu at every depth and a banner’s pictures', () => {
    const menu: MenuItem[] = [
      {
        titleFa: 'خانه',
        titleEn: 'Home',
        href: '/',
        active: true,
        children: [{ titleFa: 'گلدان', titleEn: 'Vases', href: '/v', active: true, children: [] }],
      },
    ];
    const wire = renamed(v.array(menuItem), menu, true);
    expect(wire).toEqual([
      {
        titleFa: 'خانه',
        titleEn: 'Home',
        href: '/',
        active: true,
        childs: [{ titleFa: 'گلدان', titleEn: 'Vases', href: '/v', active: true, childs: [] }],
      },
    ]);
    expect(v.is(v.array(menuItem), wire)).toBe(true);
    expect(renamed(v.array(menuItem), wire, false)).toEqual(menu);
    const hero: Banner = {
      id: 1,
      media: [{ url: 'hero.jpg', type: 'image' }],
      titleFa: '',
      titleEn: '',
      descriptionFa: '',
      descriptionEn: '',
      alignContent: 'start',
      slug: '/',
    };
    expect(renamed(banner, hero, true)).toMatchObject({ mediaInfos: hero.media });
    expect(v.is(banner, renamed(banner, hero, true))).toBe(true);
  });

  it('knows which answers hold a wire name, and leaves the others and unknown keys as they are', () => {
    expect([productPage, stockLine, suggestions, v.array(menuItem), banner].map((schema) => holdsWireNames(schema))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(holdsWireNames(category)).toBe(false);
    const withExtra = { ...product, note: 'kept' };
    expect(renamed(category, withExtra, true)).toEqual(withExtra);
    expect(renamed(v.array(stockLine), [{ sku: 'A', stockStatus: 'instock', extra: 1 }], true)).toEqual([
      { sku: 'A', stock_status: 'instock', extra: 1 },
    ]);
  });

  it("reads the browser's stock answer plain", () => {
    expect(plainStock({ sku: 'A', stock_status: 'instock', status: 'publish' })).toEqual({
      sku: 'A',
      stockStatus: 'instock',
      status: 'publish',
    });
  });
});
