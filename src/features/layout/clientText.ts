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
  removedFromCart: string;
  myAccount: string;
  logIn: string;
}

let cached: ClientText | undefined;

/** Reads the page's client strings once. */
export function clientText(): ClientText {
  cached ??= JSON.parse(document.getElementById('client-text')?.textContent || '{}') as ClientText;
  return cached;
}

/** A count in the page's digits. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(clientText().locale === 'fa' ? 'fa-IR' : 'en-US', { useGrouping: false }).format(value);
}
