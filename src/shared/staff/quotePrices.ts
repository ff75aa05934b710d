import type { QuotePrice } from '~/shared/contract/staff/catalogue.ts';
import { toLatinDigits } from '~/shared/text/digits.ts';

// Prices to quote: per SKU and package type, in tomans, read out on the call back (docs/staff.md#prices-to-quote).
// Their own table, reached only by staff calls: no shop page or shopper's call reads them.

/** A line of an order with the price of its package type, if staff set one. */
export interface PricedLine {
  count: number;
  /** Tomans for one package of the line's type; null when there is none. */
  unitPrice: number | null;
}

/** What an order comes to: the sum of its priced lines, and how many lines have no price. */
export interface QuoteTotal {
  total: number;
  unpriced: number;
}

/** The sum of each priced line's packages times their price, and the number of lines without one. */
export function quoteTotal(lines: readonly PricedLine[]): QuoteTotal {
  let total = 0;
  let unpriced = 0;
  for (const line of lines) {
    if (line.unitPrice === null) unpriced += 1;
    else total += line.unitPrice * line.count;
  }
  return { total, unpriced };
}

/** A SKU's prices as the catalogue file's cell writes them: `1:1250000|3:28000000`, by package number. */
export function pricesCell(prices: readonly QuotePrice[]): string {
  return [...prices]
    .sort((a, b) => a.packageId - b.packageId)
    .map((p) => `${p.packageId}:${p.price}`)
    .join('|');
}

/**
 * A price as typed: Persian or Arabic digits, with or without thousands separators (1,250,000 or ۱٬۲۵۰٬۰۰۰), and
 * without the direction marks a number copied from Persian text carries.
 */
export function typedPrice(text: string): string {
  return toLatinDigits(text).replace(/[\s,،٬\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

/** A price or amount as typed (`typedPrice`), or null when it is not one: 1 to 12 digits. */
export function amountOf(typed: string): number | null {
  const digits = typedPrice(typed);
  return /^\d{1,12}$/.test(digits) ? Number(digits) : null;
}
