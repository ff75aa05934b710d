import { useEffect, useState } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { say } from '~/features/staff/forms/say.ts';
import { formatCount, nameIn } from '~/shared/i18n/format.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { plural, pluralFormsOf, type PluralForms } from '~/shared/i18n/plural.ts';
import { lineCap } from '~/shared/staff/newOrder.ts';
import type { NewOrderText } from './newOrderText.ts';
import type { OrderableFamily, OrderableSize } from '~/shared/contract/staff/takenOrders.ts';

/** How long typing pauses before the finder asks (a search per pause, not per key). */
const PAUSE_MS = 250;

interface Props {
  locale: Locale;
  text: NewOrderText;
  onAdd: (size: OrderableSize) => void;
}

/** The finder: the shop's search as staff type, by family with pictures, each size added with a tap (sold-out ones shown, not added). */
export function ProductFinder({ locale, text, onAdd }: Props) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ q: string; families: OrderableFamily[] } | null>(null);
  useEffect(() => {
    const typed = q.trim();
    if (!typed) return;
    let stale = false;
    const timer = setTimeout(() => {
      void apiCall<OrderableFamily[]>(`/v1/staff/orders/new/products?q=${encodeURIComponent(typed)}`, { toasts: false })
        .then((families) => {
          if (!stale) setFound({ q: typed, families });
        })
        .catch(() => {});
    }, PAUSE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [q]);
  // Cleared, the finder shows nothing; typing on, it keeps the last results until the next arrive.
  const shown = q.trim() ? found : null;
  const stock = (size: OrderableSize) =>
    size.quantity > 0
      ? plural(locale, pluralFormsOf(text, 'newOrder.inStock') as PluralForms, size.quantity, formatCount(locale, size.quantity))
      : text['newOrder.soldOut'];
  return (
    <section className="new-order-part" aria-labelledby="new-order-products">
      <h2 id="new-order-products">{text['newOrder.products']}</h2>
      <div className="staff-field">
        <label htmlFor="new-order-search">{text['newOrder.search']}</label>
        <input
          id="new-order-search"
          type="search"
          dir="auto"
          autoComplete="off"
          value={q}
          aria-describedby="new-order-search-hint"
          onChange={(event) => setQ(event.target.value)}
        />
        <p id="new-order-search-hint" className="staff-hint">
          {text['newOrder.searchHint']}
        </p>
      </div>
      <div role="status">{shown && shown.families.length === 0 && <p>{say(text, 'newOrder.noneFound', { q: shown.q })}</p>}</div>
      {shown && shown.families.length > 0 && (
        <ul className="new-order-found">
          {shown.families.map((family) => (
            <li key={family.parentSku}>
              {family.picture ? (
                <img src={family.picture} alt="" width="64" height="64" loading="lazy" />
              ) : (
                <span className="new-order-nopicture" />
              )}
              <div>
                <p className="new-order-family">
                  {nameIn(locale, family)} <bdi dir="ltr">{family.parentSku}</bdi>
                </p>
                <ul className="new-order-sizes">
                  {family.sizes.map((size) => (
                    <li key={size.sku}>
                      <button
                        type="button"
                        className="button quiet"
                        disabled={lineCap(size) === 0}
                        aria-label={say(text, 'newOrder.add', { name: nameIn(locale, size), size: size.size[locale] })}
                        onClick={() => onAdd(size)}
                      >
                        + {size.size[locale]}
                      </button>
                      <span className={size.quantity > 0 ? 'staff-hint' : 'staff-warning'}>{stock(size)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
