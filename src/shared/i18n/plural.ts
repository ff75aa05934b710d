import { fill } from './fill.ts';

/**
 * Counted phrases by Intl.PluralRules: "1 item", "2 items"; Persian keeps the noun singular. Dictionaries hold
 * `key_one` and `key_other` (i18next's naming) with `{{count}}`.
 */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The forms of one counted phrase; `other` is always there. */
export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();

/** The plural category of a count in a locale ('en' or 'fa'). */
export function pluralCategory(locale: string, count: number): PluralCategory {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale === 'fa' ? 'fa-IR' : 'en-US')));
  return rule.select(count) as PluralCategory;
}

/** The phrase for `count`, its `{{count}}` filled with the number as the page writes it (`formatted`). */
export function plural(locale: string, forms: PluralForms, count: number, formatted: string = String(count)): string {
  return fill(forms[pluralCategory(locale, count)] ?? forms.other, { count: formatted });
}

/** The forms of `key` in a flat dictionary (`key_one`, `key_other`, …); undefined when it has no `key_other`. */
export function pluralFormsOf(dictionary: Readonly<Record<string, string>>, key: string): PluralForms | undefined {
  const other = dictionary[`${key}_other`];
  if (other === undefined) return undefined;
  const forms: PluralForms = { other };
  for (const category of ['zero', 'one', 'two', 'few', 'many'] as const) {
    const text = dictionary[`${key}_${category}`];
    if (text !== undefined) forms[category] = text;
  }
  return forms;
}
