import type { Selectable } from 'kysely';
import { printable } from '~/shared/text/controlCharacters.ts';
import type { StoreSchema } from '~/service/db/schema.server.ts';
import type { OrderQuote, Shipment } from '~/shared/contract/types.ts';

export type QuoteColumns = Pick<
  Selectable<StoreSchema['orders']>,
  'deliveryCost' | 'paymentWay' | 'quoteNote' | 'quotedAt' | 'quoteExpiresAt' | 'carrier' | 'trackingCode'
>;

/** The quote kept on an order, from its row and its lines' agreed prices (in the lines' order); null before one. */
export function quoteOf(order: QuoteColumns, prices: readonly (number | null)[]): OrderQuote | null {
  if (order.quotedAt === null || order.paymentWay === null) return null;
  return {
    prices: prices.map((price) => Number(price ?? 0)),
    delivery: Number(order.deliveryCost ?? 0),
    payment: order.paymentWay,
    note: printable(order.quoteNote ?? ''),
    sentAt: new Date(Number(order.quotedAt)).toISOString(),
    expiresAt: new Date(Number(order.quoteExpiresAt ?? order.quotedAt)).toISOString(),
  };
}

/** How an order travels, once staff marked it sent with a carrier; null before. */
export const shipmentOf = (order: QuoteColumns): Shipment | null =>
  order.carrier === null ? null : { carrier: order.carrier, code: order.trackingCode ?? '' };
