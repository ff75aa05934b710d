import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../support/staffSession.ts';
import { twoWorkerShop } from '../support/twoWorkerShop.ts';

// Back in stock, by text (docs/rules.md#back-in-stock-texts): a restock writes its requests' texts in its own
// transaction, so a server killed in the middle of a burst of restocks neither loses nor doubles one.
const own = twoWorkerShop('storefront-alerts-');

const SIZES = 10;
const PER_SIZE = 20;

describe('back-in-stock texts under failure', () => {
  it('texts each of 200 requests exactly once through a burst of 200 restocks cut by a SIGKILL', async () => {
    const staff = await signedInAs(own.db, 'editor', 'Reliability editor');
    const skus = (
      await own.db.selectFrom('products').select('sku').where('status', '=', 'publish').orderBy('id', 'desc').limit(SIZES).execute()
    ).map((row) => row.sku);
    await own.db.updateTable('products').set({ quantity: 0, inStock: 0 }).where('sku', 'in', skus).execute();
    const now = Date.now();
    const requests = skus.flatMap((sku, s) =>
      Array.from({ length: PER_SIZE }, (_, i) => ({
        phone: `0938${String(1_000_000 + s * PER_SIZE + i)}`,
        sku,
        locale: i % 2 ? 'en' : 'fa',
        token: `reliable${String(s * PER_SIZE + i).padStart(16, '0')}`,
        createdAt: now,
      })),
    );
    await own.db.insertInto('stockAlerts').values(requests).execute();
    const restock = (sku: string, quantity: number) =>
      fetch(`${own.shop.url}/v1/staff/products/${sku}/stock`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: staff.cookie },
        body: JSON.stringify({ quantity }),
      }).then(
        (answer) => answer.status,
        () => 0, // the server is gone
      );
    // 200 restocks at once, each size's twenty racing, some selling it out again; the server killed halfway.
    let answered = 0;
    const burst = Array.from({ length: SIZES * PER_SIZE }, (_, i) =>
      restock(skus[i % SIZES]!, i % 7 === 0 ? 0 : 1 + (i % 5)).then((status) => {
        if (status === 200) answered++;
        return status;
      }),
    );
    while (answered < 100) await new Promise((tick) => setTimeout(tick, 2));
    await own.shop.crash();
    await Promise.all(burst);
    await own.start();
    // Every size in stock once more after the restart: whatever the crash cut short is done now.
    expect(await Promise.all(skus.map((sku) => restock(sku, 3)))).toEqual(skus.map(() => 200));
    const texts = () => own.db.selectFrom('customerTexts').select(['phone', 'state', 'dedupeKey']).where('kind', '=', 'back').execute();
    await expect.poll(async () => (await texts()).filter((text) => text.state === 'waiting').length, { timeout: 30_000 }).toBe(0);
    const rows = await texts();
    // One text per request written, every request ended by its text.
    expect(rows).toHaveLength(requests.length);
    expect(new Set(rows.map((text) => text.phone)).size).toBe(requests.length);
    expect(await own.db.selectFrom('stockAlerts').select('id').where('endedAt', 'is', null).execute()).toEqual([]);
    // The phone holds none twice (one being sent at the crash is not sent again: it may have gone).
    const phone = readFileSync(join(own.dataDir, 'texts-outbox.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; kind: string })
      .filter((line) => line.kind === 'back');
    const times = new Map<string, number>();
    for (const line of phone) times.set(line.to, (times.get(line.to) ?? 0) + 1);
    expect([...times.values()].every((n) => n === 1)).toBe(true);
    // A text being sent at the crash may have reached the phone before its row said so: it stays `sending`.
    const sent = rows.filter((text) => text.state === 'sent').length;
    expect(phone.length).toBeGreaterThanOrEqual(sent);
    expect(phone.length).toBeLessThanOrEqual(sent + rows.filter((text) => text.state === 'sending').length);
    expect(phone.length).toBeGreaterThan(requests.length - 20);
  });
});
