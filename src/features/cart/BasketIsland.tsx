import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CloseIcon, Drawer, hovering, overScrim } from '~/features/islands/Drawer.tsx';
import { Icon } from '~/features/islands/Icon.tsx';
import { bag, trash } from '~/features/layout/iconPaths.ts';
import { plural, type PluralForms } from '~/shared/i18n/plural.ts';
import { formatDigits } from '~/shared/catalogue/format.ts';
import { mediaUrl, productPath } from '~/shared/catalogue/paths.ts';
import type { PackageType } from '~/shared/catalogue/types.ts';
import { MAX_PACKAGES } from '~/shared/cart/cartRules.ts';
import { $cart, $cartTotals, decreaseInCart, increaseInCart, removeFromCart } from './lists.store.ts';
import { linePackage, packageSummary, type PackageText } from './packageText.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

/** Translated strings the basket needs. */
export interface BasketText extends PackageText {
  cart: string;
  items: PluralForms;
  emptyTitle: string;
  emptyText: string;
  allProducts: string;
  size: string;
  code: string;
  decrease: string;
  increase: string;
  remove: string;
  viewOrderList: string;
  close: string;
}

interface Props {
  locale: Locale;
  cartHref: string;
  /** Where an empty basket sends the visitor on. */
  productsHref: string;
  /** The shop's active package types. */
  packages: PackageType[];
  text: BasketText;
}

const digits = formatDigits;

/** The header basket: its count, and a 403 px drawer at the inline end that opens on hover (wide screens) or tap. */
export function BasketIsland({ locale, cartHref, productsHref, packages, text }: Props) {
  const cart = useStore($cart);
  const { items } = useStore($cartTotals);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const box = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);
  const show = () => {
    openedAt.current = Date.now();
    setOpen(true);
  };
  // Loaded by the pointer coming over it: that hover already happened, so open now.
  useEffect(() => {
    if (window.innerWidth > 550 && box.current?.matches(':hover')) show();
  }, []);
  return (
    // The drawer is a child of this box, so leaving the box means leaving both the icon and the drawer.
    <div
      ref={box}
      className="basket"
      onPointerEnter={(e) => hovering(e) && show()}
      onPointerLeave={(e) => hovering(e) && setOpen(false)}
      onPointerOver={(e) => hovering(e) && overScrim(e) && setOpen(false)}
    >
      <a
        className="icon-button"
        href={cartHref}
        data-basket
        data-drawer-opener
        data-intent-click
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          // A click right after the hover that opened it (or replayed while the island loaded) keeps it open.
          if (!open) show();
          else if (Date.now() - openedAt.current > 400) setOpen(false);
        }}
      >
        <Icon path={bag} />
        <span className="visually-hidden">{text.cart}</span>
        {/* The page module may have counted the saved list before React arrived: keep its text. A zero is not shown. */}
        <span className="badge" data-count="cart" hidden={items === 0} suppressHydrationWarning>
          {digits(locale, items)}
        </span>
      </a>
      <Drawer open={open} onClose={close} label={text.cart} side="end" width={403}>
        <div className="drawer-head">
          <h2>
            {text.cart} {items > 0 && <span className="muted">({plural(locale, text.items, items, digits(locale, items))})</span>}
          </h2>
          <button type="button" className="icon-button" onClick={close} aria-label={text.close}>
            <CloseIcon />
          </button>
        </div>
        {cart.length === 0 ? (
          <div className="drawer-empty">
            <Icon path={bag} size={48} />
            <p>
              <strong>{text.emptyTitle}</strong>
            </p>
            <p className="muted">{text.emptyText}</p>
            <a className="button quiet" href={productsHref}>
              {text.allProducts}
            </a>
          </div>
        ) : (
          <>
            <ul className="basket-items">
              {cart.map((item) => {
                const name = locale === 'fa' ? item.nameFa : item.nameEn;
                const href = item.slug ? `${locale === 'fa' ? '/fa' : ''}${productPath({ sku: item.sku, slug: item.slug })}` : undefined;
                return (
                  <li key={item.sku}>
                    {item.images[0] && <img src={mediaUrl(item.images[0], 128)} width="64" height="64" alt="" loading="lazy" />}
                    <div>
                      <a href={href}>{name}</a>
                      <p className="muted">
                        {text.size}: <bdi dir="ltr">{item.size}</bdi> · {text.code}: <bdi dir="ltr">{item.sku}</bdi>
                      </p>
                      <p className="package-line">{packageSummary(locale, item.countInCart, linePackage(item, packages), text)}</p>
                      <div className="stepper" role="group" aria-label={name}>
                        <button type="button" onClick={() => decreaseInCart(item.sku)} aria-label={`${text.decrease}: ${name}`}>
                          −
                        </button>
                        <output>{digits(locale, item.countInCart)}</output>
                        <button
                          type="button"
                          onClick={() => increaseInCart(item)}
                          disabled={item.countInCart >= MAX_PACKAGES}
                          aria-label={`${text.increase}: ${name}`}
                        >
                          +
                        </button>
                      </div>
                    </div>
                    <button
                      type="button"
                      className="icon-button"
                      onClick={() => removeFromCart(item.sku)}
                      aria-label={`${text.remove}: ${name}`}
                    >
                      <Icon path={trash} />
                    </button>
                  </li>
                );
              })}
            </ul>
            <a className="button" href={cartHref}>
              {text.viewOrderList}
            </a>
          </>
        )}
      </Drawer>
    </div>
  );
}
