import { useId, useState } from 'react';
import { apiCall, ApiError } from '~/features/api/apiClient.ts';
import { ConfirmDialog } from '~/features/forms/ConfirmDialog.tsx';
import { digitsIn, formatCount, nameIn } from '~/shared/catalogue/format.ts';
import { AddressText } from '~/features/forms/AddressText.tsx';
import { provinceName } from '~/shared/forms/provinces.ts';
import { formatMoment } from '~/shared/i18n/dates.ts';
import { plural, pluralFormsOf, type PluralForms } from '~/shared/i18n/plural.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { NOTE_MAX, type OrderState, type StaffOrder } from '~/shared/staff/orders.ts';
import { say } from '~/features/staff/forms/say.ts';
import type { OrdersText } from './ordersText.ts';

interface Props {
  locale: Locale;
  order: StaffOrder;
  text: OrdersText;
  /** The shop's time zone (docs/rules.md#dates-and-times). */
  timeZone: string;
  /** The order as the service answered after a change. */
  onChanged: (order: StaffOrder, from: OrderState) => void;
}

/** The buttons an order offers in each status: the next steps first; a cancelled order offers none. */
const ACTIONS: Record<
  OrderState,
  { status: OrderState; label: 'orders.markCalled' | 'orders.markDone' | 'orders.markNew' | 'orders.cancel' }[]
> = {
  new: [
    { status: 'called', label: 'orders.markCalled' },
    { status: 'done', label: 'orders.markDone' },
    { status: 'cancelled', label: 'orders.cancel' },
  ],
  called: [
    { status: 'done', label: 'orders.markDone' },
    { status: 'new', label: 'orders.markNew' },
    { status: 'cancelled', label: 'orders.cancel' },
  ],
  done: [
    { status: 'called', label: 'orders.markCalled' },
    { status: 'new', label: 'orders.markNew' },
    { status: 'cancelled', label: 'orders.cancel' },
  ],
  cancelled: [],
};

/** Marking an order: its note as typed, the call under way, the service's refusal, the cancel being confirmed. */
function useStatusChange(order: StaffOrder, onChanged: Props['onChanged']) {
  const [note, setNote] = useState(order.note);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);

  async function change(status: OrderState) {
    setConfirming(false);
    setBusy(true);
    setError('');
    try {
      const updated = await apiCall<StaffOrder>(`/v1/staff/orders/${order.id}/status`, { body: { status, note }, errorToasts: false });
      setNote(updated.note);
      onChanged(updated, order.status);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }
  return { note, setNote, busy, error, confirming, setConfirming, change };
}
type StatusChange = ReturnType<typeof useStatusChange>;

/** One order to call back: who, where, what, and the buttons that mark it. */
export function OrderCard({ locale, order, text, timeZone, onChanged }: Props) {
  const id = useId();
  const marking = useStatusChange(order, onChanged);
  const number = formatCount(locale, order.id);
  const date = (iso: string) => formatMoment(locale, timeZone, iso);
  return (
    <li id={`order-${order.id}`} className={`staff-card order-card status-${order.status}`} aria-labelledby={`${id}-title`}>
      <header className="order-head">
        <h2 id={`${id}-title`}>{say(text, 'orders.order', { id: number })}</h2>
        <span className={`order-status order-status-${order.status}`}>
          <span className="visually-hidden">{text['orders.statusLabel']}: </span>
          {text[`orders.status.${order.status}`]}
        </span>
        <time dateTime={order.createdAt} className="order-date">
          <span className="visually-hidden">{text['orders.placedOn']}: </span>
          {date(order.createdAt)}
        </time>
      </header>
      <OrderFacts locale={locale} order={order} text={text} />
      <OrderLines locale={locale} order={order} text={text} />
      {order.status === 'cancelled' ? (
        <>
          {order.note && (
            <p className="order-note">
              {text['orders.savedNote']}: <bdi>{order.note}</bdi>
            </p>
          )}
          <p className="staff-hint">{text['orders.cancelledFinal']}</p>
        </>
      ) : (
        <OrderChange id={id} order={order} text={text} marking={marking} />
      )}
      {order.updatedAt && <p className="staff-hint">{say(text, 'orders.changedOn', { date: date(order.updatedAt) })}</p>}
      <ConfirmDialog
        open={marking.confirming}
        question={say(text, 'orders.confirmCancel', { id: number })}
        cancel={text['orders.keep']}
        confirm={text['orders.confirmCancelButton']}
        onCancel={() => marking.setConfirming(false)}
        onConfirm={() => void marking.change('cancelled')}
      />
    </li>
  );
}

type Part = Pick<Props, 'locale' | 'order' | 'text'>;

/** Who ordered, the number to call (tap to call), the shop and where to deliver. */
function OrderFacts({ locale, order, text }: Part) {
  return (
    <dl className="order-facts">
      <div>
        <dt>{text['orders.customer']}</dt>
        <dd>{order.name}</dd>
      </div>
      <div>
        <dt>{text['orders.phone']}</dt>
        <dd>
          <a
            className="order-phone"
            href={`tel:${order.mobile}`}
            aria-label={say(text, 'orders.call', { name: order.name, phone: digitsIn(locale, order.mobile) })}
          >
            <bdi dir="ltr">{digitsIn(locale, order.mobile)}</bdi>
          </a>
        </dd>
      </div>
      <div>
        <dt>{text['orders.shop']}</dt>
        <dd>{order.shopName}</dd>
      </div>
      <div className="order-address">
        <dt>{text['orders.address']}</dt>
        <dd>
          <AddressText locale={locale} parts={[provinceName(order.province, locale) || order.province, order.city, order.address]} />
          <br />
          {text['orders.postalCode']}: <bdi dir="ltr">{digitsIn(locale, order.postalCode)}</bdi>
        </dd>
      </div>
    </dl>
  );
}

/** What was ordered: each line's picture, name, SKU, size and count (in packages and pieces). */
function OrderLines({ locale, order, text }: Part) {
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
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The note for the call and the buttons to the order's next statuses (cancelling asks first). */
function OrderChange({ id, order, text, marking }: { id: string; order: StaffOrder; text: OrdersText; marking: StatusChange }) {
  const style = (status: OrderState) =>
    status === 'cancelled' ? 'button quiet order-cancel' : status === 'new' ? 'button quiet' : 'button';
  return (
    <div className="order-change">
      <div className="staff-field">
        <label htmlFor={`${id}-note`}>{text['orders.note']}</label>
        <textarea
          id={`${id}-note`}
          dir="auto"
          rows={2}
          maxLength={NOTE_MAX}
          value={marking.note}
          onChange={(event) => marking.setNote(event.target.value)}
        />
      </div>
      <div className="staff-actions">
        {ACTIONS[order.status].map((action) => (
          <button
            key={action.status}
            type="button"
            className={style(action.status)}
            disabled={marking.busy}
            aria-describedby={`${id}-title`}
            onClick={() => (action.status === 'cancelled' ? marking.setConfirming(true) : void marking.change(action.status))}
          >
            {text[action.label]}
          </button>
        ))}
      </div>
      {marking.error && (
        <p className="staff-error" role="alert">
          {marking.error}
        </p>
      )}
    </div>
  );
}
