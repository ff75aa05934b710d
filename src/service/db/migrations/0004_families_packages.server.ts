import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The package types a product is sold in (JSON list of package ids, first = default; [] = every
  // active type), and whether the home page features it.
  await db.schema
    .alterTable('products')
    .addColumn('packageIds', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The package an order line was placed in, as it was then (titles and pieces are kept with the
  // line, so a later catalogue change does not rewrite an order); empty on orders placed before.
  await db.schema.alterTable('orderLines').addColumn('packageId', 'integer').execute();
  await db.schema.alterTable('orderLines').addColumn('packageTitleFa', 'text').execute();
  await db.schema.alterTable('orderLines').addColumn('packageTitleEn', 'text').execute();
  await db.schema.alterTable('orderLines').addColumn('pieces', 'integer').execute();
}
