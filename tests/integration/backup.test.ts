import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupsIn, readManifest } from '~/service/backup/backup.server.ts';
import { DEMO_ACCOUNT } from '~/service/seed/demoAccount.server.ts';
import { CUSTOMER } from '../support/customer.ts';
import { databaseUrlFor, dropDatabaseFor, testServer, withTestStore } from '../support/database.ts';
import { startShop } from '../support/startShop.ts';

// `npm run backup` while shoppers order, and `npm run restore` into a new data folder (docs/operations.md#backups).
// On SQLite: on PostgreSQL the database is pg_dump's to keep, and the backup says so.
type Shop = Awaited<ReturnType<typeof startShop>>;
const folder = mkdtempSync(join(tmpdir(), 'storefront-backups-'));
const restored = mkdtempSync(join(tmpdir(), 'storefront-restored-'));
let shop: Shop;
const SKU = 'PLT0322';

/** Runs `npm run backup` or `npm run restore` as a shop owner would, on `dataDir`. */
function command(script: 'backup' | 'restore', args: string[], dataDir: string, databaseUrl = ''): Promise<{ code: number; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', './scripts/aliases.ts', `scripts/${script}.ts`, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => done({ code: code ?? 1, out }));
  });
}

/** Shoppers ordering on `connections` connections until stopped: each order acknowledged, with when. */
function orderBurst(base: string, connections = 6) {
  const acknowledged: { id: number; at: number }[] = [];
  let going = true;
  const loops = Array.from({ length: connections }, async (_, loop) => {
    for (let n = 0; going; n++) {
      const response = await fetch(`${base}/v1/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `backup-${loop}-${n}` },
        body: JSON.stringify({ items: [{ sku: SKU, count: 1 }], customer: CUSTOMER }),
      });
      const body = (await response.json()) as { data?: { orderId: number } };
      if (response.status === 200) acknowledged.push({ id: body.data!.orderId, at: Date.now() });
    }
  });
  return {
    acknowledged,
    stop: async () => {
      going = false;
      await Promise.all(loops);
    },
  };
}

describe.skipIf(testServer)('backups and restore', () => {
  beforeAll(async () => {
    shop = await startShop();
    await withTestStore(shop.dataDir, ({ db }) =>
      db.updateTable('products').set({ quantity: 100_000, inStock: 1 }).where('sku', '=', SKU).execute(),
    );
  }, 90_000);
  afterAll(async () => {
    await shop?.stop();
    rmSync(folder, { recursive: true, force: true });
    rmSync(restored, { recursive: true, force: true });
  });

  it(
    'backs up while shoppers order, and the restored shop has every order acknowledged before, its pictures and its logins',
    { timeout: 180_000 },
    async () => {
      const orderIds = (dataDir: string) =>
        withTestStore(dataDir, async ({ db }) => (await db.selectFrom('orders').select('id').execute()).map((row) => row.id));
      const demoOrders = await orderIds(shop.dataDir);
      const burst = orderBurst(shop.url);
      await expect.poll(() => burst.acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(20);
      const began = Date.now();
      const backup = await command('backup', [folder], shop.dataDir);
      await new Promise((wait) => setTimeout(wait, 500)); // orders still coming after it
      await burst.stop();
      expect(backup.code, backup.out).toBe(0);
      expect(backup.out).toMatch(/^Backed up into .*\/\d{8}-\d{6}: \d+ files/m);
      const [made] = backupsIn(folder);
      const manifest = readManifest(made!);
      expect(manifest.database).toBe('sqlite');
      expect(manifest.files.filter((file) => file.path.startsWith('media/')).length).toBeGreaterThan(10);

      // Not over a running shop.
      const refused = await command('restore', [made!], shop.dataDir);
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/A shop is running on .* \(process \d+\): stop it before restoring\./);

      const restoring = await command('restore', [made!], restored);
      expect(restoring.code, restoring.out).toBe(0);
      const before = burst.acknowledged.filter((order) => order.at < began).map((order) => order.id);
      expect(before.length).toBeGreaterThan(20);
      const ids = await orderIds(restored);
      expect(ids).toEqual(expect.arrayContaining([...demoOrders, ...before]));
      // Nothing the backup did not see whole: every order it holds was there before or acknowledged.
      const known = new Set([...demoOrders, ...burst.acknowledged.map((order) => order.id)]);
      expect(ids.filter((id) => !known.has(id))).toEqual([]);

      const again = await startShop({ dataDir: restored });
      try {
        const picture = manifest.files.find((file) => file.path.startsWith('media/') && file.path.endsWith('.svg'))!;
        const served = await fetch(`${again.url}/CDN/Files/${picture.path.slice('media/'.length)}`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer())).toEqual(readFileSync(join(shop.dataDir, picture.path)));
        const post = (path: string, json: unknown) =>
          fetch(`${again.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
        expect((await post('/Idp/Account/LoginViaPhoneNumber', { phoneNumber: DEMO_ACCOUNT.phoneNumber })).status).toBe(200);
        const outbox = readFileSync(join(restored, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
        const { code } = JSON.parse(outbox.at(-1)!) as { code: string };
        expect((await post('/Idp/Account/LoginViaPhoneNumberCode', { phoneNumber: DEMO_ACCOUNT.phoneNumber, code })).status).toBe(200);
      } finally {
        await again.stop();
      }
    },
  );

  it('refuses a damaged backup and writes nothing', async () => {
    const [made] = backupsIn(folder);
    const damaged = join(folder, 'damaged');
    cpSync(made!, damaged, { recursive: true });
    const picture = readManifest(damaged).files.find((file) => file.path.startsWith('media/'))!;
    rmSync(join(damaged, picture.path)); // a link to the original: replaced, not written through
    writeFileSync(join(damaged, picture.path), 'not the picture');
    const into = mkdtempSync(join(tmpdir(), 'storefront-restore-damaged-'));
    try {
      const answer = await command('restore', [damaged], into);
      expect(answer.code).toBe(1);
      expect(answer.out).toContain('is damaged; nothing was restored');
      expect(answer.out).toContain(`${picture.path} does not match its checksum`);
      expect(existsSync(join(into, 'store.db'))).toBe(false);
    } finally {
      rmSync(into, { recursive: true, force: true });
      rmSync(damaged, { recursive: true, force: true });
    }
  });

  it('links the pictures unchanged since the previous backup, and keeps the newest N', { timeout: 60_000 }, async () => {
    await new Promise((wait) => setTimeout(wait, 1100)); // a backup's folder is named to the second
    const second = await command('backup', [folder], shop.dataDir);
    expect(second.code, second.out).toBe(0);
    const [first, latest] = backupsIn(folder);
    const pictures = readManifest(latest!).files.filter((file) => file.path.startsWith('media/'));
    expect(second.out).toContain(`pictures: ${pictures.length} (${pictures.length} unchanged since the previous backup, linked to it)`);
    expect(statSync(join(latest!, pictures[0]!.path)).ino).toBe(statSync(join(first!, pictures[0]!.path)).ino);
    await new Promise((wait) => setTimeout(wait, 1100));
    const kept = await command('backup', [folder, '--keep', '2'], shop.dataDir);
    expect(kept.code, kept.out).toBe(0);
    expect(kept.out).toContain(`removed the older backup ${first}`);
    expect(backupsIn(folder)).toHaveLength(2);
  });
});

describe.skipIf(!testServer)('backups on PostgreSQL', () => {
  it('backs up the pictures and says the database is pg_dump’s to keep', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-backup-pg-'));
    const into = mkdtempSync(join(tmpdir(), 'storefront-backups-pg-'));
    try {
      await withTestStore(dataDir, async () => {}); // the shop's tables
      writeFileSync(join(dataDir, 'media', 'pg-vase-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const answer = await command('backup', [into], dataDir, await databaseUrlFor(dataDir));
      expect(answer.code, answer.out).toBe(0);
      expect(answer.out).toContain('the database is PostgreSQL: back it up with pg_dump, e.g. pg_dump --format=custom');
      const manifest = readManifest(backupsIn(into)[0]!);
      expect(manifest.database).toBe('postgres');
      expect(manifest.files.map((file) => file.path)).toEqual(['media/pg-vase-1.svg']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(into, { recursive: true, force: true });
      await dropDatabaseFor(dataDir);
    }
  });
});
