import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/service/db/database.server.ts';
import { DEMO_ACCOUNT } from '~/service/seed/demoAccount.server.ts';
import { runCommand } from '../support/commands.ts';
import { databaseUrlFor, openTestStore } from '../support/database.ts';
import { startShop } from '../support/startShop.ts';
import { call, isFailure } from './http.ts';

// What an attacker's afternoon found (issue 15), each on a shop of its own behind the documented proxy settings
// (TRUST_PROXY=1), with short timeouts so a slow client is cut within the test.
let shop: Awaited<ReturnType<typeof startShop>>;
let db: Db;
beforeAll(async () => {
  shop = await startShop({
    env: { TRUST_PROXY: '1', HEADERS_TIMEOUT: '2', REQUEST_TIMEOUT: '4', KEEP_ALIVE_TIMEOUT: '2', SHOP_KEY: 'atelier' },
  });
  db = (await openTestStore(shop.dataDir)).db;
  // The staff commands below open the same database.
  process.env.DATABASE_URL = await databaseUrlFor(shop.dataDir);
});
afterAll(async () => {
  await db.destroy();
  await shop.stop();
});

/** The headers deploy/nginx.conf adds to a visitor's request on https://shop.example. */
const proxied = (client = '198.51.100.20', sent: Record<string, string> = {}) => ({
  host: 'shop.example',
  'x-forwarded-host': 'shop.example',
  'x-forwarded-proto': 'https',
  // nginx appends the address it saw to whatever the client sent.
  'x-forwarded-for': [sent['x-forwarded-for'], client].filter(Boolean).join(', '),
});
const form = (path: string, body: string, headers: Record<string, string>) =>
  call(`${shop.url}${path}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

/** Signs the demo account in through the proxy and returns its session cookie. */
async function signIn(): Promise<string> {
  const headers = { ...proxied(`198.51.100.${Math.floor(Math.random() * 200)}`), origin: 'https://shop.example' };
  await db.deleteFrom('otpSends').execute();
  await call(`${shop.url}/Idp/Account/LoginViaPhoneNumber`, { json: { phoneNumber: DEMO_ACCOUNT.phoneNumber }, headers });
  const outbox = readFileSync(join(shop.dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  const { code } = JSON.parse(outbox.at(-1)!);
  const answer = await call(`${shop.url}/Idp/Account/LoginViaPhoneNumberCode`, {
    json: { phoneNumber: DEMO_ACCOUNT.phoneNumber, code },
    headers,
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('set-cookie')).toMatch(/; Secure/);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}

describe('behind the HTTPS proxy', () => {
  it('takes the no-JavaScript newsletter form and log-out posted from the site itself', async () => {
    const subscribed = await form('/fa/newsletter', 'email=reader%40example.com', { ...proxied(), origin: 'https://shop.example' });
    expect(subscribed.status).toBe(200);
    expect(subscribed.text).toContain('از عضویت شما در خبرنامهٔ ما سپاسگزاریم.');
    const cookie = await signIn();
    const out = await form('/profile/userManager', '', { ...proxied(), origin: 'https://shop.example', cookie });
    expect(out.status).toBeLessThan(400);
    expect((await call(`${shop.url}/v1/profile`, { headers: { cookie } })).status).toBe(401);
  });

  it('remembers the chosen language in a Secure cookie behind HTTPS, and in a plain one over plain http', async () => {
    const https = await call(`${shop.url}/fa/cart?locale=en`, { headers: proxied(), redirect: 'manual' });
    expect(https.status).toBe(302);
    expect(https.headers.get('set-cookie')).toMatch(/^locale=en; .*; Secure$/);
    const plain = await call(`${shop.url}/fa/cart?locale=en`, { redirect: 'manual' });
    expect(plain.headers.get('set-cookie')).toMatch(/^locale=en; /);
    expect(plain.headers.get('set-cookie')).not.toContain('Secure');
  });

  it('refuses the same forms posted from another site, or over plain http to the https site, in both languages', async () => {
    for (const origin of ['https://evil.example', 'http://shop.example', 'null']) {
      const refused = await form('/newsletter', 'email=victim%40example.com', { ...proxied(), origin, 'accept-language': 'fa' });
      expect(refused.status, origin).toBe(403);
      expect(isFailure(refused.body)).toBe(true);
    }
    expect(await db.selectFrom('newsletter').select('email').where('email', '=', 'victim@example.com').execute()).toEqual([]);
  });

  it('counts login codes by the address the proxy saw, whatever X-Forwarded-For the client sends', async () => {
    await db.deleteFrom('otpSends').execute();
    const ask = (i: number) =>
      call(`${shop.url}/Idp/Account/LoginViaPhoneNumber`, {
        json: { phoneNumber: `0935${String(i).padStart(7, '0')}` },
        headers: proxied('198.51.100.99', { 'x-forwarded-for': `203.0.113.${i}` }),
      });
    for (let i = 1; i <= 20; i++) expect((await ask(i)).status, `code ${i}`).toBe(200);
    const capped = await ask(21);
    expect(capped.status).toBe(429);
    expect(capped.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('what customers type into an order', () => {
  it('keeps no control or bidi-override characters: staff read the order as the customer meant it, on one line', async () => {
    const [product] = await db.selectFrom('products').select('sku').where('status', '=', 'publish').where('quantity', '>=', 2).execute();
    const customer = {
      firstName: 'Ali\u202egnp.exe',
      lastName: 'Rezaei\r\n#999  2026-01-01 00:00  new  Forged (line)',
      mobile: '0912\u0007555 6677',
      address: 'Pasdaran\u001b[2J Street\u0008\u0085, No. 4\tUnit 2',
      province: 'Tehran',
      city: 'Tehran\u2066',
      shopName: 'گالری\u200cیاس\u009b',
      postalCode: '1598765431',
    };
    const placed = await call(`${shop.url}/v1/order`, { json: { items: [{ sku: product!.sku, count: 1 }], customer } });
    expect(placed.status).toBe(200);
    const stored = await db.selectFrom('orders').selectAll().where('id', '=', placed.body.data.orderId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      firstName: 'Alignp.exe',
      lastName: 'Rezaei #999  2026-01-01 00:00  new  Forged (line)',
      mobile: '09125556677',
      address: 'Pasdaran[2J Street , No. 4 Unit 2',
      city: 'Tehran',
      // The zero-width non-joiner Persian needs stays.
      shopName: 'گالری\u200cیاس',
    });
    const list = runCommand(shop.dataDir, 'orders.ts', 'list');
    expect(list.code).toBe(0);
    expect(list.out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(
      list.out
        .split('\n')
        .filter((line) => line.startsWith('#'))
        .map((line) => line.split(' ')[0]),
    ).not.toContain('#999');
  });

  it('shows control characters of orders stored before as visible escapes, in the list and the CSV', async () => {
    const [order] = await db.selectFrom('orders').select('id').orderBy('id', 'desc').limit(1).execute();
    await db
      .updateTable('orders')
      .set({ firstName: 'Old\u001b[2J', address: 'Line one\nLine two\u202e' })
      .where('id', '=', order!.id)
      .execute();
    const list = runCommand(shop.dataDir, 'orders.ts', 'list');
    expect(list.out).toContain('Old\\u001b[2J');
    expect(list.out).not.toContain('\u001b');
    const csv = runCommand(shop.dataDir, 'orders.ts', 'export', '--csv');
    expect(csv.out).toContain('Line one\\u000aLine two\\u202e');
    expect(csv.out).not.toMatch(/[\u001b\u202e]|Line one\n/);
  });
});

describe('answers that were 500s', () => {
  it('sends a signed-in visitor on from the login page to a Persian ?next= address', async () => {
    const cookie = await signIn();
    const next = '/fa/Products/Search?searchResult=گلدان';
    const answer = await call(`${shop.url}/fa/account/login?next=${encodeURIComponent(next)}`, { headers: { cookie }, redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(decodeURIComponent(answer.headers.get('location')!)).toBe(next);
  });

  it('treats a session cookie with broken %-encoding as no session, and clears it', async () => {
    const cookie = 'session=%E0%A4%A';
    for (const [method, path] of [
      ['GET', '/v1/profile'],
      ['GET', '/v1/profile/orders'],
      ['POST', '/Idp/Account/Logout'],
    ] as const) {
      const answer = await call(`${shop.url}${path}`, { method, headers: { cookie } });
      expect(answer.status, path).toBe(path.endsWith('Logout') ? 200 : 401);
      expect(answer.headers.get('set-cookie'), path).toMatch(/^session=;.*Max-Age=0/);
    }
    const page = await call(`${shop.url}/profile/address`, { headers: { cookie }, redirect: 'manual' });
    expect(page.status).toBe(302);
  });

  it('refuses ids beyond what the database keeps with a 400 (PostgreSQL refuses them), as the contract found', async () => {
    const tooLarge = 2 ** 55; // the value the property test sent (36028797018963964 as JSON)
    const answers = [
      await call(`${shop.url}/v1/product/list/ids`, { json: [tooLarge], headers: { 'accept-language': 'fa' } }),
      await call(`${shop.url}/v1/atelier/categoryInfo`, { json: { categoryId: tooLarge } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(isFailure(answer.body)).toBe(true);
    }
    expect(answers[0]!.body.additionalInfo[0]).toBe('0: باید حداکثر ۲۱۴۷۴۸۳۶۴۷ باشد');
  });

  it('answers TRACE, PATCH and other methods with 405 and the methods the address takes', async () => {
    const cases: [string, string, string][] = [
      ['TRACE', '/', 'GET, HEAD'],
      ['TRACE', '/fa/Products/Search', 'GET, HEAD, POST'],
      ['PATCH', '/_astro/does-not-exist.js', 'GET, HEAD, POST'],
      ['DELETE', '/robots.txt', 'GET, HEAD'],
      ['POST', '/fa/', 'GET, HEAD'],
      ['TRACE', '/v1/atelier/menu', 'GET, HEAD'],
      ['PUT', '/CDN/Files/anything.png', 'GET, HEAD'],
      ['DELETE', '/v1/profile/addresses', 'GET, HEAD, PUT'],
    ];
    for (const [method, path, allow] of cases) {
      // fetch() refuses to send TRACE: node:http sends what a client may.
      const answer = await new Promise<{ status: number; allow: string | undefined; body: string }>((done, failed) => {
        const sent = request(`${shop.url}${path}`, { method, headers: { 'accept-language': 'fa' } }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => done({ status: response.statusCode!, allow: response.headers.allow, body }));
        });
        sent.on('error', failed);
        sent.end();
      });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.allow, `${method} ${path}`).toBe(allow);
      expect(isFailure(JSON.parse(answer.body)), `${method} ${path}`).toBe(true);
    }
  });
});

describe('slow clients', () => {
  /** Opens a raw connection, sends `chunks` one per interval, and resolves with what came back and when the shop closed it. */
  function slowClient(chunks: string[], interval: number) {
    const url = new URL(shop.url);
    return new Promise<{ seconds: number; answer: string }>((done) => {
      const started = Date.now();
      const socket = connect(Number(url.port), url.hostname);
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      socket.on('data', (data) => (answer += data));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        done({ seconds: (Date.now() - started) / 1000, answer });
      });
      socket.on('connect', () => {
        let next = 0;
        timer = setInterval(() => {
          if (next < chunks.length && !socket.destroyed) socket.write(chunks[next++]!);
        }, interval);
      });
    });
  }

  it('cuts a client that sends its headers a byte at a time once HEADERS_TIMEOUT has passed', async () => {
    const request = `GET / HTTP/1.1\r\nHost: shop.example\r\nUser-Agent: ${'x'.repeat(200)}\r\n\r\n`;
    const { seconds, answer } = await slowClient([...request], 1000);
    expect(seconds).toBeGreaterThanOrEqual(1.5);
    expect(seconds).toBeLessThan(5);
    expect(answer).toMatch(/^(HTTP\/1\.1 408|$)/);
  });

  it('cuts a client whose body stalls once REQUEST_TIMEOUT has passed, and idle connections after KEEP_ALIVE_TIMEOUT', async () => {
    const head = `POST /v1/newsletter/subscribe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`;
    const stalled = await slowClient([head], 10);
    expect(stalled.seconds).toBeGreaterThanOrEqual(3);
    expect(stalled.seconds).toBeLessThan(7);
    const idle = await slowClient([`GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`], 10);
    expect(idle.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(idle.answer).toMatch(/Keep-Alive: timeout=2/i);
    expect(idle.seconds).toBeLessThan(4);
  });
});

describe('headers', () => {
  it('says on every cacheable answer what it varies on: a shared cache never hands one visitor another’s page', async () => {
    // Each address is fetched plainly and with one header changed; an answer that changes must say so.
    const variations: Record<string, string>[] = [
      { cookie: 'locale=fa' },
      { 'accept-language': 'fa' },
      { cookie: 'session=x' },
      { accept: 'image/avif,image/webp' },
      { ect: '2g' },
      { 'save-data': 'on' },
    ];
    const picture = (await db.selectFrom('products').select('images').where('status', '=', 'publish').executeTakeFirstOrThrow()).images;
    const file = JSON.parse(picture)[0];
    const addresses = [
      '/',
      '/fa/',
      '/Products/Search?searchResult=vase',
      '/account/login',
      '/v1/atelier/menu',
      '/v1/product/search/vase',
      `/CDN/Files/${file}?w=256`,
      '/openapi.json',
      '/nothing-here',
    ];
    /** A shared cache may keep an answer unless it says private or no-store; then it must name what it varies on. */
    const keptWithoutVarying = (answer: Awaited<ReturnType<typeof call>>, header: string) => {
      const cacheControl = answer.headers.get('cache-control') ?? '';
      const vary = (answer.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);
      return !/private|no-store/.test(cacheControl) && !vary.includes(header);
    };
    for (const address of addresses) {
      const plain = await call(`${shop.url}${address}`, { redirect: 'manual' });
      expect(plain.headers.get('cache-control'), `${address} says how it may be kept`).toBeTruthy();
      for (const variation of variations) {
        const varied = await call(`${shop.url}${address}`, { redirect: 'manual', headers: variation });
        const [header] = Object.keys(variation) as [string];
        const differs =
          varied.status !== plain.status ||
          varied.text !== plain.text ||
          varied.headers.get('location') !== plain.headers.get('location') ||
          varied.headers.get('content-type') !== plain.headers.get('content-type');
        if (!differs) continue;
        // Either answer, kept by a shared cache, would otherwise be handed to a visitor who sent the other.
        expect(keptWithoutVarying(plain, header), `${address}: kept without Vary: ${header}`).toBe(false);
        expect(keptWithoutVarying(varied, header), `${address} with ${header}: kept without Vary: ${header}`).toBe(false);
      }
    }
  });

  it('gives every answer, JSON, pictures and refusals included, the referrer policy and nosniff', async () => {
    for (const address of [
      '/',
      '/v1/atelier/menu',
      '/v1/shop/menu',
      '/CDN/Files/missing.png',
      '/openapi.json',
      '/nothing-here',
      '/fa/Products/Search?searchResult=x',
    ]) {
      const answer = await call(`${shop.url}${address}`);
      expect(answer.headers.get('referrer-policy'), address).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-content-type-options'), address).toBe('nosniff');
    }
  });

  it('says the character set of every page rendered per request, the 404 page included', async () => {
    for (const address of ['/fa/Products/Search?searchResult=%DA%AF%D9%84', '/fa/account/login', '/fa/no-such-page', '/500']) {
      const page = await call(`${shop.url}${address}`, { redirect: 'manual' });
      if (page.status >= 300 && page.status < 400) continue;
      expect(page.headers.get('content-type'), address).toBe('text/html; charset=utf-8');
    }
  });

  it('lets a page rendered per request run only the build’s own inline scripts, never one its HTML happens to hold', async () => {
    const built = JSON.parse(readFileSync('dist/server/inline-scripts.json', 'utf8')) as string[];
    for (const address of ['/Products/Search?searchResult=%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/fa/account/login', '/fa/newsletter']) {
      const page = await call(`${shop.url}${address}`);
      const allowed = /script-src 'self'([^;]*)/
        .exec(page.headers.get('content-security-policy') ?? '')![1]!
        .trim()
        .split(/\s+/);
      expect(allowed.sort(), address).toEqual([...built].sort());
      expect(page.headers.get('cache-control'), address).toMatch(/private|no-store/);
    }
  });

  it('names the shop key this server answers to in its contract', async () => {
    const document = (await call(`${shop.url}/openapi.json`)).body;
    expect(document.paths['/v1/{product}/menu'].get.parameters[0].schema.enum).toEqual(['atelier']);
  });
});

describe('the orders’ pages by link', () => {
  it('answer one address at most 60 a minute, then 429 with when to come back; another address still reads', async () => {
    const page = (client: string) => call(`${shop.url}/fa/o/${'A'.repeat(24)}`, { headers: proxied(client) });
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await page('198.51.100.77')).status);
    expect(answers.slice(0, 60).every((status) => status === 404)).toBe(true);
    const capped = await page('198.51.100.77');
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(capped.body.message.fa).toContain('یک دقیقهٔ دیگر');
    expect((await page('198.51.100.78')).status).toBe(404);
  });
});
