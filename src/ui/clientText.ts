import { digitsIn } from '~/shared/i18n/format.ts';
import type { PluralForms } from '~/shared/i18n/plural.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

/** The few strings the page modules need, written into the page as JSON by the layout. */
export interface ClientText {
  locale: Locale;
  inCart: string;
  addToCart: string;
  /** A card's short labels, and its accessible names with `{{name}}` (the product). */
  inCartShort: string;
  addShort: string;
  inCartNamed: string;
  addNamed: string;
  inStock: string;
  soldOut: string;
  fewLeft: PluralForms;
  pieces: PluralForms;
  /** `{{count}} × {{package}} = {{pieces}}` */
  packageTotal: string;
  backInStock: string;
  /** Said when the bell is let go (pressed, it opens the offer of a text: features/alerts). */
  notifyUnset: string;
  removedFromCart: string;
  myAccount: string;
  logIn: string;
  /** Vazirmatn's two files on a Persian page (persianFont.ts); none on an English one. */
  fontFiles: string[];
}

let cached: ClientText | undefined;

/** Reads the page's client strings once. */
export function clientText(): ClientText {
  cached ??= JSON.parse(document.getElementById('client-text')?.textContent || '{}') as ClientText;
  return cached;
}

/**
 * A count (a whole number) in the page's digits. Written digit by digit: the first Intl.NumberFormat a page
 * makes loads the locale's data, a long task (docs/budgets.md#measurements-behind-the-code).
 */
export function formatNumber(value: number): string {
  return digitsIn(clientText().locale, String(value));
}
