import { formatDigits } from '~/shared/catalogue/format.ts';
import { fill } from '~/shared/i18n/fill.ts';
import type { CheckoutText } from './CheckoutIsland.tsx';
import type { Locale } from '~/shared/i18n/locale.ts';

interface Props {
  locale: Locale;
  text: Pick<CheckoutText, 'doneTitle' | 'doneText' | 'orderNumber' | 'seeOrders'>;
  orderId: number;
  ordersHref: string;
  /** Only a signed-in customer has an order list to link to. */
  signedIn: boolean;
}

/** The confirmation after ordering: its heading takes focus, so a screen reader reads the news at once. */
export function OrderDone({ locale, text, orderId, ordersHref, signedIn }: Props) {
  return (
    <section className="order-done" aria-labelledby="order-done-title">
      <h2 id="order-done-title" tabIndex={-1} ref={(heading) => heading?.focus()}>
        {text.doneTitle}
      </h2>
      <p>{text.doneText}</p>
      <p>
        <strong>{fill(text.orderNumber, { id: formatDigits(locale, orderId) })}</strong>
      </p>
      {signedIn && (
        <p>
          <a href={ordersHref}>{text.seeOrders}</a>
        </p>
      )}
    </section>
  );
}
