import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { serviceConfig } from '~/service/config.server.ts';
import { log } from '~/service/observe/log.server.ts';
import { migrationProvider } from './migrations.server.ts';
import type { DialectKind } from '~/service/db/migrations/dialect.server.ts';
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

/**
 * Opens the store and brings its schema up to date: PostgreSQL when `databaseUrl` (DATABASE_URL) is a
 * postgres:// address, otherwise the SQLite file `store.db` in `dataDir`. Media and the SMS outbox stay in `dataDir`.
 */
export async function openStore(dataDir: string, databaseUrl = serviceConfig().databaseUrl): Promise<Store> {
  const mediaDir = join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const { db, kind } = openDatabase(dataDir, databaseUrl);
  await migrate(db, kind);
  return { db, kind, dataDir, mediaDir };
}

/** The store's database, opened as it is: no migration run (openStore runs them). */
export function openDatabase(dataDir: string, databaseUrl = serviceConfig().databaseUrl): { db: Db; kind: DialectKind } {
  const kind = databaseKind(databaseUrl);
  return { db: kind === 'postgres' ? openPostgres(databaseUrl) : openSqlite(dataDir), kind };
}

/** Which database a DATABASE_URL names (empty: the embedded SQLite file); anything else is refused. */
export function databaseKind(databaseUrl: string): DialectKind {
  if (!databaseUrl) return 'sqlite';
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return 'postgres';
  throw new Error(`DATABASE_URL must be a postgres:// address (or unset for SQLite in DATA_DIR), not "${databaseUrl.split(':')[0]}:…"`);
}

function openSqlite(dataDir: string): Db {
  const file = new DatabaseSync(join(dataDir, 'store.db'));
  // WAL lets readers run beside the writer; FULL makes an acknowledged write survive a power cut.
  file.exec('PRAGMA busy_timeout = 10000');
  file.exec('PRAGMA journal_mode = WAL');
  file.exec('PRAGMA synchronous = FULL');
  file.exec('PRAGMA foreign_keys = ON');
  return new Kysely<StoreSchema>({ dialect: new SqliteDialect({ database: nodeSqliteDatabase(file) }) });
}

// Times are bigint milliseconds and counts are bigint in PostgreSQL: both fit a JavaScript number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function openPostgres(databaseUrl: string): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: serviceConfig().databasePool });
  pool.on('connect', preparing);
  // An idle connection dropped by the server must not take the process down.
  pool.on('error', (error) => log.warn(`PostgreSQL connection lost: ${error.message}`));
  return new Kysely<StoreSchema>({ dialect: new PostgresDialect({ pool }) });
}

/** Marks a query PostgreSQL keeps parsed and planned on each connection (`.modifyFront(PREPARED)`): one read very often. */
export const PREPARED = sql`/* prepared */`;

/** A connection that sends a query marked PREPARED as a named statement, parsed once (the name is the text's hash). */
function preparing(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (text: unknown, ...rest: unknown[]) =>
    typeof text === 'string' && text.includes('/* prepared */') && Array.isArray(rest[0])
      ? query({ name: statementName(text), text, values: rest[0] }, ...rest.slice(1))
      : query(text, ...rest);
}

/** The few marked queries' names, each hashed once. */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) statementNames.set(text, (name = `p${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`));
  return name;
}

/** Runs every pending migration; throws with the failing migration's error. */
export async function migrate(db: Db, kind: DialectKind): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(kind) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** How many of this code's migrations the database has not run (one put back from an older copy, say). */
export async function pendingMigrations(db: Db, kind: DialectKind): Promise<number> {
  const migrations = await new Migrator({ db, provider: migrationProvider(kind) }).getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).length;
}

let shared: Promise<Store> | undefined;

/** The process-wide store for DATA_DIR, opened and migrated on first use (the demo is loaded elsewhere, when asked). */
export function getStore(): Promise<Store> {
  shared ??= openStore(serviceConfig().dataDir);
  return shared;
}
