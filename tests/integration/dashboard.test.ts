import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { OrderChannel } from '~/shared/fields/channels.ts';
import { catalogueFigures, mostOrderedFamilies, orderFigures, type DashboardClock } from '~/service/staff/dashboard.server.ts';
import { parseCsv } from '~/service/csv.ts';
import { setOrderStatus } from '~/service/order/staffOrders.server.ts';
import { bumpCatalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import { dropDatabaseFor, openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { call } from './http.ts';
import type { OrderState } from '~/shared/fields/vocabulary.ts';

// The dashboard's figures (docs/staff.md#the-dashboard), each against a history of known answers on a store of its
// own, read at 00:30 in Tehran (+3:30 all year since 2022): the shop's day began an hour ago, the UTC day did not.
const dir = mkdtempSync(join(tmpdir(), 'dashboard-'));
const { db } = await openTestStore(dir);
afterAll(async () => {
  await db.destroy();
  await dropDatabaseFor(dir);
  rmSync(dir, { recursive: true, force: true });
});
const HOUR = 3_600_000;
const now = Date.parse('2026-03-09T21:00:00Z');
const clock: DashboardClock = { now, timeZone: 'Asia/Tehran', callBackHours: 24 };
/** The midnight in Tehran that began the shop's today, 2026-03-10 (the UTC day is still the 9th). */
const todayStart = Date.parse('2026-03-09T20:30:00Z');

let phone = 0;
/** An order as the history has it: placed at `createdAt`, in `status`, by `channel`, with lines. */
async function order(
  createdAt: number,
  fields: {
    status?: OrderState;
    channel?: OrderChannel;
    name?: string;
    lines?: [string, number][];
    quotedAt?: number;
    updatedAt?: number;
  } = {},
) {
  const { id } = await db
    .insertInto('orders')
    .values({
      mobile: `0912${String(++phone).padStart(7, '0')}`,
      firstName: fields.name ?? 'Sara',
      lastName: 'Karimi',
      address: '4 Saadi St',
      province: 'Tehran',
      city: 'Tehran',
      shopName: '',
      postalCode: '1234567890',
      locale: 'fa',
      status: fields.status ?? 'delivered',
      createdAt,
      channel: fields.channel ?? 'web',
      quotedAt: fields.quotedAt ?? null,
      updatedAt: fields.updatedAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, [sku, count]] of (fields.lines ?? []).entries())
    await db.insertInto('orderLines').values({ orderId: id, position, sku, nameEn: sku, nameFa: sku, count }).execute();
  return id;
}
const called = (orderId: number, at: number) =>
  db.insertInto('orderMoves').values({ orderId, at, actorName: 'Staff', fromStatus: 'new', toStatus: 'called' }).execute();

async function product(sku: string, parentSku: string, quantity: number, status: 'publish' | 'draft' = 'publish') {
  await db
    .insertInto('products')
    .values({
      ...{ sku, parentSku, nameEn: `${parentSku} name`, nameFa: `نام ${parentSku}`, slug: sku.toLowerCase(), status, quantity },
      ...{ inStock: quantity > 0 ? 1 : 0, position: 0, descriptionFa: '', descriptionEn: '', images: '[]', searchText: '' },
    })
    .execute();
}

describe('orders per day, by channel, in the shop’s days', () => {
  it('counts each order on its Tehran day: ten minutes either side of midnight fall on two days', async () => {
    await order(todayStart - 10 * 60_000, { channel: 'phone' });
    await order(todayStart + 10 * 60_000, { channel: 'instagram' });
    await order(todayStart + 20 * 60_000);
    const firstDay = todayStart - 29 * 24 * HOUR;
    await order(firstDay, { channel: 'telegram' });
    await order(firstDay - 1, { channel: 'telegram' });
    const { days } = await orderFigures(db, clock);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ day: '2026-03-10', byChannel: { instagram: 1, web: 1 }, total: 2 });
    expect(days.at(-2)).toEqual({ day: '2026-03-09', byChannel: { phone: 1 }, total: 1 });
    expect(days[0]).toEqual({ day: '2026-02-09', byChannel: { telegram: 1 }, total: 1 });
    expect(days.reduce((sum, day) => sum + day.total, 0)).toBe(4);
  });
});

describe('waiting for a call', () => {
  it('lists the new orders oldest first, each late by how long it is past CALL_BACK_HOURS, and counts the late ones', async () => {
    const late6 = await order(now - 30 * HOUR, { status: 'new', name: 'Late six' });
    const late1 = await order(now - 25 * HOUR, { status: 'new', name: 'Late one', channel: 'whatsapp' });
    const fresh = await order(now - 2 * HOUR, { status: 'new', name: 'Fresh' });
    const { calls } = await orderFigures(db, clock);
    expect(calls.total).toBe(3);
    expect(calls.late).toBe(2);
    expect(calls.hours).toBe(24);
    expect(calls.oldest.map((o) => [o.id, o.name, o.lateBy])).toEqual([
      [late6, 'Late six Karimi', 6 * HOUR],
      [late1, 'Late one Karimi', HOUR],
      [fresh, 'Fresh Karimi', 0],
    ]);
    expect(calls.oldest[1]!.channel).toBe('whatsapp');
    // A longer promise: none is late.
    expect((await orderFigures(db, { ...clock, callBackHours: 48 })).calls.late).toBe(0);
  });

  it('shows a call made or an order placed on the next read, though the counts are kept between pages', async () => {
    const before = await orderFigures(db, clock);
    const oldest = before.calls.oldest[0]!;
    const staff = { accountId: 0, phoneNumber: '09120000000', name: 'Staff', roles: 'staff' };
    await setOrderStatus(db, staff, oldest.id, { status: 'called' }, now);
    const after = await orderFigures(db, clock);
    expect(after.calls.total).toBe(before.calls.total - 1);
    expect(after.calls.late).toBe(before.calls.late - 1);
    expect(after.calls.oldest.map((o) => o.id)).not.toContain(oldest.id);
    expect(after.firstCall.callsThisWeek).toBe(before.firstCall.callsThisWeek + 1);
    await order(now - 60_000, { status: 'new', channel: 'phone' });
    const placed = await orderFigures(db, clock);
    expect(placed.calls.total).toBe(after.calls.total + 1);
    expect(placed.days.at(-1)!.total).toBe(after.days.at(-1)!.total + 1);
  });

  it('gives the median time to the first call of the shop’s last seven days and of the seven before', async () => {
    // A month on: each process reads the days before today once a day, so this history is written before they are read.
    const later = now + 31 * 24 * HOUR;
    const placedCalled = async (placed: number, after: number) => called(await order(placed, { status: 'called' }), placed + after);
    await placedCalled(later - 3 * 24 * HOUR, 2 * HOUR);
    await placedCalled(later - 2 * 24 * HOUR, 4 * HOUR);
    await placedCalled(later - 24 * HOUR, 9 * HOUR);
    await placedCalled(later - 10 * 24 * HOUR, HOUR);
    await placedCalled(later - 9 * 24 * HOUR, 3 * HOUR);
    await placedCalled(later - 20 * 24 * HOUR, 5 * HOUR);
    const cancelled = await order(later - 24 * HOUR, { status: 'cancelled' });
    await db
      .insertInto('orderMoves')
      .values({ orderId: cancelled, at: later - HOUR, actorName: 'Staff', fromStatus: 'new', toStatus: 'cancelled' })
      .execute();
    // Today's first call (ten minutes into the shop's day) is read as it is made.
    await placedCalled(later - 2 * HOUR, 100 * 60_000);
    const { firstCall } = await orderFigures(db, { ...clock, now: later });
    expect(firstCall).toEqual({ thisWeek: 3 * HOUR, lastWeek: 2 * HOUR, callsThisWeek: 4, callsLastWeek: 2 });
  });
});

describe('quotes and confirmed orders', () => {
  it('lists the quotes waiting for the customer by the age of the quote, and the confirmed ones not sent', async () => {
    const recent = await order(now - 4 * 24 * HOUR, { status: 'quoted', quotedAt: now - 24 * HOUR });
    const older = await order(now - 2 * 24 * HOUR, { status: 'quoted', quotedAt: now - 3 * 24 * HOUR });
    const confirmed = await order(now - 5 * 24 * HOUR, { status: 'confirmed', updatedAt: now - 5 * HOUR });
    const { quoted, confirmed: toSend } = await orderFigures(db, clock);
    expect(quoted.total).toBe(2);
    expect(quoted.oldest.map((o) => [o.id, o.since])).toEqual([
      [older, new Date(now - 3 * 24 * HOUR).toISOString()],
      [recent, new Date(now - 24 * HOUR).toISOString()],
    ]);
    expect(toSend).toEqual({
      total: 1,
      oldest: [expect.objectContaining({ id: confirmed, since: new Date(now - 5 * HOUR).toISOString() })],
    });
  });
});

describe('the catalogue’s figures', () => {
  it('ranks the sold-out sizes by back-in-stock requests still waiting, leaving out ended ones and sizes in stock', async () => {
    await product('DSHA01A', 'DSHA01', 0);
    await product('DSHB01A', 'DSHB01', 0);
    await product('DSHC01A', 'DSHC01', 10);
    const alert = (sku: string, n: number, endedAt: number | null = null) =>
      db
        .insertInto('stockAlerts')
        .values({
          phone: `0935100${String(n).padStart(4, '0')}`,
          sku,
          locale: 'fa',
          token: `dash-${sku}-${n}`,
          createdAt: now - HOUR,
          endedAt,
        })
        .execute();
    for (const n of [1, 2, 3]) await alert('DSHA01A', n);
    await alert('DSHB01A', 4);
    await alert('DSHB01A', 5, now - 60_000);
    await alert('DSHC01A', 6);
    const { awaited } = await catalogueFigures(db, clock, 5);
    expect(awaited.map((size) => [size.sku, size.count, size.parentSku])).toEqual([
      ['DSHA01A', 3, 'DSHA01'],
      ['DSHB01A', 1, 'DSHB01'],
    ]);
    expect(awaited[0]!.nameFa).toBe('نام DSHA01');
  });

  it('lists the published sizes at or below the low-stock line, the fewest first, sold-out and drafts left out', async () => {
    await product('DSHD01A', 'DSHD01', 5);
    await product('DSHD01B', 'DSHD01', 1);
    await product('DSHD01C', 'DSHD01', 6);
    await product('DSHD01D', 'DSHD01', 2, 'draft');
    const { low } = await catalogueFigures(db, clock, 5);
    expect(low.total).toBe(2);
    expect(low.threshold).toBe(5);
    expect(low.sizes.map((size) => [size.sku, size.count])).toEqual([
      ['DSHD01B', 1],
      ['DSHD01A', 5],
    ]);
    expect((await catalogueFigures(db, clock, 6)).low.total).toBe(3);
  });

  it('counts the searches that found nothing over the shop’s last 30 days and still find nothing, the commonest first', async () => {
    await db
      .insertInto('searchMisses')
      .values([
        { day: '2026-03-10', text: 'قزقیب', count: 2 },
        { day: '2026-03-01', text: 'قزقیب', count: 3 },
        { day: '2026-02-09', text: 'xqzvw', count: 4 },
        { day: '2026-02-08', text: 'old', count: 50 },
        // Found nothing once; a product published since answers it.
        { day: '2026-03-09', text: 'mrb01', count: 9 },
      ])
      .execute();
    await product('MRB0130', 'MRB01', 2);
    await bumpCatalogueVersion(db);
    const { misses } = await catalogueFigures(db, clock, 5);
    expect(misses).toEqual([
      { text: 'قزقیب', count: 5, lastDay: '2026-03-10' },
      { text: 'xqzvw', count: 4, lastDay: '2026-02-09' },
    ]);
  });

  it('ranks the families ordered most in the last 30 days by orders, then packages, cancelled orders left out', async () => {
    await product('DSHF01A', 'DSHF01', 9);
    await product('DSHF01B', 'DSHF01', 9);
    await product('DSHG01A', 'DSHG01', 9);
    await order(now - HOUR, {
      lines: [
        ['DSHF01A', 1],
        ['DSHF01B', 2],
      ],
    });
    const tenDaysAgo = await order(now - 10 * 24 * HOUR, { lines: [['DSHF01A', 1]] });
    await order(todayStart - 29 * 24 * HOUR, { lines: [['DSHG01A', 10]] });
    await order(now - HOUR, { status: 'cancelled', lines: [['DSHG01A', 7]] });
    await order(todayStart - 29 * 24 * HOUR - 1, { lines: [['DSHG01A', 3]] });
    const ranked = async () =>
      (await mostOrderedFamilies(db, now, clock.timeZone)).map((family) => [family.parentSku, family.sku, family.orders, family.packages]);
    expect(await ranked()).toEqual([
      ['DSHF01', 'DSHF01A', 2, 4],
      ['DSHG01', 'DSHG01A', 1, 10],
    ]);
    // An order of an earlier day cancelled, and one placed now: both count at once.
    await db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', tenDaysAgo).execute();
    await order(now - 60_000, { lines: [['DSHG01A', 1]] });
    expect(await ranked()).toEqual([
      ['DSHG01', 'DSHG01A', 2, 11],
      ['DSHF01', 'DSHF01A', 1, 3],
    ]);
  });
});

const shop = await openTestStore(inject('dataDir'));
afterAll(() => shop.db.destroy());

describe('the dashboard page and the lists it links to, on the shop', () => {
  const page = (path: string, cookie?: string) => call(path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

  it('shows each role the figures it may read: staff the orders’, editors the catalogue’s, admins both', async () => {
    const headings = async (role: 'staff' | 'editor' | 'admin', path = '/staff') => {
      const answer = await page(path, (await signedInAs(shop.db, role, `Dashboard ${role}`)).cookie);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toContain('no-store');
      return [...answer.text.matchAll(/<h2 id="([\w-]+)"/g)].map((match) => match[1]);
    };
    expect(await headings('staff')).toEqual(['orders-chart', 'calls', 'first-call', 'quoted', 'confirmed', 'report', 'families']);
    expect(await headings('editor')).toEqual(['awaited', 'low', 'misses', 'families']);
    expect(await headings('admin', '/fa/staff')).toEqual([
      'orders-chart',
      'calls',
      'first-call',
      'quoted',
      'confirmed',
      'report',
      'awaited',
      'low',
      'misses',
      'families',
    ]);
  });

  it('is not for customers (the 404 page) nor for visitors (the login page, coming back)', async () => {
    expect((await page('/staff', (await signedInAs(shop.db, 'customer')).cookie)).status).toBe(404);
    const visitor = await page('/fa/staff');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toContain(encodeURIComponent('/fa/staff'));
  });

  it('the orders list narrows to one of the shop’s days and a channel, as the chart’s bars and numbers link', async () => {
    const staff = await signedInAs(shop.db, 'staff', 'Dashboard lists');
    const at = (iso: string, channel: OrderChannel) =>
      shop.db
        .insertInto('orders')
        .values({
          mobile: '09121110000',
          firstName: 'Day',
          lastName: 'Test',
          address: 'x',
          province: 'Tehran',
          city: 'Tehran',
          shopName: iso,
          postalCode: '1234567890',
          locale: 'en',
          status: 'delivered',
          createdAt: Date.parse(iso),
          channel,
        })
        .execute();
    // 5 Jan 2020 in Tehran: from 20:30 UTC on the 4th to 20:30 UTC on the 5th.
    await at('2020-01-04T20:20:00Z', 'inPerson');
    await at('2020-01-04T20:40:00Z', 'inPerson');
    await at('2020-01-05T20:00:00Z', 'inPerson');
    await at('2020-01-05T10:00:00Z', 'phone');
    const list = async (query: string) => {
      const answer = await call(`/v1/staff/orders?status=delivered&${query}`, { headers: { cookie: staff.cookie } });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data.orders.map((o: { shopName: string }) => o.shopName).sort();
    };
    expect(await list('day=2020-01-05&channel=inPerson')).toEqual(['2020-01-04T20:40:00Z', '2020-01-05T20:00:00Z']);
    expect(await list('day=2020-01-05')).toEqual(['2020-01-04T20:40:00Z', '2020-01-05T10:00:00Z', '2020-01-05T20:00:00Z']);
    expect(await list('day=2020-01-04&channel=inPerson')).toEqual(['2020-01-04T20:20:00Z']);
    const pageHtml = (await page('/staff/orders?status=all&day=2020-01-05&channel=phone', staff.cookie)).text;
    expect(pageHtml).toContain('2020-01-05T10:00:00Z');
    expect(pageHtml).not.toContain('2020-01-05T20:00:00Z');
    for (const bad of ['day=2020-13-01', 'day=yesterday', 'channel=fax']) {
      const refused = await call(`/v1/staff/orders?${bad}`, { headers: { cookie: staff.cookie } });
      expect(refused.status, bad).toBe(400);
    }
  });
});

describe('reports to keep', () => {
  it('counts a period’s orders by the shop’s day, channel and status, as CSV a spreadsheet reads back', async () => {
    const staff = await signedInAs(shop.db, 'staff', 'Report staff');
    const at = (iso: string, channel: OrderChannel, status: OrderState) =>
      shop.db
        .insertInto('orders')
        .values({
          mobile: '09121110001',
          firstName: '=HYPERLINK("x")',
          lastName: 'Report',
          address: 'x',
          province: 'Tehran',
          city: 'Tehran',
          shopName: '',
          postalCode: '1234567890',
          locale: 'fa',
          status,
          createdAt: Date.parse(iso),
          channel,
        })
        .execute();
    // 1 June 2019 in Tehran (11 Khordad 1398) runs from 19:30 UTC on 31 May: Iran kept daylight saving then.
    await at('2019-05-31T19:40:00Z', 'phone', 'delivered');
    await at('2019-06-01T10:00:00Z', 'phone', 'delivered');
    await at('2019-06-01T11:00:00Z', 'web', 'cancelled');
    await at('2019-05-31T19:20:00Z', 'web', 'delivered');
    await at('2019-06-02T19:40:00Z', 'instagram', 'new');
    const report = await call('/v1/staff/reports/orders.csv?from=2019-06-01&to=2019-06-02', { headers: { cookie: staff.cookie } });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-disposition')).toBe('attachment; filename="orders-by-day-2019-06-01-to-2019-06-02.csv"');
    const bytes = new Uint8Array(
      await (await fetch(`${inject('baseUrl')}/v1/staff/reports/orders.csv`, { headers: { cookie: staff.cookie } })).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)], 'a BOM, so spreadsheets read the file as UTF-8').toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(report.text).rows).toEqual([
      ['day', 'daySolarHijri', 'channel', 'status', 'orders'],
      ['2019-06-01', '1398/03/11', 'web', 'cancelled', '1'],
      ['2019-06-01', '1398/03/11', 'phone', 'delivered', '2'],
    ]);
    const refused = async (query: string) => {
      const answer = await call(`/v1/staff/reports/orders.csv?${query}`, { headers: { cookie: staff.cookie, 'accept-language': 'fa' } });
      expect(answer.status, query).toBe(400);
      return answer.body.message;
    };
    expect((await refused('from=2019-06-02&to=2019-06-01')).fa).toBe('دوره‌ای تا ۳۶۶ روز انتخاب کنید که روز نخستش پس از روز آخرش نباشد.');
    await refused('from=2018-01-01&to=2019-06-01');
    await refused('from=2019-02-30');
    const editor = await signedInAs(shop.db, 'editor', 'Report editor');
    expect((await call('/v1/staff/reports/orders.csv', { headers: { cookie: editor.cookie } })).status).toBe(404);
  });
});
