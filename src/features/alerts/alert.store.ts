import { atom } from 'nanostores';
import type { ListProduct } from '~/shared/cart/cartRules.ts';
import { showToast } from '~/features/feedback/toast.ts';
import { openLogin } from '~/features/login/session.store.ts';

/** The size the bell offers a text for, and whether the shopper asked for it; null while the dialog is the login's. */
export const $alertOffer = atom<{ item: ListProduct; asked: boolean } | null>(null);

/** The bell was pressed: the login dialog opens as the offer of a text (docs/rules.md#back-in-stock-texts). */
export function offerAlert(item: ListProduct): void {
  $alertOffer.set({ item, asked: false });
  openLogin();
}

/** The shopper's request was taken. */
export function markAlertAsked(): void {
  const offer = $alertOffer.get();
  if (offer) $alertOffer.set({ ...offer, asked: true });
}

/** The dialog closes: a shopper who gave no number is told, as before, that the bell is kept here. */
export function endAlertOffer(keptHere: string): void {
  const offer = $alertOffer.get();
  $alertOffer.set(null);
  if (offer && !offer.asked) showToast(keptHere, 'success');
}
