import { useEffect, useRef } from 'react';
import type { Suggested } from './useSuggestions.ts';

/** How long a search that found nothing stays on screen, untouched, before it counts as one (not each keystroke). */
const IDLE_MS = 3_000;

/** The searches of this page already counted. */
const counted = new Set<string>();

/** Tells the shop a search found nothing (docs/rules.md#search), once per text a page; it survives the page closing. */
function countMiss(typed: string): void {
  // As the service takes a search: its first 100 characters.
  const text = typed.slice(0, 100).trim();
  if (!text || counted.has(text)) return;
  counted.add(text);
  const body = JSON.stringify({ text });
  const sent = navigator.sendBeacon?.('/v1/search/misses', new Blob([body], { type: 'application/json' }));
  if (!sent)
    void fetch('/v1/search/misses', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
      () => {},
    );
}

/**
 * The search dialog's searches that end with nothing found, counted with the results page's: the last text shown
 * finding nothing when the dialog goes idle or closes. Answers what the dialog calls as it closes.
 */
export function useMissCount(query: string, results: Suggested | null): () => void {
  const pending = useRef<string | null>(null);
  const term = query.trim();
  const empty = results !== null && results.term === term && results.products.length === 0;
  useEffect(() => {
    pending.current = empty ? term : null;
    if (!empty) return;
    const timer = setTimeout(() => {
      countMiss(term);
      pending.current = null;
    }, IDLE_MS);
    return () => clearTimeout(timer);
  }, [empty, term]);
  const flush = () => {
    if (pending.current) countMiss(pending.current);
    pending.current = null;
  };
  // Left with nothing found as the page goes (a tab closed, another address typed): counted too.
  useEffect(() => {
    addEventListener('pagehide', flush);
    return () => removeEventListener('pagehide', flush);
  }, []);
  return flush;
}
