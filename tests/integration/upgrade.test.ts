import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '~/service/db/database.server.ts';
import { migrationProvider } from '~/service/db/migrations.server.ts';
import { databaseUrlFor, withTestStore } from '../support/database.ts';
import { startShop } from '../support/startShop.ts';

// Upgrading (docs/operations.md#upgrading): a database made by the first version that took orders (migrations 0001
// and 0002) starts on today's code, which brings it up to date; catalogue, pictures, accounts and orders still work.
const PHONE = '09127778899';
const PICTURE = 'old-vase-1-0a1b2c3d.svg';
const PICTURE_BYTES = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#a63"/></svg>';
let dataDir = '';
let shop: Awaited<ReturnType<typeof startShop>>;

/** The data of a shop of that time, written in that time's schema. */
async function fillOldShop(db: Kysely<any>) {
  const now = Date.now();
  const { id: categoryId } = await db
    .insertInto('categories')
    .values({ xCode: 'OLD', slug: 'old-vases', nameFa: 'گلدان‌های قدیمی', nameEn: 'Old vases', position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: productId } = await db
    .insertInto('products')
    .values({
      sku: 'OLD0112',
      parentSku: 'OLD01',
      nameFa: 'گلدان کهنه',
      nameEn: 'Old Vase',
      images: JSON.stringify([PICTURE]),
      slug: 'old-vase',
      status: 'publish',
      quantity: 9,
      inStock: 1,
      position: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('productCategories').values({ productId, categoryId }).execute();
  await db.insertInto('packages').values({ id: 1, titleFa: 'تکی', titleEn: 'Single', pieces: 1 }).execute();
  await db.insertInto('accounts').values({ phoneNumber: PHONE, name: 'Nasrin Old', createdAt: now }).execute();
  for (const [n, status] of (['new', 'called', 'done'] as const).entries()) {
    const { id } = await db
      .insertInto('orders')
      .values({
        mobile: PHONE,
        firstName: 'Nasrin',
        lastName: 'Old',
        address: '3 Khayyam St',
        province: 'Isfahan',
        city: 'Kashan',
        shopName: 'Old Shop',
        postalCode: '8715678901',
        locale: 'fa',
        status,
        idempotencyKey: `old-${n}`,
        createdAt: now - (3 - n) * 86_400_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('orderLines')
      .values({ orderId: id, position: 0, sku: 'OLD0112', nameFa: 'گلدان کهنه', nameEn: 'Old Vase', count: n + 1 })
      .execute();
  }
}

describe('upgrading a shop of the first version that took orders', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-upgrade-'));
    mkdirSync(join(dataDir, 'media'), { recursive: true });
    writeFileSync(join(dataDir, 'media', PICTURE), PICTURE_BYTES);
    const { db, kind } = openDatabase(dataDir, await databaseUrlFor(dataDir));
    try {
      const { error } = await new Migrator({ db, provider: migrationProvider(kind) }).migrateTo('0002_accounts_orders');
      if (error) throw error;
      await fillOldShop(db);
    } finally {
      await db.destroy();
    }
    shop = await startShop({ dataDir });
  }, 90_000);
  afterAll(async () => {
    await shop?.stop();
  });

  it('brings the schema up to date at start, keeping the catalogue and its pictures', async () => {
    const skus = await withTestStore(dataDir, async ({ db }) =>
      (await db.selectFrom('products').select('sku').execute()).map((row) => row.sku),
    );
    expect(skus).toEqual(['OLD0112']); // the demo catalogue was not put over it
    const { data } = (await (await fetch(`${shop.url}/v1/product/sku/OLD01/1/10`)).json()) as {
      data: { items: { sku: string; nameEn: string }[] };
    };
    expect(data.items.map((item) => [item.sku, item.nameEn])).toEqual([['OLD0112', 'Old Vase']]);
    const picture = await fetch(`${shop.url}/CDN/Files/${PICTURE}`);
    expect(picture.status).toBe(200);
    expect(await picture.text()).toBe(PICTURE_BYTES);
  });

  it('signs the old account in and shows it every order it placed, with their lines', async () => {
    const post = (path: string, json: unknown) =>
      fetch(`${shop.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
    expect((await post('/Idp/Account/LoginViaPhoneNumber', { phoneNumber: PHONE })).status).toBe(200);
    const outbox = readFileSync(join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
    const { code } = JSON.parse(outbox.at(-1)!) as { code: string };
    const signedIn = await post('/Idp/Account/LoginViaPhoneNumberCode', { phoneNumber: PHONE, code });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const mine = (await (await fetch(`${shop.url}/v1/profile/orders`, { headers: { cookie } })).json()) as {
      data: { id: number; status: string; lines: { sku: string; count: number }[] }[];
    };
    // An order marked done then was handled to the end: delivered (migration 0013, the order's life).
    expect(mine.data.map((order) => order.status).sort()).toEqual(['called', 'delivered', 'new']);
    expect(mine.data.flatMap((order) => order.lines.map((line) => [line.sku, line.count])).sort()).toEqual([
      ['OLD0112', 1],
      ['OLD0112', 2],
      ['OLD0112', 3],
    ]);
  });
});

describe('the old orders in the order’s life', () => {
  it('keeps each order under its own number, with no history made up for it', async () => {
    const { orders, moves } = await withTestStore(dataDir, async ({ db }) => ({
      orders: await db.selectFrom('orders').select(['id', 'status']).orderBy('id').execute(),
      moves: await db.selectFrom('orderMoves').selectAll().execute(),
    }));
    expect(orders.map((order) => order.status)).toEqual(['new', 'called', 'delivered']);
    expect(moves).toEqual([]);
  });

  it('counts the old orders’ customer once, with all three orders, as the shop’s own (migration 0019)', async () => {
    const customers = await withTestStore(dataDir, ({ db }) => db.selectFrom('customers').selectAll().execute());
    expect(customers).toEqual([
      expect.objectContaining({ mobile: PHONE, name: 'Nasrin Old', city: 'Kashan', orders: 3, lastChannel: 'web' }),
    ]);
  });
});

describe('migration 0013, the order’s life', () => {
  it('runs again after a stop between its change and its record, keeping every order and its number', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-0013-'));
    const opened = openDatabase(dir, await databaseUrlFor(dir));
    const { kind } = opened;
    // The schema as it was at each step, as a migration sees it.
    const db = opened.db as Kysely<any>;
    try {
      const migrator = new Migrator({ db, provider: migrationProvider(kind) });
      expect((await migrator.migrateTo('0012_size_measure')).error).toBeUndefined();
      const order = {
        mobile: PHONE,
        firstName: 'N',
        lastName: 'O',
        address: 'a',
        province: 'p',
        city: 'c',
        shopName: 's',
        postalCode: '1',
      };
      for (const status of ['done', 'cancelled'])
        await db
          .insertInto('orders')
          .values({ ...order, status, createdAt: Date.now() })
          .execute();
      expect((await migrator.migrateTo('0013_order_life')).error).toBeUndefined();
      // As if the process stopped after the change but before Kysely wrote that it ran.
      await db.deleteFrom('kysely_migration').where('name', '=', '0013_order_life').execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await db.selectFrom('orders').select(['id', 'status']).orderBy('id').execute();
      expect(rows.map((row: { status: string }) => row.status)).toEqual(['delivered', 'cancelled']);
      // A new order takes the next number; a status the life does not know is refused by the database itself.
      const next = await db
        .insertInto('orders')
        .values({ ...order, status: 'quoted', createdAt: Date.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBe(rows.at(-1)!.id + 1);
      await expect(
        db
          .insertInto('orders')
          .values({ ...order, status: 'done', createdAt: Date.now() })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await db.destroy();
    }
  });
});
