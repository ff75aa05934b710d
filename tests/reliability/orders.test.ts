import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop } from '../support/startShop.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-reliability-'));
let shop: Awaited<ReturnType<typeof startShop>>;
beforeAll(async () => {
  shop = await startShop({ dataDir });
});
afterAll(async () => {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const customer = { firstName: 'Ava', lastName: 'Moradi', mobile: '09123334455', address: '9 Sadi St', province: 'Fars', city: 'Shiraz', shopName: 'Moradi', postalCode: '7134567891' };
const read = <T>(work: (db: DatabaseSync) => T): T => {
  const db = new DatabaseSync(join(dataDir, 'store.db'));
  db.exec('PRAGMA busy_timeout = 10000');
  try {
    return work(db);
  } finally {
    db.close();
  }
};

async function order(base: string, sku: string, key: string, count = 1) {
  const response = await fetch(`${base}/v1/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ items: [{ sku, count }], customer }),
  });
  return { status: response.status, body: (await response.json()) as { data?: { orderId: number } } };
}

describe('orders under failure', () => {
  it('keeps every acknowledged order when the server is killed (SIGKILL) in the middle of a burst', async () => {
    const skus = read((db) => (db.prepare("SELECT sku FROM products WHERE status = 'publish' ORDER BY id LIMIT 5").all() as { sku: string }[]).map((r) => r.sku));
    read((db) => db.prepare(`UPDATE products SET quantity = 10000, inStock = 1 WHERE sku IN (${skus.map(() => '?').join(',')})`).run(...skus));
    const firstNew = read((db) => (db.prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM orders').get() as { id: number }).id);
    const acknowledged: { orderId: number; sku: string }[] = [];
    let sent = 0;
    let killed = false;
    const worker = async (id: number) => {
      for (let i = 0; !killed; i++) {
        const sku = skus[(id + i) % skus.length]!;
        sent++;
        try {
          const answer = await order(shop.url, sku, `burst-${id}-${i}`);
          if (answer.status === 200) acknowledged.push({ orderId: answer.body.data!.orderId, sku });
        } catch {
          return; // the server is gone: this request was never acknowledged
        }
      }
    };
    const workers = Array.from({ length: 16 }, (_, id) => worker(id));
    while (acknowledged.length < 150) await new Promise((tick) => setTimeout(tick, 5));
    killed = true;
    await shop.crash();
    await Promise.all(workers);
    expect(sent).toBeGreaterThan(acknowledged.length);

    shop = await startShop({ dataDir });
    // Each burst order has one line: the stored orders of this burst, by id.
    const stored = read((db) => new Map((db.prepare('SELECT o.id, l.sku FROM orders o JOIN orderLines l ON l.orderId = o.id WHERE o.id >= ?').all(firstNew) as { id: number; sku: string }[]).map((r) => [r.id, r.sku])));
    const missing = acknowledged.filter((a) => stored.get(a.orderId) !== a.sku);
    expect(missing).toEqual([]);
    // Stock taken equals the orders stored: no order without its stock, no stock without its order.
    for (const sku of skus) {
      const { quantity } = read((db) => db.prepare('SELECT quantity FROM products WHERE sku = ?').get(sku) as { quantity: number });
      const lines = [...stored.values()].filter((s) => s === sku).length;
      expect(10000 - quantity, sku).toBe(lines);
    }
  });

  it('lets exactly one of ten orders racing for the last package through', async () => {
    const sku = read((db) => (db.prepare("SELECT sku FROM products WHERE status = 'publish' ORDER BY id DESC LIMIT 1").get() as { sku: string }).sku);
    read((db) => db.prepare('UPDATE products SET quantity = 1, inStock = 1 WHERE sku = ?').run(sku));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => order(shop.url, sku, `race-${i}-${Date.now()}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(read((db) => (db.prepare('SELECT quantity FROM products WHERE sku = ?').get(sku) as { quantity: number }).quantity)).toBe(0);
  });

  it('makes one order of five retries sent at once with the same Idempotency-Key', async () => {
    const sku = read((db) => (db.prepare("SELECT sku FROM products WHERE status = 'publish' AND quantity > 5 ORDER BY id LIMIT 1").get() as { sku: string }).sku);
    const key = `retry-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => order(shop.url, sku, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data!.orderId)).size).toBe(1);
    expect(read((db) => (db.prepare('SELECT count(*) AS n FROM orders WHERE idempotencyKey = ?').get(key) as { n: number }).n)).toBe(1);
  });
});
