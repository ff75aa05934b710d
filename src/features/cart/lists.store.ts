import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import * as rules from '~/shared/cart/cartRules.ts';
import type { CartItem, ListProduct, StockAnswer } from '~/shared/cart/cartRules.ts';
import { readCart, readProductList } from '~/shared/cart/storedLists.ts';

// The spec's localStorage keys; persistent atoms follow changes made in other tabs.
export const $cart = persistentAtom<CartItem[]>('cart', [], { encode: JSON.stringify, decode: readCart });
export const $buyLater = persistentAtom<CartItem[]>('buyLater', [], { encode: JSON.stringify, decode: readCart });
export const $wishlist = persistentAtom<ListProduct[]>('wishlist', [], { encode: JSON.stringify, decode: readProductList });
export const $notifyList = persistentAtom<ListProduct[]>('notifyList', [], {
  encode: JSON.stringify,
  decode: readProductList,
});

/** Lines and packages in the order list. */
export const $cartTotals = computed($cart, rules.cartTotals);

/** Adds a product to the order list with `count` packages (1 by default) of a package type (its default when not given). */
export const addToCart = (product: ListProduct, count = 1, packageId?: number) =>
  $cart.set(rules.addToCart($cart.get(), product, count, packageId));
/** Changes the package type of an order-list line. */
export const setLinePackage = (sku: string, packageId: number) => $cart.set(rules.setPackage($cart.get(), sku, packageId));
/** One package more (appends when absent). */
export const increaseInCart = (product: ListProduct) => $cart.set(rules.increase($cart.get(), product));
/** One package fewer (removes at zero). */
export const decreaseInCart = (sku: string) => $cart.set(rules.decrease($cart.get(), sku));
/** Removes a line from the order list. */
export const removeFromCart = (sku: string) => $cart.set(rules.remove($cart.get(), sku));
/** Empties the order list (the buy-later list stays). */
export const emptyCart = () => $cart.set([]);
/** Moves a line to the buy-later list. */
export function moveToBuyLater(sku: string) {
  const next = rules.moveToBuyLater($cart.get(), $buyLater.get(), sku);
  $buyLater.set(next.buyLater);
  $cart.set(next.cart);
}
/** Moves a line from buy-later back to the order list. */
export function moveToCart(sku: string) {
  const next = rules.moveToCart($cart.get(), $buyLater.get(), sku);
  $cart.set(next.cart);
  $buyLater.set(next.buyLater);
}
/** Removes a line from the buy-later list. */
export const removeFromBuyLater = (sku: string) => $buyLater.set(rules.remove($buyLater.get(), sku));
/** The heart: adds to or removes from the wish list. */
export const toggleWish = (product: ListProduct) => $wishlist.set(rules.toggle($wishlist.get(), product));
/** Removes a product from the wish list. */
export const removeFromWishList = (sku: string) => $wishlist.set(rules.remove($wishlist.get(), sku));
/** The bell: adds to or removes from the back-in-stock list. */
export const toggleNotify = (product: ListProduct) => $notifyList.set(rules.toggle($notifyList.get(), product));

/** Applies a stock answer to the order list (what the service says of each line, and the lines that had to go); returns those. */
export function applyStockToCart(stock: StockAnswer[]): CartItem[] {
  const { kept, removed } = rules.applyStock($cart.get(), stock);
  if (JSON.stringify(kept) !== JSON.stringify($cart.get())) $cart.set(kept);
  return removed;
}

/** Brings the saved wish list up to date with a stock answer. */
export function applyStockToWishList(stock: StockAnswer[]) {
  const next = rules.withStock($wishlist.get(), stock);
  if (JSON.stringify(next) !== JSON.stringify($wishlist.get())) $wishlist.set(next);
}

/** Takes the notify-list products that are back in stock off the list and returns them. */
export function takeBackInStock(stock: StockAnswer[]): ListProduct[] {
  const back = rules.backInStock($notifyList.get(), stock);
  if (back.length > 0) $notifyList.set($notifyList.get().filter((entry) => !back.some((b) => b.sku === entry.sku)));
  return back;
}
