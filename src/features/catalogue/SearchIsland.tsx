import { useEffect, useRef, useState, type RefObject } from 'react';
import { mediaUrl, productPath } from './paths.ts';

/** Translated strings of the search box and dialog. */
export interface SearchText {
  label: string;
  placeholder: string;
  submit: string;
  close: string;
  suggestions: string;
  empty: string;
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
  text: SearchText;
}

/**
 * The header search: a plain GET form; once its island is loaded, focusing it opens a full-screen dialog
 * with suggestions as the visitor types (debounced), and Enter goes to the results page.
 */
export function SearchIsland({ locale, action, initial, text }: Props) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState(initial);
  const [results, setResults] = useState<Suggestion[] | null>(null);
  const dialogInput = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  // The island may load on the very focus that should open it, after some text was already typed.
  useEffect(() => {
    const box = document.getElementById('site-search') as HTMLInputElement | null;
    if (box?.value) setQuery(box.value);
    if (document.activeElement === box) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    dialog.current?.showModal();
    dialogInput.current?.focus();
  }, [open]);

  useEffect(() => {
    const term = query.trim();
    if (!open || term.length < 2) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/v1/product/search/${encodeURIComponent(term.slice(0, 100))}`, { signal: controller.signal, headers: { accept: 'application/json', 'accept-language': locale } });
        const body = (await response.json()) as { data?: Suggestion[] };
        setResults(response.ok ? body.data ?? [] : []);
      } catch {
        // aborted or offline: keep what is shown
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, open, locale]);

  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };
  const prefix = locale === 'fa' ? '/fa' : '';

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
          onFocus={() => setOpen(true)}
        />
        <button className="icon-button" type="submit" aria-label={text.submit}>
          <svg className="icon" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
            <path d="M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm9 3-4.3-4.3" />
          </svg>
        </button>
      </form>
      {open && (
        <dialog ref={dialog} className="search-dialog" aria-label={text.label} onClose={() => setOpen(false)} onCancel={close}>
          <form method="get" action={action} role="search" className="search big">
            <SearchField id="search-dialog-input" inputRef={dialogInput} label={text.label} placeholder={text.placeholder} value={query} onChange={setQuery} />
            <button className="button" type="submit">
              {text.submit}
            </button>
            <button className="icon-button" type="button" onClick={close} aria-label={text.close}>
              ×
            </button>
          </form>
          {results && (
            <section aria-label={text.suggestions} aria-live="polite">
              {results.length === 0 ? (
                <p>{text.empty}</p>
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

interface FieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The labelled search input: the header box and the dialog's own share it. */
function SearchField({ id, label, placeholder, value, onChange, onFocus, inputRef }: FieldProps) {
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
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
      />
    </>
  );
}
