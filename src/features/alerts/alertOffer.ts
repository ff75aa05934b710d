import { showToast } from '~/ui/toast.ts';
import { $alertOffer } from '~/features/login/session.store.ts';

// What the dialog does with the bell's offer of a text: its store and its opening stay in session.store.ts, which the
// page module already carries.

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
