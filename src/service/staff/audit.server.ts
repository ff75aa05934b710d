import { userInfo } from 'node:os';
import type { Db } from '~/service/db/database.server.ts';
import type { SignedIn } from '~/service/login/login.server.ts';

/** One change made in the staff area. */
export interface AuditEntry {
  id: number;
  at: string;
  accountId: number;
  actorName: string;
  actorPhone: string;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

/** The author of a change a command makes (`npm run orders`, …): the command's name and the system user who ran it. */
export const commandAuthor = (command: string): SignedIn => ({
  accountId: 0,
  name: `npm run ${command}`,
  phoneNumber: userInfo().username,
  roles: 'admin',
});

/**
 * Records a change: who (name and number as they are now, so the record reads after the account is gone),
 * what, and the record before and after. Call it inside the change's own transaction, so both land or neither.
 */
export async function recordChange(
  db: Db,
  by: SignedIn,
  change: { action: string; subject: string; before?: unknown; after?: unknown },
  now = Date.now(),
): Promise<void> {
  const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  await db
    .insertInto('auditLog')
    .values({
      at: now,
      accountId: by.accountId,
      actorName: by.name,
      actorPhone: by.phoneNumber,
      action: change.action,
      subject: change.subject,
      before: json(change.before),
      after: json(change.after),
    })
    .execute();
}

/** The latest changes first, `limit` at a time; `beforeId` pages back. */
export async function listChanges(
  db: Db,
  options: { limit?: number; beforeId?: number | undefined; action?: string | undefined } = {},
): Promise<AuditEntry[]> {
  let query = db
    .selectFrom('auditLog')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(options.limit ?? 50);
  if (options.beforeId) query = query.where('id', '<', options.beforeId);
  if (options.action) query = query.where('action', '=', options.action);
  const rows = await query.execute();
  const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));
  return rows.map((row) => ({
    id: row.id,
    at: new Date(Number(row.at)).toISOString(),
    accountId: row.accountId,
    actorName: row.actorName,
    actorPhone: row.actorPhone,
    action: row.action,
    subject: row.subject,
    before: parse(row.before),
    after: parse(row.after),
  }));
}
