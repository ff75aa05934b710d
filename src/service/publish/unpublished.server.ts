import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '~/service/db/database.server.ts';
import { CHANGE_KINDS, countChanges, listChanges, type ChangeFilter } from '~/service/access/audit.server.ts';
import type { AuditEntry } from '~/shared/contract/staff/accounts.ts';

// What is saved but not yet live (docs/staff.md#what-is-not-live-yet): a build notes the last entry of the record
// of changes when it begins reading the shop; the changes a publish makes live that came after it are not live.

/** In a build's server folder: `{ "id": n }`, the record's last entry when the build began. */
export const PUBLISHED_THROUGH_FILE = 'published-through.json';

/**
 * The changes a publish puts live: products and pictures, imports, and the sections; not the staff's prices, which
 * no page shows, nor stock, which pages ask for and which is live at once.
 */
export const PUBLISHED_ACTIONS: readonly string[] = [...CHANGE_KINDS.products, ...CHANGE_KINDS.imports, ...CHANGE_KINDS.sections].filter(
  (action) => action !== 'product.prices' && action !== 'product.stock',
);

/** The last entry of the record of changes (0: none yet). */
export async function lastChangeId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('auditLog')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** The changes not yet live, counted, with the latest `limit` of them. */
export interface Unpublished {
  count: number;
  latest: AuditEntry[];
}

/**
 * The changes made after the served build `build` began reading the shop. A build older than this record, or made
 * from SERVICE_URL, counts as having read everything; no build leaves every change unpublished.
 */
export async function unpublishedChanges(db: Db, build: string | null, limit = 20): Promise<Unpublished> {
  const filter: ChangeFilter = { actions: PUBLISHED_ACTIONS, ...publishedThrough(build) };
  const count = await countChanges(db, filter);
  return { count, latest: count > 0 && limit > 0 ? await listChanges(db, { ...filter, limit }) : [] };
}

function publishedThrough(build: string | null): { afterId?: number; since?: number } {
  if (!build) return { afterId: 0 };
  try {
    const noted = JSON.parse(readFileSync(join(build, 'server', PUBLISHED_THROUGH_FILE), 'utf8')) as { id?: unknown };
    if (typeof noted.id === 'number') return { afterId: noted.id };
  } catch {
    // not noted: the build's own time stands in
  }
  try {
    return { since: Math.ceil(statSync(join(build, 'server', 'entry.mjs')).mtimeMs) };
  } catch {
    return { afterId: 0 };
  }
}
