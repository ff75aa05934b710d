import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { serviceConfig } from '../config.server.ts';
import { seedDemoIfEmpty } from '../seed/demoSeed.server.ts';
import { migrationProvider, type DialectKind } from './migrations.server.ts';
import type { StoreSchema } from './schema.server.ts';
import { nodeSqliteDatabase } from './sqliteAdapter.server.ts';

export type Db = Kysely<StoreSchema>;

/** An open store: the query builder, the dialect and the folder holding media and the outbox. */
export interface Store {
  db: Db;
  kind: DialectKind;
  dataDir: string;
  mediaDir: string;
}

/** Opens (creating when absent) the SQLite store in `dataDir` and brings its schema up to date. */
export async function openStore(dataDir: string): Promise<Store> {
  const mediaDir = join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const file = new DatabaseSync(join(dataDir, 'store.db'));
  // WAL lets readers run beside the writer; FULL makes an acknowledged write survive a power cut.
  file.exec('PRAGMA busy_timeout = 10000');
  file.exec('PRAGMA journal_mode = WAL');
  file.exec('PRAGMA synchronous = FULL');
  file.exec('PRAGMA foreign_keys = ON');
  const db = new Kysely<StoreSchema>({ dialect: new SqliteDialect({ database: nodeSqliteDatabase(file) }) });
  await migrate(db, 'sqlite');
  return { db, kind: 'sqlite', dataDir, mediaDir };
}

/** Runs every pending migration; throws with the failing migration's error. */
export async function migrate(db: Db, kind: DialectKind): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(kind) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

let shared: Promise<Store> | undefined;

/** The process-wide store for DATA_DIR, opened, migrated and (when empty) seeded on first use. */
export function getStore(): Promise<Store> {
  shared ??= (async () => {
    const store = await openStore(serviceConfig().dataDir);
    await seedDemoIfEmpty(store);
    return store;
  })();
  return shared;
}

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
