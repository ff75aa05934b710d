import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { describe, expect, it } from 'vitest';
import { CUSTOMER as customer } from '../support/customer.ts';
import { twoWorkerShop } from '../support/twoWorkerShop.ts';

const own = twoWorkerShop('storefront-reliability-');

const quantityOf = async (sku: string) =>
  (await own.db.selectFrom('products').select('quantity').where('sku', '=', sku).executeTakeFirstOrThrow()).quantity;
const setQuantity = (skus: string[], quantity: number) =>
  own.db.updateTable('products').set({ quantity, inStock: 1 }).where('sku', 'in', skus).execute();
const publishedSkus = (order: 'asc' | 'desc', limit: number, moreThan = 0) =>
  own.db
    .selectFrom('products')
    .select('sku')
    .where('status', '=', 'publish')
    .where('quantity', '>', moreThan)
    .orderBy('id', order)
    .limit(limit)
    .execute();

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
    const skus = (await publishedSkus('asc', 5, -1)).map((r) => r.sku);
    await setQuantity(skus, 10000);
    const { last } = await own.db
      .selectFrom('orders')
      .select(sql<number>`coalesce(max(id), 0)`.as('last'))
      .executeTakeFirstOrThrow();
    const firstNew = Number(last) + 1;
    const acknowledged: { orderId: number; sku: string }[] = [];
    let sent = 0;
    let killed = false;
    const worker = async (id: number) => {
      for (let i = 0; !killed; i++) {
        const sku = skus[(id + i) % skus.length]!;
        sent++;
        try {
          const answer = await order(own.shop.url, sku, `burst-${id}-${i}`);
          if (answer.status === 200) acknowledged.push({ orderId: answer.body.data!.orderId, sku });
        } catch {
          return; // the server is gone: this request was never acknowledged
        }
      }
    };
    const workers = Array.from({ length: 16 }, (_, id) => worker(id));
    while (acknowledged.length < 150) await new Promise((tick) => setTimeout(tick, 5));
    killed = true;
    await own.shop.crash();
    await Promise.all(workers);
    expect(sent).toBeGreaterThan(acknowledged.length);

    await own.start();
    // Each burst order has one line: the stored orders of this burst, by id.
    const rows = await own.db
      .selectFrom('orders')
      .innerJoin('orderLines', 'orderLines.orderId', 'orders.id')
      .select(['orders.id', 'orderLines.sku'])
      .where('orders.id', '>=', firstNew)
      .execute();
    const stored = new Map(rows.map((r) => [r.id, r.sku]));
    const missing = acknowledged.filter((a) => stored.get(a.orderId) !== a.sku);
    expect(missing).toEqual([]);
    // Stock taken equals the orders stored: no order without its stock, no stock without its order.
    for (const sku of skus) {
      const quantity = await quantityOf(sku);
      const lines = [...stored.values()].filter((s) => s === sku).length;
      expect(10000 - quantity, sku).toBe(lines);
    }
    // Each acknowledged order's text was written with it, once; after the restart none is left waiting (one being sent
    // at the crash is not sent again: it may have gone), and the phone holds none twice.
    const ids = acknowledged.map((a) => a.orderId);
    const waiting = () =>
      own.db.selectFrom('customerTexts').select('id').where('orderId', 'in', ids).where('state', '=', 'waiting').execute();
    await expect.poll(async () => (await waiting()).length, { timeout: 30_000 }).toBe(0);
    const texts = await own.db.selectFrom('customerTexts').select(['orderId', 'state']).where('orderId', 'in', ids).execute();
    expect(texts.map((text) => text.orderId).sort()).toEqual([...ids].sort());
    const phone = readFileSync(join(own.dataDir, 'texts-outbox.jsonl'), 'utf8');
    for (const text of texts) {
      const times = phone.split(`your order ${orderNumber(text.orderId!)}.`).length - 1;
      expect(times, `order ${text.orderId}`).toBeLessThanOrEqual(1);
      if (text.state === 'sent') expect(times, `order ${text.orderId}`).toBe(1);
    }
    expect(texts.filter((text) => text.state === 'sent').length).toBeGreaterThan(ids.length - 20);
  });

  it('lets exactly one of ten orders racing for the last package through', async () => {
    const [{ sku }] = (await publishedSkus('desc', 1, -1)) as [{ sku: string }];
    await setQuantity([sku], 1);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => order(own.shop.url, sku, `race-${i}-${Date.now()}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(await quantityOf(sku)).toBe(0);
  });

  it('makes one order of five retries sent at once with the same Idempotency-Key', async () => {
    const [{ sku }] = (await publishedSkus('asc', 1, 5)) as [{ sku: string }];
    const key = `retry-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => order(own.shop.url, sku, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data!.orderId)).size).toBe(1);
    expect(await own.db.selectFrom('orders').select('id').where('idempotencyKey', '=', key).execute()).toHaveLength(1);
  });
});
