import { useState, type FormEvent } from 'react';
import { say } from '~/features/staff/forms/say.ts';
import { tomans } from '~/features/staff/forms/tomans.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import { formatMoment } from '~/shared/i18n/dates.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { amountOf } from '~/shared/staff/quotePrices.ts';
import { QuoteTerms } from '~/features/staff/orders/OrderQuoteForm.tsx';
import { addSize } from '~/shared/staff/newOrder.ts';
import { DraftList } from './DraftList.tsx';
import { CustomerPart } from './CustomerPart.tsx';
import type { NewOrderText } from './newOrderText.ts';
import { ProductFinder } from './ProductFinder.tsx';
import { TakenLines } from './TakenLines.tsx';
import { useNewOrder, type NewOrderStart, type NewOrderState, type TakenResult } from './useNewOrder.ts';
import type { PaymentWay } from '~/shared/fields/vocabulary.ts';
import type { CustomerField } from '~/shared/fields/staffVocabulary.ts';
import type { OrderDraft } from '~/shared/contract/staff/takenOrders.ts';

interface Props {
  locale: Locale;
  timeZone: string;
  start: NewOrderStart;
  drafts: OrderDraft[];
  /** The draft's sizes no longer sold, left out as it opened. */
  leftOut: string[];
  paymentWays: PaymentWay[];
  labels: Readonly<Record<CustomerField, string>>;
  text: NewOrderText;
}

/** The new-order form (docs/staff.md#orders-staff-take): the customer, the products, the quote; sent, or kept as a draft. */
export function NewOrderIsland({ locale, timeZone, start, drafts, leftOut, paymentWays, labels, text }: Props) {
  const order = useNewOrder(locale, start, drafts);
  const list = <DraftList locale={locale} timeZone={timeZone} text={text} drafts={order.drafts} open={order.draft?.id ?? null} />;
  if (order.result)
    return (
      <>
        {list}
        <TakenPanel locale={locale} text={text} result={order.result} />
      </>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void order.send();
  };
  const { draft, asked } = order;
  const invalid = Object.keys(order.errors).length > 0;
  return (
    <form className="new-order" onSubmit={submit} noValidate>
      {list}
      {draft && (
        <p className="staff-hint">
          {say(text, 'newOrder.draftOpen', { by: draft.takenBy, date: formatMoment(locale, timeZone, draft.updatedAt) })}
        </p>
      )}
      {leftOut.length > 0 && <p className="staff-warning">{say(text, 'newOrder.draftLeftOut', { skus: leftOut.join(', ') })}</p>}
      <CustomerPart locale={locale} timeZone={timeZone} text={text} labels={labels} order={order} />
      <ProductFinder locale={locale} text={text} onAdd={(size) => order.setLines((now) => addSize(now, size))} />
      <section className="new-order-part" aria-labelledby="new-order-lines">
        <h2 id="new-order-lines">{text['newOrder.lines']}</h2>
        {order.lines.length === 0 ? (
          <p className={asked && order.errors.lines ? 'staff-error' : 'staff-hint'}>
            {text[asked && order.errors.lines ? 'newOrder.needLines' : 'newOrder.noLines']}
          </p>
        ) : (
          <TakenLines
            locale={locale}
            text={text}
            lines={order.lines}
            setLines={order.setLines}
            priceMissing={(line) => asked && Boolean(order.errors.prices) && amountOf(line.price) === null}
          />
        )}
        <QuoteFields text={text} paymentWays={paymentWays} order={order} asked={asked} />
        <TotalLine locale={locale} text={text} order={order} />
      </section>
      <div role="alert">
        {asked && invalid && (
          <p className="staff-error">
            {text[order.errors.prices && Object.keys(order.errors).length === 1 ? 'orders.quoteMissing' : 'newOrder.fix']}
          </p>
        )}
        {order.failure && <p className="staff-error new-order-failure">{order.failure}</p>}
      </div>
      <div className="new-order-actions">
        <button type="submit" className="button" disabled={order.busy}>
          {text['newOrder.send']}
        </button>
        <button type="button" className="button quiet" disabled={order.busy} onClick={() => void order.keep()}>
          {text['newOrder.keep']}
        </button>
        {draft && (
          <button type="button" className="button quiet danger" disabled={order.busy} onClick={() => void order.removeDraft()}>
            {text['newOrder.removeDraft']}
          </button>
        )}
      </div>
    </form>
  );
}

/** Delivery, the way to pay and the note to the customer, as the quote after a call asks them. */
function QuoteFields({
  text,
  paymentWays,
  order,
  asked,
}: {
  text: NewOrderText;
  paymentWays: PaymentWay[];
  order: NewOrderState;
  asked: boolean;
}) {
  const { form, edit } = order;
  return (
    <div className="new-order-quote">
      <QuoteTerms
        id="new-order"
        text={text}
        paymentWays={paymentWays}
        terms={{ delivery: form.delivery, payment: form.payment || paymentWays[0]!, note: form.note }}
        deliveryInvalid={asked && Boolean(order.errors.prices) && amountOf(form.delivery) === null}
        onChange={edit}
      />
    </div>
  );
}

/** The total as typed, once every price and the delivery are amounts. */
function TotalLine({ locale, text, order }: { locale: Locale; text: NewOrderText; order: NewOrderState }) {
  const prices = order.lines.map((line) => amountOf(line.price));
  const delivery = amountOf(order.form.delivery);
  if (order.lines.length === 0 || delivery === null || prices.some((price) => price === null)) return null;
  const total = order.lines.reduce((sum, line, index) => sum + line.count * prices[index]!, delivery);
  return <p className="order-total">{say(text, 'orders.quoteTotal', { total: tomans(locale, text, total) })}</p>;
}

/** After the quote is sent: what happened, the link to paste into the chat, and the ways on. */
function TakenPanel({ locale, text, result }: { locale: Locale; text: NewOrderText; result: TakenResult }) {
  const [copied, setCopied] = useState(false);
  const number = digitsIn(locale, String(orderNumber(result.id)));
  return (
    <div className="new-order-taken" role="status">
      <p>{say(text, 'newOrder.sent', { id: number, total: tomans(locale, text, result.total) })}</p>
      <p className="new-order-link">
        <a href={result.link} dir="ltr">
          {result.link}
        </a>
      </p>
      <p className="new-order-actions">
        <button
          type="button"
          className="button quiet"
          onClick={() => void navigator.clipboard?.writeText(result.link).then(() => setCopied(true))}
        >
          {text['newOrder.copy']}
        </button>
        <a className="button quiet" href={`${localePath(locale, '/staff/orders')}?status=all&q=${orderNumber(result.id)}`}>
          {text['newOrder.openOrder']}
        </a>
        <a className="button" href={localePath(locale, '/staff/orders/new')}>
          {text['newOrder.another']}
        </a>
      </p>
      {copied && <p className="staff-hint">{text['newOrder.copied']}</p>}
    </div>
  );
}
