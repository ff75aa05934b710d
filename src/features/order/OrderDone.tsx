import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { useEffect, useRef } from 'react';
import { linePackage, packageSummary } from '~/features/cart/packageText.ts';
import { OrderLine } from '~/features/cart/OrderLine.tsx';
import type { CartItem } from '~/shared/cart/cartRules.ts';
import { digitsIn, formatDigits } from '~/shared/i18n/format.ts';
import type { PackageType } from '~/shared/contract/types.ts';
import { fill } from '~/shared/i18n/fill.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import type { CheckoutText } from './checkoutText.ts';

interface Props {
  locale: Locale;
  text: CheckoutText;
  /** The order's id and its own page, which opens without signing in. */
  placed: { orderId: number; link: string };
  /** What the order held, and the number the team calls. */
  sent: { lines: CartItem[]; phone: string };
  packages: PackageType[];
  ordersHref: string;
  shopHref: string;
  /** Only a signed-in customer has an order list to link to. */
  signedIn: boolean;
}

/**
 * The confirmation, in place of the form: the order number, when the team calls, the order's own page, what was
 * ordered and the ways on. Its heading takes focus, so a screen reader reads the news at once.
 */
export function OrderDone({ locale, text, placed, sent, packages, ordersHref, shopHref, signedIn }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Once, when it appears: a later render (the lists change in another tab) leaves the page where the shopper is.
  useEffect(() => {
    scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="order-done" aria-labelledby="order-done-title">
      <h2 id="order-done-title" tabIndex={-1} ref={heading}>
        {text.doneTitle}
      </h2>
      <p className="order-number">{fill(text.orderNumber, { id: formatDigits(locale, orderNumber(placed.orderId)) })}</p>
      <p>{fill(text.doneText, { time: text.callTime, phone: digitsIn(locale, sent.phone) })}</p>
      <p>
        {text.follow}{' '}
        <a className="nowrap" href={placed.link}>
          {text.orderPage}
        </a>
      </p>
      <h3>{text.ordered}</h3>
      <ul className="cart-lines checkout-lines">
        {sent.lines.map((item) => (
          <OrderLine key={item.sku} locale={locale} item={item} text={text} size={64}>
            <p className="package-line">{packageSummary(locale, item.countInCart, linePackage(item, packages), text)}</p>
          </OrderLine>
        ))}
      </ul>
      <p className="done-ways">
        <a className="button" href={shopHref}>
          {text.keepShopping}
        </a>
        {signedIn && <a href={ordersHref}>{text.seeOrders}</a>}
      </p>
    </section>
  );
}
