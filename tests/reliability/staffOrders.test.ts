import { describe, expect, it } from 'vitest';
import { CUSTOMER as customer } from '../support/customer.ts';
import { signedInAs } from '../support/staffSession.ts';
import { twoWorkerShop } from '../support/twoWorkerShop.ts';

const own = twoWorkerShop('storefront-staff-orders-');

async function order(sku: string, key: string) {
  const response = await fetch(`${own.shop.url}/v1/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ items: [{ sku, count: 1 }], customer }),
  });
  return { status: response.status, body: (await response.json()) as { data?: { orderId: number } } };
}

async function cancel(id: number, cookie: string) {
  const response = await fetch(`${own.shop.url}/v1/staff/orders/${id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ status: 'cancelled' }),
  });
  return response.status;
}

describe('cancelling orders while others are placed', () => {
  it('never oversells: the stock left is always what was there, less the live orders', async () => {
    const staff = [await signedInAs(own.db, 'staff'), await signedInAs(own.db, 'admin')];
    const { sku } = await own.db
      .selectFrom('products')
      .select('sku')
      .where('status', '=', 'publish')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const STOCK = 6;
    await own.db.updateTable('products').set({ quantity: STOCK, inStock: 1 }).where('sku', '=', sku).execute();

    const placed: number[] = [];
    const refused: number[] = [];
    const cancels: number[] = [];
    // Twelve buyers, each trying five times; every other order they get is cancelled at once by two staff racing.
    const buyer = async (b: number) => {
      for (let i = 0; i < 5; i++) {
        const answer = await order(sku, `race-${b}-${i}-${Date.now()}`);
        if (answer.status !== 200) {
          refused.push(answer.status);
          continue;
        }
        const id = answer.body.data!.orderId;
        placed.push(id);
        if ((b + i) % 2 === 0) cancels.push(...(await Promise.all(staff.map((member) => cancel(id, member.cookie)))));
      }
    };
    await Promise.all(Array.from({ length: 12 }, (_, b) => buyer(b)));

    expect(refused.every((status) => status === 409)).toBe(true);
    // Of each pair of racing cancels exactly one went through.
    expect(cancels.filter((status) => status === 200)).toHaveLength(cancels.length / 2);
    expect(cancels.filter((status) => status === 409)).toHaveLength(cancels.length / 2);

    const { quantity, inStock } = await own.db
      .selectFrom('products')
      .select(['quantity', 'inStock'])
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow();
    const rows = await own.db.selectFrom('orders').select(['id', 'status']).where('id', 'in', placed).execute();
    const live = rows.filter((row) => row.status !== 'cancelled').length;
    const cancelled = rows.length - live;
    expect(cancelled).toBe(cancels.length / 2);
    expect(quantity).toBeGreaterThanOrEqual(0);
    expect(quantity).toBe(STOCK - live);
    expect(inStock).toBe(quantity > 0 ? 1 : 0);
    // Cancels gave stock back, so more orders went through than there was stock at the start.
    expect(placed.length).toBeGreaterThan(STOCK);
    const audited = await own.db.selectFrom('auditLog').select('subject').where('action', '=', 'order.status').execute();
    expect(audited.filter((row) => placed.some((id) => row.subject === `order #${id}`))).toHaveLength(cancelled);
  });
});
