import i18next, { type TFunction } from 'i18next';
import { formatCount } from '../shared/catalogue/format.ts';
import type { Locale } from '../shared/i18n/locale.ts';
import { plural, pluralFormsOf, type PluralForms } from '../shared/i18n/plural.ts';
import en from './en.json' with { type: 'json' };
import fa from './fa.json' with { type: 'json' };

export { LOCALES as locales, type Locale } from '../shared/i18n/locale.ts';

/** Dictionaries by locale: flat dotted keys, the same key set in each. */
export const dictionaries: Record<Locale, Record<string, string>> = { en, fa };

const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: en }, fa: { translation: fa } },
  lng: 'en',
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

// Plain keys (no options) are looked up once per locale: a large build translates the same few hundred
// keys on every one of its pages.
function cachedTranslator(locale: Locale): TFunction {
  const t = instance.getFixedT(locale);
  const plain = new Map<string, string>();
  return ((key: string, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return (t as unknown as (...args: unknown[]) => string)(key, ...rest);
    let text = plain.get(key);
    if (text === undefined) plain.set(key, (text = t(key)));
    return text;
  }) as unknown as TFunction;
}
const translators = { en: cachedTranslator('en'), fa: cachedTranslator('fa') };

/** A translate function bound to one locale. */
export function translator(locale: Locale): TFunction {
  return translators[locale];
}

/** The forms of a counted phrase (`key_one`, `key_other`, …), for islands that count on the page. */
export function pluralForms(locale: Locale, key: string): PluralForms {
  const forms = pluralFormsOf(dictionaries[locale], key);
  if (!forms) throw new Error(`The ${locale} dictionary has no ${key}_other`);
  return forms;
}

/** A counted phrase by the locale's plural rules, the number in the locale's digits: "1 item", "۳ قلم". */
export function countText(locale: Locale, key: string, count: number): string {
  return plural(locale, pluralForms(locale, key), count, formatCount(locale, count));
}

/** Text direction of a locale. */
export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'fa' ? 'rtl' : 'ltr';
}

/** A path in the given locale: Persian paths carry the /fa prefix. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'en') return clean;
  return clean === '/' ? '/fa/' : `/fa${clean}`;
}
