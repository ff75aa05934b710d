import { userInfo } from 'node:os';
import type { SelectQueryBuilder } from 'kysely';
import type { AuditEntry } from '~/shared/contract/staff/accounts.ts';
import type { Db } from '~/service/db/database.server.ts';
import type { StoreSchema } from '~/service/db/schema.server.ts';
import type { SignedIn } from '~/service/login/login.server.ts';

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
  by: Pick<SignedIn, 'accountId' | 'name' | 'phoneNumber'>,
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

/** The kinds of change the record of changes can be narrowed to, each with the actions it holds. */
export const CHANGE_KINDS = {
  products: ['product.update', 'product.stock', 'product.create', 'family.create', 'picture.upload', 'product.prices'],
  imports: ['catalogue.import'],
  sections: ['categories.update', 'banners.update', 'packages.update', 'menu.update'],
  // Live at once, never published: the search reads them from the database.
  search: ['search.word', 'search.wordRemoved'],
  orders: ['order.status', 'order.note'],
  accounts: ['account.create', 'account.update'],
  publishing: ['publish', 'publish.live', 'publish.failed'],
} as const;
export type ChangeKind = keyof typeof CHANGE_KINDS;

/** Which changes to list: by whom (as they were named), of which actions, since when (ms), after which entry. */
export interface ChangeFilter {
  actorName?: string | undefined;
  actions?: readonly string[] | undefined;
  since?: number | undefined;
  afterId?: number | undefined;
}

/** A query of the record narrowed by a filter. */
function narrowed<O>(query: SelectQueryBuilder<StoreSchema, 'auditLog', O>, filter: ChangeFilter) {
  let narrow = query;
  if (filter.actions) narrow = narrow.where('action', 'in', [...filter.actions]);
  if (filter.actorName !== undefined) narrow = narrow.where('actorName', '=', filter.actorName);
  if (filter.since !== undefined) narrow = narrow.where('at', '>=', filter.since);
  if (filter.afterId !== undefined) narrow = narrow.where('id', '>', filter.afterId);
  return narrow;
}

/** How many changes the filter keeps. */
export async function countChanges(db: Db, filter: ChangeFilter): Promise<number> {
  const row = await narrowed(db.selectFrom('auditLog'), filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The latest changes first, `limit` at a time; `beforeId` pages back; the filter narrows them. */
export async function listChanges(
  db: Db,
  options: ChangeFilter & { limit?: number; beforeId?: number | undefined; action?: string | undefined } = {},
): Promise<AuditEntry[]> {
  let query = narrowed(db.selectFrom('auditLog').selectAll(), options)
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

/** Everyone who has made a change, by name, for the record's filter. */
export async function changeAuthors(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('auditLog').select('actorName').distinct().orderBy('actorName').execute();
  return rows.map((row) => row.actorName);
}
