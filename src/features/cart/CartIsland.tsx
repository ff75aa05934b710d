import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { plural } from '~/shared/i18n/plural.ts';
import { formatDigits } from '~/shared/i18n/format.ts';
import { ConfirmDialog } from '~/features/forms/ConfirmDialog.tsx';
import type { PackageType } from '~/shared/contract/types.ts';
import type { CartText } from './cartText.ts';
import { $buyLater, $cart, $cartTotals, emptyCart } from './lists.store.ts';
import { CartLine, LaterLine } from './CartLines.tsx';
import { separator } from '~/shared/i18n/lineParts.ts';
import { useHydrated } from '~/ui/useHydrated.ts';
import { Icon } from '~/ui/Icon.tsx';
import { phone } from '~/ui/iconPaths.ts';
import { checkCartStock } from './stockCheck.ts';
import { joinKeptList } from './joinKeptList.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { ShareList } from '~/features/share/ShareList.tsx';
import type { ShareListText } from '~/features/share/shareListText.ts';

interface Props {
  locale: Locale;
  text: CartText;
  checkoutHref: string;
  continueHref: string;
  /** The shop's active package types. */
  packages: PackageType[];
  /** "Price on request" and who calls when (features/order/callBack.server.ts). */
  callBack: { title: string; line: string };
  /** "Share this list", for the order list and the buy-later list. */
  share: ShareListText;
  /** Where to go on from an empty list (the shop's categories), rendered by the page. */
  children?: ReactNode;
}

/**
 * The order list page: compact lines, the totals with "Send the order" (kept in view at a phone's bottom edge), the
 * buy-later list, and emptying the list, which asks first.
 */
export function CartIsland({ locale, text, checkoutHref, continueHref, packages, callBack, share, children }: Props) {
  const cart = useStore($cart);
  const later = useStore($buyLater);
  const ready = useHydrated();
  const [emptied, setEmptied] = useState(false);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    void joinKeptList().then(checkCartStock);
  }, []);
  // The saved lists live in this browser only: the built page cannot know them.
  if (!ready)
    return (
      <p className="island-loading" role="status">
        {text.loading}
      </p>
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
          <ul className="cart-lines">
            {cart.map((item) => (
              <CartLine key={item.sku} locale={locale} item={item} text={text} packages={packages} />
            ))}
          </ul>
          <CartSide locale={locale} text={text} checkoutHref={checkoutHref} callBack={callBack} />
          <ShareList locale={locale} kind="order" items={cart} text={share} />
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
          <ul className="cart-lines">
            {later.map((item) => (
              <LaterLine key={item.sku} locale={locale} item={item} text={text} />
            ))}
          </ul>
          <ShareList locale={locale} kind="later" items={later} text={share} />
        </section>
      )}
    </div>
  );
}

/**
 * The totals with "Send the order", and the promise of a call: on a phone they flow with the list (the totals
 * pinned to the bottom), beside it on a desktop.
 */
function CartSide({ locale, text, checkoutHref, callBack }: Pick<Props, 'locale' | 'text' | 'checkoutHref' | 'callBack'>) {
  const totals = useStore($cartTotals);
  const digits = (n: number) => formatDigits(locale, n);
  return (
    <div className="cart-side">
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
      <p className="call-back">
        <Icon path={phone} size={18} />
        <span>
          <strong>{callBack.title}</strong>
          {callBack.line}
        </span>
      </p>
    </div>
  );
}
