import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { mediaUrl, productPath } from '../catalogue/paths.ts';
import { $wishlist, addToCart, removeFromWishList } from './lists.store.ts';
import { checkStock } from './stockCheck.ts';

/** Translated strings of the wish list page. */
export interface WishListText {
  loading: string;
  empty: string;
  size: string;
  code: string;
  moveToCart: string;
  remove: string;
  soldOut: string;
}

interface Props {
  locale: 'en' | 'fa';
  text: WishListText;
}

/** The wish list page: each product with "add to order list" (which moves it) and remove. */
export function WishListPage({ locale, text }: Props) {
  const list = useStore($wishlist);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    void checkStock([]); // announces notify-list products back in stock
  }, []);
  if (!ready) return <p role="status">{text.loading}</p>;
  if (list.length === 0) return <p className="empty">{text.empty}</p>;
  return (
    <ul className="cart-lines">
      {list.map((item) => {
        const name = locale === 'fa' ? item.nameFa : item.nameEn;
        const soldOut = item.stock_status !== 'instock';
        return (
          <li key={item.sku} className="cart-line">
            {item.images[0] && <img src={mediaUrl(item.images[0], 192)} width="96" height="96" alt="" loading="lazy" />}
            <div>
              <a href={item.slug ? `${locale === 'fa' ? '/fa' : ''}${productPath({ sku: item.sku, slug: item.slug })}` : undefined}>{name}</a>
              <p className="muted">
                {text.size}: <bdi dir="ltr">{item.size}</bdi> · {text.code}: <bdi dir="ltr">{item.sku}</bdi>
                {soldOut && ` · ${text.soldOut}`}
              </p>
              <div className="line-actions">
                <button
                  type="button"
                  className="button"
                  disabled={soldOut}
                  onClick={() => {
                    addToCart(item);
                    removeFromWishList(item.sku);
                  }}
                >
                  {text.moveToCart}
                </button>
                <button type="button" className="button quiet" onClick={() => removeFromWishList(item.sku)} aria-label={`${text.remove}: ${name}`}>
                  {text.remove}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
