import { useEffect, useState } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { ApiError } from '~/ui/apiClient.ts';
import { emptyCart } from '~/features/cart/lists.store.ts';
import { checkCartStock } from '~/features/cart/stockCheck.ts';
import { packageOf, type CartItem } from '~/shared/cart/cartRules.ts';
import { normalisePhone, type AddressFields } from '~/shared/forms/rules.ts';

/** An address of the signed-in customer's address book. */
export type SavedAddress = AddressFields & { id: number };

const ATTEMPT_KEY = 'orderAttempt';

/**
 * The Idempotency-Key of this order attempt: kept (in this tab) across retries and reloads while the order
 * list is the same, so an order whose answer was lost is never stored twice; a new list is a new attempt.
 */
function attemptKey(items: readonly { sku: string; count: number; packageId?: number | undefined }[]): string {
  const list = JSON.stringify(items);
  try {
    const kept = JSON.parse(sessionStorage.getItem(ATTEMPT_KEY) || 'null') as { key: string; list: string } | null;
    if (kept?.list === list && /^[0-9a-f]{32}$/.test(kept.key)) return kept.key;
  } catch {
    // unreadable: start a new attempt
  }
  // randomUUID needs HTTPS; getRandomValues does not.
  const key = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
  try {
    sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ key, list }));
  } catch {
    // storage full or off: the key still holds for this page
  }
  return key;
}

/**
 * The checkout's state: saved addresses (once, when signed in), the one prefilling the form, and sending. On success
 * the order list empties (buy-later stays) and `placed` holds the order's id and link.
 */
export function useCheckout(signedIn: boolean, cart: readonly CartItem[]) {
  const [ready, setReady] = useState(false);
  const [saved, setSaved] = useState<SavedAddress[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState<{ orderId: number; link: string } | null>(null);
  /** What the order held and the number the team calls, for the confirmation (the order list empties). */
  const [sent, setSent] = useState<{ lines: CartItem[]; phone: string } | null>(null);

  useEffect(() => {
    void (async () => {
      if (signedIn) {
        try {
          const addresses = await apiCall<SavedAddress[]>('/v1/profile/addresses', { toasts: false, redirectOn401: false });
          setSaved(addresses);
          setChosen(addresses[0]?.id ?? null);
        } catch {
          // Signed out meanwhile, or offline: the form starts empty.
        }
      }
      setReady(true);
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening, as the visitor was signed in then
  }, []);

  const send = async (customer: AddressFields) => {
    // A line saved before package types were chosen, whose product the quantity check has not described yet,
    // is sent without one: the service takes the product's default.
    const items = cart.map((item) => ({ sku: item.sku, count: item.countInCart, packageId: packageOf(item, []) }));
    setBusy(true);
    try {
      const data = await apiCall<{ orderId: number; link: string }>('/v1/order', {
        body: { items, customer },
        headers: { 'idempotency-key': attemptKey(items) },
        loading: 'inPage',
        // The confirmation says it all, and more than the service's message: no toast beside it.
        toasts: false,
        errorToasts: true,
      });
      sessionStorage.removeItem(ATTEMPT_KEY);
      setSent({ lines: [...cart], phone: normalisePhone(customer.mobile) });
      emptyCart();
      setPlaced(data);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      // Not enough stock: the list is brought up to date (lines no longer available are dropped and named).
      if (failure.status === 409) void checkCartStock();
    } finally {
      setBusy(false);
    }
  };

  return { ready, saved, chosen, setChosen, busy, placed, sent, send };
}

/** What useCheckout gives the checkout's components. */
export type Checkout = ReturnType<typeof useCheckout>;
