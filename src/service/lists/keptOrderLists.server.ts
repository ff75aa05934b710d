import { randomBytes } from 'node:crypto';
import { KEPT_LIST_DAYS, KEPT_TOKEN, readKeptLines, type KeptLine } from '~/shared/lists/keptList.ts';
import type { Db } from '~/service/db/database.server.ts';

const DAY_MS = 86_400_000;
const fresh = (now: number) => now - KEPT_LIST_DAYS * DAY_MS;

/** The lines of the list a cookie names; none for a token unknown, malformed or 30 days still. */
export async function keptLines(db: Db, token: string | undefined, now = Date.now()): Promise<KeptLine[]> {
  if (!token || !KEPT_TOKEN.test(token)) return [];
  const row = await db
    .selectFrom('keptOrderLists')
    .select('lines')
    .where('token', '=', token)
    .where('updatedAt', '>', fresh(now))
    .executeTakeFirst();
  return row ? readKeptLines(row.lines) : [];
}

/** Stores a visitor's lines under their token, or a new one; returns the token. Lists 30 days still go on the way. */
export async function keepLines(db: Db, token: string | undefined, lines: readonly KeptLine[], now = Date.now()): Promise<string> {
  const kept = token && KEPT_TOKEN.test(token) ? token : randomBytes(18).toString('base64url');
  const row = { token: kept, lines: JSON.stringify(lines), updatedAt: now };
  await db
    .insertInto('keptOrderLists')
    .values(row)
    .onConflict((conflict) => conflict.column('token').doUpdateSet({ lines: row.lines, updatedAt: now }))
    .execute();
  await db.deleteFrom('keptOrderLists').where('updatedAt', '<=', fresh(now)).execute();
  return kept;
}

/** Reads a list and removes it, once: the second of two takes at once gets nothing. */
export async function takeKeptList(db: Db, token: string | undefined, now = Date.now()): Promise<KeptLine[]> {
  if (!token || !KEPT_TOKEN.test(token)) return [];
  const lines = await keptLines(db, token, now);
  const gone = await db.deleteFrom('keptOrderLists').where('token', '=', token).executeTakeFirst();
  return Number(gone.numDeletedRows) > 0 ? lines : [];
}
