import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Where an order came from (docs/staff.md#orders-staff-take): the shop's own pages, or staff taking it by
  // phone or chat, and who took it.
  await db.schema
    .alterTable('orders')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('web'))
    .execute();
  await db.schema.alterTable('orders').addColumn('takenBy', 'text').execute();
  // The dashboard's "first call" reads each order's first move out of new.
  await db.schema.createIndex('orderMoves_from').on('orderMoves').columns(['fromStatus', 'at']).execute();
}
