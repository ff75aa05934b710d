import { normaliseSearch } from './search.ts';

// The search forgives what shoppers type (docs/rules.md#search): letters written several ways, the non-joiner missing
// or a space, plurals, suffixes and colloquial forms. One fold for catalogue and query; each query word then has its
// forms.

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
 * The search fold: normaliseSearch, then alef with madda as alef, ة as ه, ؤ as و, ئ as ی, and hyphens and slashes as
 * spaces.
 */
export function foldSearch(text: string): string {
  return normaliseSearch(
    text
      .replace(/آ/g, 'ا')
      .replace(/ة/g, 'ه')
      .replace(/ؤ/g, 'و')
      .replace(/ئ/g, 'ی')
      .replace(/[-‐‑–—_/]+/g, ' '),
  );
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
  for (const ending of PERSIAN_ENDINGS) {
    const stem = word.slice(0, -ending.length);
    if (word.endsWith(ending) && stem.length >= 3) return [stem];
  }
  return [];
}

/**
 * The words of a query, each with the forms that match it (itself first; a colloquial form with the catalogue's
 * word), at most eight words, longest first; particles typed apart (ها، های، ی) are left out.
 */
export function searchForms(query: string, colloquial: Readonly<Record<string, string>> = COLLOQUIAL): string[][] {
  const words = [...new Set(foldSearch(query).split(' '))].filter((word) => word && !PARTICLES.has(word));
  return words
    .sort((a, b) => b.length - a.length)
    .slice(0, 8)
    .map((word) => {
      const forms = [word, ...englishForms(word), ...persianForms(word)];
      return [...new Set(forms.flatMap((form) => (colloquial[form] ? [form, colloquial[form]] : [form])))];
    });
}

/** What a letter for one that sounds the same costs: half a slip. */
const SOUND_ALIKE = 0.5;

/** Persian letters that sound the same, which Iranians misspell between: each letter's group. */
const SOUND_GROUPS = new Map(
  ['سصث', 'زذضظ', 'تط', 'قغ', 'هح', 'اع'].flatMap((group) => [...group].map((letter) => [letter, group] as const)),
);

/** What typing `a` for `b` costs: nothing for the letter itself, half for a sound-alike, else one slip. */
const letterCost = (a: string, b: string): number => (a === b ? 0 : SOUND_GROUPS.get(a)?.includes(b) ? SOUND_ALIKE : 1);

/**
 * How many typing slips a word may carry: none up to 3 letters (but one sound-alike letter, «زرف» for «ظرف»), one up
 * to 5, two from 6 ("stonewear"). A sound-alike letter counts half (`editDistance`).
 */
export function typoAllowance(word: string): number {
  return word.length <= 2 ? 0 : word.length === 3 ? SOUND_ALIKE : word.length <= 5 ? 1 : 2;
}

/**
 * The edit distance between two words, a swap of neighbours counting as one ("vsae" → "vase") and a sound-alike
 * letter as half («صاعت» → «ساعت»), or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = letterCost(a[i - 1]!, b[j - 1]!);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
}

/**
 * Whether two words start alike (the first letter, the second, or the two swapped): a slip rarely spoils both,
 * and the test keeps a search of eight made-up words cheap on a large catalogue's words.
 */
function sameStart(typed: string, word: string): boolean {
  return typed[0] === word[0] || typed[1] === word[1] || (typed[0] === word[1] && typed[1] === word[0]);
}

/** At most this many words of a query are taken as slips: more words found nowhere are not a search for the shop. */
export const MOST_SLIPS = 2;

/**
 * The catalogue's words nearest the typed word, within `limit` slips (its typoAllowance unless told), in the order
 * given: a word two slips away is not offered beside one a slip away («ابازور»: آباژور, not بازار).
 */
export function closestWords(typed: string, words: readonly string[], limit = typoAllowance(typed)): string[] {
  if (limit === 0) return [];
  let nearest: string[] = [];
  let least = limit;
  for (const word of words) {
    if (!sameStart(typed, word)) continue;
    const distance = editDistance(typed, word, least);
    if (distance < least) [nearest, least] = [[], distance];
    if (distance === least) nearest.push(word);
  }
  return nearest;
}
