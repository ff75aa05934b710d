import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { plural, type PluralForms } from '../../shared/i18n/plural.ts';
import { formatDigits } from '../catalogue/format.ts';
import { mediaUrl, productPath } from '../catalogue/paths.ts';
import type { PackageType } from '../catalogue/types.ts';
import { MAX_PACKAGES, type CartItem } from './cartRules.ts';
import {
  $buyLater,
  $cart,
  $cartTotals,
  decreaseInCart,
  emptyCart,
  increaseInCart,
  moveToBuyLater,
  moveToCart,
  removeFromBuyLater,
  removeFromCart,
  setLinePackage,
} from './lists.store.ts';
import { linePackage, packageSummary, type PackageText } from './packageText.ts';
import { checkCartStock } from './stockCheck.ts';

/** Translated strings of the order list page. */
export interface CartText extends PackageText {
  loading: string;
  empty: string;
  items: PluralForms;
  packages: PluralForms;
  packaging: string;
  size: string;
  code: string;
  decrease: string;
  increase: string;
  remove: string;
  buyLater: string;
  buyLaterTitle: string;
  moveToCart: string;
  emptyAll: string;
  confirmEmpty: string;
  checkout: string;
}

interface Props {
  locale: 'en' | 'fa';
  text: CartText;
  checkoutHref: string;
  /** The shop's active package types. */
  packages: PackageType[];
}

/** The order list page: lines with steppers, remove and buy-later, the buy-later list, totals and empty-all. */
export function CartPage({ locale, text, checkoutHref, packages }: Props) {
  const cart = useStore($cart);
  const later = useStore($buyLater);
  const totals = useStore($cartTotals);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    void checkCartStock();
  }, []);
  // The saved lists live in this browser only: the built page cannot know them.
  if (!ready) return <p role="status">{text.loading}</p>;
  const digits = (n: number) => formatDigits(locale, n);
  const name = (item: CartItem) => (locale === 'fa' ? item.nameFa : item.nameEn);

  // The package types the line's product is sold in (a line saved before they were chosen: the shop's).
  const packageChoice = (item: CartItem) => {
    const offered = packages.filter((p) => item.packageIds?.includes(p.id) ?? true);
    const chosen = linePackage(item, packages);
    if (offered.length < 2 || !chosen) return null;
    const id = `package-${item.sku}`;
    return (
      <p className="package-choice-line">
        <label htmlFor={id}>{text.packaging}</label>{' '}
        <select id={id} value={chosen.id} onChange={(event) => setLinePackage(item.sku, Number(event.currentTarget.value))}>
          {offered.map((p) => (
            <option key={p.id} value={p.id}>
              {locale === 'fa' ? p.titleFa : p.titleEn} ({plural(locale, text.pieces, p.pieces, digits(p.pieces))})
            </option>
          ))}
        </select>
      </p>
    );
  };

  const line = (item: CartItem, kind: 'cart' | 'later') => (
    <li key={item.sku} className="cart-line">
      {item.images[0] && <img src={mediaUrl(item.images[0], 192)} width="96" height="96" alt="" loading="lazy" />}
      <div>
        <a href={item.slug ? `${locale === 'fa' ? '/fa' : ''}${productPath({ sku: item.sku, slug: item.slug })}` : undefined}>{name(item)}</a>
        <p className="muted">
          {text.size}: <bdi dir="ltr">{item.size}</bdi> · {text.code}: <bdi dir="ltr">{item.sku}</bdi>
        </p>
        {kind === 'cart' && packageChoice(item)}
        {kind === 'cart' ? (
          <div className="line-actions">
            <div className="stepper" role="group" aria-label={name(item)}>
              <button type="button" onClick={() => decreaseInCart(item.sku)} aria-label={`${text.decrease}: ${name(item)}`}>
                −
              </button>
              <output>{digits(item.countInCart)}</output>
              <button type="button" onClick={() => increaseInCart(item)} disabled={item.countInCart >= MAX_PACKAGES} aria-label={`${text.increase}: ${name(item)}`}>
                +
              </button>
            </div>
            <p className="package-line">{packageSummary(locale, item.countInCart, linePackage(item, packages), text)}</p>
            <button type="button" className="button quiet" onClick={() => moveToBuyLater(item.sku)}>
              {text.buyLater}
            </button>
            <button type="button" className="button quiet" onClick={() => removeFromCart(item.sku)} aria-label={`${text.remove}: ${name(item)}`}>
              {text.remove}
            </button>
          </div>
        ) : (
          <div className="line-actions">
            <button type="button" className="button quiet" onClick={() => moveToCart(item.sku)}>
              {text.moveToCart}
            </button>
            <button type="button" className="button quiet" onClick={() => removeFromBuyLater(item.sku)} aria-label={`${text.remove}: ${name(item)}`}>
              {text.remove}
            </button>
          </div>
        )}
      </div>
    </li>
  );

  return (
    <div className="cart-page">
      {cart.length === 0 ? (
        <p className="empty">{text.empty}</p>
      ) : (
        <>
          <ul className="cart-lines">{cart.map((item) => line(item, 'cart'))}</ul>
          <div className="cart-totals" role="status">
            <p>
              <strong>{plural(locale, text.items, totals.items, digits(totals.items))}</strong> ·{' '}
              <strong>{plural(locale, text.packages, totals.packages, digits(totals.packages))}</strong>
            </p>
            <div className="line-actions">
              <a className="button" href={checkoutHref}>
                {text.checkout}
              </a>
              <button
                type="button"
                className="button quiet"
                onClick={() => {
                  if (window.confirm(text.confirmEmpty)) emptyCart();
                }}
              >
                {text.emptyAll}
              </button>
            </div>
          </div>
        </>
      )}
      {later.length > 0 && (
        <section aria-labelledby="buy-later-heading">
          <h2 id="buy-later-heading">{text.buyLaterTitle}</h2>
          <ul className="cart-lines">{later.map((item) => line(item, 'later'))}</ul>
        </section>
      )}
    </div>
  );
}
