import type { Locale } from './locale.ts';

// Made once, on first use, not on import: each is costly to make (docs/budgets.md#measurements-behind-the-code),
// and a browser module that only needs `digitsIn` or `titleIn` should not pay for one.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, grouped: boolean): Intl.NumberFormat {
  // Persian numbers are written ungrouped, grouped or not.
  const key = `${locale}${grouped && locale === 'en' ? '+' : ''}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', { useGrouping: key === 'en+' })));
  return format;
}

/** A count in the locale's digits: Persian digits on Persian pages. */
export function formatCount(locale: Locale, value: number): string {
  return numberFormat(locale, true).format(value);
}

/** An amount of money in the locale's digits, grouped in thousands in both languages (1,250,000 / ۱٬۲۵۰٬۰۰۰). */
export function formatAmount(locale: Locale, value: number): string {
  let format = formats.get(`${locale}$`);
  if (!format) formats.set(`${locale}$`, (format = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', { useGrouping: true })));
  return format.format(value);
}

/** A number in the locale's digits without grouping (counts in lists, order numbers). */
export function formatDigits(locale: Locale, value: number): string {
  return numberFormat(locale, false).format(value);
}

/** Text whose digits are written in the locale's digits (a phone number on a Persian page); the rest kept. */
export function digitsIn(locale: Locale, text: string): string {
  return locale === 'fa' ? text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!) : text;
}

/**
 * Typed text (address, mobile, postal code) as a page in `locale` shows it: the page's digits, unless mostly Latin
 * letters ("12 Fin Garden Rd" keeps its own). Stored digits are Latin.
 */
export function typedDigits(locale: Locale, text: string): string {
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  const persian = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  return latin > persian ? text : digitsIn(locale, text);
}

/**
 * A value inside text that cannot hold a `<bdi>` (a title, a filled-in phrase), isolated in its own direction: a
 * size such as 21×30 keeps its order on a Persian page, and «قطر ۱۶» its own (docs/rules.md#persian-text).
 */
export function isolated(value: string): string {
  return `\u2068${value}\u2069`;
}

/**
 * An editor's Persian text with its Latin runs (a model such as E27, a code, an English word) isolated left-to-right,
 * so the punctuation around them stays where the sentence put it; other text is returned as it is.
 */
export function isolateLatin(locale: Locale, text: string): string {
  if (locale !== 'fa') return text;
  return text.replace(/[A-Za-z0-9](?:[A-Za-z0-9×./-]*[A-Za-z0-9])?/g, (run) => `\u2066${run}\u2069`);
}

/** The name of a thing in the page's language. */
export function nameIn(locale: Locale, item: { nameFa: string; nameEn: string }): string {
  return locale === 'fa' ? item.nameFa : item.nameEn;
}

/** The title of a thing in the page's language. */
export function titleIn(locale: Locale, item: { titleFa: string; titleEn: string }): string {
  return locale === 'fa' ? item.titleFa : item.titleEn;
}

/** A text cut to at most `max` characters at a word's end, "…" marking the cut: descriptions in previews. */
export function clipText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s,،;؛:.]+$/, '')}…`;
}
