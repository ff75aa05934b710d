import { formatAmount } from '~/shared/i18n/format.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { plural, pluralFormsOf, type PluralForms } from '~/shared/i18n/plural.ts';

/** The texts an amount needs: `price.tomans_one` and `price.tomans_other`. */
export const TOMANS_KEYS = ['price.tomans_one', 'price.tomans_other'] as const;

/** An amount as the staff area writes it: "1,250,000 tomans", «۱٬۲۵۰٬۰۰۰ تومان». */
export function tomans(locale: Locale, text: Readonly<Record<(typeof TOMANS_KEYS)[number], string>>, amount: number): string {
  return plural(locale, pluralFormsOf(text, 'price.tomans') as PluralForms, amount, formatAmount(locale, amount));
}
