import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The quote sent after the call (src/shared/orders/quote.ts), kept on the order: a later price change never
  // alters it. Then how the order travels once sent, and when its customer asked to be called about the quote.
  await db.schema.alterTable('orderLines').addColumn('quotedPrice', 'bigint').execute();
  for (const [column, type] of [
    ['deliveryCost', 'bigint'],
    ['paymentWay', 'text'],
    ['quoteNote', 'text'],
    ['quotedAt', 'bigint'],
    ['quoteExpiresAt', 'bigint'],
    ['carrier', 'text'],
    ['trackingCode', 'text'],
    ['callMeAt', 'bigint'],
  ] as const)
    await db.schema.alterTable('orders').addColumn(column, type).execute();
}
