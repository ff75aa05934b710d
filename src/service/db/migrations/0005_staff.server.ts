import type { Kysely } from 'kysely';
import { autoIdOf, type DialectKind } from './dialect.server.ts';

export async function up(db: Kysely<any>, kind: DialectKind): Promise<void> {
  const autoId = autoIdOf(kind);
  // Every change made in the staff area: who, when, what, and the record before and after (JSON).
  await db.schema
    .createTable('auditLog')
    .addColumn('id', 'integer', autoId)
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('accountId', 'integer', (c) => c.notNull())
    .addColumn('actorName', 'text', (c) => c.notNull())
    .addColumn('actorPhone', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('auditLog_at').on('auditLog').columns(['at']).execute();
  // Staff's note on an order and when its status last changed.
  await db.schema
    .alterTable('orders')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('orders').addColumn('updatedAt', 'bigint').execute();
  await db.schema.createIndex('orders_status_createdAt').on('orders').columns(['status', 'createdAt']).execute();
}
