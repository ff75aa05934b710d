import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '~/service/db/database.server.ts';
import { dropDatabaseFor, openTestStore } from './database.ts';
import { startShop } from './startShop.ts';

/**
 * A shop of its own for one reliability file: two workers on one database, started before the file's tests and
 * removed after. `start()` starts it again on the same data (after a crash).
 */
export function twoWorkerShop(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const own = {
    dataDir,
    shop: undefined as unknown as Awaited<ReturnType<typeof startShop>>,
    db: undefined as unknown as Db,
    start: async () => {
      own.shop = await startShop({ dataDir, env: { WORKERS: '2' } });
    },
  };
  beforeAll(async () => {
    await own.start();
    own.db = (await openTestStore(dataDir)).db;
  });
  afterAll(async () => {
    await own.db.destroy();
    await own.shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabaseFor(dataDir);
  });
  return own;
}
