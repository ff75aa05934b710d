import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A product the editor chose to publish before its picture: its pages say a picture is coming.
  await db.schema
    .alterTable('products')
    .addColumn('pictureLater', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
