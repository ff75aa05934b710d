import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/service/db/database.server.ts';
import { OTP_RULES } from '~/service/login/otpRules.server.ts';
import { NEWSLETTER_THANKS } from '~/service/newsletter/newsletter.server.ts';
import { DEMO_ACCOUNT } from '~/service/seed/demoAccount.server.ts';
import { openTestStore } from '../support/database.ts';
import { hasNginx, send as sendTo, startNginx } from '../support/nginx.ts';
import { startShop } from '../support/startShop.ts';

// What a shopper meets behind the documented proxy: Debian's nginx, configured from deploy/nginx.conf, terminating
// HTTPS in front of a shop started with TRUST_PROXY=1 (docs/deploying.md). Every request goes through nginx.
describe.skipIf(!hasNginx)('behind the documented nginx over HTTPS', () => {
  // A shop of its own: these tests move the clock of codes in its database and spend 127.0.0.1's hourly cap.
  let shop: Awaited<ReturnType<typeof startShop>>;
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  let db: Db;
  beforeAll(async () => {
    shop = await startShop({ env: { TRUST_PROXY: '1' } });
    db = (await openTestStore(shop.dataDir)).db;
    proxy = await startNginx({ shopPorts: [Number(new URL(shop.url).port)] });
  });
  afterAll(async () => {
    await proxy?.stop();
    await db?.destroy();
    await shop?.stop();
  });

  const ours = { origin: 'https://shop.test' };
  const evil = { origin: 'https://evil.example' };
  const send = (method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}) =>
    sendTo(proxy.port, method, path, options);
  const postJson = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    send('POST', path, { headers: { ...ours, 'content-type': 'application/json', ...headers }, body: JSON.stringify(json) });
  /** A form posted by a browser on `origin` (the log-out form carries no fields). */
  const postForm = (path: string, headers: Record<string, string>, fields: Record<string, string> = {}) =>
    send('POST', path, {
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const profileStatus = async (cookie: string) => (await send('GET', '/v1/profile', { headers: { cookie } })).status;

  const askCode = (phoneNumber: string, headers: Record<string, string> = {}) =>
    postJson('/Idp/Account/LoginViaPhoneNumber', { phoneNumber }, headers);
  const lastCodeFor = (phone: string): string | undefined => {
    const file = join(shop.dataDir, 'sms-outbox.jsonl');
    if (!existsSync(file)) return undefined;
    const lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
    return lines
      .map((line) => JSON.parse(line) as { to: string; code: string })
      .filter((m) => m.to === phone)
      .at(-1)?.code;
  };
  /** Moves codes and their send times an hour into the past (of one phone, or all), so neither the resend wait nor a cap stands in the way. */
  async function ageAnHour(phone?: string) {
    const hour = 3_600_000;
    let codes = db.updateTable('otpCodes').set({ createdAt: sql`${sql.ref('createdAt')} - ${hour}` });
    let sends = db.updateTable('otpSends').set({ sentAt: sql`${sql.ref('sentAt')} - ${hour}` });
    if (phone) [codes, sends] = [codes.where('phoneNumber', '=', phone), sends.where('phoneNumber', '=', phone)];
    await codes.execute();
    await sends.execute();
  }

  /** Signs the demo account in through nginx as the login page's script would; returns the session cookie and the Set-Cookie line. */
  async function signIn() {
    await ageAnHour(DEMO_ACCOUNT.phoneNumber);
    const asked = await askCode(DEMO_ACCOUNT.phoneNumber);
    expect(asked.status, asked.text).toBe(200);
    const answer = await postJson('/Idp/Account/LoginViaPhoneNumberCode', {
      phoneNumber: DEMO_ACCOUNT.phoneNumber,
      code: lastCodeFor(DEMO_ACCOUNT.phoneNumber),
    });
    expect(answer.status, answer.text).toBe(200);
    const setCookie = answer.cookies.find((line) => line.startsWith('session='));
    expect(setCookie, JSON.stringify(answer.cookies)).toBeDefined();
    return { cookie: setCookie!.split(';')[0]!, setCookie: setCookie! };
  }

  it.each([
    ['/profile/userManager', '/account/login'],
    ['/fa/profile/userManager', '/fa/account/login'],
  ])('logs out without JavaScript: the form on %s ends the session', async (page, loginPage) => {
    const { cookie } = await signIn();
    expect(await profileStatus(cookie)).toBe(200);
    const out = await postForm(page, { ...ours, cookie });
    expect(out.status, out.text).not.toBe(403);
    expect([200, 303], out.text).toContain(out.status);
    if (out.status === 303) expect(out.headers.location).toBe(loginPage);
    expect(await profileStatus(cookie)).toBe(401);
  });

  it('passes a monitor the shop’s health and readiness, never cached', async () => {
    for (const [path, body] of [
      ['/healthz', { ok: true }],
      ['/readyz', { ready: true, draining: false }],
    ] as const) {
      const answer = await sendTo(proxy.port, 'GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-store');
      expect(JSON.parse(answer.text), path).toMatchObject(body);
    }
  });

  it('gives each request nginx’s id, which the shop’s log line and answer carry', async () => {
    const answer = await send('GET', '/fa/');
    expect(answer.status).toBe(200);
    const id = answer.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, not one the shop made
    await new Promise((wait) => setTimeout(wait, 200)); // the line is written once the answer is sent
    const line = shop
      .output()
      .split('\n')
      .find((text) => text.includes(id));
    expect(line && JSON.parse(line)).toMatchObject({ requestId: id, route: '/fa/', status: 200 });
  });

  it('takes the newsletter form without JavaScript and thanks the visitor', async () => {
    const answer = await postForm('/newsletter', ours, { email: 'someone@example.com' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toContain(NEWSLETTER_THANKS.en);
  });

  it('still refuses a form or a service call posted from another site, and the session stays', async () => {
    const { cookie } = await signIn();
    const form = await postForm('/profile/userManager', { ...evil, cookie });
    expect(form.status, form.text).toBe(403);
    expect(await profileStatus(cookie)).toBe(200);
    const call = await postJson('/Idp/Account/Logout', {}, { ...evil, cookie });
    expect(call.status, call.text).toBe(403);
    expect(await profileStatus(cookie)).toBe(200);
  });

  it('marks the session cookie Secure and HttpOnly on HTTPS', async () => {
    const { setCookie } = await signIn();
    const attributes = setCookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('secure');
    expect(attributes).toContain('httponly');
  });

  // Last: it spends 127.0.0.1's hourly cap, which every request through nginx shares.
  it('counts codes per real address: a forged X-Forwarded-For does not dodge the hourly cap', async () => {
    await ageAnHour(); // the sign-ins above asked from 127.0.0.1 too: start from a full allowance
    const ask = (i: number) => askCode(`0937000${String(i).padStart(4, '0')}`, { 'x-forwarded-for': `203.0.113.${i + 1}` });
    for (let i = 0; i < OTP_RULES.perIpPerHour; i++) {
      const answer = await ask(i);
      expect(answer.status, `code ${i + 1}: ${answer.text}`).toBe(200);
    }
    const over = await ask(OTP_RULES.perIpPerHour);
    expect(over.status, over.text).toBe(429);
    expect(JSON.parse(over.text).message.en).toMatch(/Too many codes/);
  });
});
