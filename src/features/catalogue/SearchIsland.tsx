import { useEffect, useRef, useState, type RefObject } from 'react';
import { apiCall } from '~/features/api/apiClient.ts';
import { showToast } from '~/features/feedback/toast.ts';
import { CloseIcon } from '~/features/islands/Drawer.tsx';
import { Icon } from '~/features/islands/Icon.tsx';
import { search as searchPath } from '~/features/layout/iconPaths.ts';
import { mediaUrl, productPath } from '~/shared/catalogue/paths.ts';

/** Translated strings of the search box and dialog. */
export interface SearchText {
  label: string;
  placeholder: string;
  submit: string;
  close: string;
  suggestions: string;
  empty: string;
  categories: string;
  popular: string;
}

interface Suggestion {
  sku: string;
  slug: string;
  nameFa: string;
  nameEn: string;
  images: string[];
}

interface Props {
  locale: 'en' | 'fa';
  action: string;
  initial: string;
  /** Where to start before typing: categories (in the page's language) and popular search terms. */
  categories: { title: string; href: string }[];
  popular: string[];
  text: SearchText;
}

/**
 * The header search: a plain GET form; once its island is loaded, a click, tap or typing in it (never focus
 * alone, so Tab walks on through the header) opens a full-screen dialog that starts with categories and
 * popular searches and suggests products as the visitor types (debounced); Enter goes to the results page.
 */
export function SearchIsland({ locale, action, initial, categories, popular, text }: Props) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState(initial);
  const [results, setResults] = useState<Suggestion[] | null>(null);
  const dialogInput = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  // Text typed before the island was ready stays, and counts as typing.
  useEffect(() => {
    const box = document.getElementById('site-search') as HTMLInputElement | null;
    if (!box || box.value === initial) return;
    // Taken once from the page's own field, which React does not own.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQuery(box.value);
    if (document.activeElement === box) setOpen(true);
  }, [initial]);

  useEffect(() => {
    const input = dialogInput.current;
    if (!open || !input) return;
    dialog.current?.showModal();
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [open]);

  // A closed dialog or a term too short to search shows the categories again (set while rendering, as React advises).
  const searching = open && query.trim().length >= 2;
  const [wasSearching, setWasSearching] = useState(searching);
  if (searching !== wasSearching) {
    setWasSearching(searching);
    if (!searching) setResults(null);
  }

  useEffect(() => {
    const term = query.trim();
    if (!searching) return;
    // While a call is pending what is shown stays; an answer or a failure of an older term is dropped.
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const found = await apiCall<Suggestion[]>(`/v1/product/search/${encodeURIComponent(term.slice(0, 100))}`, { toasts: false });
        if (current) setResults(found);
      } catch (error) {
        if (current) showToast((error as Error).message, 'error');
      }
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, searching]);

  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };
  const prefix = locale === 'fa' ? '/fa' : '';
  const search = (term: string) => `${action}?searchResult=${encodeURIComponent(term)}`;

  return (
    <>
      <form className="search" role="search" method="get" action={action}>
        <SearchField
          id="site-search"
          label={text.label}
          placeholder={text.placeholder}
          value={query}
          onChange={(value) => {
            setQuery(value);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
        />
        <button className="icon-button" type="submit" aria-label={text.submit}>
          <SearchIcon />
        </button>
      </form>
      {open && (
        <dialog ref={dialog} className="search-dialog" aria-label={text.label} onClose={() => setOpen(false)} onCancel={close}>
          <div className="search-head">
            <form method="get" action={action} role="search" className="search">
              <SearchField
                id="search-dialog-input"
                inputRef={dialogInput}
                label={text.label}
                placeholder={text.placeholder}
                value={query}
                onChange={setQuery}
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
          {results === null ? (
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
                    <a href={search(term)}>{term}</a>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <section aria-label={text.suggestions} aria-live="polite">
              {results.length === 0 ? (
                <p className="search-none">{text.empty}</p>
              ) : (
                <ul className="suggestions">
                  {results.map((product) => (
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
              )}
            </section>
          )}
        </dialog>
      )}
    </>
  );
}

const SearchIcon = () => <Icon path={searchPath} />;

interface FieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onClick?: () => void;
  onEscape?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The labelled search input: the header box and the dialog's own share it. */
function SearchField({ id, label, placeholder, value, onChange, onClick, onEscape, inputRef }: FieldProps) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="searchResult"
        type="search"
        value={value}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        // A click or tap before the island was ready is replayed here once it is (client:intent).
        data-intent-click={onClick ? '' : undefined}
        onChange={(event) => onChange(event.target.value)}
        onClick={onClick}
        // Escape closes the dialog at once, instead of the search field's own clearing of the text first.
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !onEscape) return;
          event.preventDefault();
          onEscape();
        }}
      />
    </>
  );
}
