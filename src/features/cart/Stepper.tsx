import { type CartItem } from '~/shared/cart/cartRules.ts';
import { formatDigits } from '~/shared/i18n/format.ts';
import { CONTACT, contactPhoneText } from '~/features/content/contactDetails.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { decreaseInCart, increaseInCart } from './lists.store.ts';
import { fill, named } from '~/shared/i18n/fill.ts';
import { MAX_PACKAGES } from '~/shared/fields/limits.ts';

interface Props {
  locale: Locale;
  item: CartItem;
  /** The product's name: the group's label and, after the action, each button's. */
  name: string;
  text: { decrease: string; increase: string; cap: string; callUs: string };
}

/** − count + for a line of the order list or the basket: at most MAX_PACKAGES, and − at one removes the line. */
export function Stepper({ locale, item, name, text }: Props) {
  return (
    <>
      <div className="stepper" role="group" aria-label={name}>
        <button type="button" onClick={() => decreaseInCart(item.sku)} aria-label={named(text.decrease, name)}>
          −
        </button>
        <output>{formatDigits(locale, item.countInCart)}</output>
        <button
          type="button"
          onClick={() => increaseInCart(item)}
          disabled={item.countInCart >= MAX_PACKAGES}
          aria-label={named(text.increase, name)}
        >
          +
        </button>
      </div>
      {item.countInCart >= MAX_PACKAGES && <CapNote locale={locale} text={text} />}
    </>
  );
}

/** At the cap, why + stops, and the way to order more: a call. */
function CapNote({ locale, text }: { locale: Locale; text: { cap: string; callUs: string } }) {
  return (
    <p className="cap-note" role="status">
      {fill(text.cap, { max: formatDigits(locale, MAX_PACKAGES) })}{' '}
      <a href={`tel:${CONTACT.phone}`}>
        {text.callUs} <bdi dir="ltr">{contactPhoneText(locale)}</bdi>
      </a>
    </p>
  );
}
