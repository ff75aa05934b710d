import { sql, type Kysely } from 'kysely';
import { autoIdOf, type DialectKind } from './dialect.server.ts';

export async function up(db: Kysely<any>, kind: DialectKind): Promise<void> {
  const autoId = autoIdOf(kind);
  // The order's life after the call (src/shared/staff/orders.ts); an order marked done was handled to the end.
  if (kind === 'postgres') await widenStatusesPostgres(db);
  else await widenStatusesSqlite(db);
  await db.schema
    .createTable('orderMoves')
    .ifNotExists()
    .addColumn('id', 'integer', autoId)
    .addColumn('orderId', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('accountId', 'integer')
    .addColumn('actorName', 'text', (c) => c.notNull())
    .addColumn('fromStatus', 'text', (c) => c.notNull())
    .addColumn('toStatus', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orderMoves_order').ifNotExists().on('orderMoves').columns(['orderId', 'id']).execute();
}

const OLD_STATUSES = "status in ('new', 'called', 'done', 'cancelled')";
const STATUSES = "status in ('new', 'called', 'quoted', 'confirmed', 'sent', 'delivered', 'cancelled')";

/** PostgreSQL: the status check dropped and made again around the update (`done` to `delivered`). */
async function widenStatusesPostgres(db: Kysely<any>): Promise<void> {
  const checks = await sql<{ name: string }>`select conname as name from pg_constraint
    where conrelid = 'orders'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%status%'`.execute(db);
  for (const { name } of checks.rows) await sql`alter table orders drop constraint ${sql.id(name)}`.execute(db);
  await db.updateTable('orders').set({ status: 'delivered' }).where('status', '=', 'done').execute();
  await sql`alter table orders add constraint orders_status_check check (${sql.raw(STATUSES)})`.execute(db);
}

/**
 * SQLite keeps a check in the table's definition, so the table is made again by SQLite's own procedure: keys off, a
 * copy under a new name, the old dropped, the copy renamed, indexes remade, keys checked.
 */
async function widenStatusesSqlite(db: Kysely<any>): Promise<void> {
  const schema = await sql<{ type: string; sql: string }>`select type, sql from sqlite_schema
    where tbl_name = 'orders' and sql is not null`.execute(db);
  const table = schema.rows.find((row) => row.type === 'table')!.sql;
  // Made again already (a stop between the commit and Kysely's record of the migration): nothing left to do.
  if (table.includes(STATUSES)) return;
  if (!table.includes(OLD_STATUSES)) throw new Error('orders: the status check is not the one this migration replaces');
  const names = (await sql<{ name: string }>`pragma table_info(orders)`.execute(db)).rows.map((row) => row.name);
  const copied = names.map((name) => (name === 'status' ? sql`case status when 'done' then 'delivered' else status end` : sql.id(name)));
  const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'orders'`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`begin immediate`.execute(db);
  try {
    await sql.raw(table.replace('CREATE TABLE "orders"', 'CREATE TABLE "orders_next"').replace(OLD_STATUSES, STATUSES)).execute(db);
    await sql`insert into orders_next (${sql.join(names.map((name) => sql.id(name)))}) select ${sql.join(copied)} from orders`.execute(db);
    await sql`drop table orders`.execute(db);
    await sql`alter table orders_next rename to orders`.execute(db);
    for (const index of schema.rows.filter((row) => row.type === 'index')) await sql.raw(index.sql).execute(db);
    // An order deleted last keeps its number unused, as AUTOINCREMENT promises.
    const seq = sequence.rows[0]?.seq ?? 0;
    await sql`update sqlite_sequence set seq = max(seq, ${seq}) where name = 'orders'`.execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('orders: a foreign key no longer holds after the table was made again');
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
