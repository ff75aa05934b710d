import type { Locale } from './locale.ts';

// One rule for a line's facts: English joins them with a middle dot; Persian with a Persian comma, as a dot beside
// Persian digits reads as zero («۱ · عدد» as «۱۰ عدد»). docs/rules.md#persian-text

/** What stands between two facts of one line. */
export function separator(locale: Locale): string {
  return locale === 'fa' ? '، ' : ' · ';
}

/** The facts of one line joined by the locale's separator; empty parts left out. */
export function joinParts(locale: Locale, parts: readonly (string | null | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(separator(locale));
}

/** Words listed as alternatives: "a, b or c" in English, «a، b یا c» in Persian. */
export function orList(locale: Locale, words: readonly string[]): string {
  if (words.length < 2) return words.join('');
  const [comma, or] = locale === 'fa' ? ['، ', ' یا '] : [', ', ' or '];
  return `${words.slice(0, -1).join(comma)}${or}${words.at(-1)}`;
}

/** Between the items of a list or the parts of an address: a comma in the locale's own form. */
export function listComma(locale: Locale): string {
  return locale === 'fa' ? '، ' : ', ';
}

/** Between items that hold commas themselves (the lines of an order in short): a semicolon in the locale's own form. */
export function listSemicolon(locale: Locale): string {
  return locale === 'fa' ? '؛ ' : '; ';
}
