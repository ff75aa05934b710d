import type { OrderQuote, Shipment } from '~/shared/contract/types.ts';
import type { Carrier } from '~/shared/fields/vocabulary.ts';

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

/** The quote's sum: each line's packages at its agreed price, and the delivery. */
export function quoteSum(counts: readonly number[], quote: Pick<OrderQuote, 'prices' | 'delivery'>): { goods: number; total: number } {
  const goods = counts.reduce((sum, count, index) => sum + count * (quote.prices[index] ?? 0), 0);
  return { goods, total: goods + quote.delivery };
}

/** Whether a quote may still be accepted at `now`. */
export const quoteOpen = (quote: Pick<OrderQuote, 'expiresAt'>, now: number): boolean => Date.parse(quote.expiresAt) > now;

/** When a quote sent at `now` stops holding. */
export const quoteExpiry = (now: number, days: number): number => now + days * 86_400_000;

/** The carrier's own tracking page for a shipment, or null for a courier without one. */
export function trackingLink(shipment: Shipment, pages: Partial<Record<Carrier, string>> = {}): string | null {
  const page = pages[shipment.carrier] ?? CARRIERS[shipment.carrier];
  if (!page) return null;
  // A page whose address takes the code ({code}) opens on the parcel; otherwise on the carrier's tracking form.
  return page.includes('{code}') ? page.replace('{code}', encodeURIComponent(shipment.code)) : page;
}
