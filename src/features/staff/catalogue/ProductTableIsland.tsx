import { useState, type FormEvent } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { ApiError } from '~/ui/apiClient.ts';
import { say } from '~/features/staff/forms/say.ts';
import type { ProductTableText } from './catalogueText.ts';
import { formatAmount, formatDigits, nameIn } from '~/shared/i18n/format.ts';
import { listComma } from '~/shared/i18n/lineParts.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import type { StaffFamily } from '~/shared/staff/productEditing.ts';

/**
 * The editors' products as a table: a family's rows under its picture, name and categories, a row per size (SKU,
 * size, status, price, stock edited in place, shoppers waiting for a text).
 */
export function ProductTableIsland({ locale, families, text }: { locale: Locale; families: StaffFamily[]; text: ProductTableText }) {
  const statusText = { publish: text['catalogue.statusPublish'], draft: text['catalogue.statusDraft'] };
  return (
    <table className="product-table">
      <thead>
        <tr>
          <th scope="col">{text['catalogue.product']}</th>
          <th scope="col">{text['catalogue.sku']}</th>
          <th scope="col">{text['catalogue.size']}</th>
          <th scope="col">{text['catalogue.status']}</th>
          <th scope="col">{text['catalogue.price']}</th>
          <th scope="col">{text['catalogue.stock']}</th>
          <th scope="col">{text['catalogue.waiting']}</th>
        </tr>
      </thead>
      {families.map((family) => (
        <tbody key={family.parentSku}>
          {family.sizes.map((size, i) => (
            <tr key={size.sku}>
              {i === 0 && (
                <th scope="rowgroup" rowSpan={family.sizes.length}>
                  <div className="product-family-cell">
                    {family.picture ? (
                      <img src={family.picture} alt="" width="48" height="48" loading="lazy" />
                    ) : (
                      <span className="no-picture" />
                    )}
                    <span>
                      <span className="product-family-name">{nameIn(locale, family)}</span>
                      <span className="staff-hint">{family.categories.map((c) => nameIn(locale, c)).join(listComma(locale))}</span>
                    </span>
                  </div>
                </th>
              )}
              <td>
                <a href={localePath(locale, `/staff/products/${encodeURIComponent(size.sku)}`)}>
                  <bdi dir="ltr">{size.sku}</bdi>
                </a>
              </td>
              <td>
                <bdi>{size.size[locale]}</bdi>
              </td>
              <td>
                <span className={`product-status ${size.status}`}>{statusText[size.status]}</span>
              </td>
              <td className="product-price-cell">
                {size.price ? (
                  <>
                    <span dir="ltr">{formatAmount(locale, size.price.amount)}</span>
                    <span className="staff-hint">{size.price.package[locale]}</span>
                  </>
                ) : (
                  <span className="staff-hint">{text['catalogue.noPrice']}</span>
                )}
              </td>
              <td>
                <StockCell locale={locale} sku={size.sku} stored={size.quantity} text={text} />
              </td>
              <td className="product-waiting-cell">
                {size.waiting > 0 ? say(text, 'catalogue.waitingCount', { count: formatDigits(locale, size.waiting) }) : ''}
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

/**
 * A size's stock, typed in place (Persian digits too) and saved with Enter or its button; the result said beside it.
 */
function StockCell({ locale, sku, stored, text }: { locale: Locale; sku: string; stored: number; text: ProductTableText }) {
  const [saved, setSaved] = useState(stored);
  const [typed, setTyped] = useState(formatDigits(locale, stored));
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const changed = typed !== formatDigits(locale, saved);
  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await apiCall<{ quantity: number }>(`/v1/staff/products/${encodeURIComponent(sku)}/stock`, {
        method: 'PUT',
        body: { quantity: typed },
        toasts: false,
      });
      setSaved(answer.quantity);
      setTyped(formatDigits(locale, answer.quantity));
      setSaid({ ok: true, text: text['catalogue.stockSaved'] });
    } catch (error) {
      const lines = error instanceof ApiError ? error.message.split('\n') : [];
      setSaid({ ok: false, text: (lines.at(-1) ?? '').replace(/^\u2066?\w+\u2069?: /, '') });
    } finally {
      setBusy(false);
    }
  }
  const id = `stock-${sku}`;
  const refused = said !== null && !said.ok;
  // One place beside the box for what it says: Save while changed, then Saved, else Sold out at none; a refusal
  // on a line of its own. Nothing moves the columns.
  const aside = changed ? '' : (said?.text ?? (saved <= 0 ? text['catalogue.soldOut'] : ''));
  return (
    <form className="stock-cell" data-out={saved <= 0 ? '' : undefined} onSubmit={save} noValidate>
      <input
        id={id}
        dir="ltr"
        inputMode="numeric"
        size={5}
        value={typed}
        aria-label={say(text, 'catalogue.stockOf', { sku })}
        aria-invalid={refused ? true : undefined}
        aria-describedby={`${id}-said`}
        onChange={(event) => {
          setTyped(event.target.value);
          setSaid(null);
        }}
      />
      {changed && (
        <button type="submit" className="button quiet" disabled={busy} aria-label={say(text, 'catalogue.saveStock', { sku })}>
          {text['catalogue.saveShort']}
        </button>
      )}
      <span id={`${id}-said`} role="status" className={refused ? 'staff-error stock-refused' : 'stock-aside'}>
        {refused ? said.text : aside}
      </span>
    </form>
  );
}
