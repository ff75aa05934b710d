import { say } from '~/features/staff/forms/say.ts';
import { FieldError } from '~/features/staff/forms/StaffField.tsx';
import { formatCount } from '~/shared/i18n/format.ts';
import { formatMoment } from '~/shared/i18n/dates.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import { plural, pluralFormsOf, type PluralForms } from '~/shared/i18n/plural.ts';
import { STAFF_CHANNELS } from '~/shared/fields/channels.ts';
import type { NewOrderText } from './newOrderText.ts';
import type { NewOrderState } from './useNewOrder.ts';
import { CUSTOMER_FIELDS, type CustomerField } from '~/shared/fields/staffVocabulary.ts';
import type { KnownCustomer } from '~/shared/contract/staff/takenOrders.ts';

interface Props {
  locale: Locale;
  timeZone: string;
  text: NewOrderText;
  /** Each customer field's label, as the checkout names it. */
  labels: Readonly<Record<CustomerField, string>>;
  order: NewOrderState;
}

/** The customer: their number first (found, it fills the rest), then the checkout's fields, the channel and the texts' language. */
export function CustomerPart({ locale, timeZone, text, labels, order }: Props) {
  const { form, edit, errors } = order;
  const field = (name: CustomerField) => {
    const id = `new-order-${name}`;
    const latin = name === 'mobile' || name === 'postalCode';
    return (
      <div className="staff-field" key={name}>
        <label htmlFor={id}>{labels[name]}</label>
        <div className={name === 'mobile' ? 'new-order-find' : undefined}>
          <input
            id={id}
            value={form.customer[name]}
            dir={latin ? 'ltr' : 'auto'}
            inputMode={latin ? 'tel' : undefined}
            autoComplete="off"
            aria-invalid={errors[name] ? 'true' : undefined}
            aria-describedby={
              [name === 'mobile' ? `${id}-hint` : '', errors[name] ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
            }
            onChange={(event) => edit({ customer: { ...form.customer, [name]: event.target.value } })}
            onKeyDown={(event) => {
              if (name === 'mobile' && event.key === 'Enter') void order.find();
            }}
          />
          {name === 'mobile' && (
            <button type="button" className="button quiet" disabled={order.busy} onClick={() => void order.find()}>
              {text['newOrder.find']}
            </button>
          )}
        </div>
        {name === 'mobile' && (
          <p id={`${id}-hint`} className="staff-hint">
            {text['newOrder.mobileHint']}
          </p>
        )}
        <FieldError id={id} error={errors[name]} />
        {name === 'mobile' && order.known !== undefined && (
          <KnownLine locale={locale} timeZone={timeZone} text={text} known={order.known} mobile={form.customer.mobile} />
        )}
      </div>
    );
  };
  return (
    <section className="new-order-part" aria-labelledby="new-order-customer">
      <h2 id="new-order-customer">{text['newOrder.customer']}</h2>
      <div className="new-order-fields">{CUSTOMER_FIELDS.map(field)}</div>
      <fieldset className="new-order-choice">
        <legend>{text['newOrder.channel']}</legend>
        {STAFF_CHANNELS.map((channel) => (
          <label key={channel}>
            <input type="radio" name="channel" checked={form.channel === channel} onChange={() => edit({ channel })} />{' '}
            {text[`channel.${channel}`]}
          </label>
        ))}
      </fieldset>
      <fieldset className="new-order-choice">
        <legend>{text['newOrder.language']}</legend>
        {(['fa', 'en'] as const).map((language) => (
          <label key={language}>
            <input type="radio" name="language" checked={form.locale === language} onChange={() => edit({ locale: language })} />{' '}
            {text[language === 'fa' ? 'newOrder.languageFa' : 'newOrder.languageEn']}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

/** What the shop knows of the number: a returning customer (with a way to their page) or none. */
function KnownLine({
  locale,
  timeZone,
  text,
  known,
  mobile,
}: {
  locale: Locale;
  timeZone: string;
  text: NewOrderText;
  known: KnownCustomer | null;
  mobile: string;
}) {
  if (!known)
    return (
      <p className="staff-hint" role="status">
        {text['newOrder.unknown']}
      </p>
    );
  const orders = plural(locale, pluralFormsOf(text, 'newOrder.orders') as PluralForms, known.orders, formatCount(locale, known.orders));
  return (
    <p className="new-order-known" role="status">
      {known.lastOrderAt && say(text, 'newOrder.known', { orders, date: formatMoment(locale, timeZone, known.lastOrderAt, 'date') })}{' '}
      {known.account && say(text, 'newOrder.knownAccount', { name: known.account })}{' '}
      {known.orders > 0 && <a href={localePath(locale, `/staff/customers/${encodeURIComponent(mobile)}`)}>{text['newOrder.history']}</a>}
    </p>
  );
}
