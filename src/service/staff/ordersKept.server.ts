import { sql } from 'kysely';
import { PREPARED, type Db } from '~/service/db/database.server.ts';

// Staff pages' reads of orders and customers, kept between pages (docs/staff.md#the-dashboard): a read holds while no
// order or move has been added.

/**
 * Rows within this many keys of the last are counted too: on PostgreSQL a transaction may commit a row after a
 * later key's, which the last key alone would not show.
 */
const LATE_COMMITS = 64;

/** What the last keys of a table and the rows just below them say, as two columns. */
const lastKeys = (table: 'orders' | 'orderMoves') => {
  const last = sql`(select coalesce(max(id), 0) from ${sql.table(table)})`;
  return [
    sql<number>`${last}`.as(`${table}Last`),
    sql<number>`(select count(*) from ${sql.table(table)} where id > ${last} - ${sql.lit(LATE_COMMITS)})`.as(`${table}Near`),
  ];
};

/** The last orders and moves, in one read: what the kept reads are checked against. */
export async function ordersStamp(db: Db): Promise<string> {
  const row = await db
    .selectNoFrom([...lastKeys('orders'), ...lastKeys('orderMoves')])
    .modifyFront(PREPARED)
    .executeTakeFirstOrThrow();
  return Object.values(row).join(' ');
}

type Kept = { stamp: string; value: Promise<unknown> };
const kept = new WeakMap<Db, Map<string, Kept>>();

/** `read`'s answer, read again when `stamp` (ordersStamp) has moved; `key` names the read and the days it is of. */
export function keptRead<T>(db: Db, key: string, stamp: string, read: () => Promise<T>): Promise<T> {
  const reads = kept.get(db) ?? new Map<string, Kept>();
  kept.set(db, reads);
  const known = reads.get(key);
  if (known?.stamp === stamp) return known.value as Promise<T>;
  // Reads of other stamps are let go as a newer one is made: a key of an earlier day goes with them.
  for (const [other, entry] of reads) if (entry.stamp !== stamp) reads.delete(other);
  const value = read();
  const entry = { stamp, value };
  reads.set(key, entry);
  // A failed read is not kept: the next page reads again.
  value.catch(() => reads.get(key) === entry && reads.delete(key));
  return value;
}
