import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import { openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { call, isFailure } from './http.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import type { OrderState } from '~/shared/fields/vocabulary.ts';
import type { Role } from '~/shared/fields/staffVocabulary.ts';

const { db } = await openTestStore(inject('dataDir'));
afterAll(() => db.destroy());

const sessions = {} as Record<Role, Awaited<ReturnType<typeof signedInAs>>>;
beforeAll(async () => {
  for (const role of ['customer', 'staff', 'editor', 'admin'] as const) sessions[role] = await signedInAs(db, role, `Orders ${role}`);
});
const as = (role: Role, init: RequestInit & { json?: unknown } = {}) => ({
  ...init,
  headers: { cookie: sessions[role].cookie, ...init.headers },
});

let counter = 0;
/** A mobile number no other test orders with. */
const freshMobile = () => `0912${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(4, '0')}`;

/** A published product with stock to spare, different from `skip`. */
async function product(skip: string[] = []) {
  const rows = await db
    .selectFrom('products')
    .select(['sku', 'quantity', 'nameEn', 'images'])
    .where('status', '=', 'publish')
    .where('quantity', '>=', 20)
    .orderBy('id', 'desc')
    .execute();
  return rows.find((row) => !skip.includes(row.sku))!;
}
const stockOf = async (sku: string) =>
  db.selectFrom('products').select(['quantity', 'inStock']).where('sku', '=', sku).executeTakeFirstOrThrow();

/** Places an order through the shop, as a customer does; answers its number. */
async function placeOrder(items: { sku: string; count: number }[], customer: Partial<Record<string, string>> = {}) {
  const answer = await call('/v1/order', {
    json: {
      items,
      customer: {
        firstName: 'Shirin',
        lastName: 'Kamali',
        mobile: freshMobile(),
        address: '12 Hafez St',
        province: 'Tehran',
        city: 'Tehran',
        shopName: 'Kamali Ceramics',
        postalCode: '1598765431',
        ...customer,
      },
    },
    headers: { 'idempotency-key': `staff-orders-${Date.now()}-${++counter}` },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.orderId as number;
}
const mark = (id: number, body: unknown, role: Role = 'staff', locale = 'en') =>
  call(`/v1/staff/orders/${id}/status`, as(role, { json: body, headers: { 'accept-language': locale } }));
/** Moves an order one step as staff do: quoted by sending its quote (a price per line), every other step by its status. */
async function moveTo(id: number, status: OrderState, locale = 'en') {
  if (status !== 'quoted') return mark(id, { status }, 'staff', locale);
  const lines = await db.selectFrom('orderLines').select('position').where('orderId', '=', id).execute();
  const quote = { prices: lines.map(() => 1_000_000), delivery: 0, payment: 'card' };
  return call(`/v1/staff/orders/${id}/quote`, as('staff', { json: quote, headers: { 'accept-language': locale } }));
}
/** The tabs' counts with no order in any status. */
const NO_COUNTS = { new: 0, called: 0, quoted: 0, confirmed: 0, sent: 0, delivered: 0, cancelled: 0 };
const movesOf = (id: number) => db.selectFrom('orderMoves').selectAll().where('orderId', '=', id).orderBy('id').execute();
const auditOf = (id: number) => db.selectFrom('auditLog').selectAll().where('subject', '=', `order #${id}`).orderBy('id').execute();

describe('who may use the orders calls', () => {
  const reads = [
    '/v1/staff/orders',
    '/v1/staff/orders?status=new&q=09',
    '/v1/staff/orders/latest',
    '/v1/staff/orders.csv',
    '/v1/staff/newsletter.csv',
  ];

  it('answers 401 signed out, 404 to customers and editors, and lets staff and admins in', async () => {
    const id = await placeOrder([{ sku: (await product()).sku, count: 1 }]);
    for (const path of reads) {
      const out = await call(path, { headers: { 'accept-language': 'fa' } });
      expect(out.status, path).toBe(401);
      expect(isFailure(out.body), path).toBe(true);
      for (const role of ['customer', 'editor'] as const) {
        const refused = await call(path, as(role));
        expect(refused.status, `${role} ${path}`).toBe(404);
        expect(isFailure(refused.body)).toBe(true);
      }
      for (const role of ['staff', 'admin'] as const) expect((await call(path, as(role))).status, `${role} ${path}`).toBe(200);
    }
    expect((await call(`/v1/staff/orders/${id}/status`, { json: { status: 'called' } })).status).toBe(401);
    expect((await mark(id, { status: 'called' }, 'customer')).status).toBe(404);
    expect((await mark(id, { status: 'called' }, 'editor')).status).toBe(404);
    // Nothing changed for the refused ones.
    expect((await db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('new');
    expect(await auditOf(id)).toEqual([]);
    expect((await mark(id, { status: 'called' }, 'admin')).status).toBe(200);
  });

  it('keeps personal answers out of every cache', async () => {
    for (const path of reads) expect((await call(path, as('staff'))).headers.get('cache-control'), path).toMatch(/no-store/);
  });
});

describe('GET /v1/staff/orders', () => {
  it('lists orders newest first with their customer, address, lines (picture, size, package) and notes, and counts per status', async () => {
    const item = await product();
    const first = await placeOrder([{ sku: item.sku, count: 2 }]);
    const second = await placeOrder([{ sku: item.sku, count: 1 }]);
    const { status, body } = await call('/v1/staff/orders?status=new', as('staff'));
    expect(status).toBe(200);
    const ids = body.data.orders.map((o: { id: number }) => o.id);
    expect(ids.indexOf(second)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    const order = body.data.orders.find((o: { id: number }) => o.id === first);
    expect(order).toMatchObject({
      status: 'new',
      note: '',
      notes: [],
      updatedAt: null,
      name: 'Shirin Kamali',
      shopName: 'Kamali Ceramics',
      city: 'Tehran',
      address: '12 Hafez St',
      postalCode: '1598765431',
      locale: 'en',
    });
    const [line] = order.lines;
    expect(line).toMatchObject({ sku: item.sku, nameEn: item.nameEn, count: 2 });
    expect(line.size).toBeTruthy();
    expect(line.packageEn).toBeTruthy();
    expect(line.pieces).toBeGreaterThan(0);
    const pictures = JSON.parse(item.images) as string[];
    if (pictures[0]) expect(line.picture).toContain(encodeURIComponent(pictures[0]).slice(0, 10));
    expect(body.data.counts.new).toBeGreaterThanOrEqual(2);
    expect(Object.keys(body.data.counts).sort()).toEqual(['called', 'cancelled', 'confirmed', 'delivered', 'new', 'quoted', 'sent']);
    expect(body.data).toMatchObject({ page: 1, perPage: 50, total: body.data.counts.new });
    expect(body.data.orders.every((o: { status: string }) => o.status === 'new')).toBe(true);
  });

  it('finds an order by phone (Persian digits, 0912… or +98912…), by name, by shop and by number', async () => {
    const mobile = freshMobile();
    const id = await placeOrder([{ sku: (await product()).sku, count: 1 }], {
      mobile,
      firstName: 'Parvaneh',
      lastName: 'Zand',
      shopName: 'Zand Studio',
    });
    const persian = mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const searches = [
      mobile,
      persian,
      `+98${mobile.slice(1)}`,
      `+98 ${mobile.slice(1, 4)} ${mobile.slice(4)}`,
      `0098${mobile.slice(1)}`,
      mobile.slice(1),
      mobile.slice(-6),
      'parvaneh zand',
      'ZAND',
      'zand studio',
      String(orderNumber(id)),
      `#${orderNumber(id)}`,
      `#${digitsIn('fa', String(orderNumber(id)))}`,
    ];
    for (const q of searches) {
      const found = await call(`/v1/staff/orders?q=${encodeURIComponent(q)}`, as('staff'));
      expect(found.status, q).toBe(200);
      expect(
        found.body.data.orders.map((o: { id: number }) => o.id),
        q,
      ).toContain(id);
    }
    // A name typed on an Arabic keyboard (ي ك) is found by the Persian letters, and the other way round.
    const arabic = await placeOrder([{ sku: (await product()).sku, count: 1 }], {
      firstName: 'علي',
      lastName: 'كياني',
      shopName: 'كاشي يزد',
    });
    for (const q of ['علی کیانی', 'کاشی یزد', 'علي كياني']) {
      const found = await call(`/v1/staff/orders?q=${encodeURIComponent(q)}`, as('staff'));
      expect(
        found.body.data.orders.map((o: { id: number }) => o.id),
        q,
      ).toContain(arabic);
    }
    const none = await call(`/v1/staff/orders?q=${encodeURIComponent('nobody-by-this-name_%')}`, as('staff'));
    expect(none.body.data).toMatchObject({ orders: [], total: 0, counts: { ...NO_COUNTS } });
    // `#12` is that order alone, not every phone with a 12 in it.
    const alone = await call(`/v1/staff/orders?q=${encodeURIComponent(`#${orderNumber(id)}`)}`, as('staff'));
    expect(alone.body.data.orders.map((o: { id: number }) => o.id)).toEqual([id]);
    // The database's id is not a number staff know: it finds nothing.
    expect((await call(`/v1/staff/orders?q=${encodeURIComponent(`#${id}`)}`, as('staff'))).body.data.orders).toEqual([]);
    const counted = await call(`/v1/staff/orders?q=${mobile}`, as('staff'));
    expect(counted.body.data.counts).toEqual({ ...NO_COUNTS, new: 1 });
  });

  it('refuses a bad filter with a 400 in the visitor’s language', async () => {
    const fa = await call('/v1/staff/orders?status=shipped', as('staff', { headers: { 'accept-language': 'fa' } }));
    expect(fa.status).toBe(400);
    expect(isFailure(fa.body)).toBe(true);
    expect(fa.body.additionalInfo.join(' ')).toMatch(/وضعیت/);
    const en = await call('/v1/staff/orders?page=0', as('staff', { headers: { 'accept-language': 'en' } }));
    expect(en.status).toBe(400);
    expect(en.body.additionalInfo.join(' ')).toMatch(/page/);
    expect((await call(`/v1/staff/orders?q=${'x'.repeat(101)}`, as('staff'))).status).toBe(400);
    // Signed out, the input is not even looked at: the same 401 as for good input.
    expect((await call('/v1/staff/orders?page=x')).status).toBe(401);
  });
});

describe('the orders of a period', () => {
  it('keeps to the orders placed in the last day, week or month, the tabs’ counts too', async () => {
    const sku = (await product()).sku;
    const mobile = freshMobile();
    const today = await placeOrder([{ sku, count: 1 }], { mobile });
    const older = await placeOrder([{ sku, count: 1 }], { mobile });
    // Placed ten days ago.
    await db
      .updateTable('orders')
      .set({ createdAt: Date.now() - 10 * 86_400_000 })
      .where('id', '=', older)
      .execute();
    const ids = async (period: string) => {
      const { status, body } = await call(`/v1/staff/orders?q=${mobile}${period ? `&period=${period}` : ''}`, as('staff'));
      expect(status).toBe(200);
      return { ids: body.data.orders.map((o: { id: number }) => o.id), total: body.data.total, counts: body.data.counts };
    };
    expect(await ids('day')).toEqual({ ids: [today], total: 1, counts: { ...NO_COUNTS, new: 1 } });
    expect((await ids('week')).ids).toEqual([today]);
    expect((await ids('month')).ids).toEqual([today, older]);
    expect((await ids('')).ids).toEqual([today, older]);
    const bad = await call(`/v1/staff/orders?period=year`, as('staff', { headers: { 'accept-language': 'fa' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.additionalInfo.join(' ')).toMatch(/بازهٔ زمانی/);
  });
});

describe('POST /v1/staff/orders/{id}/notes', () => {
  const note = (id: number, body: unknown, role: Role = 'staff', locale = 'en') =>
    call(`/v1/staff/orders/${id}/notes`, as(role, { json: body, headers: { 'accept-language': locale } }));

  it('keeps each note with who wrote it and when, oldest first, in the record of changes too', async () => {
    const id = await placeOrder([{ sku: (await product()).sku, count: 1 }]);
    const first = await note(id, { text: ' No answer,\u0007 try after 4pm ' }, 'staff', 'fa');
    expect(first.status).toBe(200);
    expect(first.body.message).toEqual({ en: 'The note is kept.', fa: 'یادداشت ثبت شد.' });
    const second = await note(id, { text: 'Spoke to Shirin: wants two more boxes' }, 'admin');
    expect(second.body.data).toMatchObject({ status: 'new', note: 'Spoke to Shirin: wants two more boxes' });
    expect(second.body.data.notes).toEqual([
      { at: expect.any(String), by: 'Orders staff', text: 'No answer, try after 4pm' },
      { at: expect.any(String), by: 'Orders admin', text: 'Spoke to Shirin: wants two more boxes' },
    ]);
    const audit = await auditOf(id);
    expect(audit.map((entry) => [entry.action, entry.actorName, JSON.parse(entry.after!)])).toEqual([
      ['order.note', 'Orders staff', { note: 'No answer, try after 4pm' }],
      ['order.note', 'Orders admin', { note: 'Spoke to Shirin: wants two more boxes' }],
    ]);
    // A note typed with a status change joins the same history.
    const called = await mark(id, { status: 'called', note: 'Confirmed by phone' });
    expect(called.body.data.notes.map((n: { text: string }) => n.text)).toEqual([
      'No answer, try after 4pm',
      'Spoke to Shirin: wants two more boxes',
      'Confirmed by phone',
    ]);
    // The list shows the same history.
    const listed = await call(`/v1/staff/orders?q=%23${orderNumber(id)}`, as('staff'));
    expect(listed.body.data.orders[0].notes).toHaveLength(3);
  });

  it('takes notes on a cancelled order, refuses an empty or overlong note and an unknown order, in the visitor’s language', async () => {
    const id = await placeOrder([{ sku: (await product()).sku, count: 1 }]);
    expect((await mark(id, { status: 'cancelled' })).status).toBe(200);
    expect((await note(id, { text: 'Cancelled: the shop closed for a month' })).status).toBe(200);
    const empty = await note(id, { text: '  \n ' }, 'staff', 'fa');
    expect(empty.status).toBe(400);
    expect(empty.body.additionalInfo.join(' ')).toMatch(/متن/);
    expect((await note(id, { text: 'x'.repeat(501) })).status).toBe(400);
    const unknown = await note(999_999, { text: 'Hello' }, 'staff', 'fa');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toEqual({ en: 'There is no order with this number.', fa: 'سفارشی با این شماره وجود ندارد.' });
    for (const role of ['customer', 'editor'] as const) expect((await note(id, { text: 'Hello' }, role)).status).toBe(404);
    expect((await call(`/v1/staff/orders/${id}/notes`, { json: { text: 'Hello' } })).status).toBe(401);
    const kept = await db.selectFrom('orderNotes').select('text').where('orderId', '=', id).execute();
    expect(kept.map((row) => row.text)).toEqual(['Cancelled: the shop closed for a month']);
  });
});

describe('GET /v1/staff/orders/latest', () => {
  it('tells how many orders are new, the latest number and how many came after the one a page saw', async () => {
    const before = (await call('/v1/staff/orders/latest', as('staff'))).body.data;
    const id = await placeOrder([{ sku: (await product()).sku, count: 1 }]);
    const after = (await call(`/v1/staff/orders/latest?after=${before.latestId}`, as('staff'))).body.data;
    expect(after.latestId).toBeGreaterThanOrEqual(id);
    expect(after.newer).toBeGreaterThanOrEqual(1);
    expect(after.newCount).toBeGreaterThanOrEqual(1);
    expect((await call(`/v1/staff/orders/latest?after=${after.latestId}`, as('staff'))).body.data.newer).toBe(0);
    expect((await call('/v1/staff/orders/latest?after=-1', as('staff'))).status).toBe(400);
  });
});

describe('POST /v1/staff/orders/{id}/status', () => {
  it('marks an order called with a note, records who did it, and the customer sees it under My orders', async () => {
    const customer = await signedInAs(db, 'customer', 'Leila Customer');
    const id = await placeOrder([{ sku: (await product()).sku, count: 1 }], { mobile: customer.phoneNumber });
    const answer = await mark(id, { status: 'called', note: ' Calls back\u0007 after 5pm\u202e \n ok ' }, 'staff', 'fa');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toEqual({
      en: `Order ${orderNumber(id)} is now marked “called”.`,
      fa: expect.stringContaining('«تماس گرفته شد»'),
    });
    expect(answer.body.data).toMatchObject({ id, status: 'called', note: 'Calls back after 5pm ok' });
    expect(answer.body.data.updatedAt).toEqual(expect.any(String));
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.status',
      accountId: sessions.staff.accountId,
      actorName: 'Orders staff',
      actorPhone: sessions.staff.phoneNumber,
    });
    expect(JSON.parse(audit[0]!.before!)).toEqual({ status: 'new', note: '' });
    expect(JSON.parse(audit[0]!.after!)).toEqual({ status: 'called', note: 'Calls back after 5pm ok' });
    const mine = await call('/v1/profile/orders', { headers: { cookie: customer.cookie } });
    expect(mine.body.data.find((o: { id: number }) => o.id === id).status).toBe('called');

    expect(answer.body.data.notes).toEqual([{ at: expect.any(String), by: 'Orders staff', text: 'Calls back after 5pm ok' }]);

    // Without a note (or with an empty one) the last one stays and no note is added.
    expect((await moveTo(id, 'quoted')).body.data).toMatchObject({ status: 'quoted', note: 'Calls back after 5pm ok' });
    const again = (await mark(id, { status: 'quoted', note: '' })).body.data;
    expect(again).toMatchObject({ status: 'quoted', note: 'Calls back after 5pm ok' });
    expect(again.notes).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(3);
  });

  it('moves an order through its life one step at a time, each move in its history, and refuses any other move', async () => {
    const id = await placeOrder([{ sku: (await product()).sku, count: 1 }]);
    const steps = ['new', 'called', 'quoted', 'confirmed', 'sent', 'delivered'] as const;
    for (const [index, to] of steps.slice(1).entries()) {
      const from = steps[index]!;
      const moved = await moveTo(id, to, 'fa');
      expect(moved.status, `${from} -> ${to}`).toBe(200);
      expect(moved.body.data.moves.at(-1)).toEqual({ at: moved.body.data.updatedAt, by: 'Orders staff', from, to });
    }
    // Back a step, or cancelled once sent: refused in the staff member's language, nothing changed.
    const back = await mark(id, { status: 'sent' }, 'staff', 'fa');
    expect(back.status).toBe(409);
    expect(back.body.message.en).toBe(
      `Order ${orderNumber(id)} is “delivered”, so it cannot be marked “sent”. Reload the list to see where it stands.`,
    );
    expect(back.body.message.fa).toContain('«تحویل شد»');
    expect((await mark(id, { status: 'cancelled' })).status).toBe(409);
    const stored = await movesOf(id);
    expect(stored.map((move) => `${move.fromStatus}>${move.toStatus}`)).toEqual([
      'new>called',
      'called>quoted',
      'quoted>confirmed',
      'confirmed>sent',
      'sent>delivered',
    ]);
    expect(stored.every((move) => move.accountId === sessions.staff.accountId)).toBe(true);

    // A step skipped: refused, and the order stays new with no history.
    const other = await placeOrder([{ sku: (await product()).sku, count: 1 }]);
    for (const to of ['quoted', 'confirmed', 'sent', 'delivered'] as const) {
      const refused = await mark(other, { status: to });
      expect(refused.status, `new -> ${to}`).toBe(409);
      expect(refused.body.message.en).toContain(`is “new”, so it cannot be marked “${to}”`);
    }
    expect(await movesOf(other)).toEqual([]);
    expect((await db.selectFrom('orders').select('status').where('id', '=', other).executeTakeFirstOrThrow()).status).toBe('new');
  });

  it('cancels from any step before sent, and never once sent', async () => {
    for (const steps of [[], ['called'], ['called', 'quoted'], ['called', 'quoted', 'confirmed']] as const) {
      const id = await placeOrder([{ sku: (await product()).sku, count: 1 }]);
      for (const step of steps) expect((await moveTo(id, step)).status).toBe(200);
      expect((await mark(id, { status: 'cancelled' })).status, `cancelled after ${steps.join(', ') || 'new'}`).toBe(200);
    }
    const sent = await placeOrder([{ sku: (await product()).sku, count: 1 }]);
    for (const step of ['called', 'quoted', 'confirmed', 'sent'] as const) await moveTo(sent, step);
    const refused = await mark(sent, { status: 'cancelled' }, 'staff', 'fa');
    expect(refused.status).toBe(409);
    expect(refused.body.message.fa).toContain('«ارسال شد»');
  });

  it('cancels an order: its packages go back to stock once, the catalogue version moves, and it cannot change again', async () => {
    const a = await product();
    const b = await product([a.sku]);
    const id = await placeOrder([
      { sku: a.sku, count: 3 },
      { sku: b.sku, count: 2 },
    ]);
    const [stockA, stockB] = [await stockOf(a.sku), await stockOf(b.sku)];
    const version = await catalogueVersion(db);
    const answer = await mark(id, { status: 'cancelled', note: 'Customer changed their mind' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('cancelled');
    expect((await stockOf(a.sku)).quantity).toBe(stockA.quantity + 3);
    expect((await stockOf(b.sku)).quantity).toBe(stockB.quantity + 2);
    expect(await catalogueVersion(db)).not.toBe(version);
    // The shop's own stock answer shows it at once.
    const shop = await call('/v1/product/quantity/xcode/list', { json: [a.sku] });
    expect(shop.body.data[0].quantity).toBe(stockA.quantity + 3);

    for (const status of ['cancelled', 'new', 'called']) {
      const again = await mark(id, { status }, 'staff', 'fa');
      expect(again.status).toBe(409);
      expect(isFailure(again.body)).toBe(true);
      expect(again.body.message.en).toBe('This order is cancelled and can no longer change. Ask the customer to place a new order.');
      expect(again.body.message.fa).toContain('لغو شده');
    }
    expect((await stockOf(a.sku)).quantity).toBe(stockA.quantity + 3);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('gives the stock back exactly once when two staff cancel the same order at once', async () => {
    const item = await product();
    for (let round = 0; round < 3; round++) {
      const id = await placeOrder([{ sku: item.sku, count: 2 }]);
      const before = (await stockOf(item.sku)).quantity;
      const answers = await Promise.all([
        mark(id, { status: 'cancelled' }),
        mark(id, { status: 'cancelled' }, 'admin'),
        mark(id, { status: 'cancelled' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      expect((await stockOf(item.sku)).quantity).toBe(before + 2);
      expect(await auditOf(id)).toHaveLength(1);
    }
  });

  it('recomputes in-stock when a cancel refills a sold-out product', async () => {
    const item = await product();
    const stock = (await stockOf(item.sku)).quantity;
    const id = await placeOrder([{ sku: item.sku, count: 1 }]);
    await db.updateTable('products').set({ quantity: 0, inStock: 0 }).where('sku', '=', item.sku).execute();
    expect((await mark(id, { status: 'cancelled' })).status).toBe(200);
    expect(await stockOf(item.sku)).toEqual({ quantity: 1, inStock: 1 });
    await db.updateTable('products').set({ quantity: stock, inStock: 1 }).where('sku', '=', item.sku).execute();
  });

  it('answers 404 for an unknown order and 400 for a bad status, id or note, in the visitor’s language', async () => {
    const missing = await mark(2_000_000_000, { status: 'called' }, 'staff', 'fa');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toEqual({ en: 'There is no order with this number.', fa: 'سفارشی با این شماره وجود ندارد.' });
    const id = await placeOrder([{ sku: (await product()).sku, count: 1 }]);
    const badStatus = await mark(id, { status: 'shipped' }, 'staff', 'fa');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.additionalInfo[0]).toMatch(/^وضعیت: /);
    const longNote = await mark(id, { status: 'called', note: 'x'.repeat(501) }, 'staff', 'en');
    expect(longNote.status).toBe(400);
    expect(longNote.body.additionalInfo[0]).toMatch(/^Note: /);
    expect((await mark(id, { status: 'called', note: 5 })).status).toBe(400);
    expect((await mark(id, {})).status).toBe(400);
    expect((await call('/v1/staff/orders/abc/status', as('staff', { json: { status: 'called' } }))).status).toBe(400);
    expect((await call('/v1/staff/orders/0/status', as('staff', { json: { status: 'called' } }))).status).toBe(400);
    expect((await db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('new');
  });
});

/** Whether a download starts with the UTF-8 BOM spreadsheets need (a text decoder drops it). */
const bomOf = async (path: string) => {
  const bytes = new Uint8Array(
    await (await fetch(`${inject('baseUrl')}${path}`, { headers: { cookie: sessions.staff.cookie } })).arrayBuffer(),
  );
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
};

describe('the CSV exports', () => {
  it('downloads the orders of the current filter as the command line’s CSV, never cached', async () => {
    const id = await placeOrder([{ sku: (await product()).sku, count: 2 }], { shopName: '=HYPERLINK("x")' });
    const answer = await call('/v1/staff/orders.csv?status=new', as('staff'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.headers.get('cache-control')).toMatch(/no-store/);
    expect(await bomOf('/v1/staff/orders.csv?status=new')).toBe(true);
    const lines = answer.text.split('\r\n');
    expect(lines[0]).toBe(
      'order,created,status,channel,takenBy,name,mobile,shop,province,city,address,postalCode,sku,product,productFa,packages,package,packageFa,piecesPerPackage,pieces,pricePerPackage,amount',
    );
    const row = lines.find((line) => line.startsWith(`${orderNumber(id)},`))!;
    // Placed on the shop's pages: no one took it.
    expect(row).toContain(',new,web,,Shirin Kamali,');
    expect(row).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(lines.slice(1).every((line) => line === '' || /^\d+,[^,]+,new,/.test(line))).toBe(true);
    await mark(id, { status: 'called' });
    expect((await call('/v1/staff/orders.csv?status=new', as('staff'))).text).not.toContain(`\r\n${orderNumber(id)},`);
    expect((await call('/v1/staff/orders.csv', as('admin'))).text).toContain(`\r\n${orderNumber(id)},`);
    expect((await call('/v1/staff/orders.csv?status=lost', as('staff'))).status).toBe(400);
  });

  it('downloads the newsletter list', async () => {
    const email = `reader-${Date.now()}@example.com`;
    expect((await call('/v1/newsletter/subscribe', { json: { email }, headers: { 'accept-language': 'fa' } })).status).toBe(200);
    const answer = await call('/v1/staff/newsletter.csv', as('staff'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = answer.text.split('\r\n');
    expect(lines[0]).toBe('email,locale,subscribedAt');
    expect(await bomOf('/v1/staff/newsletter.csv')).toBe(true);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${email.replace(/\./g, '\\.')},fa,\\d{4}-`)));
  });
});
