import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '~/features/forms/ConfirmDialog.tsx';
import { formatCount, formatDigits, nameIn } from '~/shared/i18n/format.ts';
import { formatMoment } from '~/shared/i18n/dates.ts';
import { listSemicolon } from '~/shared/i18n/lineParts.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { plural, pluralFormsOf, type PluralForms } from '~/shared/i18n/plural.ts';
import { say } from '~/features/staff/forms/say.ts';
import { OrderActions, OrderFacts, OrderLines, OrderShipment, PhoneLink } from './OrderDetails.tsx';
import { QuoteSection, type OrderOptions } from './OrderQuoteForm.tsx';
import { OrderMoves, OrderNotes, OrderTexts } from './OrderNotes.tsx';
import type { OrdersText } from './ordersText.ts';
import { useOrderChange, type OrderChange } from './useOrderChange.ts';
import { callDue } from '~/shared/staff/dashboard.ts';
import type { OrderState } from '~/shared/fields/vocabulary.ts';
import type { StaffOrder } from '~/shared/contract/staff/orders.ts';

interface Props {
  locale: Locale;
  order: StaffOrder;
  text: OrdersText;
  /** The shop's time zone (docs/rules.md#dates-and-times). */
  timeZone: string;
  /** The order as the service answered after a change. */
  onChanged: (order: StaffOrder, from: OrderState) => void;
  /** Shown open (the one order a search found, the latest new one). */
  open: boolean;
  options: OrderOptions;
}

/**
 * What was ordered, in short, what staff ask first leading: the first two lines (`12 pieces, Ø20: Kavir jar`) and how
 * many more.
 */
function linesInShort(locale: Locale, order: StaffOrder, text: OrdersText): string {
  const pieces = pluralFormsOf(text, 'orders.pieces') as PluralForms;
  const shown = order.lines.slice(0, 2).map((line) => {
    const values = { count: formatCount(locale, line.count), name: nameIn(locale, line), size: line.size[locale] };
    if (line.pieces === null) return say(text, 'orders.lineShort', values);
    const total = line.count * line.pieces;
    return say(text, 'orders.lineShortPieces', { ...values, pieces: plural(locale, pieces, total, formatCount(locale, total)) });
  });
  const more = order.lines.length - shown.length;
  if (more > 0) {
    const forms = pluralFormsOf(text, 'orders.moreLines') as PluralForms;
    shown.push(plural(locale, forms, more, formatCount(locale, more)));
  }
  return shown.join(listSemicolon(locale));
}

/**
 * One order on a line: number, time, who, where, what and status, a button opening its details in place, and the
 * number to call.
 */
export function OrderRow({ locale, order, text, timeZone, onChanged, open: shownOpen, options }: Props) {
  const id = useId();
  const [open, setOpen] = useState(shownOpen);
  // Asked to show open later (the latest new order after "Show them"): opens, as React adjusts state to a prop.
  const [shown, setShown] = useState(shownOpen);
  if (shownOpen !== shown) {
    setShown(shownOpen);
    if (shownOpen) setOpen(true);
  }
  const change = useOrderChange(order, onChanged);
  const number = formatDigits(locale, orderNumber(order.id));
  // Past the call the shop promises (CALL_BACK_HOURS), as the dashboard marks it.
  const [now] = useState(() => Date.now());
  const late = order.status === 'new' && callDue(Date.parse(order.createdAt), now, options.callBackHours).lateBy > 0;
  return (
    <li id={`order-${order.id}`} className={`order-row status-${order.status}`} aria-labelledby={`${id}-title`}>
      <div className="order-summary">
        {/* The accordion pattern: a heading holding the button, so the details' own headings sit under it. */}
        <h2 className="order-heading">
          <button
            type="button"
            className="order-toggle"
            aria-expanded={open}
            aria-controls={`${id}-details`}
            onClick={() => setOpen(!open)}
          >
            <span id={`${id}-title`} className="order-number">
              {say(text, 'orders.order', { id: number })}
            </span>
            <time dateTime={order.createdAt} className="order-date">
              <span className="visually-hidden">{text['orders.placedOn']}: </span>
              {formatMoment(locale, timeZone, order.createdAt)}
            </time>
            <span className="order-who">
              <bdi>{order.name}</bdi> <span className="order-city">{order.city}</span>
            </span>
            <span className="order-short">{linesInShort(locale, order, text)}</span>
            <span className={`order-status order-status-${order.status}`}>
              <span className="visually-hidden">{text['orders.statusLabel']}: </span>
              {text[`orders.status.${order.status}`]}
              {late && <span className="order-late">{text['orders.late']}</span>}
              {order.callMeAt && <span className="order-call-me">{text['orders.callMeShort']}</span>}
              {order.channel !== 'web' && (
                <span className="order-channel">
                  {order.takenBy
                    ? say(text, 'orders.takenBy', { channel: text[`channel.${order.channel}`], name: order.takenBy })
                    : text[`channel.${order.channel}`]}
                </span>
              )}
            </span>
          </button>
        </h2>
        <PhoneLink locale={locale} order={order} text={text} />
      </div>
      {open && <Details id={id} locale={locale} order={order} text={text} timeZone={timeZone} options={options} change={change} />}
      <ConfirmDialog
        open={change.confirming}
        question={say(text, 'orders.confirmCancel', { id: number })}
        cancel={text['orders.keep']}
        confirm={text['orders.confirmCancelButton']}
        onCancel={() => change.setConfirming(false)}
        onConfirm={() => void change.change('cancelled')}
      />
    </li>
  );
}

/**
 * An order's details, open in place: the shop and address, the lines, notes, quote, shipment, history and next steps.
 */
function Details({
  id,
  locale,
  order,
  text,
  timeZone,
  options,
  change,
}: Omit<Props, 'onChanged' | 'open'> & { id: string; change: OrderChange }) {
  return (
    <div id={`${id}-details`} className="order-details">
      <OrderFacts locale={locale} order={order} text={text} />
      <OrderLines locale={locale} order={order} text={text} />
      <OrderNotes id={id} locale={locale} order={order} text={text} timeZone={timeZone} change={change} />
      {(order.status === 'called' || order.status === 'quoted') && (
        <QuoteSection
          key={order.quote?.sentAt ?? ''}
          id={id}
          locale={locale}
          order={order}
          text={text}
          timeZone={timeZone}
          options={options}
          change={change}
        />
      )}
      <OrderShipment order={order} text={text} />
      <OrderMoves locale={locale} order={order} text={text} timeZone={timeZone} />
      <OrderTexts locale={locale} order={order} text={text} timeZone={timeZone} change={change} />
      <OrderActions titleId={`${id}-title`} order={order} text={text} options={options} change={change} />
      {change.error && (
        <p className="staff-error" role="alert">
          {change.error}
        </p>
      )}
      {order.updatedAt && (
        <p className="staff-hint">{say(text, 'orders.changedOn', { date: formatMoment(locale, timeZone, order.updatedAt) })}</p>
      )}
    </div>
  );
}
