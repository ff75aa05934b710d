import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { call, isFailure } from './http.ts';

const { db } = await openTestStore(inject('dataDir'));
afterAll(() => db.destroy());

let admin: Awaited<ReturnType<typeof signedInAs>>;
const others: Record<string, string> = {};
beforeAll(async () => {
  admin = await signedInAs(db, 'admin', 'Parisa Admin');
  for (const role of ['customer', 'staff', 'editor'] as const) others[role] = (await signedInAs(db, role)).cookie;
});

const as = (cookie: string, init: { method?: string; json?: unknown; lang?: string } = {}) => ({
  method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
  headers: { cookie, 'accept-language': init.lang ?? 'en' },
  ...(init.json === undefined ? {} : { json: init.json }),
});
const newNumber = () => `0937${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const auditOf = (subject: string) => db.selectFrom('auditLog').selectAll().where('subject', '=', subject).orderBy('id').execute();

describe('who may use the accounts calls', () => {
  const calls = [
    ['GET', '/v1/staff/accounts', undefined],
    ['POST', '/v1/staff/accounts', { phoneNumber: '09370000001', name: 'X', role: 'staff' }],
    ['PUT', '/v1/staff/accounts/1', { name: 'X', role: 'staff' }],
    ['GET', '/v1/staff/audit', undefined],
  ] as const;

  it.each(calls)('%s %s: 401 signed out, 404 for a customer, a member of staff and an editor', async (method, path, json) => {
    const signedOut = await call(path, { method, ...(json ? { json } : {}) });
    expect(signedOut.status).toBe(401);
    expect(isFailure(signedOut.body)).toBe(true);
    for (const role of ['customer', 'staff', 'editor']) {
      const answer = await call(path, as(others[role]!, { method, json }));
      expect(answer.status, role).toBe(404);
      expect(answer.body.message.en).toBe('Nothing was found at this address.');
    }
    expect(await db.selectFrom('accounts').select('id').where('phoneNumber', '=', '09370000001').executeTakeFirst()).toBeUndefined();
  });
});

describe('accounts (admins)', () => {
  it('adds an account with a role, normalising the number, records it, and lists it among the staff', async () => {
    const phone = newNumber();
    const persianDigits = phone.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const answer = await call(
      '/v1/staff/accounts',
      as(admin.cookie, { json: { phoneNumber: persianDigits, name: 'Kaveh Rad', role: 'editor' } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ phoneNumber: phone, name: 'Kaveh Rad', role: 'editor' });
    expect(answer.body.message.en).toBe('The account is created. They can now log in with a code sent to their number.');
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const [entry] = await auditOf(`account ${phone}`);
    expect(entry).toMatchObject({ action: 'account.create', accountId: admin.accountId, actorName: 'Parisa Admin', before: null });
    expect(JSON.parse(entry!.after!)).toEqual({ name: 'Kaveh Rad', role: 'editor' });

    const list = await call('/v1/staff/accounts?q=Kaveh', as(admin.cookie));
    expect(list.body.data.map((a: { phoneNumber: string }) => a.phoneNumber)).toEqual([phone]);
    const byDigits = await call(`/v1/staff/accounts?q=${phone.slice(4)}`, as(admin.cookie));
    expect(byDigits.body.data[0].phoneNumber).toBe(phone);
  });

  it('refuses a taken number (409) and bad fields (400) in the caller’s language, writing nothing', async () => {
    const phone = newNumber();
    await call('/v1/staff/accounts', as(admin.cookie, { json: { phoneNumber: phone, name: 'First', role: 'staff' } }));
    const taken = await call(
      '/v1/staff/accounts',
      as(admin.cookie, { json: { phoneNumber: phone, name: 'Second', role: 'staff' }, lang: 'fa' }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message.fa).toBe('حسابی با این شمارهٔ موبایل از قبل وجود دارد.');
    const bad = await call('/v1/staff/accounts', as(admin.cookie, { json: { phoneNumber: '0937', name: ' ', role: 'owner' }, lang: 'fa' }));
    expect(bad.status).toBe(400);
    expect(isFailure(bad.body)).toBe(true);
    expect(bad.body.additionalInfo.join('\n')).toMatch(/[\u0600-\u06FF]/);
    expect((await auditOf(`account ${phone}`)).length).toBe(1);
  });

  it('changes a name and a role, with the record before and after; the new role holds on the account’s next call', async () => {
    const member = await signedInAs(db, 'staff', 'Omid Staff');
    expect((await call('/v1/staff/products', as(member.cookie))).status).toBe(404);
    const answer = await call(
      `/v1/staff/accounts/${member.accountId}`,
      as(admin.cookie, { method: 'PUT', json: { name: 'Omid Editor', role: 'editor' } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'Omid Editor', role: 'editor' });
    const [entry] = await auditOf(`account ${member.phoneNumber}`);
    expect(entry!.action).toBe('account.update');
    expect(JSON.parse(entry!.before!)).toEqual({ name: 'Omid Staff', role: 'staff' });
    expect(JSON.parse(entry!.after!)).toEqual({ name: 'Omid Editor', role: 'editor' });
    expect((await call('/v1/staff/orders', as(member.cookie))).status).toBe(404);
    expect((await call('/v1/staff/accounts', as(member.cookie))).status).toBe(404);
  });

  it('keeps an admin from changing their own role and the shop from losing its last admin (409), and says so for an unknown account (404)', async () => {
    const own = await call(
      `/v1/staff/accounts/${admin.accountId}`,
      as(admin.cookie, { method: 'PUT', json: { name: 'Parisa Admin', role: 'staff' } }),
    );
    expect(own.status).toBe(409);
    expect(own.body.message.en).toBe('You cannot change your own role: ask another admin.');
    const renamed = await call(
      `/v1/staff/accounts/${admin.accountId}`,
      as(admin.cookie, { method: 'PUT', json: { name: 'Parisa A.', role: 'admin' } }),
    );
    expect(renamed.status).toBe(200);
    const missing = await call('/v1/staff/accounts/999999', as(admin.cookie, { method: 'PUT', json: { name: 'X', role: 'staff' } }));
    expect(missing.status).toBe(404);
    expect(missing.body.message.en).toBe('There is no such account.');
    const badId = await call('/v1/staff/accounts/abc', as(admin.cookie, { method: 'PUT', json: { name: 'X', role: 'staff' } }));
    expect(badId.status).toBe(400);
  });
});

describe('the record of changes', () => {
  it('lists the latest changes first, 50 at a time, and pages back', async () => {
    for (let i = 0; i < 3; i++) {
      await call('/v1/staff/accounts', as(admin.cookie, { json: { phoneNumber: newNumber(), name: `Paged ${i}`, role: 'customer' } }));
    }
    const first = await call('/v1/staff/audit', as(admin.cookie));
    expect(first.status).toBe(200);
    const ids = first.body.data.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.body.data[0]).toMatchObject({ action: 'account.create', after: { name: 'Paged 2', role: 'customer' } });
    const older = await call(`/v1/staff/audit?before=${ids[0]}`, as(admin.cookie));
    expect(older.body.data[0].id).toBe(ids[1]);
    expect((await call('/v1/staff/audit?before=x', as(admin.cookie))).status).toBe(400);
  });
});
