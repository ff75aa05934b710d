import type { Db } from './database.server.ts';

// Apart from database.server.ts, so the catalogue writers (and the demo seed the database runs) need no value from it.

/** Marks the catalogue as changed so cached answers are recomputed; call inside the writing transaction. */
export async function bumpCatalogueVersion(db: Db): Promise<void> {
  const value = String(Date.now()) + Math.random().toString(36).slice(2, 8);
  await db
    .insertInto('meta')
    .values({ key: 'catalogueVersion', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** The catalogue's current version tag (changes on every catalogue or stock write). */
export async function catalogueVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'catalogueVersion').executeTakeFirst();
  return row?.value ?? '0';
}
