import { sql, type Kysely } from 'kysely';
import { autoIdOf, type DialectKind } from './dialect.server.ts';

export async function up(db: Kysely<any>, kind: DialectKind): Promise<void> {
  const autoId = autoIdOf(kind);
  // Back in stock, by text (service/catalogue/stockAlerts.server.ts): a proven number's request for a sold-out
  // size, until its text is written (or the number ends it). One waiting request per number and size.
  await db.schema
    .createTable('stockAlerts')
    .addColumn('id', 'integer', autoId)
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('endedAt', 'bigint')
    .addColumn('texted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('stockAlerts_waiting')
    .on('stockAlerts')
    .columns(['phone', 'sku'])
    .unique()
    .where(sql.ref('endedAt'), 'is', null)
    .execute();
  await db.schema.createIndex('stockAlerts_sku').on('stockAlerts').columns(['sku', 'endedAt']).execute();
  // A code asked for by the bell goes to any number (it asked for a text); proving it makes the number's account.
  await db.schema
    .alterTable('otpCodes')
    .addColumn('forAlert', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('customerTexts_phone').on('customerTexts').columns(['phone', 'kind', 'nextAt']).execute();
}
