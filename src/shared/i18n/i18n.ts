import { formatAmount, formatCount } from './format.ts';
import { fill } from './fill.ts';
import type { Locale } from './locale.ts';
import { plural, pluralFormsOf, type PluralForms } from './plural.ts';
import en from './en.json' with { type: 'json' };
import fa from './fa.json' with { type: 'json' };

export { LOCALES as locales, localePath, type Locale } from './locale.ts';

/** A key of the dictionaries: every text a person reads on the pages. */
export type Key = keyof typeof en;

/** A counted phrase's key: the dictionaries hold its forms as `key_one`, `key_other`, … */
export type CountKey = PhraseOf<Key>;
type PhraseOf<K> = K extends `${infer Phrase}_other` ? Phrase : never;

/** Dictionaries by locale: flat dotted keys, the same key set in each (the Persian one fails to compile without one). */
export const dictionaries: Record<Locale, Readonly<Record<Key, string>>> = { en, fa };

/** Translates a key, its `{{name}}` placeholders filled from `values` (numbers already in the page's digits). */
export type Translate = (key: Key, values?: Readonly<Record<string, string>>) => string;

/** A translate function bound to one locale. */
export function translator(locale: Locale): Translate {
  const dictionary = dictionaries[locale];
  return (key, values) => (values ? fill(dictionary[key], values) : dictionary[key]);
}

/** The forms of a counted phrase (`key_one`, `key_other`, …), for islands that count on the page. */
export function pluralForms(locale: Locale, key: CountKey): PluralForms {
  const forms = pluralFormsOf(dictionaries[locale], key);
  if (!forms) throw new Error(`The ${locale} dictionary has no ${key}_other`);
  return forms;
}

/** A counted phrase by the locale's plural rules, the number in the locale's digits: "1 item", "۳ قلم". */
export function countText(locale: Locale, key: CountKey, count: number): string {
  return plural(locale, pluralForms(locale, key), count, formatCount(locale, count));
}

/** An amount in tomans in the locale's digits, grouped in thousands: "1,250,000 tomans", «۱٬۲۵۰٬۰۰۰ تومان». */
export function tomansText(locale: Locale, amount: number): string {
  return plural(locale, pluralForms(locale, 'count.tomans'), amount, formatAmount(locale, amount));
}

/** Text direction of a locale. */
export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'fa' ? 'rtl' : 'ltr';
}
