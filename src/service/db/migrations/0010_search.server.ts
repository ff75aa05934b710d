import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A family's sizes by (parentSku, status): with status alone to go on, SQLite walked the listing index.
  await db.schema.createIndex('products_family').on('products').columns(['parentSku', 'status']).execute();
  await db.schema.dropIndex('products_parentSku').execute();
  // Searches that found nothing, folded, counted per day: no personal data (docs/rules.md#search).
  await db.schema
    .createTable('searchMisses')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('searchMisses_pk', ['day', 'text'])
    .execute();
  // The shop's own colloquial forms and words: what shoppers type, and the catalogue's word they mean.
  await db.schema
    .createTable('searchWords')
    .addColumn('typed', 'text', (c) => c.primaryKey())
    .addColumn('meant', 'text', (c) => c.notNull())
    .execute();
}
