import { fill } from '~/shared/i18n/fill.ts';
import { apiCall } from '~/features/login/apiCall.ts';
import { clientText } from '~/ui/clientText.ts';
import { showToast } from '~/ui/toast.ts';
import type { StockAnswer } from '~/shared/cart/cartRules.ts';
import { $cart, $notifyList, applyStockToCart, takeBackInStock } from './lists.store.ts';

/**
 * One quantity call for the page's SKUs and the notify list's; products on the notify list that are back
 * in stock are announced (and taken off the list). Returns the service's lines, or null when it failed.
 */
export async function checkStock(skus: string[]): Promise<StockAnswer[] | null> {
  const all = [...new Set([...skus, ...$notifyList.get().map((entry) => entry.sku)])];
  if (all.length === 0) return [];
  let stock: StockAnswer[];
  try {
    stock = await apiCall<StockAnswer[]>('/v1/product/quantity/xcode/list', { body: all.slice(0, 1000), toasts: false });
  } catch {
    return null; // the page keeps its built stock state; nothing to announce
  }
  const back = takeBackInStock(stock);
  const t = clientText();
  for (const product of back) showToast(fill(t.backInStock, { name: t.locale === 'fa' ? product.nameFa : product.nameEn }), 'success', 8);
  return stock;
}

/**
 * The quantity check of the cart and checkout pages: one call for every SKU in the order list (and the
 * notify list); lines no longer in stock or published leave the list, and the visitor is told which.
 */
export async function checkCartStock(): Promise<void> {
  const stock = await checkStock($cart.get().map((item) => item.sku));
  if (!stock) return;
  const removed = applyStockToCart(stock);
  if (removed.length === 0) return;
  const t = clientText();
  const names = removed.map((item) => (t.locale === 'fa' ? item.nameFa : item.nameEn)).join(t.locale === 'fa' ? '، ' : ', ');
  showToast(fill(t.removedFromCart, { names }), 'error', 10);
}
