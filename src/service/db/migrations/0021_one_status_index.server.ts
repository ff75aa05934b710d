import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // 0005 made `orders_status_createdAt` on the columns 0002's `orders_status` already covers: every order
  // written updated both.
  await db.schema.dropIndex('orders_status_createdAt').ifExists().execute();
}
