import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { startShop } from '../support/startShop.ts';

// Staff hear of a new order outside the browser (docs/staff.md#new-order-alerts): an SMS through the shop's own
// sender (here its HTTP gateway) to each number set, and a signed webhook. Both reach a receiver on this machine.

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const received: Received[] = [];
/** How many of the webhook's next posts the receiver refuses (a receiver restarting for a moment). */
let refuseWebhook = 0;
let receiver: Server;
let shop: Awaited<ReturnType<typeof startShop>>;
const SECRET = 'alert-secret-for-tests';

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      const refused = request.url === '/webhook' && refuseWebhook > 0;
      if (refused) refuseWebhook--;
      response.writeHead(refused ? 503 : 200).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  shop = await startShop({
    env: {
      SMS_SENDER: 'http',
      SMS_GATEWAY_URL: `${base}/sms`,
      SMS_GATEWAY_TOKEN: 'gateway-token',
      ORDER_ALERT_PHONES: '09121110001, 09121110002',
      ORDER_WEBHOOK_URL: `${base}/webhook`,
      ORDER_WEBHOOK_SECRET: SECRET,
      SITE_URL: 'https://shop.example',
    },
  });
  // Stock to spare everywhere: only the low-stock test takes a size under its line (5, the default).
  const { db } = await openTestStore(shop.dataDir);
  await db.updateTable('products').set({ quantity: 1000, inStock: 1 }).where('status', '=', 'publish').execute();
  await db.destroy();
}, 90_000);
afterAll(async () => {
  await shop?.stop();
  receiver?.close();
});

/** A published product with stock to order. */
async function orderableSku(): Promise<string> {
  const { db } = await openTestStore(shop.dataDir);
  const product = await db
    .selectFrom('products')
    .select('sku')
    .where('status', '=', 'publish')
    .where('quantity', '>', 5)
    .executeTakeFirstOrThrow();
  await db.destroy();
  return product.sku;
}

/** Places an order as a shopper does; its number. */
async function placeOrder(): Promise<number> {
  const answer = await fetch(`${shop.url}/v1/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `alerts-${Date.now()}-${Math.random()}` },
    body: JSON.stringify({
      items: [{ sku: await orderableSku(), count: 2 }],
      customer: {
        firstName: 'Shirin',
        lastName: 'Kamali',
        mobile: '09125550199',
        address: '12 Hafez St',
        province: 'Tehran',
        city: 'Shiraz',
        shopName: 'Kamali Ceramics',
        postalCode: '1598765431',
      },
    }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { orderId: number } }).data.orderId;
}

/** What reached the receiver for one order, once it has all come. */
async function alertsFor(id: number, webhookPosts = 1) {
  // The webhook's JSON names the order's id; the SMS ends with the link to its number.
  const mine = () => received.filter((r) => r.body.includes(`"id":${id},`) || r.body.endsWith(`%23${orderNumber(id)}"}`));
  await expect.poll(() => mine().filter((r) => r.path === '/webhook').length, { timeout: 20_000 }).toBe(webhookPosts);
  await expect.poll(() => mine().filter((r) => r.path === '/sms').length, { timeout: 20_000 }).toBe(2);
  return mine();
}

describe('new-order alerts', () => {
  it('texts each number set, in Persian by default, with the order, who, where and the number to call', async () => {
    const id = await placeOrder();
    const sms = (await alertsFor(id)).filter((r) => r.path === '/sms');
    expect(sms.map((r) => JSON.parse(r.body).to).sort()).toEqual(['09121110001', '09121110002']);
    expect(sms[0]!.headers.authorization).toBe('Bearer gateway-token');
    const { text } = JSON.parse(sms[0]!.body) as { text: string };
    const persianId = String(orderNumber(id)).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    expect(text).toContain(`سفارش جدید ${persianId}`);
    expect(text).toContain('Shiraz');
    // The number stays in Latin digits, so a phone can dial it from the message.
    expect(text).toContain('09125550199');
    expect(text.split('\n').at(-1)).toBe(`https://shop.example/fa/staff/orders?q=%23${orderNumber(id)}`);
  });

  it('posts the order as JSON signed with the shared key, which a receiver can check', async () => {
    const id = await placeOrder();
    const [post] = (await alertsFor(id)).filter((r) => r.path === '/webhook');
    expect(post!.headers['content-type']).toBe('application/json');
    expect(post!.headers['x-shop-event']).toBe('order.created');
    const signature = String(post!.headers['x-shop-signature']);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature)!;
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(60);
    expect(v1).toBe(createHmac('sha256', SECRET).update(`${t}.${post!.body}`).digest('hex'));
    // Signed with any other key, it would not match.
    expect(v1).not.toBe(createHmac('sha256', 'another-key').update(`${t}.${post!.body}`).digest('hex'));
    const alert = JSON.parse(post!.body);
    expect(alert).toMatchObject({
      event: 'order.created',
      order: { id, number: orderNumber(id), name: 'Shirin Kamali', mobile: '09125550199', city: 'Shiraz', shopName: 'Kamali Ceramics' },
    });
    expect(alert.order.lines).toHaveLength(1);
    expect(alert.order.lines[0]).toMatchObject({ packages: 2 });
    expect(alert.order.url).toBe(`https://shop.example/staff/orders?q=%23${orderNumber(id)}`);
  });

  it('tries the webhook again when the receiver is down for a moment', async () => {
    refuseWebhook = 1;
    const id = await placeOrder();
    const posts = (await alertsFor(id, 2)).filter((r) => r.path === '/webhook');
    expect(posts[0]!.body).toBe(posts[1]!.body);
  });

  it('sends nothing twice when the shopper’s order is retried with the same key', async () => {
    const before = received.length;
    const key = `alerts-repeat-${Date.now()}`;
    const sku = await orderableSku();
    const body = JSON.stringify({
      items: [{ sku, count: 1 }],
      customer: {
        firstName: 'Reza',
        lastName: 'Tavakoli',
        mobile: '09125550198',
        address: '1 Ferdowsi St',
        province: 'Fars',
        city: 'Shiraz',
        shopName: 'Tavakoli',
        postalCode: '7198765432',
      },
    });
    const send = () =>
      fetch(`${shop.url}/v1/order`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body });
    const first = (await (await send()).json()) as { data: { orderId: number } };
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    await alertsFor(first.data.orderId);
    await new Promise((wait) => setTimeout(wait, 1_000));
    // Staff's two texts and the webhook, and the customer's own text (docs/operations.md#texts-to-customers): once each.
    expect(received.length - before).toBe(4);
    expect(received.slice(before).filter((r) => r.body.includes('"to":"09125550198"'))).toHaveLength(1);
  });
});

describe('order moves on the webhook', () => {
  it('posts each move as its own signed event with who made it, and nothing for a note alone', async () => {
    const id = await placeOrder();
    await alertsFor(id);
    const { db } = await openTestStore(shop.dataDir);
    const staff = await signedInAs(db, 'staff', 'Mina Staff');
    await db.destroy();
    const mark = (json: unknown, path = 'status') =>
      fetch(`${shop.url}/v1/staff/orders/${id}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: staff.cookie, origin: shop.url },
        body: JSON.stringify(json),
      });
    expect((await mark({ status: 'called' })).status).toBe(200);
    expect((await mark({ status: 'called', note: 'Wants it before Nowruz' })).status).toBe(200);
    expect((await mark({ prices: [1_250_000], delivery: 90_000, payment: 'card' }, 'quote')).status).toBe(200);
    const posts = (await alertsFor(id, 3)).filter((r) => r.path === '/webhook').slice(1);
    expect(posts.map((post) => post.headers['x-shop-event'])).toEqual(['order.called', 'order.quoted']);
    const quoted = JSON.parse(posts[1]!.body);
    expect(quoted).toMatchObject({
      event: 'order.quoted',
      move: { by: 'Mina Staff', from: 'called', to: 'quoted', at: expect.any(String) },
      order: { id, number: orderNumber(id), status: 'quoted', quote: { prices: [1_250_000], delivery: 90_000, payment: 'card' } },
    });
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(posts[1]!.headers['x-shop-signature']))!;
    expect(v1).toBe(createHmac('sha256', SECRET).update(`${t}.${posts[1]!.body}`).digest('hex'));
    await new Promise((wait) => setTimeout(wait, 1_000));
    expect(received.filter((r) => r.path === '/webhook' && r.body.includes(`"id":${id},`))).toHaveLength(3);
  });
});

describe('low-stock alerts', () => {
  it('tells staff once when orders take a size to or below its line, by text and webhook', async () => {
    const { db } = await openTestStore(shop.dataDir);
    const { sku, nameFa } = await db
      .selectFrom('products')
      .select(['sku', 'nameFa'])
      .where('status', '=', 'publish')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ quantity: 7 }).where('sku', '=', sku).execute();
    await db.destroy();
    const order = (count: number) =>
      fetch(`${shop.url}/v1/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `low-${Date.now()}-${Math.random()}` },
        body: JSON.stringify({
          items: [{ sku, count }],
          customer: {
            firstName: 'Leila',
            lastName: 'Karimi',
            mobile: '09125550177',
            address: '3 Sadi St',
            province: 'Tehran',
            city: 'Tehran',
            shopName: 'Karimi',
            postalCode: '1598765432',
          },
        }),
      });
    const lowFor = () => received.filter((r) => r.body.includes(sku) && (r.path === '/webhook' ? r.body.includes('"stock.low"') : true));
    expect((await order(1)).status).toBe(200); // 6 left: above the line
    expect((await order(2)).status).toBe(200); // 4 left: crossed
    await expect.poll(() => lowFor().length, { timeout: 20_000 }).toBe(3);
    expect((await order(1)).status).toBe(200); // 3 left: under it already
    await new Promise((wait) => setTimeout(wait, 1_500));
    const alerts = lowFor();
    expect(alerts).toHaveLength(3);
    const hook = JSON.parse(alerts.find((r) => r.path === '/webhook')!.body);
    expect(hook).toEqual({ event: 'stock.low', stock: { sku, nameEn: expect.any(String), nameFa, quantity: 4, threshold: 5 } });
    const texts = alerts.filter((r) => r.path === '/sms').map((r) => JSON.parse(r.body) as { to: string; text: string });
    expect(texts.map((text) => text.to).sort()).toEqual(['09121110001', '09121110002']);
    expect(texts[0]!.text).toContain(`${nameFa} (`);
    expect(texts[0]!.text).toContain('بسته‌های مانده: ۴.');
  });
});
