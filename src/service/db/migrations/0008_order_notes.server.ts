import { sql, type Kysely } from 'kysely';
import { autoIdOf, type DialectKind } from './dialect.server.ts';

export async function up(db: Kysely<any>, kind: DialectKind): Promise<void> {
  const autoId = autoIdOf(kind);
  // A note per call, kept with who wrote it and when (orders.note stays the latest one, for the CSV).
  await db.schema
    .createTable('orderNotes')
    .addColumn('id', 'integer', autoId)
    .addColumn('orderId', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('accountId', 'integer', (c) => c.notNull())
    .addColumn('actorName', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orderNotes_orderId').on('orderNotes').columns(['orderId', 'id']).execute();
  // The notes kept before, as the first of their orders' histories (their author was not recorded).
  await sql`insert into ${sql.table('orderNotes')} (${sql.ref('orderId')}, ${sql.ref('at')}, ${sql.ref('accountId')}, ${sql.ref('actorName')}, ${sql.ref('text')})
      select ${sql.ref('id')}, coalesce(${sql.ref('updatedAt')}, ${sql.ref('createdAt')}), 0, '', ${sql.ref('note')}
      from ${sql.table('orders')} where ${sql.ref('note')} <> ''`.execute(db);
  // The list opens newest first on every status ("All" too).
  await db.schema.createIndex('orders_createdAt').on('orders').columns(['createdAt', 'id']).execute();
}
