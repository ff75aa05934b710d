import type { Db } from './database.server.ts';

// Apart from database.server.ts, so the catalogue writers need no value from the module that opens the store.

/**
 * Marks the catalogue as changed so cached answers are recomputed; call inside the writing transaction. A change
 * of stock alone (an order) leaves the search's words as they are, so the search index is not made again.
 */
export async function bumpCatalogueVersion(db: Db, change: 'catalogue' | 'stock' = 'catalogue'): Promise<void> {
  const value = String(Date.now()) + Math.random().toString(36).slice(2, 8);
  const keys = change === 'stock' ? ['catalogueVersion'] : ['catalogueVersion', 'searchVersion'];
  for (const key of keys) {
    await db
      .insertInto('meta')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}

/** The versions of the catalogue (changes on every catalogue or stock write) and of its searchable words. */
export async function catalogueVersions(db: Db): Promise<{ catalogue: string; search: string }> {
  const rows = await db.selectFrom('meta').select(['key', 'value']).where('key', 'in', ['catalogueVersion', 'searchVersion']).execute();
  const catalogue = rows.find((row) => row.key === 'catalogueVersion')?.value ?? '0';
  return { catalogue, search: rows.find((row) => row.key === 'searchVersion')?.value ?? catalogue };
}

/** The catalogue's current version tag (changes on every catalogue or stock write). */
export async function catalogueVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'catalogueVersion').executeTakeFirst();
  return row?.value ?? '0';
}
