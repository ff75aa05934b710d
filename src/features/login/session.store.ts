import { atom } from 'nanostores';
import type { ListProduct } from '~/shared/cart/cartRules.ts';
import { persistentMap } from '@nanostores/persistent';

/** What the browser knows of the signed-in visitor (the session itself is an httpOnly cookie). */
export const $account = persistentMap<{ phoneNumber: string; name: string; roles: string }>('account:', {
  phoneNumber: '',
  name: '',
  roles: '',
});

/** Whether the login dialog is open. */
export const $loginOpen = atom(false);

/** Remembers who signed in (the name the staff gave the account, if any); the phone number is kept after each login call (docs/rules.md#login). */
export function signIn(phoneNumber: string, roles: string, name = ''): void {
  $account.set({ phoneNumber, name, roles });
}

/** Forgets the signed-in state; roles go back to ''. */
export function clearSession(): void {
  $account.set({ phoneNumber: '', name: '', roles: '' });
}

/** Opens the login dialog, loading its island first if needed (the `client:intent="login"` directive listens). */
export function openLogin(): void {
  $loginOpen.set(true);
  dispatchEvent(new Event('island:login'));
}

/**
 * The size the bell offers a text for, and whether the shopper asked; null while the dialog is the login's
 * (features/alerts). Kept here, with the dialog's own store, so the bell's page module carries nothing more.
 */
export const $alertOffer = atom<{ item: ListProduct; asked: boolean } | null>(null);

/** The bell was pressed: the login dialog opens as the offer of a text (docs/rules.md#back-in-stock-texts). */
export function offerAlert(item: ListProduct): void {
  $alertOffer.set({ item, asked: false });
  openLogin();
}

/** Closes the login dialog; its steps and timer start over next time. */
export function closeLogin(): void {
  $loginOpen.set(false);
}
