import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { OrderChannel } from '~/shared/fields/channels.ts';
import { parseCsv } from '~/service/csv.ts';
import { customerHistory, customerPage } from '~/service/staff/customers.server.ts';
import { dropDatabaseFor, openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { call } from './http.ts';

// The customers (docs/staff.md#customers): everyone who ordered, by number, kept by the database itself on each
// order written, on a store of this file's own; then the pages and the CSV on the shop, by role.
const dir = mkdtempSync(join(tmpdir(), 'customers-'));
const { db } = await openTestStore(dir);
afterAll(async () => {
  await db.destroy();
  await dropDatabaseFor(dir);
  rmSync(dir, { recursive: true, force: true });
});
const DAY = 86_400_000;
const now = Date.parse('2026-11-20T09:00:00Z');

async function order(mobile: string, name: [string, string], at: number, channel: OrderChannel = 'web', city = 'Tehran') {
  const { id } = await db
    .insertInto('orders')
    .values({
      mobile,
      firstName: name[0],
      lastName: name[1],
      address: '1 Saadi St',
      province: 'Tehran',
      city,
      shopName: '',
      postalCode: '1234567890',
      locale: 'fa',
      status: 'new',
      createdAt: at,
      channel,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('orderLines')
    .values({ orderId: id, position: 0, sku: 'VAS0110', nameEn: 'Vase', nameFa: 'گلدان', count: 3 })
    .execute();
  return id;
}

describe('the customers the database keeps', () => {
  it('counts each number’s orders, keeps its first and last, and the name, city and channel of its latest', async () => {
    await order('09121110001', ['Sara', 'Karimi'], now - 10 * DAY, 'web', 'Shiraz');
    const latest = await order('09121110001', ['سارا', 'كريمي'], now - DAY, 'phone', 'Tehran');
    // Written after, placed before (an order typed in later): counted, but not the latest.
    await order('09121110001', ['S.', 'K.'], now - 20 * DAY, 'instagram', 'Yazd');
    await order('09351110002', ['Reza', 'Ahmadi'], now - 5 * DAY, 'telegram');
    const { customers, total } = await customerPage(db, { page: 1 });
    expect(total).toBe(2);
    expect(customers.map((c) => [c.mobile, c.name, c.city, c.orders, c.lastChannel])).toEqual([
      ['09121110001', 'سارا كريمي', 'Tehran', 3, 'phone'],
      ['09351110002', 'Reza Ahmadi', 'Tehran', 1, 'telegram'],
    ]);
    expect(customers[0]!.firstOrderAt).toBe(new Date(now - 20 * DAY).toISOString());
    expect(customers[0]!.lastOrderAt).toBe(new Date(now - DAY).toISOString());
    const history = (await customerHistory(db, '09121110001'))!;
    expect(history.orders[0]).toMatchObject({ id: latest, channel: 'phone', packages: 3, lines: 1 });
    expect(history.channels).toEqual({ web: 1, phone: 1, instagram: 1 });
    expect(await customerHistory(db, '09000000000')).toBeNull();
  });

  it('finds a customer by a name typed with Arabic or Persian letters, or by part of the number in either digits', async () => {
    const found = async (q: string) => (await customerPage(db, { q, page: 1 })).customers.map((c) => c.mobile);
    expect(await found('کریمی')).toEqual(['09121110001']);
    expect(await found('ahmadi')).toEqual(['09351110002']);
    expect(await found('۰۹۳۵ ۱۱۱')).toEqual(['09351110002']);
    expect(await found('+98 912 111')).toEqual(['09121110001']);
    expect(await found('100%')).toEqual([]);
  });

  it('names the account of the same number, if there is one', async () => {
    await db.insertInto('accounts').values({ phoneNumber: '09351110002', name: 'Reza A.', roles: 'customer', createdAt: now }).execute();
    const { customers } = await customerPage(db, { q: 'reza', page: 1 });
    expect(customers[0]!.account).toBe('Reza A.');
  });

  it('pages through them the latest first, and counts a new customer at once though the count is kept', async () => {
    expect((await customerPage(db, { page: 1 })).total).toBe(2);
    for (let i = 0; i < 60; i++) await order(`0901222${String(i).padStart(4, '0')}`, ['Page', String(i)], now - 30 * DAY - i * 60_000);
    const first = await customerPage(db, { page: 1 });
    const second = await customerPage(db, { page: 2 });
    expect(first.total).toBe(62);
    expect(first.customers.map((c) => c.mobile).slice(0, 3)).toEqual(['09121110001', '09351110002', '09012220000']);
    expect(second.customers.map((c) => c.mobile)).toEqual(
      Array.from({ length: 12 }, (_, i) => `0901222${String(48 + i).padStart(4, '0')}`),
    );
    expect((await customerPage(db, { page: 3 })).customers).toEqual([]);
  });
});

const shop = await openTestStore(inject('dataDir'));
afterAll(() => shop.db.destroy());

describe('the customers’ pages and CSV, on the shop', () => {
  const mobile = `0919${String(process.pid % 1000).padStart(3, '0')}7777`;

  it('lists and opens a customer for staff and admins, answers 404 to editors, and the CSV to admins only', async () => {
    await shop.db
      .insertInto('orders')
      .values({
        mobile,
        firstName: '=HYPERLINK("x")',
        lastName: 'Kamali',
        address: 'x',
        province: 'Tehran',
        city: 'Tehran',
        shopName: '',
        postalCode: '1234567890',
        locale: 'en',
        status: 'new',
        createdAt: Date.now(),
        channel: 'whatsapp',
      })
      .execute();
    const staff = await signedInAs(shop.db, 'staff', 'Customers staff');
    const editor = await signedInAs(shop.db, 'editor', 'Customers editor');
    const admin = await signedInAs(shop.db, 'admin', 'Customers admin');
    const page = (path: string, cookie: string) => call(path, { headers: { cookie } });
    const list = await page(`/staff/customers?q=${mobile}`, staff.cookie);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toContain('no-store');
    expect(list.text).toContain(`/staff/customers/${mobile}`);
    expect(list.text).not.toContain('customers.csv');
    expect((await page(`/fa/staff/customers/${mobile}`, staff.cookie)).status).toBe(200);
    expect((await page(`/staff/customers/09000000000`, staff.cookie)).status).toBe(404);
    expect((await page(`/staff/customers`, editor.cookie)).status).toBe(404);
    expect((await page(`/v1/staff/customers.csv`, staff.cookie)).status).toBe(404);
    const csv = await page(`/v1/staff/customers.csv`, admin.cookie);
    expect(csv.status).toBe(200);
    const rows = parseCsv(csv.text).rows;
    expect(rows[0]).toEqual(['mobile', 'name', 'city', 'orders', 'firstOrder', 'lastOrder', 'lastChannel', 'account']);
    const row = rows.find((cells) => cells[0] === mobile)!;
    // A name that looks like a formula is kept as text.
    expect(row.slice(1, 4)).toEqual([`'=HYPERLINK("x") Kamali`, 'Tehran', '1']);
    expect(row[6]).toBe('whatsapp');
  });
});
