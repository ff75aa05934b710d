import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The order list of a visitor without JavaScript (docs/rules.md#ordering-without-javascript): named by a
  // random token in a cookie, its lines alone, no personal data; gone 30 days after its last change.
  await db.schema
    .createTable('keptOrderLists')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('keptOrderLists_updatedAt').on('keptOrderLists').column('updatedAt').execute();
}
