import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/service/db/database.server.ts';
import { OTP_RULES } from '~/service/login/otpRules.server.ts';
import { CUSTOMER } from '../support/customer.ts';
import { openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { startShop } from '../support/startShop.ts';
import { call } from './http.ts';

// Read-then-write rules raced by real requests on a two-worker shop (on PostgreSQL, as two machines): each must hold
// however requests interleave, over several rounds, as one may run them one after another.
let shop: Awaited<ReturnType<typeof startShop>>;
let db: Db;
beforeAll(async () => {
  shop = await startShop({ env: { WORKERS: '2' } });
  db = (await openTestStore(shop.dataDir)).db;
});
afterAll(async () => {
  await db.destroy();
  await shop.stop();
});

const ROUNDS = 8;
const send = (cookie: string, path: string, method: string, json: unknown) =>
  call(`${shop.url}${path}`, { method, json, headers: { cookie, origin: shop.url } });
const admins = async () => (await db.selectFrom('accounts').select('id').where('roles', '=', 'admin').execute()).length;

describe('the last admin', () => {
  it('stays when two admins demote each other at the same moment: one change lands, the other is refused', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // The two of this round are the shop's only admins.
      await db.updateTable('accounts').set({ roles: 'staff' }).where('roles', '=', 'admin').execute();
      const [a, b] = [await signedInAs(db, 'admin'), await signedInAs(db, 'admin')];
      const answers = await Promise.all([
        send(a.cookie, `/v1/staff/accounts/${b.accountId}`, 'PUT', { name: 'B', role: 'staff' }),
        send(b.cookie, `/v1/staff/accounts/${a.accountId}`, 'PUT', { name: 'A', role: 'staff' }),
      ]);
      // The second finds its caller demoted by the first: it may no longer change roles at all.
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([200, 404]);
      expect(await admins(), `round ${round}`).toBe(1);
    }
  });

  it('holds when an admin demoted a moment ago still has a request under way: it changes nothing', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await db.updateTable('accounts').set({ roles: 'staff' }).where('roles', '=', 'admin').execute();
      const [a, b, c] = [await signedInAs(db, 'admin'), await signedInAs(db, 'admin'), await signedInAs(db, 'admin')];
      await Promise.all([
        send(a.cookie, `/v1/staff/accounts/${b.accountId}`, 'PUT', { name: 'B', role: 'staff' }),
        send(b.cookie, `/v1/staff/accounts/${c.accountId}`, 'PUT', { name: 'C', role: 'staff' }),
        send(c.cookie, `/v1/staff/accounts/${a.accountId}`, 'PUT', { name: 'A', role: 'staff' }),
      ]);
      expect(await admins(), `round ${round}`).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('the login code', () => {
  const phone = (round: number) => `0912${String(process.pid % 1000).padStart(3, '0')}${String(round).padStart(4, '0')}`;
  /** The code the development sender wrote for `phoneNumber` (it writes after answering). */
  const sentCode = async (phoneNumber: string): Promise<string> => {
    for (let wait = 0; wait < 100; wait++) {
      const file = join(shop.dataDir, 'sms-outbox.jsonl');
      const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
      const sent = lines.map((line) => JSON.parse(line) as { to: string; code: string }).findLast((m) => m.to === phoneNumber);
      if (sent) return sent.code;
      await new Promise((pause) => setTimeout(pause, 50));
    }
    throw new Error(`no code was sent to ${phoneNumber}`);
  };
  const requestCode = (phoneNumber: string) => call(`${shop.url}/Idp/Account/LoginViaPhoneNumber`, { json: { phoneNumber } });

  it('counts guesses sent at once one by one: five wrong tries end the code, and the right one is refused after', async () => {
    for (let round = 0; round < ROUNDS / 2; round++) {
      const { phoneNumber } = await signedInAs(db, 'customer');
      expect((await requestCode(phoneNumber)).status).toBe(200);
      const code = await sentCode(phoneNumber);
      const wrong = Array.from({ length: 13 }, (_, i) => String(i).padStart(OTP_RULES.length, '0')).filter((guess) => guess !== code);
      const guesses = await Promise.all(
        wrong.slice(0, 12).map((guess) => call(`${shop.url}/Idp/Account/LoginViaPhoneNumberCode`, { json: { phoneNumber, code: guess } })),
      );
      const statuses = guesses.map((answer) => answer.status);
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}`,
      ).toEqual([]);
      // Tries 1-4 are wrong codes (400); the fifth ends the code, and every later guess is told so (429).
      expect(statuses.filter((status) => status === 400).length, `round ${round}`).toBe(OTP_RULES.maxTries - 1);
      const stored = await db.selectFrom('otpCodes').select('tries').where('phoneNumber', '=', phoneNumber).executeTakeFirstOrThrow();
      expect(stored.tries, `round ${round}`).toBe(OTP_RULES.maxTries);
      const right = await call(`${shop.url}/Idp/Account/LoginViaPhoneNumberCode`, { json: { phoneNumber, code } });
      expect(right.status, `round ${round}`).toBe(429);
    }
  });

  it('sends one code when a number asks for one several times at once', async () => {
    for (let round = 0; round < ROUNDS / 2; round++) {
      const phoneNumber = phone(round);
      await Promise.all(Array.from({ length: 6 }, () => requestCode(phoneNumber)));
      const sends = await db.selectFrom('otpSends').select('id').where('phoneNumber', '=', phoneNumber).execute();
      expect(sends.length, `round ${round}`).toBe(1);
    }
  });
});

describe('the address book', () => {
  it('holds one save’s addresses when a customer saves two books at once, never both mixed', async () => {
    const { cookie } = await signedInAs(db, 'customer');
    const book = (city: string, n: number) => Array.from({ length: n }, (_, i) => ({ ...CUSTOMER, city, address: `${i + 1} Sadi St` }));
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all([
        send(cookie, '/v1/profile/addresses', 'PUT', book('Shiraz', 12)),
        send(cookie, '/v1/profile/addresses', 'PUT', book('Yazd', 12)),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const saved = (await send(cookie, '/v1/profile/addresses', 'GET', undefined)).body.data as { city: string }[];
      expect(saved.length, `round ${round}`).toBe(12);
      expect(new Set(saved.map((address) => address.city)).size, `round ${round}`).toBe(1);
    }
  });
});

describe('the catalogue', () => {
  it('adds a size once when two editors add the same SKU at once: one 201, one 409, never a failure', async () => {
    const editor = (await signedInAs(db, 'editor')).cookie;
    for (let round = 0; round < ROUNDS; round++) {
      const sku = `VAS01${String(40 + round)}`;
      const answers = await Promise.all([0, 1].map(() => send(editor, '/v1/staff/products', 'POST', { fromSku: 'VAS0110', sku })));
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([201, 409]);
    }
  });
});
