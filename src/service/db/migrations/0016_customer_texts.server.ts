import type { Kysely } from 'kysely';
import { autoIdOf, type DialectKind } from './dialect.server.ts';

export async function up(db: Kysely<any>, kind: DialectKind): Promise<void> {
  const autoId = autoIdOf(kind);
  // The outbox of texts to customers (src/service/texts/customerTexts.server.ts): written in the transaction of
  // the step it tells of, sent from here once; `dedupeKey` keeps a step from writing its text twice.
  await db.schema
    .createTable('customerTexts')
    .addColumn('id', 'integer', autoId)
    .addColumn('orderId', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('dedupeKey', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAt', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('sentAt', 'bigint')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('customerTexts_state').on('customerTexts').columns(['state', 'id']).execute();
  await db.schema.createIndex('customerTexts_order').on('customerTexts').columns(['orderId', 'id']).execute();
}
