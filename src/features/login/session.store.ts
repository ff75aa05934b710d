import { persistentMap } from '@nanostores/persistent';

/** What the browser knows of the signed-in visitor (the session itself is an httpOnly cookie). */
export const $account = persistentMap<{ phoneNumber: string; roles: string }>('account:', { phoneNumber: '', roles: '' });

/** Forgets the signed-in state; roles go back to ''. */
export function clearSession(): void {
  $account.set({ phoneNumber: '', roles: '' });
}
