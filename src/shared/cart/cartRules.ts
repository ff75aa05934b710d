import type * as v from 'valibot';
import type { listProduct } from '~/shared/contract/answers.ts';
import type { Plain } from '~/shared/contract/wireNames.ts';
import { MAX_PACKAGES } from '~/shared/fields/limits.ts';

/** Cart, buy-later, wish and notify lists (docs/rules.md#cart-rules) as pure functions over values. */

/** What a list remembers of a product, so it can show it without asking the service. */
export type ListProduct = Plain<v.InferOutput<typeof listProduct>>;

/** An order-list line: a product and how many packages of it, of which package type. */
export interface CartItem extends ListProduct {
  countInCart: number;
  buyLater: boolean;
  /** The chosen package type; a line saved without one is read as the product's default. */
  packageId?: number | undefined;
}

/** At most this many packages left, a size's stock line says how many: on the built page and after the stock check. */
export const FEW_LEFT = 3;

const clamp = (count: number) => Math.min(MAX_PACKAGES, Math.max(0, Math.floor(count)));

/**
 * Adds a product with `count` packages (1 when not given) of the chosen package type (the product's default
 * when not given); a SKU already in the cart is left as it is.
 */
export function addToCart(
  cart: readonly CartItem[],
  product: ListProduct & { packageId?: number | undefined },
  count = 1,
  packageId?: number,
): CartItem[] {
  if (cart.some((item) => item.sku === product.sku)) return [...cart];
  const packages = clamp(count) || 1;
  const chosen = packageId ?? product.packageId ?? product.packageIds?.[0];
  const { packageId: _, ...rest } = product;
  return [...cart, { ...rest, countInCart: packages, buyLater: false, ...(chosen === undefined ? {} : { packageId: chosen }) }];
}

/**
 * The package type of a line: its own, else its product's default, else the shop's first active type (a
 * line saved before package types were chosen, whose product's types the page does not know yet).
 */
export function packageOf(
  item: { packageId?: number | undefined; packageIds?: number[] | undefined },
  activeIds: readonly number[],
): number | undefined {
  return item.packageId ?? item.packageIds?.[0] ?? activeIds[0];
}

/** What a page shows of a product and changes: its count and package type, and whether that is its order-list line. */
export interface ShownLine {
  inCart: boolean;
  count: number;
  packageId: number | undefined;
}

/**
 * What every surface shows of a product: its order-list line when it has one, with its count and package type; else
 * the page's own choice, which Add puts there. No page shows another count than the one ordered.
 */
export function shownLine(
  cart: readonly CartItem[],
  sku: string,
  choice: { count: number; packageId?: number | undefined },
  activeIds: readonly number[] = [],
): ShownLine {
  const line = cart.find((item) => item.sku === sku);
  if (line) return { inCart: true, count: line.countInCart, packageId: packageOf(line, activeIds) };
  return { inCart: false, count: choice.count, packageId: choice.packageId };
}

/** Changes the package type of a line (only to one its product is sold in, when that is known). */
export function setPackage(cart: readonly CartItem[], sku: string, packageId: number): CartItem[] {
  return cart.map((item) => (item.sku === sku && (item.packageIds?.includes(packageId) ?? true) ? { ...item, packageId } : item));
}

/** One package more, up to the cap; a product not in the cart is appended with 1. */
export function increase(cart: readonly CartItem[], product: ListProduct): CartItem[] {
  if (!cart.some((item) => item.sku === product.sku)) return addToCart(cart, product, 1);
  return cart.map((item) => (item.sku === product.sku ? { ...item, countInCart: clamp(item.countInCart + 1) } : item));
}

/** One package fewer; at 0 or less the line is removed. */
export function decrease(cart: readonly CartItem[], sku: string): CartItem[] {
  return cart.flatMap((item) => {
    if (item.sku !== sku) return [item];
    const countInCart = item.countInCart - 1;
    return countInCart <= 0 ? [] : [{ ...item, countInCart }];
  });
}

/** Sets a line's packages (capped); 0 or less removes it. */
export function setCount(cart: readonly CartItem[], sku: string, count: number): CartItem[] {
  return cart.flatMap((item) => (item.sku !== sku ? [item] : clamp(count) <= 0 ? [] : [{ ...item, countInCart: clamp(count) }]));
}

/** Removes one line. */
export function remove<T extends { sku: string }>(list: readonly T[], sku: string): T[] {
  return list.filter((item) => item.sku !== sku);
}

/** Moves a line from the cart to buy-later (unless buy-later has it already, when it only leaves the cart). */
export function moveToBuyLater(
  cart: readonly CartItem[],
  buyLater: readonly CartItem[],
  sku: string,
): { cart: CartItem[]; buyLater: CartItem[] } {
  const item = cart.find((line) => line.sku === sku);
  if (!item) return { cart: [...cart], buyLater: [...buyLater] };
  const already = buyLater.some((line) => line.sku === sku);
  return { cart: remove(cart, sku), buyLater: already ? [...buyLater] : [...buyLater, { ...item, buyLater: true }] };
}

/** Moves a line from buy-later back to the cart. */
export function moveToCart(
  cart: readonly CartItem[],
  buyLater: readonly CartItem[],
  sku: string,
): { cart: CartItem[]; buyLater: CartItem[] } {
  const item = buyLater.find((line) => line.sku === sku);
  if (!item) return { cart: [...cart], buyLater: [...buyLater] };
  return { cart: addToCart(cart, item, item.countInCart), buyLater: remove(buyLater, sku) };
}

/** Adds to a wish or notify list; a SKU already there is ignored. */
export function addUnique<T extends { sku: string }>(list: readonly T[], entry: T): T[] {
  return list.some((item) => item.sku === entry.sku) ? [...list] : [...list, entry];
}

/** Adds when absent, removes when present (the heart and the bell). */
export function toggle<T extends { sku: string }>(list: readonly T[], entry: T): T[] {
  return list.some((item) => item.sku === entry.sku) ? remove(list, entry.sku) : [...list, entry];
}

/** Totals shown with the order list: lines and packages. */
export function cartTotals(cart: readonly CartItem[]): { items: number; packages: number } {
  return { items: cart.length, packages: cart.reduce((sum, item) => sum + item.countInCart, 0) };
}

/**
 * Stock answer for one SKU as `/v1/product/quantity/xcode/list` sends it, its status by the wire's name: read as
 * sent, as a conversion would not fit the browse visit's JavaScript (docs/service.md#the-wire-names).
 */
export interface StockAnswer {
  sku: string;
  stock_status: 'instock' | 'outofstock';
  status: 'publish' | 'draft';
  quantity: number;
  /** The package types it is sold in now (a service that does not say leaves the line's own). */
  packageIds?: number[] | undefined;
}

/** A line merged with the service's answer; a package type no longer offered becomes the product's default. */
function mergeStock<T extends ListProduct & { packageId?: number | undefined }>(item: T, line: StockAnswer): T {
  const packageIds = line.packageIds && line.packageIds.length > 0 ? line.packageIds : item.packageIds;
  const merged: T = { ...item, stockStatus: line.stock_status, status: line.status, ...(packageIds ? { packageIds } : {}) };
  if (packageIds && item.packageId !== undefined && !packageIds.includes(item.packageId)) merged.packageId = packageIds[0];
  return merged;
}

/**
 * The quantity check: lines are merged with the service's answer and only those in stock and published stay.
 * Lines the service does not know any more are dropped too. Returns what stays and what was removed.
 */
export function applyStock(cart: readonly CartItem[], stock: readonly StockAnswer[]): { kept: CartItem[]; removed: CartItem[] } {
  const bySku = new Map(stock.map((line) => [line.sku, line]));
  const kept: CartItem[] = [];
  const removed: CartItem[] = [];
  for (const item of cart) {
    const line = bySku.get(item.sku);
    const merged = line ? mergeStock(item, line) : item;
    if (line && line.stock_status === 'instock' && line.status === 'publish') kept.push(merged);
    else removed.push(merged);
  }
  return { kept, removed };
}

/**
 * Saved entries (wish list) brought up to date with a stock answer; entries the answer does not name stay as they
 * are.
 */
export function withStock<T extends ListProduct>(list: readonly T[], stock: readonly StockAnswer[]): T[] {
  const bySku = new Map(stock.map((line) => [line.sku, line]));
  return list.map((item) => {
    const line = bySku.get(item.sku);
    return line ? mergeStock(item, line) : item;
  });
}

/** Notify-list entries that are back in stock and published. */
export function backInStock<T extends { sku: string }>(notify: readonly T[], stock: readonly StockAnswer[]): T[] {
  const available = new Set(stock.filter((l) => l.stock_status === 'instock' && l.status === 'publish').map((l) => l.sku));
  return notify.filter((entry) => available.has(entry.sku));
}
