import type { OrderQuote, Shipment } from '~/shared/contract/types.ts';
import type { Carrier } from '~/shared/fields/vocabulary.ts';
import { toLatinDigits } from '~/shared/text/digits.ts';

// The quote staff send after the call (docs/staff.md#quotes): the agreed price of each line's package, a delivery
// cost, how the customer pays and a note. It is stored on the order, so a later price change never alters it.

/** Carriers the shop may send with; each tracks parcels on its own site (null: a courier without tracking). */
export const CARRIERS = {
  post: 'https://tracking.post.ir/',
  tipax: 'https://tipaxco.com/tracking',
  chapar: 'https://chaparnet.com/track/',
  mahex: 'https://mahex.com/tracking',
  courier: null,
} as const satisfies Record<Carrier, string | null>;

/** Days a quote holds unless the shop says otherwise (QUOTE_VALID_DAYS). */
export const QUOTE_DAYS = 3;

/** The longest tracking code: Post's are 20 to 24 digits, Tipax's and Chapar's shorter. */
export const TRACKING_MAX = 40;

/** The quote's sum: each line's packages at its agreed price, and the delivery. */
export function quoteSum(counts: readonly number[], quote: Pick<OrderQuote, 'prices' | 'delivery'>): { goods: number; total: number } {
  const goods = counts.reduce((sum, count, index) => sum + count * (quote.prices[index] ?? 0), 0);
  return { goods, total: goods + quote.delivery };
}

/** Whether a quote may still be accepted at `now`. */
export const quoteOpen = (quote: Pick<OrderQuote, 'expiresAt'>, now: number): boolean => Date.parse(quote.expiresAt) > now;

/** When a quote sent at `now` stops holding. */
export const quoteExpiry = (now: number, days: number): number => now + days * 86_400_000;

/**
 * A tracking code as typed or pasted: Persian digits become Latin, spaces and dashes between groups go, letters
 * become capitals (Tipax's and Chapar's codes hold some). Empty when nothing is left.
 */
export function typedTrackingCode(text: string): string {
  return toLatinDigits(text)
    .replace(/[\s\-\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .toUpperCase();
}

/** Whether a tracking code, as `typedTrackingCode` leaves it, looks like one: 4 to 40 Latin letters and digits. */
export const validTrackingCode = (code: string): boolean => new RegExp(`^[A-Z0-9]{4,${TRACKING_MAX}}$`).test(code);

/** The carrier's own tracking page for a shipment, or null for a courier without one. */
export function trackingLink(shipment: Shipment, pages: Partial<Record<Carrier, string>> = {}): string | null {
  const page = pages[shipment.carrier] ?? CARRIERS[shipment.carrier];
  if (!page) return null;
  // A page whose address takes the code ({code}) opens on the parcel; otherwise on the carrier's tracking form.
  return page.includes('{code}') ? page.replace('{code}', encodeURIComponent(shipment.code)) : page;
}
