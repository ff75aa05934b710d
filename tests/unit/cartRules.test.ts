import { describe, expect, it } from 'vitest';
import {
  addToCart,
  addUnique,
  applyStock,
  backInStock,
  cartTotals,
  decrease,
  increase,
  moveToBuyLater,
  moveToCart,
  packageOf,
  remove,
  setCount,
  setPackage,
  toggle,
  withStock,
  type CartItem,
  type ListProduct,
} from '~/shared/cart/cartRules.ts';
import { MAX_PACKAGES } from '~/shared/fields/limits.ts';

const product = (sku: string): ListProduct => ({
  sku,
  nameFa: `کالا ${sku}`,
  nameEn: `Item ${sku}`,
  images: [`${sku}.svg`],
  size: 'M',
  stockStatus: 'instock',
  status: 'publish',
});
const line = (sku: string, countInCart = 1): CartItem => ({ ...product(sku), countInCart, buyLater: false });

describe('addToCart', () => {
  it('appends with one package and buyLater false', () => {
    expect(addToCart([], product('A'))).toEqual([{ ...product('A'), countInCart: 1, buyLater: false }]);
  });
  it('takes a chosen count, capped at 10', () => {
    expect(addToCart([], product('A'), 3)[0]!.countInCart).toBe(3);
    expect(addToCart([], product('A'), 25)[0]!.countInCart).toBe(MAX_PACKAGES);
    expect(addToCart([], product('A'), 0)[0]!.countInCart).toBe(1);
  });
  it('ignores a SKU already in the cart', () => {
    const cart = [line('A', 4)];
    expect(addToCart(cart, product('A'), 2)).toEqual(cart);
  });
  it('does not change the list it was given', () => {
    const cart = [line('A')];
    addToCart(cart, product('B'));
    expect(cart).toHaveLength(1);
  });
});

describe('increase and decrease', () => {
  it('adds one package, and appends with 1 when absent', () => {
    expect(increase([line('A', 2)], product('A'))[0]!.countInCart).toBe(3);
    expect(increase([line('A')], product('B')).map((i) => [i.sku, i.countInCart])).toEqual([
      ['A', 1],
      ['B', 1],
    ]);
  });
  it('stops at the cap of 10 packages', () => {
    expect(increase([line('A', 10)], product('A'))[0]!.countInCart).toBe(10);
  });
  it('removes a line when it would reach 0', () => {
    expect(decrease([line('A', 2)], 'A')[0]!.countInCart).toBe(1);
    expect(decrease([line('A', 1), line('B')], 'A').map((i) => i.sku)).toEqual(['B']);
  });
  it('sets a count, capped, and removes at 0', () => {
    expect(setCount([line('A')], 'A', 12)[0]!.countInCart).toBe(10);
    expect(setCount([line('A')], 'A', 0)).toEqual([]);
  });
});

describe('remove and empty', () => {
  it('removes one line by SKU', () => {
    expect(remove([line('A'), line('B')], 'A').map((i) => i.sku)).toEqual(['B']);
  });
});

describe('buy later', () => {
  it('moves a line to buy-later, marked, and out of the cart', () => {
    const moved = moveToBuyLater([line('A', 3), line('B')], [], 'A');
    expect(moved.cart.map((i) => i.sku)).toEqual(['B']);
    expect(moved.buyLater).toEqual([{ ...line('A', 3), buyLater: true }]);
  });
  it('does not add a second copy when buy-later has the SKU already', () => {
    const moved = moveToBuyLater([line('A')], [{ ...line('A', 5), buyLater: true }], 'A');
    expect(moved.cart).toEqual([]);
    expect(moved.buyLater).toHaveLength(1);
    expect(moved.buyLater[0]!.countInCart).toBe(5);
  });
  it('moves back to the cart with its packages and buyLater false', () => {
    const back = moveToCart([], [{ ...line('A', 3), buyLater: true }], 'A');
    expect(back.cart).toEqual([line('A', 3)]);
    expect(back.buyLater).toEqual([]);
  });
});

describe('wish and notify lists', () => {
  it('ignore a duplicate SKU and remove by SKU', () => {
    const list = addUnique(addUnique([], { sku: 'A' }), { sku: 'A' });
    expect(list).toEqual([{ sku: 'A' }]);
    expect(toggle(list, { sku: 'A' })).toEqual([]);
    expect(toggle([], { sku: 'B' })).toEqual([{ sku: 'B' }]);
  });
});

describe('cartTotals', () => {
  it('counts lines and packages', () => {
    expect(cartTotals([line('A', 3), line('B', 2)])).toEqual({ items: 2, packages: 5 });
    expect(cartTotals([])).toEqual({ items: 0, packages: 0 });
  });
});

describe('the quantity check', () => {
  it('keeps only lines in stock and published, merging the service answer', () => {
    const cart = [line('A', 2), line('B'), line('C'), line('D')];
    const { kept, removed } = applyStock(cart, [
      { sku: 'A', stock_status: 'instock', status: 'publish', quantity: 9 },
      { sku: 'B', stock_status: 'outofstock', status: 'publish', quantity: 0 },
      { sku: 'C', stock_status: 'instock', status: 'draft', quantity: 4 },
    ]);
    expect(kept.map((i) => [i.sku, i.countInCart])).toEqual([['A', 2]]);
    expect(removed.map((i) => i.sku)).toEqual(['B', 'C', 'D']);
  });
  it('finds notify-list products back in stock', () => {
    const stock = [
      { sku: 'A', stock_status: 'instock', status: 'publish', quantity: 1 },
      { sku: 'B', stock_status: 'outofstock', status: 'publish', quantity: 0 },
    ] as const;
    expect(backInStock([{ sku: 'A' }, { sku: 'B' }, { sku: 'C' }], stock)).toEqual([{ sku: 'A' }]);
  });
});

describe('package types', () => {
  const sold = (sku: string, packageIds: number[]): ListProduct => ({ ...product(sku), packageIds });

  it("adds in the chosen type, else in the product's default (its first type)", () => {
    expect(addToCart([], sold('A', [2, 3]), 1, 3)[0]!.packageId).toBe(3);
    expect(addToCart([], sold('A', [2, 3]))[0]!.packageId).toBe(2);
    // A product whose types the page does not know: the line says nothing and reads as the shop's first type.
    expect(addToCart([], product('A'))[0]).not.toHaveProperty('packageId');
  });

  it("reads a line saved without a type as its product's default, else the shop's first active type", () => {
    expect(packageOf({ packageId: 3, packageIds: [2, 3] }, [1, 2, 3])).toBe(3);
    expect(packageOf({ packageIds: [2, 3] }, [1, 2, 3])).toBe(2);
    expect(packageOf({}, [1, 2, 3])).toBe(1);
  });

  it("changes a line's type only to one its product is sold in", () => {
    const cart = addToCart([], sold('A', [1, 2]));
    expect(setPackage(cart, 'A', 2)[0]!.packageId).toBe(2);
    expect(setPackage(cart, 'A', 3)[0]!.packageId).toBe(1);
    // An old line (its product's types unknown) takes any.
    expect(setPackage([line('B')], 'B', 3)[0]!.packageId).toBe(3);
  });

  it('keeps the type through buy-later and back', () => {
    const cart = addToCart([], sold('A', [1, 2]), 2, 2);
    const later = moveToBuyLater(cart, [], 'A');
    expect(moveToCart(later.cart, later.buyLater, 'A').cart[0]).toMatchObject({ sku: 'A', countInCart: 2, packageId: 2 });
  });

  it("learns the product's types from the quantity check; a type no longer offered becomes the default", () => {
    const old = line('A');
    const stock = { sku: 'A', stock_status: 'instock' as const, status: 'publish' as const, quantity: 9, packageIds: [2, 3] };
    expect(applyStock([old], [stock]).kept[0]).toMatchObject({ packageIds: [2, 3] });
    expect(applyStock([{ ...old, packageIds: [1, 2], packageId: 1 }], [stock]).kept[0]).toMatchObject({ packageId: 2 });
    expect(applyStock([{ ...old, packageIds: [1, 3], packageId: 3 }], [stock]).kept[0]).toMatchObject({ packageId: 3 });
  });

  it('brings saved wish-list entries up to date with the stock answer', () => {
    const wished = [product('A'), product('B')];
    const next = withStock(wished, [{ sku: 'A', stock_status: 'outofstock', status: 'publish', quantity: 0 }]);
    expect(next.map((entry) => entry.stockStatus)).toEqual(['outofstock', 'instock']);
  });
});
