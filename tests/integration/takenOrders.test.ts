import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { call } from './http.ts';

// Orders staff take by phone or chat (docs/staff.md#orders-staff-take): the finder, the customer by number, the
// order sent straight as a quote (stock taken, channel and taker kept, the customer texted), drafts kept and sent.
const dataDir = inject('dataDir');
const { db } = await openTestStore(dataDir);
afterAll(() => db.destroy());

/** A size of this file's own with stock for every order it places, and its family. */
const [size] = await db
  .selectFrom('products')
  .select(['sku', 'parentSku', 'slug', 'nameEn'])
  .where('status', '=', 'publish')
  .orderBy('id')
  .limit(1)
  .offset(70)
  .execute();
await db.updateTable('products').set({ quantity: 50, inStock: 1 }).where('sku', '=', size!.sku).execute();
const stock = async () =>
  Number((await db.selectFrom('products').select('quantity').where('sku', '=', size!.sku).executeTakeFirstOrThrow()).quantity);
const packageId = async () => {
  const { packageIds } = await db.selectFrom('products').select('packageIds').where('sku', '=', size!.sku).executeTakeFirstOrThrow();
  const chosen = JSON.parse(packageIds) as number[];
  if (chosen[0]) return chosen[0];
  return (await db.selectFrom('packages').select('id').where('active', '=', 1).orderBy('pieces').executeTakeFirstOrThrow()).id;
};

const staff = await signedInAs(db, 'staff', 'Taking staff');
const editor = await signedInAs(db, 'editor', 'Taking editor');
const as = (who: { cookie: string }, path: string, init: { json?: unknown; method?: string; locale?: string; key?: string } = {}) =>
  call(path, {
    ...(init.json === undefined ? {} : { json: init.json }),
    ...(init.method ? { method: init.method } : {}),
    headers: { cookie: who.cookie, 'accept-language': init.locale ?? 'en', ...(init.key ? { 'idempotency-key': init.key } : {}) },
  });
let counter = 0;
const newMobile = () => `0938${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(4, '0')}`;
const customer = (mobile: string) => ({
  firstName: 'Shirin',
  lastName: 'Kamali',
  mobile,
  address: '9 Ferdowsi St',
  province: 'Tehran',
  city: 'Tehran',
  shopName: 'Kamali Home',
  postalCode: '1134567890',
});
const taken = async (mobile: string, overrides: Record<string, unknown> = {}) => ({
  channel: 'telegram',
  locale: 'fa',
  customer: customer(mobile),
  lines: [{ sku: size!.sku, packageId: await packageId(), count: 3, price: 420_000 }],
  delivery: 60_000,
  payment: 'card',
  note: 'Card 6037-9911-0000-1234',
  ...overrides,
});
const textsTo = (phone: string) => {
  const file = join(dataDir, 'texts-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; kind?: string; text: string })
    .filter((line) => line.to === phone);
};

describe('an order staff take', () => {
  it('takes the stock, keeps the channel and who took it, sends the quote and texts the customer its link', async () => {
    const mobile = newMobile();
    const before = await stock();
    const answer = await as(staff, '/v1/staff/orders', { json: await taken(mobile), key: `taken-${mobile}`, locale: 'fa' });
    expect(answer.status, answer.text).toBe(200);
    const { order, link } = answer.body.data;
    expect(order).toMatchObject({
      status: 'quoted',
      channel: 'telegram',
      takenBy: 'Taking staff',
      locale: 'fa',
      mobile,
      name: 'Shirin Kamali',
    });
    expect(order.lines).toMatchObject([{ sku: size!.sku, count: 3 }]);
    expect(order.quote).toMatchObject({ prices: [420_000], delivery: 60_000, payment: 'card', note: 'Card 6037-9911-0000-1234' });
    expect(order.moves).toMatchObject([{ from: 'new', to: 'quoted', by: 'Taking staff' }]);
    expect(answer.body.message.fa).toBe(
      `سفارش ${digits(orderNumber(order.id))} ثبت و پیش‌فاکتورش فرستاده شد: روی‌هم ۱٬۳۲۰٬۰۰۰ تومان. پیامکی با پیوند سفارش برای مشتری می‌رود.`,
    );
    expect(link).toMatch(/^http:\/\/localhost:4321\/fa\/o\/[\w-]+$/);
    expect(await stock()).toBe(before - 3);
    await expect.poll(() => textsTo(mobile).map((text) => text.kind)).toEqual(['quoted']);
    expect(textsTo(mobile)[0]!.text).toContain(link);
    // The customers' list has them, by the number, with the channel they came by.
    const row = await db.selectFrom('customers').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ orders: 1, lastChannel: 'telegram' });
    const audit = await db.selectFrom('auditLog').select('action').where('subject', '=', `order #${order.id}`).orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['order.take', 'order.quote']);
    // The same key again: the same order, no more stock, no second text.
    const again = await as(staff, '/v1/staff/orders', { json: await taken(mobile), key: `taken-${mobile}` });
    expect(again.body.data.order.id).toBe(order.id);
    expect(await stock()).toBe(before - 3);
    expect(textsTo(mobile)).toHaveLength(1);
  });

  it('lands in the “My orders” of the account with the customer’s number, quoted, with its own page', async () => {
    const customer = await signedInAs(db, 'customer', 'Shirin Kamali');
    const taking = await as(staff, '/v1/staff/orders', { json: await taken(customer.phoneNumber), key: `taken-${customer.phoneNumber}` });
    expect(taking.status, taking.text).toBe(200);
    const mine = await as(customer, '/v1/profile/orders');
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject([{ id: taking.body.data.order.id, status: 'quoted', lines: [{ sku: size!.sku, count: 3 }] }]);
    expect(taking.body.data.link).toContain(`/o/${mine.body.data[0].token}`);
  });

  it('refuses more than the stock, a size twice, a wrong field, and callers who are not order staff, storing nothing', async () => {
    const mobile = newMobile();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('mobile', '=', mobile)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const id = await packageId();
    const lines = (n: number) => [{ sku: size!.sku, packageId: id, count: n, price: 1000 }];
    await db.updateTable('products').set({ quantity: 2 }).where('sku', '=', size!.sku).execute();
    const short = await as(staff, '/v1/staff/orders', { json: await taken(mobile, { lines: lines(3) }) });
    await db.updateTable('products').set({ quantity: 50, inStock: 1 }).where('sku', '=', size!.sku).execute();
    expect(short.status).toBe(409);
    expect(short.body.additionalInfo.join(' ')).toMatch(/2 packages left/);
    const twice = await as(staff, '/v1/staff/orders', {
      json: await taken(mobile, { lines: [...lines(1), ...lines(2)] }),
      locale: 'fa',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message.fa).toBe('هر اندازه فقط در یک ردیف می‌آید: به جای آن، تعداد را تغییر دهید.');
    const wrong = await as(staff, '/v1/staff/orders', {
      json: await taken(mobile, { customer: { ...customer(mobile), postalCode: '12' } }),
      locale: 'fa',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.additionalInfo.join(' ')).toMatch(/کد پستی/);
    expect((await as(editor, '/v1/staff/orders', { json: await taken(mobile) })).status).toBe(404);
    expect((await call('/v1/staff/orders', { json: await taken(mobile) })).status).toBe(401);
    expect(await count()).toBe(0);
  });
});

describe('drafts', () => {
  it('keeps the form without taking stock or texting, writes it over, and goes with the order sent from it', async () => {
    const mobile = newMobile();
    const before = await stock();
    const order = await taken(mobile);
    const form = {
      ...order,
      lines: order.lines.map((line) => ({ ...line, price: '420,000' })),
      delivery: '',
      note: '',
      customer: { ...customer(mobile), address: '' },
    };
    const kept = await as(staff, '/v1/staff/order-drafts', { json: { form } });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data).toMatchObject({
      takenBy: 'Taking staff',
      form: { channel: 'telegram', lines: [{ sku: size!.sku, count: 3, price: '420,000' }] },
    });
    const id = kept.body.data.id as number;
    const over = await as(staff, '/v1/staff/order-drafts', { json: { id, form: { ...form, delivery: '60000' } } });
    expect(over.body.data).toMatchObject({ id, form: { delivery: '60000' } });
    expect(await stock()).toBe(before);
    expect(textsTo(mobile)).toHaveLength(0);
    const sent = await as(staff, '/v1/staff/orders', { json: { ...order, draftId: id } });
    expect(sent.status, sent.text).toBe(200);
    expect(await db.selectFrom('orderDrafts').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    // Sent again from another tab, or kept again: the draft is gone, and nothing more is made.
    const twice = await as(staff, '/v1/staff/orders', { json: { ...order, draftId: id }, locale: 'fa' });
    expect(twice.status).toBe(404);
    expect(twice.body.message.fa).toBe('این پیش‌نویس دیگر نیست: کسی آن را فرستاده یا حذف کرده است. آن را در بخش سفارش‌ها پیدا کنید.');
    expect(await stock()).toBe(before - 3);
    expect((await as(staff, '/v1/staff/order-drafts', { json: { id, form } })).status).toBe(404);
    expect((await as(staff, `/v1/staff/order-drafts/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('removes a draft, and refuses one holding control characters or too many lines', async () => {
    const order = await taken(newMobile());
    const form = { ...order, lines: order.lines.map((line) => ({ ...line, price: '' })), delivery: '', note: '' };
    const kept = await as(staff, '/v1/staff/order-drafts', { json: { form: { ...form, note: 'call\u001b after 5' } } });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data.form.note).toBe('call after 5');
    const removed = await as(staff, `/v1/staff/order-drafts/${kept.body.data.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    const many = Array.from({ length: 101 }, () => form.lines[0]);
    expect((await as(staff, '/v1/staff/order-drafts', { json: { form: { ...form, lines: many } } })).status).toBe(400);
    expect((await as(editor, '/v1/staff/order-drafts', { json: { form } })).status).toBe(404);
  });
});

describe('the finder and the customer by number', () => {
  it('finds sizes by name with a slip, by code and by a pasted product link, with stock, package types and prices', async () => {
    const find = async (q: string) =>
      (await as(staff, `/v1/staff/orders/new/products?q=${encodeURIComponent(q)}`)).body.data as {
        parentSku: string;
        sizes: { sku: string; quantity: number; packages: unknown[] }[];
      }[];
    const [byName] = await find(size!.nameEn);
    expect(byName!.parentSku).toBe(size!.parentSku);
    const slipped = size!.nameEn
      .split(' ')
      .map((word) => (word.length > 5 ? word.slice(0, 2) + word.slice(3) : word))
      .join(' ');
    expect((await find(slipped)).map((family) => family.parentSku)).toContain(size!.parentSku);
    const [byCode] = await find(size!.sku.toLowerCase());
    expect(byCode!.sizes.find((found) => found.sku === size!.sku)).toMatchObject({ quantity: await stock() });
    expect(byCode!.sizes[0]!.packages.length).toBeGreaterThan(0);
    const [byLink] = await find(`https://shop.example/fa/Products/${size!.sku}/${size!.slug}?ref=telegram`);
    expect(byLink!.parentSku).toBe(size!.parentSku);
    // Only published sizes: a draft is not sold.
    const drafts = await db.selectFrom('products').select('sku').where('status', '=', 'draft').execute();
    const everything = (await find(size!.nameEn)).flatMap((family) => family.sizes.map((found) => found.sku));
    expect(everything.filter((sku) => drafts.some((draft) => draft.sku === sku))).toEqual([]);
    expect((await as(editor, `/v1/staff/orders/new/products?q=vase`)).status).toBe(404);
  });

  it('fills a returning customer from their latest order, a new one from their account, and knows no one else', async () => {
    const mobile = newMobile();
    await as(staff, '/v1/staff/orders', { json: await taken(mobile, { locale: 'en' }) });
    const persianDigits = mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const known = await as(staff, `/v1/staff/orders/new/customer?mobile=${encodeURIComponent(persianDigits)}`);
    expect(known.status, known.text).toBe(200);
    expect(known.body.data).toMatchObject({ customer: { ...customer(mobile) }, locale: 'en', orders: 1, account: null });
    const member = await signedInAs(db, 'customer', 'Account holder');
    await db
      .insertInto('addresses')
      .values({ accountId: member.accountId, ...customer(member.phoneNumber), city: 'Tabriz', position: 0 })
      .execute();
    const account = await as(staff, `/v1/staff/orders/new/customer?mobile=${member.phoneNumber}`);
    expect(account.body.data).toMatchObject({
      customer: { city: 'Tabriz', mobile: member.phoneNumber },
      locale: null,
      orders: 0,
      account: 'Account holder',
    });
    expect((await as(staff, `/v1/staff/orders/new/customer?mobile=09120000999`)).body.data).toBeNull();
    expect((await as(staff, `/v1/staff/orders/new/customer?mobile=12`)).status).toBe(400);
    expect((await call(`/v1/staff/orders/new/customer?mobile=${mobile}`)).status).toBe(401);
  });
});

const digits = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
