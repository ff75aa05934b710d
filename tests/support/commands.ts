import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { getStore } from '~/service/db/database.server.ts';
import { seedDemoIfEmpty } from '~/service/seed/demoSeed.server.ts';
import { databaseUrlFor, dropDatabaseFor } from './database.ts';

/**
 * A demo database of the test file's own (a temporary data folder; with TEST_DATABASE_URL, a PostgreSQL
 * database), migrated and seeded before its tests and removed after them. Returns the data folder.
 */
export function demoDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    process.env.DATABASE_URL = await databaseUrlFor(dataDir);
    const store = await getStore();
    await seedDemoIfEmpty(store); // the demo catalogue, account and orders
    await store.db.destroy();
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabaseFor(dataDir);
  });
  return dataDir;
}

/** Runs a staff or editor command (`node scripts/<script> …`) as they run it, on `dataDir`. */
export function runCommand(dataDir: string, script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', './scripts/aliases.ts', `scripts/${script}`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}
