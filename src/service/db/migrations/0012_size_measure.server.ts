import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // What a category's sizes measure and in what unit (src/shared/fields/sizeMeasure.ts): '' for nothing.
  await db.schema
    .alterTable('categories')
    .addColumn('sizeUnit', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('categories')
    .addColumn('sizeMeasure', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
