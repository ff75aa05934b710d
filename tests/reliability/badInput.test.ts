import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreSchema } from '~/service/db/schema.server.ts';
import { withTestStore } from '../support/database.ts';
import { CUSTOMER as address } from '../support/customer.ts';
import { startShop } from '../support/startShop.ts';

type Table = keyof StoreSchema;
let shop: Awaited<ReturnType<typeof startShop>>;
let cookie = '';
const count = (table: Table) =>
  withTestStore(
    shop.dataDir,
    async ({ db }) =>
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
  );

beforeAll(async () => {
  shop = await startShop();
  // A session for the address book: the demo account, with the code from the development outbox.
  const post = (path: string, body: unknown) =>
    fetch(`${shop.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/Idp/Account/LoginViaPhoneNumber', { phoneNumber: '09121234567' });
  const code = JSON.parse(readFileSync(join(shop.dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n').at(-1)!).code as string;
  const answer = await post('/Idp/Account/LoginViaPhoneNumberCode', { phoneNumber: '09121234567', code });
  cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(async () => {
  await shop.stop();
});

/** Every endpoint that stores something, with a body in which one text field (`text`) or one coded field (`code`) takes a value. */
const endpoints = [
  {
    name: 'order',
    method: 'POST',
    path: '/v1/order',
    table: 'orders' as Table,
    text: (value: unknown) => ({ items: [{ sku: 'VAS0112', count: 1 }], customer: { ...address, firstName: value } }),
    code: (value: unknown) => ({ items: [{ sku: value, count: 1 }], customer: address }),
    wrongTypes: { items: 'VAS0112', customer: [address] },
  },
  {
    name: 'newsletter',
    method: 'POST',
    path: '/v1/newsletter/subscribe',
    table: 'newsletter',
    text: (value: unknown) => ({ email: value }),
    code: (value: unknown) => ({ email: value }),
    wrongTypes: { email: ['reader@example.com'] },
  },
  {
    name: 'login code request',
    method: 'POST',
    path: '/Idp/Account/LoginViaPhoneNumber',
    table: 'otpSends',
    text: (value: unknown) => ({ phoneNumber: value }),
    code: (value: unknown) => ({ phoneNumber: value }),
    wrongTypes: { phoneNumber: 9121234567 },
  },
  {
    name: 'login',
    method: 'POST',
    path: '/Idp/Account/LoginViaPhoneNumberCode',
    table: 'sessions',
    text: (value: unknown) => ({ phoneNumber: '09121234567', code: value }),
    code: (value: unknown) => ({ phoneNumber: value, code: '123456' }),
    wrongTypes: { phoneNumber: '09121234567', code: 123456 },
  },
  {
    name: 'address book',
    method: 'PUT',
    path: '/v1/profile/addresses',
    table: 'addresses',
    text: (value: unknown) => [{ ...address, city: value }],
    code: (value: unknown) => [{ ...address, postalCode: value }],
    wrongTypes: { addresses: [address] },
  },
] as const;

const cases: {
  name: string;
  status: number;
  request: (e: (typeof endpoints)[number]) => { body: string; headers?: Record<string, string> };
}[] = [
  { name: 'malformed JSON', status: 400, request: () => ({ body: '{"items": [{"sku": "VAS' }) },
  { name: 'wrong types', status: 400, request: (e) => ({ body: JSON.stringify(e.wrongTypes) }) },
  { name: 'a missing body', status: 400, request: () => ({ body: '' }) },
  { name: 'a huge string', status: 400, request: (e) => ({ body: JSON.stringify(e.text('x'.repeat(30_000))) }) },
  { name: 'HTML and script', status: 400, request: (e) => ({ body: JSON.stringify(e.text('<script>alert(document.cookie)</script>')) }) },
  { name: 'a NUL character', status: 400, request: (e) => ({ body: JSON.stringify(e.text('Ava\u0000Moradi')) }) },
  { name: 'an SQL fragment', status: 400, request: (e) => ({ body: JSON.stringify(e.code("1' OR '1'='1'; DROP TABLE orders; --")) }) },
  {
    name: 'the wrong content type',
    status: 415,
    request: (e) => ({ body: JSON.stringify(e.text('Ava')), headers: { 'content-type': 'text/plain' } }),
  },
  {
    name: 'a form post',
    status: 415,
    request: () => ({ body: 'firstName=Ava', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  },
  {
    name: 'another origin',
    status: 403,
    request: (e) => ({ body: JSON.stringify(e.text('Ava')), headers: { origin: 'https://evil.example' } }),
  },
  { name: 'a body over 64 KB', status: 413, request: (e) => ({ body: JSON.stringify(e.text('x'.repeat(70_000))) }) },
];

describe('bad input on every write endpoint', () => {
  for (const endpoint of endpoints) {
    for (const bad of cases) {
      it(`${endpoint.name}: ${bad.name} gets ${bad.status} with a clear message, and nothing is stored`, async () => {
        const before = await count(endpoint.table);
        const { body, headers = {} } = bad.request(endpoint);
        for (const locale of ['en', 'fa']) {
          const response = await fetch(`${shop.url}${endpoint.path}`, {
            method: endpoint.method,
            headers: {
              'content-type': 'application/json',
              'accept-language': locale,
              'idempotency-key': `bad-${Math.random().toString(36).slice(2)}`,
              cookie,
              ...headers,
            },
            body,
          });
          expect(response.status).toBe(bad.status);
          const answer = (await response.json()) as { message: { en: string; fa: string }; additionalInfo: string[] };
          expect(answer.message.en.length).toBeGreaterThan(5);
          expect(answer.message.fa).toMatch(/[\u0600-\u06FF]/);
          expect(JSON.stringify(answer)).not.toMatch(/at \w+ \(|node:internal|SqliteError|stack/i);
          if (locale === 'fa') for (const line of answer.additionalInfo) expect(line).toMatch(/[\u0600-\u06FF]/);
        }
        expect(await count(endpoint.table)).toBe(before);
      });
    }
  }
});
