import { request, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { bumpCatalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { baseUrl, call } from './http.ts';

// The order's own page, by its link (docs/rules.md#order-links): it opens on any phone without signing in, shows
// where the order stands, and gives nothing to anyone without the link.
const { db } = await openTestStore(inject('dataDir'));
afterAll(() => db.destroy());
let counter = 0;

/** A page's bytes as sent, taking the encodings `accepts` names. */
function readRaw(path: string, accepts: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((done, failed) => {
    const sent = request(`${baseUrl()}${path}`, { headers: { 'accept-encoding': accepts } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', failed);
    sent.end();
  });
}

/** Places an order as a shopper does, in `locale`; answers its id and the link the confirmation shows. */
async function placeOrder(
  locale: 'en' | 'fa',
  mobile = `0912${String(process.pid % 1000).padStart(3, '0')}9${String(++counter).padStart(3, '0')}`,
  /** The product's place among the published ones, by id (this file's own: 60); else the newest in stock. */
  offset?: number,
) {
  const { sku, nameFa } = await db
    .selectFrom('products')
    .select(['sku', 'nameFa'])
    .where('status', '=', 'publish')
    .$if(offset === undefined, (query) => query.where('quantity', '>', 5).orderBy('id', 'desc'))
    .$if(offset !== undefined, (query) => query.orderBy('id').offset(offset!))
    .limit(1)
    .executeTakeFirstOrThrow();
  const answer = await call('/v1/order', {
    json: {
      items: [{ sku, count: 1 }],
      customer: {
        firstName: 'Shirin',
        lastName: 'Kamali',
        mobile,
        address: '12 Hafez St',
        province: 'Tehran',
        city: 'Shiraz',
        shopName: 'Kamali',
        postalCode: '1598765431',
      },
    },
    headers: { 'idempotency-key': `order-link-${Date.now()}-${counter}`, 'accept-language': locale },
  });
  expect(answer.status, answer.text).toBe(200);
  return { ...(answer.body.data as { orderId: number; link: string }), sku, nameFa, mobile };
}

describe('the order’s page by link', () => {
  it('opens without a session, in the language of the link, never cached, indexed or passed on', async () => {
    const { orderId, link, sku, nameFa } = await placeOrder('fa');
    const [, token] = /^\/fa\/o\/([A-Za-z0-9_-]{24})$/.exec(link)!;
    expect(token).not.toContain(String(orderNumber(orderId)));
    const page = await call(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.text).toContain('<meta name="robots" content="noindex');
    expect(page.text).toContain(`سفارش ${digitsIn('fa', String(orderNumber(orderId)))}`);
    // Its lines as markup: the product's link, its size and code.
    expect(page.text).toMatch(new RegExp(`<a href="/fa/Products/${sku}/[^"]+">${nameFa}</a>`));
    expect(page.text).toMatch(new RegExp(`<bdi dir="ltr">${sku}</bdi>`));
    expect(page.text).toContain('ثبت شد؛ همکاران ما با شما تماس می‌گیرند');
    const english = await call(`/o/${token}`);
    expect(english.status).toBe(200);
    expect(english.text).toContain(`Order ${orderNumber(orderId)}`);
  });

  it('shows each move staff make, with its date, and the status it stands at', async () => {
    const { orderId, link } = await placeOrder('en');
    const staff = await signedInAs(db, 'staff', 'Link staff');
    expect(
      (await call(`/v1/staff/orders/${orderId}/status`, { json: { status: 'called' }, headers: { cookie: staff.cookie } })).status,
    ).toBe(200);
    const quote = { prices: [1_250_000], delivery: 0, payment: 'card' };
    expect((await call(`/v1/staff/orders/${orderId}/quote`, { json: quote, headers: { cookie: staff.cookie } })).status).toBe(200);
    const page = await call(link);
    const steps = [...page.text.matchAll(/<li[^>]*>\s*<span[^>]*>([^<]+)<\/span\s*>/g)].map((match) => match[1]);
    expect(steps).toEqual(['Received: our team will call you', 'We have called you', 'We have sent you our prices']);
    expect(page.text).toMatch(/class="lead status status-quoted"[^>]*>We have sent you our prices</);
  });

  it('is its frame with the order put in, as a browser reads it: the same page, under 20 KB, each move at once', async () => {
    const { orderId, link } = await placeOrder('fa');
    // Without gzip Astro renders it, and keeps the frame; a browser's reading is answered from the frame.
    const rendered = await readRaw(link, 'identity');
    const framed = await readRaw(link, 'gzip, deflate, br, zstd');
    expect(framed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(framed.body).toString()).toBe(rendered.body.toString());
    // As light as the shop's other pages on a 2G link.
    expect(framed.body.length).toBeLessThanOrEqual(20 * 1024);
    for (const name of ['cache-control', 'x-robots-tag', 'referrer-policy', 'content-security-policy', 'content-type'])
      expect(framed.headers[name], name).toBe(rendered.headers[name]);
    expect(framed.headers['set-cookie']).toBeUndefined();
    const staff = await signedInAs(db, 'staff', 'Frame staff');
    const moved = await call(`/v1/staff/orders/${orderId}/status`, { json: { status: 'called' }, headers: { cookie: staff.cookie } });
    expect(moved.status).toBe(200);
    const after = gunzipSync((await readRaw(link, 'gzip')).body).toString();
    expect(after).toMatch(/class="lead status status-called"[^>]*>با شما تماس گرفتیم</);
    expect(after).toBe((await readRaw(link, 'identity')).body.toString());
  });

  it('shows its products as the catalogue has them now: a new picture at once', async () => {
    // A product no other test orders, counts or changes (the 60th published), in stock, its picture changed for a moment.
    const own = await db
      .selectFrom('products')
      .select(['id', 'images'])
      .where('status', '=', 'publish')
      .orderBy('id')
      .offset(60)
      .limit(1)
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ quantity: 50, inStock: 1 }).where('id', '=', own.id).execute();
    const { link } = await placeOrder('en', undefined, 60);
    const [picture] = JSON.parse(own.images) as string[];
    expect((await call(link)).text).toContain(`/CDN/Files/${picture}`);
    await db
      .updateTable('products')
      .set({ images: JSON.stringify(['new-picture.jpg']) })
      .where('id', '=', own.id)
      .execute();
    await bumpCatalogueVersion(db);
    try {
      expect((await call(link)).text).toContain('/CDN/Files/new-picture.jpg');
    } finally {
      await db.updateTable('products').set({ images: own.images }).where('id', '=', own.id).execute();
      await bumpCatalogueVersion(db);
    }
    expect((await call(link)).text).toContain(`/CDN/Files/${picture}`);
  });

  it('answers the same 404 for a wrong, made-up or malformed token, and for any address under it', async () => {
    const { link } = await placeOrder('en');
    const token = link.split('/').at(-1)!;
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const wrong = [`/o/${flipped}`, '/o/AAAAAAAAAAAAAAAAAAAAAAAA', '/fa/o/x', `/o/${token}x`, `/o/${orderNumber(1)}`, `/o/${token}/more`];
    const answers = await Promise.all(wrong.map((path) => call(path)));
    for (const [index, answer] of answers.entries()) expect(answer.status, wrong[index]).toBe(404);
    expect(answers[0]!.text).not.toContain('Kamali');
  });

  it('is the link My orders shows for each order; an order from before the links gets one when first asked', async () => {
    const { orderId, link, mobile } = await placeOrder('en');
    const customer = await signedInAs(db, 'customer', 'Link customer');
    await db.updateTable('orders').set({ mobile: customer.phoneNumber }).where('id', '=', orderId).execute();
    const mine = await call('/v1/profile/orders', { headers: { cookie: customer.cookie } });
    expect(mine.body.data.find((order: { id: number }) => order.id === orderId).token).toBe(link.split('/').at(-1));
    const page = await call('/profile/orders', { headers: { cookie: customer.cookie } });
    expect(page.text).toContain(`href="${link}"`);
    // An order stored before the links: its token is made once, then kept.
    await db.updateTable('orders').set({ accessToken: null, mobile }).where('id', '=', orderId).execute();
    await db.updateTable('orders').set({ mobile: customer.phoneNumber }).where('id', '=', orderId).execute();
    const first = (await call('/v1/profile/orders', { headers: { cookie: customer.cookie } })).body.data.find(
      (o: { id: number }) => o.id === orderId,
    ).token;
    const again = (await call('/v1/profile/orders', { headers: { cookie: customer.cookie } })).body.data.find(
      (o: { id: number }) => o.id === orderId,
    ).token;
    expect(first).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(again).toBe(first);
    expect(first).not.toBe(link.split('/').at(-1));
    expect((await call(link)).status).toBe(404);
    expect((await call(`/o/${first}`)).status).toBe(200);
  });
});
