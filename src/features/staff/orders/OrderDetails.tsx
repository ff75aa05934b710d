import { digitsIn, formatCount, nameIn } from '~/shared/i18n/format.ts';
import { AddressText } from '~/features/forms/AddressText.tsx';
import { plural, pluralFormsOf, type PluralForms } from '~/shared/i18n/plural.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { nextStatuses } from '~/shared/staff/orders.ts';
import { say } from '~/features/staff/forms/say.ts';
import { tomans } from '~/features/staff/forms/tomans.ts';
import { quoteTotal } from '~/shared/staff/quotePrices.ts';
import type { OrdersText, OrdersTextKey } from './ordersText.ts';
import { ShipForm, type OrderOptions } from './OrderQuoteForm.tsx';
import type { OrderChange } from './useOrderChange.ts';
import type { OrderState } from '~/shared/fields/vocabulary.ts';
import type { StaffOrder } from '~/shared/contract/staff/orders.ts';

interface Part {
  locale: Locale;
  order: StaffOrder;
  text: OrdersText;
}

/** Each status's button: the move to it. */
const MARK = {
  new: null,
  called: 'orders.markCalled',
  quoted: null,
  confirmed: 'orders.markConfirmed',
  sent: 'orders.markSent',
  delivered: 'orders.markDelivered',
  cancelled: 'orders.cancel',
} as const satisfies Record<OrderState, OrdersTextKey | null>;

/** The number to call, tap to call, as the page writes it (Persian digits on the Persian page). */
export function PhoneLink({ locale, order, text }: Part) {
  return (
    <a
      className="order-phone"
      href={`tel:${order.mobile}`}
      aria-label={say(text, 'orders.call', { name: order.name, phone: digitsIn(locale, order.mobile) })}
    >
      <bdi dir="ltr">{digitsIn(locale, order.mobile)}</bdi>
    </a>
  );
}

/** Who ordered, the shop and where to deliver. */
export function OrderFacts({ locale, order, text }: Part) {
  return (
    <dl className="order-facts">
      <div>
        <dt>{text['orders.customer']}</dt>
        <dd>{order.name}</dd>
      </div>
      <div>
        <dt>{text['orders.shop']}</dt>
        <dd>{order.shopName}</dd>
      </div>
      <div className="order-address">
        <dt>{text['orders.address']}</dt>
        <dd>
          <AddressText locale={locale} address={order} />
          <br />
          {text['orders.postalCode']}: <bdi dir="ltr">{digitsIn(locale, order.postalCode)}</bdi>
        </dd>
      </div>
    </dl>
  );
}

/** What was ordered: each line's picture, name, SKU, size and count (in packages and pieces). */
export function OrderLines({ locale, order, text }: Part) {
  const forms = (phrase: 'orders.pieces' | 'orders.packagesOnly') => pluralFormsOf(text, phrase) as PluralForms;
  const count = (line: StaffOrder['lines'][number]) =>
    line.pieces !== null && line.packageEn !== null && line.packageFa !== null
      ? say(text, 'orders.packages', {
          count: formatCount(locale, line.count),
          package: locale === 'fa' ? line.packageFa : line.packageEn,
          pieces: plural(locale, forms('orders.pieces'), line.count * line.pieces, formatCount(locale, line.count * line.pieces)),
        })
      : plural(locale, forms('orders.packagesOnly'), line.count, formatCount(locale, line.count));
  return (
    <>
      <h3 className="visually-hidden">{text['orders.items']}</h3>
      <ul className="order-lines">
        {order.lines.map((line, index) => (
          <li key={`${line.sku}-${index}`} className="order-line">
            {line.picture ? (
              <img src={line.picture} width="56" height="56" alt="" loading="lazy" decoding="async" />
            ) : (
              <span className="order-line-blank" />
            )}
            <div>
              <p className="order-line-name">{nameIn(locale, line)}</p>
              <p className="order-line-facts">
                <span>
                  {text['orders.sku']}: <bdi dir="ltr">{line.sku}</bdi>
                </span>
                {line.size[locale] && (
                  <span>
                    {text['orders.size']}: <bdi>{line.size[locale]}</bdi>
                  </span>
                )}
              </p>
              <p className="order-line-count">{count(line)}</p>
              <LinePrice locale={locale} line={line} text={text} />
            </div>
          </li>
        ))}
      </ul>
      <OrderTotal locale={locale} order={order} text={text} />
    </>
  );
}

/** A line's price to quote (its packages times the price of one), or that its package type has none. */
function LinePrice({ locale, line, text }: { locale: Locale; line: StaffOrder['lines'][number]; text: OrdersText }) {
  if (line.unitPrice === null) return <p className="order-line-price unpriced">{text['orders.noPrice']}</p>;
  const amount = (value: number) => tomans(locale, text, value);
  return (
    <p className="order-line-price">
      {say(text, 'orders.linePrice', { amount: amount(line.unitPrice * line.count), price: amount(line.unitPrice) })}
    </p>
  );
}

/** What the order comes to for the person calling, and how many lines have no price. */
function OrderTotal({ locale, order, text }: Part) {
  const { total, unpriced } = quoteTotal(order.lines);
  if (unpriced === order.lines.length) return <p className="order-total">{text['orders.noPrices']}</p>;
  const forms = pluralFormsOf(text, 'orders.unpriced') as PluralForms;
  return (
    <p className="order-total">
      <strong>{say(text, 'orders.total', { amount: tomans(locale, text, total) })}</strong>
      {unpriced > 0 && <span className="unpriced">{plural(locale, forms, unpriced, formatCount(locale, unpriced))}</span>}
    </p>
  );
}

/** The buttons to the order's next statuses (cancelling asks first), or why a cancelled order offers none. */
export function OrderActions({
  titleId,
  order,
  text,
  options,
  change,
}: {
  titleId: string;
  order: StaffOrder;
  text: OrdersText;
  options: OrderOptions;
  change: OrderChange;
}) {
  if (order.status === 'cancelled') return <p className="staff-hint">{text['orders.cancelledFinal']}</p>;
  // Quoted by sending the quote (its own form); sent with the carrier and the tracking code.
  const next = nextStatuses(order.status).filter((status) => status !== 'quoted' && status !== 'sent');
  const shipping = nextStatuses(order.status).includes('sent');
  return (
    <>
      {shipping && <ShipForm id={titleId} text={text} options={options} change={change} />}
      {next.length > 0 && <Buttons titleId={titleId} next={next} text={text} change={change} />}
    </>
  );
}

/** How the order travels, once sent: the carrier, and the tracking code when there is one. */
export function OrderShipment({ order, text }: Pick<Part, 'order' | 'text'>) {
  if (!order.shipment) return null;
  const carrier = text[`carrier.${order.shipment.carrier}`];
  return (
    <p className="order-shipment">
      {order.shipment.code ? (
        <>
          {say(text, 'orders.sentWith', { carrier })} <bdi dir="ltr">{order.shipment.code}</bdi>
        </>
      ) : (
        say(text, 'orders.sentWithout', { carrier })
      )}
    </p>
  );
}

/** A button for each next status (cancelling asks first). */
function Buttons({ titleId, next, text, change }: { titleId: string; next: OrderState[]; text: OrdersText; change: OrderChange }) {
  return (
    <div className="staff-actions order-actions">
      {next.map((status) => (
        <button
          key={status}
          type="button"
          className={status === 'cancelled' ? 'button quiet order-cancel' : 'button'}
          disabled={change.busy}
          aria-describedby={titleId}
          onClick={() => (status === 'cancelled' ? change.setConfirming(true) : void change.change(status))}
        >
          {text[MARK[status]!]}
        </button>
      ))}
    </div>
  );
}
