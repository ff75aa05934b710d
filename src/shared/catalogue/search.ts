import { toLatinDigits } from '~/shared/text/digits.ts';

/**
 * Folds text for matching: Arabic ي ى ك become Persian ی ک, digits become Latin, case, diacritics,
 * tatweel and the zero-width non-joiner are folded, and runs of spacing become one space.
 */
export function normaliseSearch(text: string): string {
  return (
    toLatinDigits(text)
      .replace(/[يى]/g, 'ی')
      .replace(/ك/g, 'ک')
      .replace(/[أإ]/g, 'ا')
      .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
      // The joiners each on their own (ZWJ joins nothing here): the class lists what becomes a space.
      // eslint-disable-next-line no-misleading-character-class
      .replace(/[\u200C\u200D\u200E\u200F]/g, ' ')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The search words of a query, normalised, at most eight, longest first so the rarest filters first. */
export function searchTerms(query: string): string[] {
  const words = normaliseSearch(query).split(' ').filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, 8);
}

/**
 * Whether a search text cannot travel as a path segment: URLs resolve `.` and `..` (and `%2E`) away, so a call
 * with one reaches another address. Nothing matches either, so callers answer "no matches" without a call.
 */
export function isDotSegment(text: string): boolean {
  return text === '.' || text === '..';
}
