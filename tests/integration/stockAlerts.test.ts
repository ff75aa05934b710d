import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ALERTS_PER_NUMBER } from '~/shared/alerts/stockAlerts.ts';
import { openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { baseUrl, call, isFailure } from './http.ts';

// Back in stock, by text (docs/rules.md#back-in-stock-texts): a proven number asks for a sold-out size; its restock
// writes one text per request with the link and ends it. The phone: DATA_DIR/texts-outbox.jsonl.
const dataDir = inject('dataDir');
const { db } = await openTestStore(dataDir);
const staff = await signedInAs(db, 'admin', 'Alerts staff');

const lines = (file: string) =>
  existsSync(join(dataDir, file))
    ? readFileSync(join(dataDir, file), 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string; code: string; kind?: string })
    : [];
const backTextsTo = (phone: string) => lines('texts-outbox.jsonl').filter((line) => line.to === phone && line.kind === 'back');

/** Sizes of this file's own, published, sold out for these tests and given their stock back after. */
const mine = await db
  .selectFrom('products')
  .select(['sku', 'slug', 'quantity', 'nameEn', 'nameFa'])
  .where('status', '=', 'publish')
  .orderBy('id')
  .limit(4)
  .offset(40)
  .execute();
const setStock = (sku: string, quantity: number) =>
  call(`/v1/staff/products/${encodeURIComponent(sku)}/stock`, { method: 'PUT', json: { quantity }, headers: { cookie: staff.cookie } });
const soldOut = async () => {
  for (const size of mine) await db.updateTable('products').set({ quantity: 0, inStock: 0 }).where('sku', '=', size.sku).execute();
};
await soldOut();
// Sold out again before each test: a test of another file may have restocked a size meanwhile (a CI run saw four
// tests find theirs in stock).
beforeEach(soldOut);
afterAll(async () => {
  for (const size of mine)
    await db.updateTable('products').set({ quantity: size.quantity, inStock: 1 }).where('sku', '=', size.sku).execute();
  await db.destroy();
});

const ask = (cookie: string, sku: string, locale = 'en') =>
  call('/v1/profile/alerts', { json: { sku }, headers: { cookie, 'accept-language': locale } });
const waitingOf = (phone: string) =>
  db.selectFrom('stockAlerts').select(['sku', 'token']).where('phone', '=', phone).where('endedAt', 'is', null).execute();

describe('back in stock, by text', () => {
  it('proves a new number with a code first, then keeps its request, once', async () => {
    const phone = `0937${String(process.pid % 1000).padStart(3, '0')}0001`;
    // The login alone texts no code to a number it does not know; the bell's code goes to any number that asks.
    expect((await call('/Idp/Account/LoginViaPhoneNumber', { json: { phoneNumber: phone } })).status).toBe(200);
    expect(lines('sms-outbox.jsonl').filter((line) => line.to === phone)).toHaveLength(0);
    await db.deleteFrom('otpSends').where('phoneNumber', '=', phone).execute();
    const asked = await call('/Idp/Account/LoginViaPhoneNumber', { json: { phoneNumber: phone, forAlert: true } });
    expect(asked.status).toBe(200);
    expect(asked.body.message.en).toBe('A code is on its way to this number.');
    await expect.poll(() => lines('sms-outbox.jsonl').filter((line) => line.to === phone)).toHaveLength(1);
    const { code } = lines('sms-outbox.jsonl').find((line) => line.to === phone)!;
    const signed = await call('/Idp/Account/LoginViaPhoneNumberCode', { json: { phoneNumber: phone, code } });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body.data.roles).toBe('customer');
    const cookie = signed.headers.get('set-cookie')!.split(';')[0]!;
    const first = await ask(cookie, mine[0]!.sku, 'fa');
    expect(first.status, first.text).toBe(200);
    expect(first.body.message.fa).toBe('ثبت شد: وقتی موجود شد، یک پیامک برایتان می‌فرستیم.');
    expect(first.body.data).toMatchObject([{ sku: mine[0]!.sku, nameEn: mine[0]!.nameEn }]);
    expect((await ask(cookie, mine[0]!.sku)).status).toBe(200);
    expect(await waitingOf(phone)).toHaveLength(1);
  });

  it('texts each request once when its size is back, with the product’s link, and ends it', async () => {
    const [one, two] = [await signedInAs(db, 'customer', 'Bell one'), await signedInAs(db, 'customer', 'Bell two')];
    const size = mine[1]!;
    expect((await ask(one.cookie, size.sku, 'fa')).status).toBe(200);
    expect((await ask(two.cookie, size.sku, 'en')).status).toBe(200);
    const [{ token }] = (await waitingOf(one.phoneNumber)) as unknown as [{ token: string }];
    expect((await setStock(size.sku, 4)).status).toBe(200);
    await expect.poll(() => backTextsTo(one.phoneNumber)).toHaveLength(1);
    await expect.poll(() => backTextsTo(two.phoneNumber)).toHaveLength(1);
    expect(backTextsTo(one.phoneNumber)[0]!.text).toMatch(
      new RegExp(
        `^فروشگاه آنلاین: ${size.nameFa}، .+ دوباره موجود شد\\. http://localhost:4321/fa/Products/${size.sku}/${size.slug} درخواست‌های دیگرتان: http://localhost:4321/fa/a/${token}$`,
      ),
    );
    expect(backTextsTo(two.phoneNumber)[0]!.text).toContain(`is back in stock. http://localhost:4321/Products/${size.sku}/${size.slug}`);
    expect(await waitingOf(one.phoneNumber)).toHaveLength(0);
    // Sold out and back again: the request ended with its text, so nothing more.
    await setStock(size.sku, 0);
    await setStock(size.sku, 6);
    await new Promise((wait) => setTimeout(wait, 1_500));
    expect(backTextsTo(one.phoneNumber)).toHaveLength(1);
    expect(backTextsTo(two.phoneNumber)).toHaveLength(1);
    await setStock(size.sku, 0);
  });

  it('texts when a cancelled order puts the last packages back', async () => {
    const size = mine[2]!;
    await db.updateTable('products').set({ quantity: 1, inStock: 1 }).where('sku', '=', size.sku).execute();
    const order = await call('/v1/order', {
      json: {
        items: [{ sku: size.sku, count: 1 }],
        customer: {
          firstName: 'Leila',
          lastName: 'Karimi',
          mobile: '09361239876',
          address: '4 Hafez St',
          province: 'Tehran',
          city: 'Tehran',
          shopName: 'Karimi',
          postalCode: '8134567890',
        },
      },
      headers: { 'idempotency-key': `alerts-${Date.now()}` },
    });
    expect(order.status, order.text).toBe(200);
    const waiter = await signedInAs(db, 'customer', 'Bell three');
    expect((await ask(waiter.cookie, size.sku)).status).toBe(200);
    const cancel = await call(`/v1/staff/orders/${order.body.data.orderId}/status`, {
      json: { status: 'cancelled' },
      headers: { cookie: staff.cookie },
    });
    expect(cancel.status, cancel.text).toBe(200);
    await expect.poll(() => backTextsTo(waiter.phoneNumber)).toHaveLength(1);
    await db.updateTable('products').set({ quantity: 0, inStock: 0 }).where('sku', '=', size.sku).execute();
  });

  it('holds a number to three such texts a day: the fourth waits for the day to free a place', async () => {
    const waiter = await signedInAs(db, 'customer', 'Bell four');
    const now = Date.now();
    // Three texts today already (other sizes); then a fourth size comes back.
    for (const hour of [5, 3, 1])
      await db
        .insertInto('customerTexts')
        .values({
          orderId: null,
          kind: 'back',
          phone: waiter.phoneNumber,
          locale: 'en',
          payload: '{}',
          dedupeKey: `test:${waiter.phoneNumber}:${hour}`,
          state: 'sent',
          nextAt: now - hour * 3_600_000,
          createdAt: now - hour * 3_600_000,
        })
        .execute();
    const size = mine[3]!;
    expect((await ask(waiter.cookie, size.sku)).status).toBe(200);
    expect((await setStock(size.sku, 3)).status).toBe(200);
    const held = await db
      .selectFrom('customerTexts')
      .select(['state', 'nextAt'])
      .where('phone', '=', waiter.phoneNumber)
      .where('dedupeKey', 'like', 'alert:%')
      .executeTakeFirstOrThrow();
    expect(held.state).toBe('waiting');
    expect(Number(held.nextAt)).toBe(now - 5 * 3_600_000 + 86_400_000);
    await setStock(size.sku, 0);
  });
});

describe('the requests, seen and ended', () => {
  it('lists a number’s requests under its profile and ends one by its plain form', async () => {
    const waiter = await signedInAs(db, 'customer', 'Bell five');
    for (const size of mine.slice(0, 3)) expect((await ask(waiter.cookie, size.sku)).status).toBe(200);
    const page = await call('/fa/profile/alerts', { headers: { cookie: waiter.cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    for (const size of mine.slice(0, 3)) expect(page.text).toContain(size.nameFa);
    const [, second] = (await call('/v1/profile/alerts', { headers: { cookie: waiter.cookie } })).body.data as { id: number }[];
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl(), cookie: waiter.cookie };
    const ended = await call('/fa/profile/alerts', {
      method: 'POST',
      body: `action=end&id=${second!.id}`,
      redirect: 'manual',
      headers: form,
    });
    expect(ended.status).toBe(303);
    expect(ended.headers.get('location')).toBe('/fa/profile/alerts?done=ended');
    expect(await waitingOf(waiter.phoneNumber)).toHaveLength(2);
    const after = await call('/fa/profile/alerts?done=ended', { headers: { cookie: waiter.cookie } });
    expect(after.text).toContain('لغو شد: برای این کالا پیامکی نمی‌گیرید.');
    // Through the API too; an ended one is gone.
    expect((await call(`/v1/profile/alerts/${second!.id}`, { method: 'DELETE', headers: { cookie: waiter.cookie } })).status).toBe(404);
  });

  it('opens the text’s page by its token, ends them all there, and answers 404 for any other token', async () => {
    const waiter = await signedInAs(db, 'customer', 'Bell six');
    for (const size of mine.slice(0, 2)) expect((await ask(waiter.cookie, size.sku)).status).toBe(200);
    const [{ token }] = (await waitingOf(waiter.phoneNumber)) as unknown as [{ token: string }];
    const page = await call(`/a/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.text).toContain(`${waiter.phoneNumber.slice(0, 4)}•••${waiter.phoneNumber.slice(-4)}`);
    expect(page.text).not.toContain(waiter.phoneNumber);
    for (const wrong of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'short', `${token}x`])
      expect((await call(`/a/${wrong}`)).status).toBe(404);
    // A form from another site is refused and ends nothing.
    const forged = await call(`/a/${token}`, {
      method: 'POST',
      body: 'action=endAll',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(await waitingOf(waiter.phoneNumber)).toHaveLength(2);
    const all = await call(`/a/${token}`, {
      method: 'POST',
      body: 'action=endAll',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl() },
    });
    expect(all.status).toBe(303);
    expect(await waitingOf(waiter.phoneNumber)).toHaveLength(0);
    // The page still opens (its text's link keeps working), with nothing waiting.
    expect((await call(`/a/${token}?done=endedAll`)).text).toContain('Done: you will not get any of these texts.');
  });

  it('shows staff how many wait for each size, the most waited for first', async () => {
    const page = await call('/staff/products?sort=waiting&status=publish', { headers: { cookie: staff.cookie } });
    expect(page.status).toBe(200);
    const waited = await db
      .selectFrom('stockAlerts')
      .innerJoin('products', 'products.sku', 'stockAlerts.sku')
      .select(['products.parentSku', (eb) => eb.fn.countAll<number>().as('count')])
      .where('endedAt', 'is', null)
      .groupBy('products.parentSku')
      .orderBy('count', 'desc')
      .executeTakeFirstOrThrow();
    const firstFamily = /"parentSku":"([^"&]+)"|parentSku&quot;:\[0,&quot;([^&]+)&quot;/.exec(page.text);
    expect(firstFamily?.[1] ?? firstFamily?.[2]).toBe(waited.parentSku);
  });
});

describe('hostile requests for texts', () => {
  it('keeps a number to 20 waiting requests when 50 arrive at once, and stores nothing for the rest', async () => {
    const waiter = await signedInAs(db, 'customer', 'Bell seven');
    // 18 waiting already; 50 requests over three sold-out sizes race for the two places left.
    await db
      .insertInto('stockAlerts')
      .values(
        Array.from({ length: ALERTS_PER_NUMBER - 2 }, (_, i) => ({
          phone: waiter.phoneNumber,
          sku: `GONE${i}`,
          locale: 'en',
          token: `t${Date.now()}${i}`.padEnd(24, 'x'),
          createdAt: Date.now(),
        })),
      )
      .execute();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => ask(waiter.cookie, mine[i % 3]!.sku)));
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(await waitingOf(waiter.phoneNumber)).toHaveLength(ALERTS_PER_NUMBER);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(isFailure(refused.body)).toBe(true);
    expect(refused.body.message.en).toBe(
      'A number can wait for at most 20 products. End one of your requests under your profile, then ask again.',
    );
  });

  it('counts the bell’s codes against the login’s caps: a number’s sixth code in an hour is refused either way', async () => {
    const phone = `0937${String(process.pid % 1000).padStart(3, '0')}0002`;
    const now = Date.now();
    // Four login codes and one of the bell's this hour, from other addresses.
    await db
      .insertInto('otpSends')
      .values(Array.from({ length: 5 }, (_, i) => ({ phoneNumber: phone, address: `203.0.113.${i}`, sentAt: now - (i + 3) * 120_000 })))
      .execute();
    for (const forAlert of [true, false]) {
      const asked = await call('/Idp/Account/LoginViaPhoneNumber', {
        json: { phoneNumber: phone, forAlert },
        headers: { 'accept-language': 'fa' },
      });
      expect(asked.status).toBe(429);
      expect(isFailure(asked.body)).toBe(true);
      expect(asked.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(lines('sms-outbox.jsonl').filter((line) => line.to === phone)).toHaveLength(0);
  });

  it('refuses a size in stock, an unknown one, a malformed one and a visitor without a session', async () => {
    const waiter = await signedInAs(db, 'customer', 'Bell eight');
    const inStock = await db
      .selectFrom('products')
      .select('sku')
      .where('status', '=', 'publish')
      .where('quantity', '>', 0)
      .executeTakeFirstOrThrow();
    const cases = [
      [await ask(waiter.cookie, inStock.sku), 409],
      [await ask(waiter.cookie, 'NOSUCH999'), 404],
      [await ask(waiter.cookie, '<script>'), 400],
      [await ask(waiter.cookie, 'x'.repeat(65)), 400],
      [await call('/v1/profile/alerts', { json: { sku: mine[0]!.sku } }), 401],
    ] as const;
    for (const [answer, status] of cases) {
      expect(answer.status, answer.text).toBe(status);
      expect(isFailure(answer.body)).toBe(true);
    }
    expect(await waitingOf(waiter.phoneNumber)).toHaveLength(0);
    // A number in the body is not the one texted: only the session's number is.
    const other = '09120000123';
    expect(
      (await call('/v1/profile/alerts', { json: { sku: mine[0]!.sku, phone: other }, headers: { cookie: waiter.cookie } })).status,
    ).toBe(200);
    expect(await waitingOf(other)).toHaveLength(0);
    expect(await waitingOf(waiter.phoneNumber)).toHaveLength(1);
  });
});
