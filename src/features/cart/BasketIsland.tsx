import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CloseIcon, Drawer, hovering, overScrim } from '~/ui/Drawer.tsx';
import { HOVER_CLICK_MS } from '~/ui/beforeIslands.ts';
import { Icon } from '~/ui/Icon.tsx';
import { bag, trash } from '~/ui/iconPaths.ts';
import { plural } from '~/shared/i18n/plural.ts';
import { formatDigits } from '~/shared/i18n/format.ts';
import { mediaUrl, productPath } from '~/shared/catalogue/paths.ts';
import type { PackageType } from '~/shared/contract/types.ts';
import type { CartItem } from '~/shared/cart/cartRules.ts';
import { $cart, $cartTotals, removeFromCart } from './lists.store.ts';
import type { BasketText } from './cartText.ts';
import { linePackage, packageSummary } from './packageText.ts';
import { Stepper } from './Stepper.tsx';
import { LineMeta } from './OrderLine.tsx';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import { named } from '~/shared/i18n/fill.ts';

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
        // While the order list is empty the page's plain drawer stands in and React is not loaded (client:intent).
        data-plain-dialog="basket-plain"
        data-plain-when-empty="cart"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          // A click right after the hover that opened it (or replayed while the island loaded) keeps it open.
          if (!open) show();
          else if (Date.now() - openedAt.current > HOVER_CLICK_MS) setOpen(false);
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
          <BasketEmpty productsHref={productsHref} text={text} />
        ) : (
          <>
            <ul className="basket-items">
              {cart.map((item) => (
                <BasketLine key={item.sku} locale={locale} item={item} packages={packages} text={text} />
              ))}
            </ul>
            {/* Pinned to the drawer's foot, however many lines there are. */}
            <div className="basket-foot">
              <a className="button" href={cartHref}>
                {text.viewOrderList}
              </a>
            </div>
          </>
        )}
      </Drawer>
    </div>
  );
}

/** An empty basket: what it is for, and the way to the products. */
function BasketEmpty({ productsHref, text }: { productsHref: string; text: BasketText }) {
  return (
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
  );
}

/** A line of the basket: picture, name, size and code, packages, stepper and remove. */
function BasketLine({ locale, item, packages, text }: { locale: Locale; item: CartItem; packages: PackageType[]; text: BasketText }) {
  const name = locale === 'fa' ? item.nameFa : item.nameEn;
  const href = item.slug ? localePath(locale, productPath({ sku: item.sku, slug: item.slug })) : undefined;
  return (
    <li>
      {item.images[0] && <img src={mediaUrl(item.images[0], 128)} width="64" height="64" alt="" loading="lazy" />}
      <div>
        <a href={href}>{name}</a>
        <LineMeta locale={locale} item={item} text={text} className="muted" />
        <p className="package-line">{packageSummary(locale, item.countInCart, linePackage(item, packages), text)}</p>
        <Stepper locale={locale} item={item} name={name} text={text} />
      </div>
      <button type="button" className="icon-button" onClick={() => removeFromCart(item.sku)} aria-label={named(text.remove, name)}>
        <Icon path={trash} />
      </button>
    </li>
  );
}
