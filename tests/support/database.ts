import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { openStore, type Store } from '~/service/db/database.server.ts';

/**
 * The suites run on SQLite (a file in each test's data folder) or, when TEST_DATABASE_URL names a PostgreSQL
 * server whose user may create databases, on a fresh PostgreSQL database per data folder.
 */
export const testServer = process.env.TEST_DATABASE_URL || '';

/** The database name belonging to a data folder (stable, so a restarted shop finds its data again). */
function databaseName(dataDir: string): string {
  return `storefront_test_${createHash('sha1').update(resolve(dataDir)).digest('hex').slice(0, 16)}`;
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServer });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL for a shop on `dataDir`: '' (SQLite) or a PostgreSQL database made for that folder. */
export async function databaseUrlFor(dataDir: string): Promise<string> {
  if (!testServer) return '';
  const name = databaseName(dataDir);
  await onServer(async (client) => {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(testServer);
  url.pathname = `/${name}`;
  return url.href;
}

/** Drops the PostgreSQL database made for `dataDir` (nothing to do on SQLite). */
export async function dropDatabaseFor(dataDir: string): Promise<void> {
  if (!testServer) return;
  // FORCE ends the connections left open; an autovacuum worker on the database is the server's own, which a
  // role without pg_signal_backend may not end: it finishes within moments, so try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${databaseName(dataDir)}" WITH (FORCE)`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt === 20) throw error;
      await new Promise((wait) => setTimeout(wait, 250));
    }
  }
}

/** Opens the store a shop on `dataDir` uses, to look into it or arrange data as a test needs. */
export async function openTestStore(dataDir: string): Promise<Store> {
  return openStore(dataDir, await databaseUrlFor(dataDir));
}

/** Runs `work` on the store a shop on `dataDir` uses, and closes it afterwards. */
export async function withTestStore<T>(dataDir: string, work: (store: Store) => Promise<T>): Promise<T> {
  const store = await openTestStore(dataDir);
  try {
    return await work(store);
  } finally {
    await store.db.destroy();
  }
}
