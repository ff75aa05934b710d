import { addToCart, type CartItem, type ListProduct } from '~/shared/cart/cartRules.ts';

// Apart from cartRules.ts: only a shared list's page merges, and the browse pages' script does not carry it.

/** A line brought from elsewhere (a shared list): a product, its packages and package type. */
export interface IncomingLine {
  product: ListProduct;
  count: number;
  packageId?: number | undefined;
}

/**
 * Adds lines to the order list as Add does each: a SKU already there keeps its own count and type, so a list
 * merged in never replaces one; returns the list and the SKUs it added.
 */
export function mergeIntoCart(cart: readonly CartItem[], lines: readonly IncomingLine[]): { cart: CartItem[]; added: string[] } {
  let next = [...cart];
  const added: string[] = [];
  for (const { product, count, packageId } of lines) {
    if (next.some((item) => item.sku === product.sku)) continue;
    next = addToCart(next, product, count, packageId);
    added.push(product.sku);
  }
  return { cart: next, added };
}

/** Adds products to a list (the wish list) that does not hold them yet; those it holds stay as they are. */
export function mergeIntoList<T extends { sku: string }>(list: readonly T[], entries: readonly T[]): T[] {
  const next = [...list];
  for (const entry of entries) if (!next.some((item) => item.sku === entry.sku)) next.push(entry);
  return next;
}
