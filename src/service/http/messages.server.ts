import { formatCount } from '~/shared/i18n/format.ts';
import { section } from '~/shared/i18n/bilingual.ts';
import { fill } from '~/shared/i18n/fill.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { plural, pluralFormsOf } from '~/shared/i18n/plural.ts';
import en from './messages.en.json' with { type: 'json' };
import fa from './messages.fa.json' with { type: 'json' };

/** Every text the service answers with, in both languages, from its dictionary pair (messages.en.json, messages.fa.json). */
export const serviceMessages = section(en, fa, 'service.');
export const problemTexts = section(en, fa, 'problem.');
export const loginTexts = section(en, fa, 'login.');
export const orderTexts = section(en, fa, 'order.');
export const profileTexts = section(en, fa, 'profile.');
export const newsletterTexts = section(en, fa, 'newsletter.');
export const customerTexts = section(en, fa, 'customerText.');
export const alertTexts = section(en, fa, 'alert.');

export type MessageKey = keyof typeof serviceMessages;

/** A counted phrase of the service's dictionaries (`key_one`, `key_other`) by the locale's plural rules. */
export function countedText(locale: Locale, key: 'order.left', count: number, values: Readonly<Record<string, string>>): string {
  const forms = pluralFormsOf(locale === 'fa' ? fa : en, key)!;
  return fill(plural(locale, forms, count, formatCount(locale, count)), values);
}
