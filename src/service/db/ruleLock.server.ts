import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.server.ts';

/**
 * Makes a rule that reads and then writes shared state (the last admin, a code's tries, the codes sent in an
 * hour, a single publish) hold when two requests race: call it first inside the rule's transaction. On SQLite
 * every write transaction already holds the database's one write lock (BEGIN IMMEDIATE); on PostgreSQL, whose
 * transactions read committed data without locking it, it takes a lock named `rule` until the transaction ends,
 * so a second transaction of the same rule waits and then reads what the first wrote (docs/staff.md).
 */
export async function lockRule(trx: Db, rule: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${rule}))`.execute(trx);
}
