import { fill } from '~/shared/i18n/fill.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ApiError, apiCall } from '~/features/api/apiClient.ts';
import { plural, type PluralForms } from '~/shared/i18n/plural.ts';
import { packageOf } from '~/shared/cart/cartRules.ts';
import { linePackage, packageSummary, type PackageText } from '~/features/cart/packageText.ts';
import { formatDigits } from '~/shared/catalogue/format.ts';
import type { PackageType } from '~/shared/catalogue/types.ts';
import { $cart, $cartTotals, emptyCart } from '~/features/cart/lists.store.ts';
import { checkCartStock } from '~/features/cart/stockCheck.ts';
import { OrderLine, separator } from '~/features/cart/OrderLine.tsx';
import { AddressForm, EMPTY_ADDRESS, type AddressFormText } from '~/features/forms/AddressForm.tsx';
import type { AddressFields } from '~/shared/forms/rules.ts';
import { $account } from '~/features/login/session.store.ts';

/** Translated strings of the checkout. */
export interface CheckoutText extends PackageText {
  loading: string;
  empty: string;
  summary: string;
  items: PluralForms;
  packages: PluralForms;
  size: string;
  code: string;
  /** The link back to the order list to change it. */
  change: string;
  formTitle: string;
  savedAddress: string;
  submit: string;
  doneTitle: string;
  doneText: string;
  /** With {id}. */
  orderNumber: string;
  seeOrders: string;
  fields: AddressFormText;
}

interface Props {
  locale: 'en' | 'fa';
  text: CheckoutText;
  cartHref: string;
  ordersHref: string;
  /** The shop's active package types. */
  packages: PackageType[];
}

type Saved = AddressFields & { id: number };

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
 * The checkout: the order list in short, and the customer's details (prefilled from a saved address when
 * signed in). Sending stores the order; on success the order list empties (buy-later stays) and the order
 * number shows.
 */
export function CheckoutIsland({ locale, text, cartHref, ordersHref, packages }: Props) {
  const cart = useStore($cart);
  const totals = useStore($cartTotals);
  const account = useStore($account);
  const [ready, setReady] = useState(false);
  const [saved, setSaved] = useState<Saved[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [orderId, setOrderId] = useState<number | null>(null);

  useEffect(() => {
    void (async () => {
      if (account.roles) {
        try {
          const addresses = await apiCall<Saved[]>('/v1/profile/addresses', { toasts: false, redirectOn401: false });
          setSaved(addresses);
          setChosen(addresses[0]?.id ?? null);
        } catch {
          // Signed out meanwhile, or offline: the form starts empty.
        }
      }
      setReady(true);
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens, as the visitor was signed in then
  }, []);

  const digits = (n: number) => formatDigits(locale, n);

  if (orderId !== null) {
    return (
      <section className="order-done" aria-labelledby="order-done-title">
        <h2 id="order-done-title" tabIndex={-1} ref={(heading) => heading?.focus()}>
          {text.doneTitle}
        </h2>
        <p>{text.doneText}</p>
        <p>
          <strong>{fill(text.orderNumber, { id: digits(orderId) })}</strong>
        </p>
        {account.roles && (
          <p>
            <a href={ordersHref}>{text.seeOrders}</a>
          </p>
        )}
      </section>
    );
  }
  if (!ready)
    return (
      <p className="island-loading" role="status">
        {text.loading}
      </p>
    );
  if (cart.length === 0) {
    return (
      <p>
        {text.empty} <a href={cartHref}>{text.summary}</a>
      </p>
    );
  }

  const send = async (customer: AddressFields) => {
    // A line saved before package types were chosen, whose product the quantity check has not described yet,
    // is sent without one: the service takes the product's default.
    const items = cart.map((item) => ({ sku: item.sku, count: item.countInCart, packageId: packageOf(item, []) }));
    setBusy(true);
    try {
      const data = await apiCall<{ orderId: number }>('/v1/order', {
        body: { items, customer },
        headers: { 'idempotency-key': attemptKey(items) },
        loading: 'inPage',
      });
      sessionStorage.removeItem(ATTEMPT_KEY);
      emptyCart();
      setOrderId(data.orderId);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      // Not enough stock: the list is brought up to date (lines no longer available are dropped and named).
      if (failure.status === 409) void checkCartStock();
    } finally {
      setBusy(false);
    }
  };

  const prefill = saved.find((address) => address.id === chosen) ?? EMPTY_ADDRESS;
  return (
    <>
      <section aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">{text.summary}</h2>
        <ul className="cart-lines checkout-lines">
          {cart.map((item) => (
            <OrderLine key={item.sku} locale={locale} item={item} text={text} size={64}>
              <p className="package-line">{packageSummary(locale, item.countInCart, linePackage(item, packages), text)}</p>
            </OrderLine>
          ))}
        </ul>
        <p className="checkout-totals">
          {plural(locale, text.items, totals.items, digits(totals.items))}
          {separator(locale)}
          {plural(locale, text.packages, totals.packages, digits(totals.packages))}
          {separator(locale)}
          <a href={cartHref}>{text.change}</a>
        </p>
      </section>
      <section aria-labelledby="checkout-form">
        <h2 id="checkout-form">{text.formTitle}</h2>
        {saved.length > 1 && (
          <p>
            <label htmlFor="saved-address">{text.savedAddress}</label>{' '}
            <select id="saved-address" value={chosen ?? ''} onChange={(event) => setChosen(Number(event.currentTarget.value))}>
              {saved.map((address) => (
                <option key={address.id} value={address.id}>
                  {address.firstName} {address.lastName}, {address.city}
                </option>
              ))}
            </select>
          </p>
        )}
        <AddressForm
          key={chosen ?? 'empty'}
          locale={locale}
          text={text.fields}
          submit={text.submit}
          initial={prefill}
          busy={busy}
          onSave={send}
          autoFocus={false}
        />
      </section>
    </>
  );
}
