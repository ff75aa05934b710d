import { normaliseSearch } from '~/shared/catalogue/search.ts';

// The shop's search forgives what shoppers type (docs/rules.md#search): letters written more than one way, the
// zero-width non-joiner left out or typed as a space, plurals and suffixes, and a few colloquial forms. One fold
// for the catalogue's text and the query alike; each query word then has the forms that may match it.

/** Colloquial Persian forms shoppers type, and the written form the catalogue uses. */
export const COLLOQUIAL: Readonly<Record<string, string>> = {
  گلدون: 'گلدان',
  فنجون: 'فنجان',
  استکون: 'استکان',
  قندون: 'قندان',
  نمکدون: 'نمکدان',
  لیوون: 'لیوان',
  خونه: 'خانه',
  قلیون: 'قلیان',
};

/** Persian words that only mark a plural, an ezafe or a comparison when typed apart: they match nothing alone. */
const PARTICLES = new Set(['ها', 'های', 'هایی', 'ی', 'ای', 'تر', 'ترین']);

/** Persian endings a word may carry beyond the catalogue's form: plurals, the ezafe and adjective ی, comparisons. */
const PERSIAN_ENDINGS = ['هایی', 'های', 'ها', 'ترین', 'تر', 'ی'];

/**
 * The search fold: normaliseSearch (Arabic ي ى ك, digits, case, diacritics, kashida, the non-joiner as a space),
 * then alef with madda or hamza as alef, ة as ه, ؤ as و, ئ as ی, and hyphens and slashes as spaces.
 */
export function foldSearch(text: string): string {
  return normaliseSearch(
    text
      .replace(/[آأإ]/g, 'ا')
      .replace(/ة/g, 'ه')
      .replace(/ؤ/g, 'و')
      .replace(/ئ/g, 'ی')
      .replace(/[-‐‑–—_/]+/g, ' '),
  );
}

/** The catalogue's text as the search reads it: folded, and once more without spaces (دست باف = دستباف). */
export function searchableText(text: string): { spaced: string; joined: string } {
  const spaced = foldSearch(text);
  return { spaced, joined: spaced.replace(/ /g, '') };
}

/** An English word's singular forms: vases → vase, vas; scarves → scarf, scarve; mugs → mug. */
function englishForms(word: string): string[] {
  if (!/^[a-z]{4,}$/.test(word) || word.endsWith('ss')) return [];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  if (word.endsWith('ves')) return [`${word.slice(0, -3)}f`, word.slice(0, -1)];
  if (/(?:s|x|z|ch|sh)es$/.test(word)) return [word.slice(0, -1), word.slice(0, -2)];
  return word.endsWith('s') ? [word.slice(0, -1)] : [];
}

/** A Persian word without the endings the catalogue's form may lack, keeping at least three letters. */
function persianForms(word: string): string[] {
  if (!/[\u0600-\u06ff]/.test(word)) return [];
  const written = COLLOQUIAL[word];
  if (written) return [written];
  for (const ending of PERSIAN_ENDINGS) {
    const stem = word.slice(0, -ending.length);
    if (word.endsWith(ending) && stem.length >= 3) return [COLLOQUIAL[stem] ?? stem];
  }
  return [];
}

/**
 * The words of a query, each with the forms that match it (itself first), at most eight words, longest first;
 * particles typed apart (ها، های، ی) are left out.
 */
export function searchForms(query: string): string[][] {
  const words = [...new Set(foldSearch(query).split(' '))].filter((word) => word && !PARTICLES.has(word));
  return words
    .sort((a, b) => b.length - a.length)
    .slice(0, 8)
    .map((word) => [...new Set([word, ...englishForms(word), ...persianForms(word)])]);
}

/** Whether every query word, in one of its forms, is in the text (spaced or joined). */
export function matchesForms(text: { spaced: string; joined: string }, forms: string[][]): boolean {
  return forms.every((alternatives) => alternatives.some((form) => text.spaced.includes(form) || text.joined.includes(form)));
}
