import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '~/service/seed/demoAccount.server.ts';
import { withTestStore } from '../support/database.ts';
import { seriesValue } from '../support/metrics.ts';
import { freePort, startShop } from '../support/startShop.ts';
import { call } from './http.ts';

// A shop of its own with two workers, its metrics on a port of their own behind a token, and its log as JSON.
const TOKEN = 'metrics-token-for-tests';
let shop: Awaited<ReturnType<typeof startShop>>;
let metricsPort: number;
beforeAll(async () => {
  metricsPort = await freePort();
  shop = await startShop({
    env: { WORKERS: '2', METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN, LOG_FORMAT: 'json', TRUST_PROXY: '1' },
  });
});
afterAll(() => shop.stop());

const metricsAt = (path: string, authorization = `Bearer ${TOKEN}`) =>
  fetch(`http://127.0.0.1:${metricsPort}${path}`, { headers: { authorization } });
const scrape = async (path = '/metrics') => (await metricsAt(path)).text();

const requests = (text: string, group: string, status: string) =>
  seriesValue(text, `shop_http_request_duration_seconds_count{group="${group}",status="${status}"}`);

/**
 * The metrics once `ready` holds of them (or after 3 s): a request is counted when its answer is all sent, which
 * may be a moment after the client has read it.
 */
async function scrapeUntil(ready: (text: string) => boolean): Promise<string> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const text = await scrape();
    if (ready(text) || Date.now() > deadline) return text;
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

/** The pids of the workers the per-worker metrics name. */
const workersIn = (text: string) => [...new Set([...text.matchAll(/worker="(\d+)"/g)].map((match) => match[1]!))];

/** The shop's log lines so far, parsed. */
const logLines = () =>
  shop
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${shop.url}${path}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  return response;
};

const customer = {
  firstName: 'Maryam',
  lastName: 'Sadeghi',
  mobile: '09125556677',
  address: 'No. 4, Ordibehesht Alley, the blue door',
  province: 'Tehran',
  city: 'Tehran',
  shopName: 'Sadeghi & Daughters',
  postalCode: '1598765431',
};
const order = (items: { sku: string; count: number }[]) =>
  call(`${shop.url}/v1/order`, { json: { items, customer }, headers: { origin: shop.url } });
const askCode = (phoneNumber: string, address: string) =>
  call(`${shop.url}/Idp/Account/LoginViaPhoneNumber`, { json: { phoneNumber }, headers: { 'x-forwarded-for': address, origin: shop.url } });

describe('metrics (METRICS_PORT)', () => {
  it('are served on their own port only, to a caller with the token', async () => {
    expect((await metricsAt('/metrics', '')).status).toBe(401);
    expect((await metricsAt('/metrics', 'Bearer not-the-token')).status).toBe(401);
    const answer = await metricsAt('/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await metricsAt('/elsewhere')).status).toBe(404);
    // The shop's own port has no metrics.
    expect((await get('/metrics')).status).toBe(404);
  });

  it('count requests by route group and status class, summed over the workers, and show each worker apart', async () => {
    const before = await scrape();
    const html = await (await fetch(`${shop.url}/Products/VAS0112/dune-stoneware-vase`)).text();
    const picture = html.match(/\/CDN\/Files\/[^"?\s]+/)![0];
    for (let n = 0; n < 7; n++) await get(n % 2 ? '/fa/' : '/Products');
    for (let n = 0; n < 3; n++) await get('/v1/package/list/active');
    await get(`${picture}?w=384`, { accept: 'image/webp' });
    await get('/no-such-page');
    await get('/v1/no-such-call');
    await get('/healthz');
    const after = await scrapeUntil((text) => requests(text, 'health', '2xx') > requests(before, 'health', '2xx'));
    expect(requests(after, 'page', '2xx') - requests(before, 'page', '2xx')).toBe(8);
    expect(requests(after, 'service', '2xx') - requests(before, 'service', '2xx')).toBe(3);
    expect(requests(after, 'picture', '2xx') - requests(before, 'picture', '2xx')).toBe(1);
    expect(requests(after, 'page', '4xx') - requests(before, 'page', '4xx')).toBe(1);
    expect(requests(after, 'service', '4xx') - requests(before, 'service', '4xx')).toBe(1);
    expect(requests(after, 'health', '2xx') - requests(before, 'health', '2xx')).toBe(1);
    // Latency buckets: every page answered within the last bucket.
    expect(seriesValue(after, 'shop_http_request_duration_seconds_bucket{le="+Inf",group="page",status="2xx"}')).toBe(
      requests(after, 'page', '2xx'),
    );
    // Each worker apart, with its process's own figures.
    const perWorker = await scrape('/metrics/workers');
    expect(workersIn(perWorker)).toHaveLength(2);
    expect(perWorker).toMatch(/^nodejs_heap_size_used_bytes\{worker="\d+"\} \d+/m);
    expect(after).not.toContain('worker="');
  });

  it('count orders placed and refused, login codes sent and capped, and searches that find nothing', async () => {
    const before = await scrape();
    const [plenty, scarce] = await withTestStore(shop.dataDir, async ({ db }) => {
      const rows = await db
        .selectFrom('products')
        .select('sku')
        .where('status', '=', 'publish')
        .where('quantity', '>=', 5)
        .limit(2)
        .execute();
      await db.updateTable('products').set({ quantity: 1 }).where('sku', '=', rows[1]!.sku).execute();
      return rows.map((row) => row.sku);
    });
    expect((await order([{ sku: plenty!, count: 1 }])).status).toBe(200);
    expect((await order([{ sku: scarce!, count: 2 }])).status).toBe(409);
    expect((await askCode(DEMO_ACCOUNT.phoneNumber, '198.51.100.1')).status).toBe(200);
    // The visitor's address reaches its cap of 20 codes an hour.
    for (let n = 0; n < 20; n++) await askCode(`0936100${String(n).padStart(4, '0')}`, '198.51.100.2');
    expect((await askCode('09361009999', '198.51.100.2')).status).toBe(429);
    await get('/Products/Search?searchResult=qqqzzzxxx');
    await get('/Products/Search?searchResult=vase');

    // The SMS goes after the answer: waited for.
    const after = await scrapeUntil(
      (text) => seriesValue(text, 'shop_login_codes_total{outcome="sent"}') > seriesValue(before, 'shop_login_codes_total{outcome="sent"}'),
    );
    const moved = (series: string) => seriesValue(after, series) - seriesValue(before, series);
    expect(moved('shop_orders_placed_total')).toBe(1);
    expect(moved('shop_orders_refused_total{reason="stock"}')).toBe(1);
    expect(moved('shop_login_codes_total{outcome="sent"}')).toBe(1);
    expect(moved('shop_login_codes_total{outcome="capped"}')).toBe(1);
    expect(moved('shop_search_misses_total')).toBe(1);
  });

  it('keep their totals when a worker dies and another takes its place', async () => {
    const start = requests(await scrape(), 'page', '2xx');
    for (let n = 0; n < 10; n++) await get('/fa/');
    const before = requests(await scrapeUntil((text) => requests(text, 'page', '2xx') === start + 10), 'page', '2xx');
    expect(before).toBe(start + 10);
    const [victim] = workersIn(await scrape('/metrics/workers'));
    process.kill(Number(victim), 'SIGKILL');
    let workers: string[] = [];
    for (let tries = 0; tries < 100; tries++) {
      workers = workersIn(await scrape('/metrics/workers'));
      if (workers.length === 2 && !workers.includes(victim!)) break;
      await new Promise((wait) => setTimeout(wait, 100));
    }
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(victim);
    await get('/fa/');
    const after = await scrapeUntil((text) => requests(text, 'page', '2xx') > before);
    expect(requests(after, 'page', '2xx')).toBe(before + 1);
  });
});

describe('the log', () => {
  it('has one JSON line per request, with the id also sent as a header, and health checks only when debugging', async () => {
    const answer = await get('/fa/Products');
    const id = answer.headers.get('x-request-id')!;
    expect(id).toMatch(/^[\w-]{36}$/);
    // An id the proxy in front gave is kept, so both logs name the request alike.
    const given = await get('/v1/package/list/active', { 'x-request-id': 'nginx-0123456789abcdef' });
    expect(given.headers.get('x-request-id')).toBe('nginx-0123456789abcdef');
    await get('/readyz');
    await new Promise((wait) => setTimeout(wait, 300));
    const lines = logLines();
    const page = lines.find((line) => line.requestId === id);
    expect(page).toMatchObject({ level: 30, msg: 'request', method: 'GET', route: '/fa/Products', group: 'page', status: 200 });
    expect(page!.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(page!.ms).toBeGreaterThanOrEqual(0);
    expect(page!.bytes).toBeGreaterThan(1000);
    expect(page!.worker).toBeGreaterThan(0);
    // A service call's line names its route, not the address.
    expect(lines.find((line) => line.requestId === 'nginx-0123456789abcdef')).toMatchObject({
      route: '/v1/package/list/active',
      group: 'service',
    });
    expect(lines.filter((line) => line.route === '/readyz')).toEqual([]);
  });

  it("writes Astro's own messages as JSON lines among the rest, never as plain text", async () => {
    // An address with broken %-encoding: Astro says so (error level) and the visitor gets the 404 page.
    expect((await get('/fa/%E0%A4%A')).status).toBe(404);
    await new Promise((wait) => setTimeout(wait, 300));
    expect(logLines().find((line) => line.source === 'astro')).toMatchObject({ level: 50, msg: expect.stringContaining('URL encoding') });
    // As Astro writes on its own: `04:46:25 [ERROR] Error: Invalid URL encoding`.
    const plain = shop
      .output()
      .split('\n')
      .filter((line) => !line.startsWith('{') && /\[(?:ERROR|WARN|INFO)\]/.test(line));
    expect(plain).toEqual([]);
  });

  it('has a line for each order, refused order and login cap, and never a phone number, code or address', async () => {
    const events = logLines().map((line) => line.event);
    expect(events).toContain('order');
    expect(events).toContain('order refused');
    expect(events).toContain('login cap');
    const cap = logLines().find((line) => line.event === 'login cap')!;
    expect(cap.phone).toBe('0936…');
    // Only the development outbox, which stands in for the phone, shows a number and its code.
    const outbox = join(shop.dataDir, 'sms-outbox.jsonl');
    const codes = existsSync(outbox)
      ? readFileSync(outbox, 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line).code as string)
      : [];
    expect(codes.length).toBeGreaterThan(0);
    const rest = shop
      .output()
      .split('\n')
      .filter((line) => !line.includes('"event":"sms outbox"'))
      .join('\n');
    for (const secret of [DEMO_ACCOUNT.phoneNumber, '09361000001', customer.mobile, customer.address, customer.postalCode, ...codes]) {
      expect(rest).not.toContain(secret);
    }
  });
});
