import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { plural, type PluralForms } from '~/shared/i18n/plural.ts';
import { formatDigits } from '~/shared/catalogue/format.ts';
import { ConfirmDialog } from '~/features/forms/ConfirmDialog.tsx';
import type { PackageType } from '~/shared/catalogue/types.ts';
import { MAX_PACKAGES, type CartItem } from '~/shared/cart/cartRules.ts';
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
import { OrderLine, separator } from './OrderLine.tsx';
import { linePackage, packageSummary, type PackageText } from './packageText.ts';
import { useHydrated } from '~/features/islands/useHydrated.ts';
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
  /** The confirm dialog's buttons. */
  cancel: string;
  confirmEmptyYes: string;
  checkout: string;
  continueShopping: string;
}

interface Props {
  locale: 'en' | 'fa';
  text: CartText;
  checkoutHref: string;
  continueHref: string;
  /** The shop's active package types. */
  packages: PackageType[];
  /** Where to go on from an empty list (the shop's categories), rendered by the page. */
  children?: ReactNode;
}

/**
 * The order list page: compact lines (stepper, package, buy later, remove), the totals with "Send the order"
 * (kept in view at the bottom of a phone's screen while the list runs longer), the buy-later list, and
 * emptying the list as a quiet action that asks first.
 */
export function CartIsland({ locale, text, checkoutHref, continueHref, packages, children }: Props) {
  const cart = useStore($cart);
  const later = useStore($buyLater);
  const totals = useStore($cartTotals);
  const ready = useHydrated();
  const [emptied, setEmptied] = useState(false);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    void checkCartStock();
  }, []);
  // The saved lists live in this browser only: the built page cannot know them.
  if (!ready)
    return (
      <p className="island-loading" role="status">
        {text.loading}
      </p>
    );
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
        <label htmlFor={id}>{text.packaging}</label>
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

  const cartLine = (item: CartItem) => (
    <OrderLine key={item.sku} locale={locale} item={item} text={text} link>
      <div className="line-controls">
        {packageChoice(item)}
        <div className="line-count">
          <div className="stepper" role="group" aria-label={name(item)}>
            <button type="button" onClick={() => decreaseInCart(item.sku)} aria-label={`${text.decrease}: ${name(item)}`}>
              −
            </button>
            <output>{digits(item.countInCart)}</output>
            <button
              type="button"
              onClick={() => increaseInCart(item)}
              disabled={item.countInCart >= MAX_PACKAGES}
              aria-label={`${text.increase}: ${name(item)}`}
            >
              +
            </button>
          </div>
          <span className="package-line">{packageSummary(locale, item.countInCart, linePackage(item, packages), text)}</span>
        </div>
      </div>
      <p className="line-links">
        <button
          type="button"
          className="link-button"
          onClick={() => moveToBuyLater(item.sku)}
          aria-label={`${text.buyLater}: ${name(item)}`}
        >
          {text.buyLater}
        </button>
        <button type="button" className="link-button" onClick={() => removeFromCart(item.sku)} aria-label={`${text.remove}: ${name(item)}`}>
          {text.remove}
        </button>
      </p>
    </OrderLine>
  );

  const laterLine = (item: CartItem) => (
    <OrderLine key={item.sku} locale={locale} item={item} text={text} link>
      <p className="line-links">
        <button type="button" className="link-button" onClick={() => moveToCart(item.sku)} aria-label={`${text.moveToCart}: ${name(item)}`}>
          {text.moveToCart}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => removeFromBuyLater(item.sku)}
          aria-label={`${text.remove}: ${name(item)}`}
        >
          {text.remove}
        </button>
      </p>
    </OrderLine>
  );

  return (
    <div className="cart-page" data-empty={cart.length === 0 || undefined}>
      {cart.length === 0 ? (
        <div className="empty-state">
          {/* Focus lands here once the list has been emptied, so a keyboard or screen reader user is not lost. */}
          <p className="empty" tabIndex={-1} ref={(element) => void (emptied && element?.focus())}>
            {text.empty}
          </p>
          {children}
        </div>
      ) : (
        <>
          <ul className="cart-lines">{cart.map(cartLine)}</ul>
          <div className="cart-totals">
            <p role="status">
              {plural(locale, text.items, totals.items, digits(totals.items))}
              {separator(locale)}
              {plural(locale, text.packages, totals.packages, digits(totals.packages))}
            </p>
            <a className="button send-order" href={checkoutHref}>
              {text.checkout}
            </a>
          </div>
          <p className="cart-more">
            <a href={continueHref}>{text.continueShopping}</a>
            <button type="button" className="link-button" onClick={() => setAsking(true)}>
              {text.emptyAll}
            </button>
          </p>
          <ConfirmDialog
            question={text.confirmEmpty}
            cancel={text.cancel}
            confirm={text.confirmEmptyYes}
            open={asking}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              setEmptied(true);
              emptyCart();
            }}
          />
        </>
      )}
      {later.length > 0 && (
        <section className="buy-later" aria-labelledby="buy-later-heading">
          <h2 id="buy-later-heading">{text.buyLaterTitle}</h2>
          <ul className="cart-lines">{later.map(laterLine)}</ul>
        </section>
      )}
    </div>
  );
}
