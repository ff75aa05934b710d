import { useState, type FormEvent } from 'react';
import { formatCount, nameIn } from '~/shared/i18n/format.ts';
import { formatMoment } from '~/shared/i18n/dates.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { plural, pluralFormsOf, type PluralForms } from '~/shared/i18n/plural.ts';
import { quoteOpen, quoteSum } from '~/shared/orders/quote.ts';
import { amountOf } from '~/shared/staff/quotePrices.ts';
import { say } from '~/features/staff/forms/say.ts';
import { tomans } from '~/features/staff/forms/tomans.ts';
import type { OrdersText } from './ordersText.ts';
import type { DetailsPart } from './useOrderChange.ts';
import type { Carrier, PaymentWay } from '~/shared/fields/vocabulary.ts';
import type { OrderQuote } from '~/shared/contract/types.ts';
import { NOTE_MAX } from '~/shared/fields/staffVocabulary.ts';
import type { StaffOrder } from '~/shared/contract/staff/orders.ts';

/** What the shop offers in a quote and a shipment (ORDER_PAYMENT_WAYS, ORDER_CARRIERS), and the call it promises (CALL_BACK_HOURS). */
export interface OrderOptions {
  paymentWays: PaymentWay[];
  carriers: Carrier[];
  callBackHours: number;
}

interface Props extends DetailsPart {
  options: OrderOptions;
}

/**
 * The quote after the call: the one sent (its total, until when it holds, whether the customer asked for a
 * call), and the form to write it (an order just called) or to send it again.
 */
export function QuoteSection(props: Props) {
  const { id, locale, order, text, timeZone } = props;
  const { quote } = order;
  const [writing, setWriting] = useState(!quote);
  // The moment the details opened: whether the quote still holds does not change while staff read it.
  const [now] = useState(() => Date.now());
  const date = (at: string) => formatMoment(locale, timeZone, at);
  const open = quote !== null && quoteOpen(quote, now);
  return (
    <section className="order-quote" aria-labelledby={`${id}-quote`}>
      <h3 id={`${id}-quote`}>{text['orders.quote']}</h3>
      {quote && (
        <p className={open ? 'staff-hint' : 'staff-warning'}>
          {say(text, open ? 'orders.quoteSent' : 'orders.quoteExpired', {
            date: date(quote.sentAt),
            total: quoteTotalText(locale, order, text, quote),
            until: date(quote.expiresAt),
          })}
        </p>
      )}
      {order.callMeAt && <p className="staff-warning">{say(text, 'orders.callMe', { date: date(order.callMeAt) })}</p>}
      {writing ? (
        <QuoteForm {...props} />
      ) : (
        <button type="button" className="button quiet" onClick={() => setWriting(true)}>
          {text['orders.writeQuote']}
        </button>
      )}
    </section>
  );
}

/** A quote's total with delivery, as the staff area writes amounts. */
const quoteTotalText = (locale: Locale, order: StaffOrder, text: OrdersText, quote: Pick<OrderQuote, 'prices' | 'delivery'>) =>
  tomans(
    locale,
    text,
    quoteSum(
      order.lines.map((line) => line.count),
      quote,
    ).total,
  );

/**
 * The quote's form: each line's price per package, filled from the quote sent or the prices to quote, the
 * delivery, the way to pay and a note, with the total as typed.
 */
function QuoteForm({ id, locale, order, text, options, change }: Props) {
  const { quote } = order;
  const [prices, setPrices] = useState(() => order.lines.map((line, index) => String(quote?.prices[index] ?? line.unitPrice ?? '')));
  const [delivery, setDelivery] = useState(String(quote?.delivery ?? ''));
  const [payment, setPayment] = useState<PaymentWay>(quote?.payment ?? options.paymentWays[0]!);
  const [note, setNote] = useState(quote?.note ?? '');
  const [missing, setMissing] = useState(false);
  const amounts = prices.map(amountOf);
  const deliveryAmount = amountOf(delivery);
  const typed =
    amounts.every((price) => price !== null) && deliveryAmount !== null ? { prices: amounts as number[], delivery: deliveryAmount } : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!typed);
    if (typed) void change.sendQuote({ ...typed, payment, note: note.trim() });
  };
  const priceLabel = (line: StaffOrder['lines'][number]) =>
    say(text, 'orders.quotePrice', {
      name: nameIn(locale, line),
      size: line.size[locale],
      count: plural(locale, pluralFormsOf(text, 'orders.packagesOnly') as PluralForms, line.count, formatCount(locale, line.count)),
    });
  return (
    <form className="order-quote-form" onSubmit={submit} noValidate>
      {order.lines.map((line, index) => (
        <AmountField
          key={`${line.sku}-${index}`}
          id={`${id}-price-${index}`}
          label={priceLabel(line)}
          value={prices[index]!}
          invalid={missing && amounts[index] === null}
          onChange={(value) => setPrices(prices.map((price, at) => (at === index ? value : price)))}
        />
      ))}
      <QuoteTerms
        id={id}
        text={text}
        paymentWays={options.paymentWays}
        terms={{ delivery, payment, note }}
        deliveryInvalid={missing && deliveryAmount === null}
        onChange={(changes) => {
          if (changes.delivery !== undefined) setDelivery(changes.delivery);
          if (changes.payment !== undefined) setPayment(changes.payment);
          if (changes.note !== undefined) setNote(changes.note);
        }}
      />
      {typed && <p className="order-total">{say(text, 'orders.quoteTotal', { total: quoteTotalText(locale, order, text, typed) })}</p>}
      {missing && !typed && (
        <p className="staff-error" role="alert">
          {text['orders.quoteMissing']}
        </p>
      )}
      <button type="submit" className="button" disabled={change.busy}>
        {text['orders.sendQuote']}
      </button>
    </form>
  );
}

/** A quote's terms as typed: the delivery in tomans, the way to pay, the note to the customer. */
export interface QuoteTermsTyped {
  delivery: string;
  payment: PaymentWay;
  note: string;
}

type TermsText = Readonly<Record<'orders.delivery' | 'orders.payment' | 'orders.quoteNote' | `payment.${PaymentWay}`, string>>;

/** The quote's terms after its prices (the quote after the call, and the order staff take): delivery, way to pay, note. */
export function QuoteTerms(props: {
  id: string;
  text: TermsText;
  paymentWays: PaymentWay[];
  terms: QuoteTermsTyped;
  deliveryInvalid: boolean;
  onChange: (changes: Partial<QuoteTermsTyped>) => void;
}) {
  const { id, text, terms, onChange } = props;
  return (
    <>
      <AmountField
        id={`${id}-delivery`}
        label={text['orders.delivery']}
        value={terms.delivery}
        invalid={props.deliveryInvalid}
        onChange={(delivery) => onChange({ delivery })}
      />
      <div className="staff-field">
        <label htmlFor={`${id}-payment`}>{text['orders.payment']}</label>
        <select id={`${id}-payment`} value={terms.payment} onChange={(event) => onChange({ payment: event.target.value as PaymentWay })}>
          {props.paymentWays.map((way) => (
            <option key={way} value={way}>
              {text[`payment.${way}`]}
            </option>
          ))}
        </select>
      </div>
      <div className="staff-field">
        <label htmlFor={`${id}-quote-note`}>{text['orders.quoteNote']}</label>
        <textarea
          id={`${id}-quote-note`}
          dir="auto"
          rows={2}
          maxLength={NOTE_MAX}
          value={terms.note}
          onChange={(event) => onChange({ note: event.target.value })}
        />
      </div>
    </>
  );
}

/** An amount in tomans as typed (Persian digits and separators accepted), marked when it is not one. */
function AmountField(field: { id: string; label: string; value: string; invalid: boolean; onChange: (value: string) => void }) {
  return (
    <div className="staff-field">
      <label htmlFor={field.id}>{field.label}</label>
      <input
        id={field.id}
        inputMode="numeric"
        dir="ltr"
        value={field.value}
        aria-invalid={field.invalid ? 'true' : undefined}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </div>
  );
}

/** Marking a confirmed order sent: the carrier (the shop's list) and the parcel's tracking code. */
export function ShipForm({ id, text, options, change }: Pick<Props, 'id' | 'text' | 'options' | 'change'>) {
  const [carrier, setCarrier] = useState<Carrier>(options.carriers[0]!);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change.change('sent', { carrier, trackingCode: code });
  };
  return (
    <form className="order-ship-form" onSubmit={submit} noValidate>
      <div className="staff-field">
        <label htmlFor={`${id}-carrier`}>{text['orders.carrier']}</label>
        <select id={`${id}-carrier`} value={carrier} onChange={(event) => setCarrier(event.target.value as Carrier)}>
          {options.carriers.map((name) => (
            <option key={name} value={name}>
              {text[`carrier.${name}`]}
            </option>
          ))}
        </select>
      </div>
      <div className="staff-field">
        <label htmlFor={`${id}-tracking`}>{text['orders.trackingCode']}</label>
        <input
          id={`${id}-tracking`}
          dir="ltr"
          autoComplete="off"
          value={code}
          aria-describedby={`${id}-tracking-hint`}
          onChange={(event) => setCode(event.target.value)}
        />
        <p id={`${id}-tracking-hint`} className="staff-hint">
          {text['orders.trackingHint']}
        </p>
      </div>
      <button type="submit" className="button" disabled={change.busy}>
        {text['orders.markSent']}
      </button>
    </form>
  );
}
