import { fill } from '~/shared/i18n/fill.ts';
import { plural, pluralFormsOf } from '~/shared/i18n/plural.ts';
import { formatCount } from '~/shared/i18n/format.ts';
import type { OrderChannel } from '~/shared/fields/channels.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import en from './staff.en.json' with { type: 'json' };
import fa from './staff.fa.json' with { type: 'json' };

/** A key of the staff area's dictionaries (staff.en.json, staff.fa.json): every text its pages and islands show. */
export type StaffKey = keyof typeof en;

const dictionaries: Record<Locale, Readonly<Record<StaffKey, string>>> = { en, fa };

/** Translates a staff key, its `{{name}}` placeholders filled from `values`. */
export type StaffTranslate = (key: StaffKey, values?: Readonly<Record<string, string>>) => string;

/** Whether `key` is one of the staff dictionaries' keys (a key built from stored data may not be). */
export const isStaffKey = (key: string): key is StaffKey => key in en;

/** A staff translate function bound to one locale. */
export function staffTranslator(locale: Locale): StaffTranslate {
  const dictionary = dictionaries[locale];
  return (key, values) => (values ? fill(dictionary[key], values) : dictionary[key]);
}

/** The texts of `keys` in one locale, as an island's `text` prop (only what the island shows is sent). */
export function staffTexts<K extends StaffKey>(locale: Locale, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, dictionaries[locale][key]])) as Record<K, string>;
}

/** A counted phrase of the staff dictionaries (`key_one`, `key_other`) by the locale's plural rules, in its digits. */
export function staffCount(locale: Locale, key: string, count: number): string {
  return plural(locale, pluralFormsOf(dictionaries[locale], key)!, count, formatCount(locale, count));
}

/** The names of the channels an order came by (src/shared/fields/channels.ts), as `channel.<name>`. */
export const CHANNEL_KEYS = [
  'channel.web',
  'channel.phone',
  'channel.instagram',
  'channel.telegram',
  'channel.whatsapp',
  'channel.inPerson',
  'channel.other',
] as const satisfies readonly `channel.${OrderChannel}`[];
