import { afterAll, describe, expect, inject, it } from 'vitest';
import { digitsIn, formatAmount } from '~/shared/i18n/format.ts';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { baseUrl, call, isFailure } from './http.ts';

// The quote after the call (docs/staff.md#quotes) and the customer's answer on the order's page by link: the
// agreed prices kept on the order, accepted or questioned with plain forms, then the parcel's tracking code.
const { db } = await openTestStore(inject('dataDir'));
afterAll(() => db.destroy());
let counter = 0;

/**
 * Two sizes of this file's own (other files take stock side by side), with stock for every order it places: 50, under
 * the demo's largest stock, which order.test.ts takes for its own.
 */
const products = await db.selectFrom('products').select('sku').where('status', '=', 'publish').orderBy('id').limit(2).offset(26).execute();
await db
  .updateTable('products')
  .set({ quantity: 50, inStock: 1 })
  .where(
    'sku',
    'in',
    products.map((product) => product.sku),
  )
  .execute();

/** Places a two-line order as a shopper does; answers its id and its page's link. */
async function placeOrder(locale: 'en' | 'fa') {
  const answer = await call('/v1/order', {
    json: {
      items: [
        { sku: products[0]!.sku, count: 2 },
        { sku: products[1]!.sku, count: 3 },
      ],
      customer: {
        firstName: 'Parisa',
        lastName: 'Ahmadi',
        mobile: `0935${String(process.pid % 1000).padStart(3, '0')}7${String(++counter).padStart(3, '0')}`,
        address: '4 Saadi St',
        province: 'Fars',
        city: 'Shiraz',
        shopName: 'Ahmadi',
        postalCode: '7134567890',
      },
    },
    headers: { 'idempotency-key': `order-quote-${Date.now()}-${counter}`, 'accept-language': locale },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as { orderId: number; link: string };
}

const staff = await signedInAs(db, 'staff', 'Quote staff');
const asStaff = (path: string, json: unknown, locale = 'en') =>
  call(path, { json, headers: { cookie: staff.cookie, 'accept-language': locale } });
const mark = (id: number, json: object) => asStaff(`/v1/staff/orders/${id}/status`, json);
const quote = (id: number, json: object, locale = 'en') => asStaff(`/v1/staff/orders/${id}/quote`, json, locale);
/** The order page's plain form, sent from the shop's own page (or from `origin`). */
const answer = (link: string, action: string, origin = baseUrl()) =>
  call(link, {
    method: 'POST',
    body: `action=${action}`,
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
  });
const statusOf = async (id: number) =>
  (await db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('the quote staff send after the call', () => {
  it('is the only way to mark an order quoted, and needs the call first', async () => {
    const { orderId } = await placeOrder('en');
    const early = await quote(orderId, { prices: [100, 200], delivery: 0, payment: 'card' });
    expect(early.status).toBe(409);
    expect(early.body.message.en).toContain('cannot be marked “quoted”');
    expect((await mark(orderId, { status: 'called' })).status).toBe(200);
    const bare = await mark(orderId, { status: 'quoted' });
    expect(bare.status).toBe(409);
    expect(bare.body.message.fa).toContain('پیش‌فاکتور');
    expect(await statusOf(orderId)).toBe('called');
  });

  it('keeps the agreed prices on the order: a later price change never alters them', async () => {
    const { orderId, link } = await placeOrder('fa');
    await mark(orderId, { status: 'called' });
    const sent = await quote(orderId, { prices: [1_250_000, 800_000], delivery: 150_000, payment: 'door', note: 'Ready Saturday' }, 'fa');
    expect(sent.status, sent.text).toBe(200);
    // 2 × 1,250,000 + 3 × 800,000 + 150,000
    expect(sent.body.message.fa).toContain(formatAmount('fa', 5_050_000));
    expect(sent.body.data).toMatchObject({
      status: 'quoted',
      quote: { prices: [1_250_000, 800_000], delivery: 150_000, payment: 'door', note: 'Ready Saturday' },
      moves: [{ to: 'called' }, { from: 'called', to: 'quoted', by: 'Quote staff' }],
    });
    const { sentAt, expiresAt } = sent.body.data.quote;
    expect(Date.parse(expiresAt) - Date.parse(sentAt)).toBe(3 * 86_400_000);
    expect(sent.body.data.lines.map((line: { unitPrice: number }) => line.unitPrice)).toEqual([1_250_000, 800_000]);
    // The shop's prices to quote change; the quote sent does not.
    const { sku, packageId } = await db
      .selectFrom('orderLines')
      .select(['sku', 'packageId'])
      .where('orderId', '=', orderId)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('quotePrices').where('sku', '=', sku).execute();
    await db
      .insertInto('quotePrices')
      .values({ sku, packageId: packageId ?? 1, price: 9_999_999 })
      .execute();
    const later = await call(`/v1/staff/orders?q=%23${orderNumber(orderId)}`, { headers: { cookie: staff.cookie } });
    expect(later.body.data.orders[0].quote.prices).toEqual([1_250_000, 800_000]);
    expect(later.body.data.orders[0].lines[0].unitPrice).toBe(1_250_000);
    const page = await call(link);
    expect(page.text).toContain(`${formatAmount('fa', 5_050_000)}\u00a0تومان`);
    expect(page.text).toContain(`${formatAmount('fa', 150_000)}\u00a0تومان`);
    expect(page.text).toContain('با کارت‌خوان، هنگام تحویل');
    expect(page.text).toContain('Ready Saturday');
    expect(page.text).toContain('پیش‌فاکتور را می‌پذیرم');
    expect(page.text).not.toContain('9,999,999');
  });

  it('refuses prices that are not one whole number per line, and stores nothing', async () => {
    const { orderId } = await placeOrder('en');
    await mark(orderId, { status: 'called' });
    const short = await quote(orderId, { prices: [100], delivery: 0, payment: 'card' });
    expect(short.status).toBe(409);
    expect(short.body.message.en).toContain('one price for each line');
    for (const body of [
      { prices: [-1, 100], delivery: 0, payment: 'card' },
      { prices: [1.5, 100], delivery: 0, payment: 'card' },
      { prices: [100, 100], delivery: 0, payment: 'cheque' },
      { prices: [100, 100], delivery: 0, payment: 'card', note: 'x'.repeat(501) },
    ]) {
      const refused = await quote(orderId, body, 'fa');
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(isFailure(refused.body)).toBe(true);
    }
    const row = await db.selectFrom('orders').select(['status', 'quotedAt']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'called', quotedAt: null });
  });
});

describe('the customer’s answer on the order’s page, without JavaScript', () => {
  it('accepts the quote with one tap: confirmed, once, and said on the page', async () => {
    const { orderId, link } = await placeOrder('en');
    await mark(orderId, { status: 'called' });
    await quote(orderId, { prices: [500, 700], delivery: 0, payment: 'card' });
    const accepted = await answer(link, 'accept');
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe(`${link}?done=accepted`);
    expect(await statusOf(orderId)).toBe('confirmed');
    // A second tap (a form sent again) changes nothing more.
    expect((await answer(link, 'accept')).headers.get('location')).toBe(`${link}?done=accepted`);
    const moves = await db.selectFrom('orderMoves').select(['toStatus', 'actorName', 'accountId']).where('orderId', '=', orderId).execute();
    expect(moves.filter((move) => move.toStatus === 'confirmed')).toEqual([{ toStatus: 'confirmed', actorName: '', accountId: null }]);
    const page = await call(`${link}?done=accepted`);
    expect(page.text).toContain('Thank you: your order is confirmed.');
    expect(page.text).toContain('Confirmed: being prepared');
    expect(page.text).not.toContain('Accept the quote');
  });

  it('asks for a call, which staff see until they quote again', async () => {
    const { orderId, link } = await placeOrder('fa');
    await mark(orderId, { status: 'called' });
    await quote(orderId, { prices: [500, 700], delivery: 90_000, payment: 'transfer' });
    expect((await answer(link, 'call')).headers.get('location')).toBe(`${link}?done=called`);
    expect(await statusOf(orderId)).toBe('quoted');
    const listed = await call(`/v1/staff/orders?q=%23${orderNumber(orderId)}`, { headers: { cookie: staff.cookie } });
    expect(listed.body.data.orders[0].callMeAt).toEqual(expect.any(String));
    const page = await call(link);
    expect(page.text).toContain('خواستید دربارهٔ این قیمت‌ها با شما تماس بگیریم');
    const again = await quote(orderId, { prices: [450, 700], delivery: 0, payment: 'transfer' });
    expect(again.body.data).toMatchObject({ status: 'quoted', callMeAt: null, quote: { prices: [450, 700], delivery: 0 } });
    // Quoted again: no second move to quoted.
    expect(again.body.data.moves.map((move: { to: string }) => move.to)).toEqual(['called', 'quoted']);
  });

  it('cannot accept a quote past its time: the page says so and offers the call', async () => {
    const { orderId, link } = await placeOrder('en');
    await mark(orderId, { status: 'called' });
    await quote(orderId, { prices: [500, 700], delivery: 0, payment: 'card' });
    await db
      .updateTable('orders')
      .set({ quoteExpiresAt: Date.now() - 1000 })
      .where('id', '=', orderId)
      .execute();
    expect((await answer(link, 'accept')).headers.get('location')).toBe(`${link}?done=expired`);
    expect(await statusOf(orderId)).toBe('quoted');
    const page = await call(`${link}?done=expired`);
    expect(page.text).toContain('These prices are no longer valid');
    expect(page.text).not.toContain('Accept the quote');
    expect(page.text).toContain('Call me about it');
    // Sent again, it can be accepted.
    await quote(orderId, { prices: [500, 700], delivery: 0, payment: 'card' });
    expect((await answer(link, 'accept')).headers.get('location')).toBe(`${link}?done=accepted`);
  });

  it('takes no answer from another site, for another step, or for a token no order has', async () => {
    const { orderId, link } = await placeOrder('en');
    await mark(orderId, { status: 'called' });
    await quote(orderId, { prices: [500, 700], delivery: 0, payment: 'card' });
    expect((await answer(link, 'accept', 'https://evil.example')).status).toBe(403);
    expect((await answer(link, 'delete')).headers.get('location')).toBe(link);
    expect((await answer(link.replace(/.{4}$/, 'AAAA'), 'accept')).status).toBe(404);
    expect(await statusOf(orderId)).toBe('quoted');
    await mark(orderId, { status: 'cancelled' });
    expect((await answer(link, 'accept')).headers.get('location')).toBe(`${link}?done=closed`);
    expect((await answer(link, 'call')).headers.get('location')).toBe(`${link}?done=closed`);
    expect(await statusOf(orderId)).toBe('cancelled');
  });
});

describe('the parcel once sent', () => {
  it('keeps the carrier and the tracking code as typed in Persian digits, linked on the page', async () => {
    const { orderId, link } = await placeOrder('fa');
    await mark(orderId, { status: 'called' });
    await quote(orderId, { prices: [500, 700], delivery: 0, payment: 'card' });
    await answer(link, 'accept');
    const bad = await mark(orderId, { status: 'sent', carrier: 'post', trackingCode: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.message.fa).toContain('کد رهگیری');
    expect(await statusOf(orderId)).toBe('confirmed');
    const code = '۱۲۳۴ ۵۶۷۸-۹۰۱۲ ۳۴۵۶ ۷۸۹۰';
    const sent = await mark(orderId, { status: 'sent', carrier: 'post', trackingCode: code });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.data.shipment).toEqual({ carrier: 'post', code: '12345678901234567890' });
    const page = await call(link);
    expect(page.text).toContain('با پست فرستاده شد.');
    expect(page.text).toMatch(/<code dir="ltr"[^>]*>12345678901234567890<\/code>/);
    expect(page.text).toContain('href="https://tracking.post.ir/"');
    expect(page.text).toContain(`سفارش ${digitsIn('fa', String(orderNumber(orderId)))}`);
  });

  it('takes the shop’s courier without a code', async () => {
    const { orderId, link } = await placeOrder('en');
    await mark(orderId, { status: 'called' });
    await quote(orderId, { prices: [500, 700], delivery: 0, payment: 'card' });
    await answer(link, 'accept');
    const sent = await mark(orderId, { status: 'sent', carrier: 'courier' });
    expect(sent.body.data.shipment).toEqual({ carrier: 'courier', code: '' });
    const page = await call(link);
    expect(page.text).toContain('Sent with our courier.');
    expect(page.text).not.toContain('Tracking code');
  });
});
