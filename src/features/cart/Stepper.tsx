import { MAX_PACKAGES, type CartItem } from '~/shared/cart/cartRules.ts';
import { formatDigits } from '~/shared/catalogue/format.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { decreaseInCart, increaseInCart } from './lists.store.ts';
import { named } from '~/shared/i18n/fill.ts';

interface Props {
  locale: Locale;
  item: CartItem;
  /** The product's name: the group's label and, after the action, each button's. */
  name: string;
  text: { decrease: string; increase: string };
}

/** − count + for a line of the order list or the basket: at most MAX_PACKAGES, and − at one removes the line. */
export function Stepper({ locale, item, name, text }: Props) {
  return (
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
  );
}
