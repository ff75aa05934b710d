import { describe, expect, inject, it } from 'vitest';
import { openTestStore } from '../support/database.ts';
import { baseUrl, call } from './http.ts';

// Ordering without JavaScript (docs/rules.md#ordering-without-javascript): the order list kept on the server for a
// browser's cookie, filled and sent by plain forms. Forged and hostile posts get their 4xx and store nothing.
const { db } = await openTestStore(inject('dataDir'));

const keptCount = async () =>
  Number(
    (
      await db
        .selectFrom('keptOrderLists')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A plain form's post, as a browser on the shop sends it. */
const post = (fields: Record<string, string>, cookie = '', origin = baseUrl()) =>
  call('/basket', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

const cookieOf = (answer: { headers: Headers }) => answer.headers.get('set-cookie')?.split(';')[0] ?? '';

describe('the order list kept without JavaScript', () => {
  it('keeps a size added by a plain form under a cookie of 30 days, and hands it over once to the browser’s script', async () => {
    const added = await post({ action: 'add', sku: 'CSH0344', count: '3', package: '2' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/basket?added=CSH0344');
    const setCookie = added.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^orderList=[\w-]{24}; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    const cookie = cookieOf(added);
    const page = await call('/basket', { headers: { cookie } });
    expect(page.text).toContain('3 × Box of 6 = 18 pieces');
    const taken = await call('/v1/order-list/kept', { method: 'POST', headers: { cookie } });
    expect(taken.body.data).toMatchObject([{ product: { sku: 'CSH0344', nameEn: 'Abr Cotton Velvet Cushion' }, count: 3, packageId: 2 }]);
    expect(taken.headers.get('set-cookie')).toMatch(/^orderList=; Path=\/; Max-Age=0/);
    expect((await call('/v1/order-list/kept', { method: 'POST', headers: { cookie } })).body.data).toEqual([]);
  });

  it('refuses forged, hostile and other sites’ posts with a 4xx, storing nothing and setting no cookie', async () => {
    const before = await keptCount();
    const forged: Record<string, string>[] = [
      { action: 'add', sku: 'CSH0344', count: '0' },
      { action: 'add', sku: 'CSH0344', count: '11' },
      { action: 'add', sku: 'CSH0344', count: '-1' },
      { action: 'add', sku: 'CSH0344', count: '2e1' },
      { action: 'add', sku: 'CSH0344', package: '999' },
      { action: 'add', sku: 'NOPE0001' },
      { action: 'add', sku: 'LMP0225' },
      { action: 'add', sku: 'CSH0344\u0000' },
      { action: 'add', sku: '<script>alert(7)</script>' },
      { action: 'add', sku: 'C'.repeat(5000) },
      { action: 'set', sku: 'CSH0344', count: '50' },
      { action: 'explode', sku: 'CSH0344' },
      { action: 'list', list: '1o.CSH0344~0' },
      { action: 'list', list: `1o.${'CSH0344.'.repeat(200)}CSH0344` },
      { action: 'order', key: 'short', firstName: 'A' },
    ];
    for (const fields of forged) {
      const answer = await post(fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(answer.headers.get('set-cookie'), JSON.stringify(fields).slice(0, 80)).toBeNull();
      expect(answer.text.includes('<script>alert(7)'), 'the input echoed as markup').toBe(false);
    }
    const elsewhere = await post({ action: 'add', sku: 'CSH0344' }, '', 'https://evil.example');
    expect(elsewhere.status).toBe(403);
    expect(await keptCount()).toBe(before);
  });

  it('answers an order form with a field wrong with its message under it and places nothing', async () => {
    const added = await post({ action: 'add', sku: 'CSH0344' });
    const cookie = cookieOf(added);
    const mobile = `0936${String(process.pid % 1e7).padStart(7, '0')}`;
    const fields = {
      action: 'order',
      key: 'kept-order-test-key-1',
      firstName: 'Leila',
      lastName: 'Karimi',
      mobile: mobile.slice(0, 6),
      shopName: 'Karimi Home',
      province: 'Tehran',
      city: 'Tehran',
      address: '12 Ferdowsi St',
      postalCode: '1598765432',
    };
    const wrong = await post(fields, cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('A mobile or phone number has 11 digits');
    expect(wrong.text).toContain('value="Leila"');
    expect(await db.selectFrom('orders').select('id').where('mobile', '=', mobile).execute()).toEqual([]);
    const right = await post({ ...fields, mobile }, cookie);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toMatch(/^\/basket\?placed=[\w-]{24}$/);
    expect(await db.selectFrom('orders').select('id').where('mobile', '=', mobile).execute()).toHaveLength(1);
  });
});
