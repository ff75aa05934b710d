import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.server.ts';

/**
 * Makes a read-then-write rule (the last admin, a code's tries, one publish) hold when requests race: call it first
 * in the transaction. SQLite's writes already hold its one lock; PostgreSQL takes a lock named `rule`
 * (docs/staff.md).
 */
export async function lockRule(trx: Db, rule: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${rule}))`.execute(trx);
}
