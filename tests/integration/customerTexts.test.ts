import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { baseUrl, call } from './http.ts';

// Texts to customers (docs/operations.md#texts-to-customers): each order step writes its text in its own transaction
// and the sender sends it once, in the order's language, with its link. The phone: DATA_DIR/texts-outbox.jsonl.
const dataDir = inject('dataDir');
const { db } = await openTestStore(dataDir);
afterAll(() => db.destroy());
const staff = await signedInAs(db, 'staff', 'Texts staff');
let counter = 0;

interface Texted {
  to: string;
  text: string;
  kind: string;
}
/** The texts the development phone holds for a number. */
const textsTo = (mobile: string): Texted[] => {
  const file = join(dataDir, 'texts-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Texted)
    .filter((line) => line.to === mobile);
};

/**
 * A size of this file's own (other files take stock side by side), with stock for every order it places: 50, under
 * the demo's largest stock, which order.test.ts takes for its own.
 */
const { sku } = await db
  .selectFrom('products')
  .select('sku')
  .where('status', '=', 'publish')
  .orderBy('id')
  .limit(1)
  .offset(25)
  .executeTakeFirstOrThrow();
await db.updateTable('products').set({ quantity: 50, inStock: 1 }).where('sku', '=', sku).execute();

async function placeOrder(locale: 'en' | 'fa') {
  const mobile = `0936${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(4, '0')}`;
  const answer = await call('/v1/order', {
    json: {
      items: [{ sku, count: 1 }],
      customer: {
        firstName: 'Nasrin',
        lastName: 'Rahimi',
        mobile,
        address: '9 Ferdowsi St',
        province: 'Isfahan',
        city: 'Isfahan',
        shopName: 'Rahimi',
        postalCode: '8134567890',
      },
    },
    headers: { 'idempotency-key': `texts-${Date.now()}-${counter}`, 'accept-language': locale },
  });
  expect(answer.status, answer.text).toBe(200);
  return { ...(answer.body.data as { orderId: number; link: string }), mobile };
}

const asStaff = (path: string, json: unknown) => call(path, { json, headers: { cookie: staff.cookie } });
const rowsOf = (orderId: number) =>
  db.selectFrom('customerTexts').select(['kind', 'state', 'dedupeKey']).where('orderId', '=', orderId).orderBy('id').execute();

describe('texts to the customer, one per step', () => {
  it('tells each step of an order’s life once, in its language, with its page’s link', async () => {
    const { orderId, link, mobile } = await placeOrder('fa');
    const number = String(orderNumber(orderId)).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    await expect.poll(() => textsTo(mobile).map((text) => text.kind)).toEqual(['received']);
    expect(textsTo(mobile)[0]!.text).toBe(
      `فروشگاه آنلاین: سفارش ${number} شما ثبت شد. همکاران ما به‌زودی با شما تماس می‌گیرند. پیگیری: http://localhost:4321${link}`,
    );
    await asStaff(`/v1/staff/orders/${orderId}/status`, { status: 'called' });
    await asStaff(`/v1/staff/orders/${orderId}/quote`, { prices: [1_250_000], delivery: 100_000, payment: 'card' });
    await expect.poll(() => textsTo(mobile).map((text) => text.kind)).toEqual(['received', 'quoted']);
    expect(textsTo(mobile)[1]!.text).toContain('روی‌هم ۱٬۳۵۰٬۰۰۰ تومان');
    const accepted = await call(link, {
      method: 'POST',
      body: 'action=accept',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl() },
    });
    expect(accepted.status).toBe(303);
    await asStaff(`/v1/staff/orders/${orderId}/status`, { status: 'sent', carrier: 'tipax', trackingCode: 'tx-4455 1234' });
    await asStaff(`/v1/staff/orders/${orderId}/status`, { status: 'delivered' });
    await expect.poll(() => textsTo(mobile).map((text) => text.kind)).toEqual(['received', 'quoted', 'confirmed', 'sent']);
    expect(textsTo(mobile)[3]!.text).toContain('با تیپاکس فرستاده شد. کد رهگیری: TX44551234.');
    const order = (await call(`/v1/staff/orders?status=delivered&q=%23${orderNumber(orderId)}`, { headers: { cookie: staff.cookie } })).body
      .data.orders[0];
    expect(order.texts.map((text: { kind: string; state: string }) => `${text.kind}:${text.state}`)).toEqual([
      'received:sent',
      'quoted:sent',
      'confirmed:sent',
      'sent:sent',
    ]);
  });

  it('texts a cancelled order in English, and sends a text again when staff ask', async () => {
    const { orderId, mobile } = await placeOrder('en');
    await asStaff(`/v1/staff/orders/${orderId}/status`, { status: 'cancelled' });
    await expect.poll(() => textsTo(mobile).map((text) => text.kind)).toEqual(['received', 'cancelled']);
    expect(textsTo(mobile)[1]!.text).toBe(
      `Online Shop: order ${orderNumber(orderId)} is cancelled. Questions? Call us. ${textsTo(mobile)[0]!.text.split(' ').at(-1)}`,
    );
    const [received] = await db.selectFrom('customerTexts').select('id').where('orderId', '=', orderId).orderBy('id').execute();
    const again = await asStaff(`/v1/staff/orders/${orderId}/texts/${received!.id}/again`, {});
    expect(again.status, again.text).toBe(200);
    await expect.poll(() => textsTo(mobile).map((text) => text.kind)).toEqual(['received', 'cancelled', 'received']);
    // Another order's text: not this order's to send.
    expect((await asStaff(`/v1/staff/orders/${orderId + 1}/texts/${received!.id}/again`, {})).status).toBe(404);
  });

  it('sends a text a crash left waiting, once, after the restart', async () => {
    const { orderId, mobile } = await placeOrder('en');
    await expect.poll(() => textsTo(mobile)).toHaveLength(1);
    // As a process killed after the step's commit and before its send leaves it: written, waiting.
    await db
      .insertInto('customerTexts')
      .values({
        orderId,
        kind: 'confirmed',
        phone: mobile,
        locale: 'en',
        payload: JSON.stringify({ number: String(orderNumber(orderId)), link: 'http://localhost:4321/o/x' }),
        dedupeKey: `order:${orderId}:confirmed`,
        createdAt: Date.now(),
      })
      .execute();
    await expect.poll(() => textsTo(mobile).map((text) => text.kind), { timeout: 10_000 }).toEqual(['received', 'confirmed']);
    await new Promise((wait) => setTimeout(wait, 1_500));
    expect(textsTo(mobile)).toHaveLength(2);
  });

  it('writes each step’s text once when many steps race: 20 orders each cancelled twice at once', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, (_, i) => placeOrder(i % 2 ? 'en' : 'fa')));
    const cancel = (id: number) => asStaff(`/v1/staff/orders/${id}/status`, { status: 'cancelled' });
    await Promise.all(orders.flatMap(({ orderId }) => [cancel(orderId), cancel(orderId)]));
    for (const { orderId, mobile } of orders) {
      await expect.poll(() => textsTo(mobile).map((text) => text.kind), { timeout: 15_000 }).toEqual(['received', 'cancelled']);
      expect((await rowsOf(orderId)).map((row) => row.state)).toEqual(['sent', 'sent']);
    }
  });
});
