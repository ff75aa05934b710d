import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The order's page by link (src/service/order/orderLink.server.ts): an unguessable token, made for an
  // older order when it is first asked for.
  await db.schema.alterTable('orders').addColumn('accessToken', 'text').execute();
  await db.schema.createIndex('orders_accessToken').unique().on('orders').column('accessToken').execute();
}
