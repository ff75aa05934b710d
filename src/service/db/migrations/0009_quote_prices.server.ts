import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Staff's prices to quote, apart from the products, so that nothing reading the shop's tables reads them.
  await db.schema
    .createTable('quotePrices')
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('packageId', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('quotePrices_pk', ['sku', 'packageId'])
    .execute();
}
