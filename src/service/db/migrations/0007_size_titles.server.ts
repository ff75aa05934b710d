import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A size filter's Persian title beside its English one ('': the English title in Persian digits).
  await db.schema
    .alterTable('categorySizeFilters')
    .addColumn('titleFa', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
