import { useEffect, useState } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { showToast } from '~/ui/toast.ts';
import { isDotSegment } from '~/shared/catalogue/search.ts';

/** A product the search dialog suggests. */
export interface Suggestion {
  sku: string;
  slug: string;
  nameFa: string;
  nameEn: string;
  images: string[];
}

/** What the dialog shows for a term: the products suggested, and the term with its slips mended (or null). */
export interface Suggested {
  products: Suggestion[];
  didYouMean: string | null;
  readAs: string | null;
  /** The text these are for, as asked. */
  term: string;
}

/**
 * The products suggested for `query` while the dialog is open (debounced), or null for none asked yet: a
 * closed dialog or a term under 2 characters.
 */
export function useSuggestions(query: string, open: boolean): Suggested | null {
  const [results, setResults] = useState<Suggested | null>(null);

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
      if (isDotSegment(term)) return setResults({ products: [], didYouMean: null, readAs: null, term });
      try {
        const found = await apiCall<Omit<Suggested, 'term'>>(`/v1/product/suggest/${encodeURIComponent(term.slice(0, 100))}`, {
          toasts: false,
        });
        if (current) setResults({ ...found, term });
      } catch (error) {
        if (current) showToast((error as Error).message, 'error');
      }
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, searching]);

  return results;
}
