import { useStore } from '@nanostores/react';
import { plural } from '~/shared/i18n/plural.ts';
import { linePackage, packageSummary } from '~/features/cart/packageText.ts';
import { formatDigits } from '~/shared/i18n/format.ts';
import type { PackageType } from '~/shared/contract/types.ts';
import { $cart, $cartTotals } from '~/features/cart/lists.store.ts';
import { OrderLine } from '~/features/cart/OrderLine.tsx';
import { separator } from '~/shared/i18n/lineParts.ts';
import { $account } from '~/features/login/session.store.ts';
import type { CheckoutText } from './checkoutText.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { OrderDone } from './OrderDone.tsx';
import { useCheckout } from './useCheckout.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

interface Props {
  locale: Locale;
  text: CheckoutText;
  cartHref: string;
  ordersHref: string;
  /** Where "Keep shopping" leads. */
  shopHref: string;
  /** The shop's active package types. */
  packages: PackageType[];
}

/**
 * The checkout: the order list in short, and the customer's details (prefilled from a saved address when
 * signed in). Sending stores the order; on success the order list empties (buy-later stays) and the order
 * number shows.
 */
export function CheckoutIsland({ locale, text, cartHref, ordersHref, shopHref, packages }: Props) {
  const cart = useStore($cart);
  const totals = useStore($cartTotals);
  const account = useStore($account);
  const checkout = useCheckout(Boolean(account.roles), cart);

  if (checkout.placed && checkout.sent) {
    return (
      <OrderDone
        locale={locale}
        text={text}
        placed={checkout.placed}
        sent={checkout.sent}
        packages={packages}
        ordersHref={ordersHref}
        shopHref={shopHref}
        signedIn={Boolean(account.roles)}
      />
    );
  }
  if (!checkout.ready)
    return (
      <p className="island-loading" role="status">
        {text.loading}
      </p>
    );
  if (cart.length === 0) {
    return (
      <p>
        {text.empty} <a href={shopHref}>{text.keepShopping}</a>
      </p>
    );
  }
  const digits = (n: number) => formatDigits(locale, n);
  // On a desktop the order list in short sits beside the form (forms/lists.css).
  return (
    <div className="checkout-layout">
      <section className="checkout-summary" aria-labelledby="checkout-summary">
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
      <CheckoutForm locale={locale} text={text} checkout={checkout} />
    </div>
  );
}
