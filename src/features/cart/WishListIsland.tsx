import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { compareSizeTitles, defaultMember, groupFamilies, parentSkuOf } from '~/shared/catalogue/families.ts';
import { mediaUrl, productPath } from '~/shared/catalogue/paths.ts';
import type { ListProduct } from '~/shared/cart/cartRules.ts';
import { $notifyList, $wishlist, addToCart, applyStockToWishList, removeFromWishList } from './lists.store.ts';
import { ringBell } from './ringBell.ts';
import { useHydrated } from '~/ui/useHydrated.ts';
import { checkStock } from './stockCheck.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import { itemSize } from '~/shared/catalogue/sku.ts';
import { separator } from '~/shared/i18n/lineParts.ts';
import { named } from '~/shared/i18n/fill.ts';
import { ShareList } from '~/features/share/ShareList.tsx';
import type { ShareListText } from '~/features/share/shareListText.ts';
import type { WishListText } from './wishListText.ts';

interface Props {
  locale: Locale;
  text: WishListText;
  continueHref: string;
  share: ShareListText;
  /** Where to go on from an empty list (the shop's categories), rendered by the page. */
  children?: ReactNode;
}

/**
 * The wish list: one entry per family, its saved sizes as choices, stock asked for on opening (a sold-out size offers
 * the bell). An empty list explains saving and offers the shop's categories (`children`).
 */
export function WishListIsland({ locale, text, continueHref, share, children }: Props) {
  const list = useStore($wishlist);
  const notify = useStore($notifyList);
  const ready = useHydrated();
  const [picked, setPicked] = useState<Record<string, string>>({});
  useEffect(() => {
    // One call for the saved sizes (and the notify list, whose products back in stock are announced).
    void checkStock($wishlist.get().map((entry) => entry.sku)).then((stock) => stock && applyStockToWishList(stock));
  }, []);
  if (!ready) return <p role="status">{text.loading}</p>;
  if (list.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty">{text.empty}</p>
        <p>{text.hint}</p>
        {children}
      </div>
    );
  }
  return (
    <>
      <ul className="cart-lines wish-lines">
        {groupFamilies(list).map((members) => {
          const parent = parentSkuOf(members[0]!);
          return (
            <WishListEntry
              key={parent}
              locale={locale}
              text={text}
              members={members}
              picked={picked[parent]}
              onPick={(sku) => setPicked((earlier) => ({ ...earlier, [parent]: sku }))}
              notify={notify}
            />
          );
        })}
      </ul>
      <ShareList locale={locale} kind="wish" items={list} text={share} />
      <p>
        <a className="button quiet" href={continueHref}>
          {text.continueShopping}
        </a>
      </p>
    </>
  );
}

interface EntryProps {
  locale: Locale;
  text: WishListText;
  /** The family's saved sizes. */
  members: ListProduct[];
  /** The size chosen on this page, if any. */
  picked: string | undefined;
  onPick: (sku: string) => void;
  notify: { sku: string }[];
}

/** One product family of the wish list: its saved sizes as choices, stock, and add, bell or remove. */
function WishListEntry({ locale, text, members, picked, onPick, notify }: EntryProps) {
  const sizes = [...members].sort((a, b) => compareSizeTitles(a.size, b.size));
  const item = defaultMember(sizes, picked);
  const name = locale === 'fa' ? item.nameFa : item.nameEn;
  const soldOut = item.stockStatus !== 'instock' || item.status !== 'publish';
  const ringing = notify.some((entry) => entry.sku === item.sku);
  return (
    <li className="cart-line" data-wish-entry data-sku={item.sku} data-stock={soldOut ? 'outofstock' : 'instock'}>
      {item.images[0] && <img src={mediaUrl(item.images[0], 192)} width="96" height="96" alt="" loading="lazy" />}
      <div>
        <a className="line-name" href={item.slug ? localePath(locale, productPath({ sku: item.sku, slug: item.slug })) : undefined}>
          {name}
        </a>
        {sizes.length > 1 ? (
          <ul className="size-choices" aria-label={text.sizes}>
            {sizes.map((size) => (
              <li key={size.sku}>
                <button
                  type="button"
                  aria-pressed={size.sku === item.sku}
                  data-stock={size.stockStatus === 'instock' && size.status === 'publish' ? 'instock' : 'outofstock'}
                  title={size.stockStatus === 'instock' ? undefined : text.soldOut}
                  onClick={() => onPick(size.sku)}
                >
                  <bdi>{itemSize(locale, size)}</bdi>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">
            {text.size}: <bdi>{itemSize(locale, item)}</bdi>
          </p>
        )}
        <p className="muted">
          {text.code}: <bdi dir="ltr">{item.sku}</bdi>
          {soldOut && (
            <>
              {separator(locale)}
              <strong className="sold-out-label">{text.soldOut}</strong>
            </>
          )}
        </p>
      </div>
      <div className="line-actions">
        {soldOut ? (
          <NotifyButton item={item} ringing={ringing} text={text} />
        ) : (
          <button
            type="button"
            className="button"
            onClick={() => {
              addToCart(item);
              removeFromWishList(item.sku);
            }}
          >
            {text.moveToCart}
          </button>
        )}
        <button type="button" className="button quiet" onClick={() => removeFromWishList(item.sku)} aria-label={named(text.remove, name)}>
          {text.remove}
        </button>
      </div>
    </li>
  );
}

/** The bell of a sold-out entry; pressed, it says how the shopper will be told and how to stop. */
function NotifyButton({ item, ringing, text }: { item: ListProduct; ringing: boolean; text: Pick<WishListText, 'notifyMe' | 'notifyOn'> }) {
  return (
    <>
      <button
        type="button"
        className="button quiet notify-button"
        aria-pressed={ringing}
        aria-describedby={ringing ? `notify-${item.sku}` : undefined}
        onClick={() => ringBell(item)}
      >
        {text.notifyMe}
      </button>
      {ringing && (
        <p className="notify-status" id={`notify-${item.sku}`}>
          {text.notifyOn}
        </p>
      )}
    </>
  );
}
