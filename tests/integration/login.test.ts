import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '~/service/db/database.server.ts';
import { DEMO_ACCOUNT } from '~/service/seed/demoAccount.server.ts';
import { openTestStore } from '../support/database.ts';
import { startShop } from '../support/startShop.ts';
import { call, isFailure } from './http.ts';
import { CUSTOMER } from '../support/customer.ts';

// A shop of its own: these tests move the clock of codes in its database and spend its hourly caps.
let shop: Awaited<ReturnType<typeof startShop>>;
let db: Db;
beforeAll(async () => {
  shop = await startShop({ env: { TRUST_PROXY: '1' } });
  db = (await openTestStore(shop.dataDir)).db;
});
afterAll(async () => {
  await db.destroy();
  await shop.stop();
});

let addressCounter = 0;
/** Each test asks from its own address, so the per-address cap of one test does not spill into another. */
const newAddress = () => `198.51.100.${++addressCounter}`;

const post = (path: string, json: unknown, headers: Record<string, string> = {}) => call(`${shop.url}${path}`, { json, headers });
const askCode = (phoneNumber: string, address: string, locale = 'en') =>
  post('/Idp/Account/LoginViaPhoneNumber', { phoneNumber }, { 'x-forwarded-for': address, 'accept-language': locale });
const sendCode = (phoneNumber: string, code: string, headers: Record<string, string> = {}) =>
  post('/Idp/Account/LoginViaPhoneNumberCode', { phoneNumber, code }, headers);

/** The messages the development sender wrote, oldest first. */
function outbox(): { to: string; text: string; code: string; at: string }[] {
  const file = join(shop.dataDir, 'sms-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}
const lastCodeFor = (phone: string) =>
  outbox()
    .filter((m) => m.to === phone)
    .at(-1)?.code;

/** Moves a phone's code and its send times into the past, as if `seconds` had gone by. */
async function age(phone: string, seconds: number) {
  await db
    .updateTable('otpCodes')
    .set({ createdAt: sql`${sql.ref('createdAt')} - ${seconds * 1000}` })
    .where('phoneNumber', '=', phone)
    .execute();
  await db
    .updateTable('otpSends')
    .set({ sentAt: sql`${sql.ref('sentAt')} - ${seconds * 1000}` })
    .where('phoneNumber', '=', phone)
    .execute();
}

/** Signs the demo account in and returns its session cookie (`name=value`). */
async function signIn(): Promise<string> {
  await age(DEMO_ACCOUNT.phoneNumber, 3600);
  const asked = await askCode(DEMO_ACCOUNT.phoneNumber, newAddress());
  expect(asked.status).toBe(200);
  const answer = await sendCode(DEMO_ACCOUNT.phoneNumber, lastCodeFor(DEMO_ACCOUNT.phoneNumber)!);
  expect(answer.status).toBe(200);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}

describe('asking for a login code', () => {
  it('answers a number with an account and one without in the same words, and texts only the account', async () => {
    const before = outbox().length;
    const known = await askCode(DEMO_ACCOUNT.phoneNumber, newAddress());
    const unknown = await askCode('09350000001', newAddress());
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body.data).toEqual({ phoneNumber: DEMO_ACCOUNT.phoneNumber, resendAfter: 119 });
    expect(unknown.body.data).toEqual({ phoneNumber: '09350000001', resendAfter: 119 });
    expect(unknown.body.message).toEqual(known.body.message);
    const sent = outbox().slice(before);
    expect(sent.map((m) => m.to)).toEqual([DEMO_ACCOUNT.phoneNumber]);
    expect(sent[0]!.code).toMatch(/^\d{6}$/);
    expect(sent[0]!.text).toContain(sent[0]!.code);
    expect(Date.parse(sent[0]!.at)).not.toBeNaN();
  });

  it("texts the code with the shop's name and a warning not to share it, in the visitor's language", async () => {
    for (const [locale, shop, warning] of [
      ['en', 'Online Shop', 'Do not share this code with anyone.'],
      ['fa', 'فروشگاه آنلاین', 'این کد را به کسی ندهید.'],
    ] as const) {
      await age(DEMO_ACCOUNT.phoneNumber, 3600);
      const before = outbox().length;
      expect((await askCode(DEMO_ACCOUNT.phoneNumber, newAddress(), locale)).status).toBe(200);
      const [sms] = outbox().slice(before);
      expect(sms!.text).toContain(shop);
      expect(sms!.text).toContain(sms!.code);
      expect(sms!.text).toContain(warning);
    }
  });

  it('stores only a hash of the code', async () => {
    const code = lastCodeFor(DEMO_ACCOUNT.phoneNumber)!;
    const row = await db
      .selectFrom('otpCodes')
      .select('codeHash')
      .where('phoneNumber', '=', DEMO_ACCOUNT.phoneNumber)
      .executeTakeFirstOrThrow();
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await db.selectFrom('otpCodes').selectAll().execute())).not.toContain(code);
  });

  it('takes Persian digits and +98, and explains a bad number in the visitor’s language', async () => {
    const persian = await askCode('۰۹۳۵۰۰۰۰۰۰۲', newAddress());
    expect(persian.body.data.phoneNumber).toBe('09350000002');
    const international = await askCode('+98 935 000 0003', newAddress());
    expect(international.body.data.phoneNumber).toBe('09350000003');
    const bad = await askCode('0812345', newAddress(), 'fa');
    expect(bad.status).toBe(400);
    expect(isFailure(bad.body)).toBe(true);
    expect(bad.body.additionalInfo).toEqual(['شمارهٔ موبایل: شمارهٔ موبایل با «۰۹» شروع می‌شود؛ لطفاً شماره را بررسی کنید']);
    const letters = await askCode('0912abc4567', newAddress());
    expect(letters.body.additionalInfo).toEqual(['Mobile number: Please enter digits only']);
  });

  it('sends no second code within 119 s, and tells how long to wait', async () => {
    const phone = '09350000010';
    await askCode(phone, newAddress());
    await age(phone, 30);
    const again = await askCode(phone, newAddress());
    expect(again.status).toBe(200);
    expect(again.body.data.resendAfter).toBeGreaterThanOrEqual(88);
    expect(again.body.data.resendAfter).toBeLessThanOrEqual(90);
    expect(await db.selectFrom('otpSends').where('phoneNumber', '=', phone).select('id').execute()).toHaveLength(1);
  });

  it('replaces the old code with a new one after 119 s', async () => {
    await signIn(); // spends any code left from other tests
    await age(DEMO_ACCOUNT.phoneNumber, 3600);
    await askCode(DEMO_ACCOUNT.phoneNumber, newAddress());
    const first = lastCodeFor(DEMO_ACCOUNT.phoneNumber)!;
    await age(DEMO_ACCOUNT.phoneNumber, 119);
    const again = await askCode(DEMO_ACCOUNT.phoneNumber, newAddress());
    expect(again.body.data.resendAfter).toBe(119);
    const second = lastCodeFor(DEMO_ACCOUNT.phoneNumber)!;
    if (first !== second) expect((await sendCode(DEMO_ACCOUNT.phoneNumber, first)).status).toBe(400);
    expect((await sendCode(DEMO_ACCOUNT.phoneNumber, second)).status).toBe(200);
  });

  it('caps codes per number at 5 an hour', async () => {
    const phone = '09350000020';
    for (let i = 0; i < 5; i++) {
      expect((await askCode(phone, newAddress())).body.data.resendAfter).toBe(119);
      await age(phone, 120);
    }
    const sixth = await askCode(phone, newAddress(), 'fa');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message.fa).toMatch(/دقیقه دیگر/);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('caps codes per visitor address at 20 an hour, whatever the numbers', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) expect((await askCode(`0936000${String(i).padStart(4, '0')}`, address)).status).toBe(200);
    const blocked = await askCode('09360009999', address);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message.en).toMatch(/Too many codes/);
    expect((await askCode('09360009999', newAddress())).status).toBe(200);
  });
});

describe('signing in with the code', () => {
  it('rejects a wrong code, ends the code at the fifth wrong try, and then refuses even the right one', async () => {
    await age(DEMO_ACCOUNT.phoneNumber, 3600);
    await askCode(DEMO_ACCOUNT.phoneNumber, newAddress());
    const right = lastCodeFor(DEMO_ACCOUNT.phoneNumber)!;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const answer = await sendCode(DEMO_ACCOUNT.phoneNumber, wrong, { 'accept-language': 'fa' });
      expect(answer.status).toBe(400);
      expect(answer.body.message.en).toBe('The code is not correct. Please check it and try again.');
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    const fifth = await sendCode(DEMO_ACCOUNT.phoneNumber, wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.body.message.en).toMatch(/Too many wrong tries/);
    expect((await sendCode(DEMO_ACCOUNT.phoneNumber, right)).status).toBe(429);
  });

  it('refuses a code older than 2 minutes', async () => {
    await age(DEMO_ACCOUNT.phoneNumber, 3600);
    await askCode(DEMO_ACCOUNT.phoneNumber, newAddress());
    const code = lastCodeFor(DEMO_ACCOUNT.phoneNumber)!;
    await age(DEMO_ACCOUNT.phoneNumber, 121);
    const late = await sendCode(DEMO_ACCOUNT.phoneNumber, code);
    expect(late.status).toBe(400);
    expect(late.body.message.fa).toBe('این کد منقضی شده است. لطفاً کد تازه‌ای درخواست کنید.');
  });

  it('answers a number without an account as a wrong code', async () => {
    await askCode('09350000030', newAddress());
    const answer = await sendCode('09350000030', '123456');
    expect(answer.status).toBe(400);
    expect(answer.body.message.en).toBe('The code is not correct. Please check it and try again.');
  });

  it('texts a code to a number that ordered without an account, which then signs in as a customer named as it ordered and finds its order', async () => {
    // A guest's order (the review's finding 2: told a code was sent, and none came).
    const mobile = '09350000040';
    const { body } = await call(`${shop.url}/v1/product/list/all/1/50`);
    const sku = (body.data as { items: { sku: string; stock_status: string }[] }).items.find((p) => p.stock_status === 'instock')!.sku;
    const placed = await call(`${shop.url}/v1/order`, {
      json: { items: [{ sku, count: 1 }], customer: { ...CUSTOMER, firstName: 'Parvin', lastName: 'Ahmadi', mobile } },
    });
    expect(placed.status).toBe(200);
    const before = outbox().length;
    expect((await askCode(mobile, newAddress())).status).toBe(200);
    expect(
      outbox()
        .slice(before)
        .map((m) => m.to),
    ).toEqual([mobile]);
    expect(await db.selectFrom('accounts').select('id').where('phoneNumber', '=', mobile).execute()).toEqual([]);
    const answer = await sendCode(mobile, lastCodeFor(mobile)!);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ phoneNumber: mobile, name: 'Parvin Ahmadi', roles: 'customer' });
    const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
    const profile = await call(`${shop.url}/v1/profile/orders`, { headers: { cookie } });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body.data)).toContain(sku);
    // Once: the account is made at the first sign-in only.
    await age(mobile, 3600);
    await askCode(mobile, newAddress());
    expect((await sendCode(mobile, lastCodeFor(mobile)!)).status).toBe(200);
    expect(await db.selectFrom('accounts').select('name').where('phoneNumber', '=', mobile).execute()).toEqual([{ name: 'Parvin Ahmadi' }]);
  });

  it('checks the code’s shape before anything else', async () => {
    const short = await sendCode(DEMO_ACCOUNT.phoneNumber, '12345');
    expect(short.status).toBe(400);
    expect(short.body.additionalInfo).toEqual(['Code: The code has exactly 6 digits']);
  });

  it('signs in with the right code once: an httpOnly, SameSite=Lax cookie holding a token stored only as a hash', async () => {
    await age(DEMO_ACCOUNT.phoneNumber, 3600);
    await askCode(DEMO_ACCOUNT.phoneNumber, newAddress());
    const code = lastCodeFor(DEMO_ACCOUNT.phoneNumber)!;
    const persianCode = code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const answer = await sendCode(DEMO_ACCOUNT.phoneNumber, persianCode);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ phoneNumber: DEMO_ACCOUNT.phoneNumber, name: DEMO_ACCOUNT.name, roles: 'customer' });
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const token = cookie.slice('session='.length, cookie.indexOf(';'));
    expect(JSON.stringify(await db.selectFrom('sessions').selectAll().execute())).not.toContain(token);
    expect((await sendCode(DEMO_ACCOUNT.phoneNumber, code)).status).toBe(400);
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    await age(DEMO_ACCOUNT.phoneNumber, 3600);
    await askCode(DEMO_ACCOUNT.phoneNumber, newAddress());
    const answer = await sendCode(DEMO_ACCOUNT.phoneNumber, lastCodeFor(DEMO_ACCOUNT.phoneNumber)!, { 'x-forwarded-proto': 'https' });
    expect(answer.headers.get('set-cookie')).toMatch(/; Secure$/);
  });
});

describe('the profile calls', () => {
  it('answer 401 without a session, and clear a stale cookie', async () => {
    for (const path of ['/v1/profile', '/v1/profile/orders', '/v1/profile/addresses']) {
      const answer = await call(`${shop.url}${path}`, { headers: { cookie: 'session=made-up' } });
      expect(answer.status, path).toBe(401);
      expect(isFailure(answer.body)).toBe(true);
      expect(answer.headers.get('set-cookie')).toMatch(/^session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
    }
  });

  it('show the account, its orders (placed with its number) and its addresses, never cached', async () => {
    const cookie = await signIn();
    const profile = await call(`${shop.url}/v1/profile`, { headers: { cookie } });
    expect(profile.body.data).toEqual({ name: DEMO_ACCOUNT.name, phoneNumber: DEMO_ACCOUNT.phoneNumber, roles: 'customer' });
    expect(profile.headers.get('cache-control')).toBe('no-store');
    expect(profile.headers.get('etag')).toBeNull();
    const orders = await call(`${shop.url}/v1/profile/orders`, { headers: { cookie } });
    expect(orders.body.data.map((o: { status: string }) => o.status)).toEqual(['new', 'called']);
    expect(orders.body.data[1].lines.length).toBe(2);
    expect(orders.body.data[1].packages).toBe(5);
    // Each line with its product's first picture and page, while the shop shows it.
    for (const line of orders.body.data[1].lines as { image: string | null; slug: string | null }[]) {
      expect(line.image).toMatch(/\.\w+$/);
      expect(line.slug).toMatch(/^[a-z0-9-]+$/);
    }
    const addresses = await call(`${shop.url}/v1/profile/addresses`, { headers: { cookie } });
    expect(addresses.body.data).toHaveLength(1);
    expect(addresses.body.data[0]).toMatchObject({ city: 'تهران', postalCode: '1598765431' });
  });

  it('add, edit and remove addresses, validated like the order form, all or nothing', async () => {
    const cookie = await signIn();
    const put = (json: unknown, locale = 'en') =>
      call(`${shop.url}/v1/profile/addresses`, { method: 'PUT', json, headers: { cookie, 'accept-language': locale } });
    const [saved] = (await call(`${shop.url}/v1/profile/addresses`, { headers: { cookie } })).body.data;
    const fresh = {
      firstName: 'Ali',
      lastName: 'Rezaei',
      mobile: '۰۹۱۲۷۶۵۴۳۲۱',
      address: '5 Golestan St',
      province: 'Isfahan',
      city: 'Isfahan',
      shopName: 'Rezaei Home',
      postalCode: '8134567891',
    };

    const bad = await put([saved, { ...fresh, postalCode: '0134567891', mobile: '0212345678', firstName: ' ' }], 'fa');
    expect(bad.status).toBe(400);
    expect(bad.body.additionalInfo).toEqual([
      'نام 2: پر کردن این فیلد الزامی است',
      'شمارهٔ موبایل یا تلفن 2: شمارهٔ موبایل یا تلفن باید ۱۱ رقم باشد',
      'کد پستی 2: پنج رقم اول کد پستی نباید ۰ یا ۲ داشته باشد',
    ]);
    expect((await call(`${shop.url}/v1/profile/addresses`, { headers: { cookie } })).body.data).toEqual([saved]);

    const added = await put([saved, fresh]);
    expect(added.status).toBe(200);
    expect(added.body.message.en).toBe('Your addresses are saved.');
    expect(added.body.data[1]).toMatchObject({ ...fresh, mobile: '09127654321' });

    const edited = await put([{ ...added.body.data[1], city: 'Kashan' }]);
    expect(edited.body.data).toEqual([{ ...added.body.data[1], city: 'Kashan' }]);

    const restored = await put([{ ...saved, id: undefined }]);
    expect(restored.body.data).toHaveLength(1);
  });

  it('cannot reach another account’s addresses by id', async () => {
    const cookie = await signIn();
    await db
      .insertInto('accounts')
      .values({ phoneNumber: '09130000000', name: 'Other', roles: 'customer', createdAt: 0 })
      .onConflict((oc) => oc.column('phoneNumber').doNothing())
      .execute();
    const other = await db.selectFrom('accounts').select('id').where('phoneNumber', '=', '09130000000').executeTakeFirstOrThrow();
    const { id: theirs } = await db
      .insertInto('addresses')
      .values({
        accountId: other.id,
        firstName: 'O',
        lastName: 'O',
        mobile: '09130000000',
        address: 'x',
        province: 'x',
        city: 'x',
        shopName: 'x',
        postalCode: '1598765431',
        position: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await call(`${shop.url}/v1/profile/addresses`, {
      method: 'PUT',
      headers: { cookie },
      json: [
        {
          id: theirs,
          firstName: 'Mine',
          lastName: 'Now',
          mobile: '09121234567',
          address: 'a',
          province: 'p',
          city: 'c',
          shopName: 's',
          postalCode: '1598765431',
        },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data[0].id).not.toBe(theirs);
    expect((await db.selectFrom('addresses').select('firstName').where('id', '=', theirs).executeTakeFirstOrThrow()).firstName).toBe('O');
  });

  it('log out: the session ends, the cookie is cleared and roles are empty', async () => {
    const cookie = await signIn();
    const out = await call(`${shop.url}/Idp/Account/Logout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.body.data).toEqual({ roles: '' });
    expect(out.headers.get('set-cookie')).toMatch(/^session=; Max-Age=0/);
    expect((await call(`${shop.url}/v1/profile`, { headers: { cookie } })).status).toBe(401);
  });
});
