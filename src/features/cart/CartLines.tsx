import type { CartItem } from '~/shared/cart/cartRules.ts';
import { formatDigits } from '~/shared/i18n/format.ts';
import type { PackageType } from '~/shared/contract/types.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { plural } from '~/shared/i18n/plural.ts';
import type { CartText } from './cartText.ts';
import { moveToBuyLater, moveToCart, removeFromBuyLater, removeFromCart, setLinePackage } from './lists.store.ts';
import { OrderLine } from './OrderLine.tsx';
import { linePackage, packageSummary } from './packageText.ts';
import { Stepper } from './Stepper.tsx';
import { named } from '~/shared/i18n/fill.ts';

interface LineProps {
  locale: Locale;
  item: CartItem;
  text: CartText;
}

const nameOf = (locale: Locale, item: CartItem) => (locale === 'fa' ? item.nameFa : item.nameEn);

/** A line of the order list: package type, stepper and package count, then buy later and remove. */
export function CartLine({ locale, item, text, packages }: LineProps & { packages: PackageType[] }) {
  const name = nameOf(locale, item);
  return (
    <OrderLine locale={locale} item={item} text={text} link>
      <div className="line-controls">
        <PackageChoice locale={locale} item={item} text={text} packages={packages} />
        <div className="line-count">
          <Stepper locale={locale} item={item} name={name} text={text} />
          <span className="package-line">{packageSummary(locale, item.countInCart, linePackage(item, packages), text)}</span>
        </div>
      </div>
      <p className="line-links">
        <button type="button" className="link-button" onClick={() => moveToBuyLater(item.sku)} aria-label={named(text.buyLater, name)}>
          {text.buyLater}
        </button>
        <button type="button" className="link-button" onClick={() => removeFromCart(item.sku)} aria-label={named(text.remove, name)}>
          {text.remove}
        </button>
      </p>
    </OrderLine>
  );
}

/** The package types the line's product is sold in (a line saved before they were chosen: the shop's); none for one. */
function PackageChoice({ locale, item, text, packages }: LineProps & { packages: PackageType[] }) {
  const offered = packages.filter((p) => item.packageIds?.includes(p.id) ?? true);
  const chosen = linePackage(item, packages);
  if (offered.length < 2 || !chosen) return null;
  const id = `package-${item.sku}`;
  return (
    <p className="package-choice-line">
      <label htmlFor={id}>{text.packaging}</label>
      <select id={id} value={chosen.id} onChange={(event) => setLinePackage(item.sku, Number(event.currentTarget.value))}>
        {offered.map((p) => (
          <option key={p.id} value={p.id}>
            {locale === 'fa' ? p.titleFa : p.titleEn} ({plural(locale, text.pieces, p.pieces, formatDigits(locale, p.pieces))})
          </option>
        ))}
      </select>
    </p>
  );
}

/** A line of the buy-later list: back to the order list, or remove. */
export function LaterLine({ locale, item, text }: LineProps) {
  const name = nameOf(locale, item);
  return (
    <OrderLine locale={locale} item={item} text={text} link>
      <p className="line-links">
        <button type="button" className="link-button" onClick={() => moveToCart(item.sku)} aria-label={named(text.moveToCart, name)}>
          {text.moveToCart}
        </button>
        <button type="button" className="link-button" onClick={() => removeFromBuyLater(item.sku)} aria-label={named(text.remove, name)}>
          {text.remove}
        </button>
      </p>
    </OrderLine>
  );
}
