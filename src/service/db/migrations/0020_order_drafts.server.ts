import type { Kysely } from 'kysely';
import { autoIdOf, type DialectKind } from './dialect.server.ts';

export async function up(db: Kysely<any>, kind: DialectKind): Promise<void> {
  const autoId = autoIdOf(kind);
  // Orders staff take and keep to send later (docs/staff.md#orders-staff-take): the form as it was left, no
  // stock taken and no text sent until it is sent as an order.
  await db.schema
    .createTable('orderDrafts')
    .addColumn('id', 'integer', autoId)
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('takenBy', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
}
