import type { ListProduct } from '~/shared/cart/cartRules.ts';
import { showToast } from '~/ui/toast.ts';
import { clientText } from '~/ui/clientText.ts';
import { offerAlert } from '~/features/login/session.store.ts';
import { $notifyList, toggleNotify } from './lists.store.ts';

/**
 * The bell, on a card, a product page or the wish list: kept in this browser (told on the next visit), and, pressed,
 * the offer of one text when the size is back (docs/rules.md#back-in-stock-texts); let go, said so.
 */
export function ringBell(item: ListProduct): void {
  toggleNotify(item);
  const ringing = $notifyList.get().some((entry) => entry.sku === item.sku);
  if (ringing) offerAlert(item);
  else showToast(clientText().notifyUnset, 'info');
}
