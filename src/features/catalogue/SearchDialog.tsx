import { useEffect, useRef } from 'react';
import { CloseIcon } from '~/ui/Drawer.tsx';
import { mediaUrl, productPath } from '~/shared/catalogue/paths.ts';
import { fill } from '~/shared/i18n/fill.ts';
import { DidYouMean, ReadAs } from './DidYouMean.tsx';
import { plainSearch, SearchField, SearchIcon } from './SearchField.tsx';
import type { SearchText } from './searchText.ts';
import type { Suggested } from './useSuggestions.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

interface Props {
  locale: Locale;
  action: string;
  categories: { title: string; href: string }[];
  popular: string[];
  text: SearchText;
  query: string;
  onQuery: (query: string) => void;
  /** Null shows the categories and popular searches. */
  results: Suggested | null;
  /** The dialog has closed. */
  onClose: () => void;
}

/**
 * The full-screen search dialog: its own search form, then where to start or the suggestions for the term. It
 * opens modal with the caret at the end of the text (it is only rendered while open).
 */
export function SearchDialog({ locale, action, categories, popular, text, query, onQuery, results, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const dialogInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const input = dialogInput.current;
    if (!input) return;
    // The plain dialog that stood in closes in the same moment, so no key typed meanwhile is lost.
    const plain = plainSearch();
    if (plain) {
      input.value = plain.value;
      if (plain.value !== query) onQuery(plain.value);
      (plain.closest('dialog') as HTMLDialogElement).close();
    }
    dialog.current?.showModal();
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Once, as it opens: the text typed later is this dialog's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = () => {
    dialog.current?.close();
    onClose();
  };

  return (
    <dialog ref={dialog} className="search-dialog" aria-label={text.label} onClose={onClose} onCancel={close}>
      <div className="search-head">
        <form method="get" action={action} role="search" className="search">
          <SearchField
            id="search-dialog-input"
            inputRef={dialogInput}
            label={text.label}
            placeholder={text.placeholder}
            value={query}
            onChange={onQuery}
            onEscape={close}
          />
          <button className="icon-button" type="submit" aria-label={text.submit}>
            <SearchIcon />
          </button>
        </form>
        <button className="icon-button" type="button" onClick={close} aria-label={text.close}>
          <CloseIcon />
        </button>
      </div>
      {results !== null && <Suggestions locale={locale} action={action} query={query} results={results} text={text} />}
      {/* Before a search, and after one that found nothing: somewhere to go on. */}
      {(results === null || results.products.length === 0) && (
        <SearchStart action={action} categories={categories} popular={popular} text={text} />
      )}
    </dialog>
  );
}

/** Before a term is searched: the categories and the popular search terms. */
function SearchStart({ action, categories, popular, text }: Pick<Props, 'action' | 'categories' | 'popular' | 'text'>) {
  return (
    <div className="search-start">
      <h2>{text.categories}</h2>
      <ul className="chips">
        {categories.map((category) => (
          <li key={category.href}>
            <a href={category.href}>{category.title}</a>
          </li>
        ))}
      </ul>
      <h2>{text.popular}</h2>
      <ul className="chips">
        {popular.map((term) => (
          <li key={term}>
            <a href={`${action}?searchResult=${encodeURIComponent(term)}`}>{term}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The products found for the term, or a line saying there are none and what to try; and what may have been meant. */
function Suggestions({
  locale,
  action,
  query,
  results,
  text,
}: Pick<Props, 'locale' | 'action' | 'query' | 'text'> & { results: Suggested }) {
  return (
    <section aria-label={text.suggestions} aria-live="polite">
      {results.readAs && (
        <ReadAs
          template={text.readAs}
          readAs={results.readAs}
          instead={fill(text.asTyped, { text: query.trim() })}
          href={`${action}?searchResult=${encodeURIComponent(query.trim())}&asTyped=1`}
        />
      )}
      {results.didYouMean && (
        <DidYouMean
          template={text.didYouMean}
          text={results.didYouMean}
          href={`${action}?searchResult=${encodeURIComponent(results.didYouMean)}`}
        />
      )}
      {results.products.length === 0 ? (
        <p className="search-none">{fill(text.noneFor, { text: query.trim() })}</p>
      ) : (
        <>
          <SuggestedProducts locale={locale} products={results.products} />
          <p className="all-results">
            <a href={`${action}?searchResult=${encodeURIComponent(query.trim())}`}>{fill(text.allResults, { text: query.trim() })}</a>
          </p>
        </>
      )}
    </section>
  );
}

/** The products suggested, each a link to its page. */
function SuggestedProducts({ locale, products }: { locale: Locale; products: Suggested['products'] }) {
  const prefix = locale === 'fa' ? '/fa' : '';
  return (
    <ul className="suggestions">
      {products.map((product) => (
        <li key={product.sku}>
          <a href={`${prefix}${productPath(product)}`}>
            {product.images[0] && <img src={mediaUrl(product.images[0], 64)} width="48" height="48" alt="" loading="lazy" />}
            <span>{locale === 'fa' ? product.nameFa : product.nameEn}</span>
            <bdi dir="ltr" className="muted">
              {product.sku}
            </bdi>
          </a>
        </li>
      ))}
    </ul>
  );
}
