import { useEffect, useState } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { describedBy } from '~/features/staff/forms/StaffField.tsx';
import { fill } from '~/shared/i18n/fill.ts';
import { linkedCode, matchTargets, productTarget, targetOf, type LinkKind, type LinkTarget } from '~/shared/staff/linkTargets.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import type { StaffProductSummary } from '~/shared/contract/staff/catalogue.ts';

export interface LinkFieldText {
  label: string;
  hint: string;
  find: string;
  findHint: string;
  results: string;
  none: string;
  unknown: string;
  /** "Opens the category “{{name}}”." by kind. */
  opens: Record<LinkKind, string>;
  /** "Category", "Product", "Page": beside each found target. */
  kind: Record<LinkKind, string>;
}

interface Props {
  id: string;
  locale: Locale;
  value: string;
  onChange: (href: string) => void;
  error: string | undefined;
  /** The shop's pages and categories, named in the page's language: found without a call. */
  known: readonly LinkTarget[];
  text: LinkFieldText;
}

/** How long typing rests before the products are asked for. */
const PAUSE_MS = 250;

/**
 * The products whose name or SKU holds `query` (none for an empty one), asked for once typing rests; `settled`
 * once the answer for this query is in.
 */
function useProductTargets(query: string, locale: Locale, onePerFamily: boolean): { products: LinkTarget[]; settled: boolean } {
  const asked = query.trim();
  const [answer, setAnswer] = useState<{ query: string; products: LinkTarget[] }>({ query: '', products: [] });
  useEffect(() => {
    if (!asked) return;
    let current = true;
    const timer = setTimeout(() => {
      apiCall<{ items: StaffProductSummary[] }>(`/v1/staff/products?q=${encodeURIComponent(asked)}`, { toasts: false })
        // Found by name, one per family: the first size stands for its family's sizes.
        .then(({ items }) => (onePerFamily ? items.filter((p, i) => items.findIndex((o) => o.parentSku === p.parentSku) === i) : items))
        .then((items) => items.map((p) => productTarget({ sku: p.sku, slug: p.slug, name: locale === 'fa' ? p.nameFa : p.nameEn })))
        .catch(() => [])
        .then((products) => current && setAnswer({ query: asked, products }));
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked, locale, onePerFamily]);
  const settled = !asked || answer.query === asked;
  return { products: asked && settled ? answer.products : [], settled };
}

/**
 * A banner's or menu entry's link: typed as an address, with what it opens said beneath it, or chosen from the
 * shop's pages, categories and products found by name or code.
 */
export function LinkField({ id, locale, value, onChange, error, known, text }: Props) {
  const [query, setQuery] = useState('');
  const coded = linkedCode(value);
  // A typed product address is looked up by its SKU; a found product's target is known as the address is set.
  const typed = useProductTargets(coded?.kind === 'product' ? coded.code : '', locale, false);
  const search = useProductTargets(query, locale, true);
  const [chosen, setChosen] = useState<LinkTarget | null>(null);
  const target = value.trim() ? targetOf(value, [...known, ...typed.products, ...(chosen ? [chosen] : [])]) : null;
  const found = query.trim() ? [...matchTargets(query, known, 6), ...search.products.slice(0, 6)] : [];
  const choose = (picked: LinkTarget) => {
    setChosen(picked);
    onChange(picked.href);
    setQuery('');
  };
  const opensId = `${id}-opens`;
  return (
    <div className="staff-field link-field">
      <label htmlFor={id}>{text.label}</label>
      <input
        id={id}
        dir="ltr"
        value={value}
        maxLength={300}
        aria-invalid={error ? true : undefined}
        aria-describedby={[opensId, describedBy(id, true, Boolean(error))].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={opensId} className="staff-hint" aria-live="polite">
        {!value.trim() || (!target && !typed.settled) ? '' : target ? fill(text.opens[target.kind], { name: target.name }) : text.unknown}
      </p>
      <p id={`${id}-hint`} className="staff-hint">
        {text.hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="staff-error">
          {error}
        </p>
      )}
      <label htmlFor={`${id}-find`}>{text.find}</label>
      <input
        id={`${id}-find`}
        type="search"
        value={query}
        aria-describedby={`${id}-find-hint`}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={`${id}-find-hint`} className="staff-hint">
        {text.findHint}
      </p>
      {query.trim() && (
        <ul className="link-choices" aria-label={text.results} aria-live="polite">
          {found.length === 0 && search.settled && <li className="staff-hint">{text.none}</li>}
          {found.map((option) => (
            <li key={`${option.kind}-${option.href}`}>
              <button type="button" className="button quiet" onClick={() => choose(option)}>
                <span className="staff-hint">{text.kind[option.kind]}</span> {option.name}{' '}
                {option.code && (
                  <bdi dir="ltr" className="staff-hint">
                    {option.code}
                  </bdi>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
