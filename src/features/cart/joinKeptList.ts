import { apiCall } from '~/features/login/apiCall.ts';
import { KEPT_LIST_COOKIE } from '~/shared/lists/keptList.ts';
import { mergeIntoCart, type IncomingLine } from '~/shared/lists/mergeLists.ts';
import { $cart } from './lists.store.ts';
import { plainStock, type WireStock } from '~/shared/contract/wireNames.ts';
import type { ListProduct } from '~/shared/cart/cartRules.ts';

/**
 * The order list this browser filled while it ran without JavaScript (docs/rules.md#ordering-without-javascript),
 * joined into its own once: the service hands it over and forgets it; a line already here keeps its own count.
 */
export async function joinKeptList(): Promise<void> {
  if (!document.cookie.split('; ').some((part) => part.startsWith(`${KEPT_LIST_COOKIE}=`))) return;
  type KeptLine = Omit<IncomingLine, 'product'> & { product: WireStock<ListProduct> };
  const lines = await apiCall<KeptLine[]>('/v1/order-list/kept', { method: 'POST', toasts: false }).catch(() => []);
  const plain = lines.map((line) => ({ ...line, product: plainStock(line.product) }));
  const { cart, added } = mergeIntoCart($cart.get(), plain);
  if (added.length > 0) $cart.set(cart);
}
