import { useEffect, useState } from 'react';
import type { SearchText } from './searchText.ts';
import { SearchDialog } from './SearchDialog.tsx';
import { plainSearch, SearchField, SearchIcon } from './SearchField.tsx';
import { useMissCount } from './searchMisses.ts';
import { useSuggestions } from './useSuggestions.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

interface Props {
  locale: Locale;
  action: string;
  initial: string;
  /** Where to start before typing: categories (in the page's language) and popular search terms. */
  categories: { title: string; href: string }[];
  popular: string[];
  text: SearchText;
}

/**
 * The header search: a plain GET form; once loaded, a click, tap or typing (never focus alone, so Tab walks on) opens
 * a full-screen dialog with categories, popular searches and suggestions as the visitor types.
 */
export function SearchIsland({ locale, action, initial, categories, popular, text }: Props) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState(initial);

  // Text typed before the island was ready stays, and counts as typing; the plain dialog that stood in hands over
  // to this one (which takes its latest text as it opens: SearchDialog).
  useEffect(() => {
    const standingIn = plainSearch() !== null;
    const box = document.getElementById('site-search') as HTMLInputElement | null;
    if (!standingIn && (!box || box.value === initial)) return;
    // Taken once from the page's own field, which React does not own.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!standingIn) setQuery(box!.value);
    if (standingIn || document.activeElement === box) setOpen(true);
  }, [initial]);

  const results = useSuggestions(query, open);
  const closing = useMissCount(query, results);

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
          plainDialog="search-plain"
        />
        <button className="icon-button" type="submit" aria-label={text.submit}>
          <SearchIcon />
        </button>
      </form>
      {open && (
        <SearchDialog
          locale={locale}
          action={action}
          categories={categories}
          popular={popular}
          text={text}
          query={query}
          onQuery={setQuery}
          results={results}
          onClose={() => {
            closing();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
