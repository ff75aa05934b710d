import { toCsv } from '../csv.ts';
import type { Db } from '../db/database.server.ts';
import type { OrderStatus } from '../db/schema.server.ts';

/** Where an order can stand. */
export const ORDER_STATUSES: readonly OrderStatus[] = ['new', 'called', 'done', 'cancelled'];

/** An order as staff see it: who to call, where it goes, and what was asked for. */
export interface StaffOrder {
  id: number;
  createdAt: string;
  status: OrderStatus;
  name: string;
  mobile: string;
  shopName: string;
  province: string;
  city: string;
  address: string;
  postalCode: string;
  lines: { sku: string; nameEn: string; nameFa: string; count: number }[];
}

/** Orders oldest first (the next call to make comes first), optionally of one status. */
export async function listOrders(db: Db, status?: OrderStatus): Promise<StaffOrder[]> {
  let query = db.selectFrom('orders').selectAll().orderBy('createdAt').orderBy('id');
  if (status) query = query.where('status', '=', status);
  const orders = await query.execute();
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom('orderLines')
    .selectAll()
    .where('orderId', 'in', orders.map((o) => o.id))
    .orderBy('orderId')
    .orderBy('position')
    .execute();
  const byOrder = Map.groupBy(lines, (line) => line.orderId);
  return orders.map((o) => ({
    id: o.id,
    createdAt: new Date(Number(o.createdAt)).toISOString(),
    status: o.status,
    name: `${o.firstName} ${o.lastName}`,
    mobile: o.mobile,
    shopName: o.shopName,
    province: o.province,
    city: o.city,
    address: o.address,
    postalCode: o.postalCode,
    lines: (byOrder.get(o.id) ?? []).map(({ sku, nameEn, nameFa, count }) => ({ sku, nameEn, nameFa, count })),
  }));
}

/** Sets an order's status; false when there is no such order. */
export async function markOrder(db: Db, id: number, status: OrderStatus): Promise<boolean> {
  const result = await db.updateTable('orders').set({ status }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The orders as CSV, one row per order line (spreadsheets open it as UTF-8 thanks to the BOM). */
export function ordersCsv(orders: readonly StaffOrder[]): string {
  const header = ['order', 'created', 'status', 'name', 'mobile', 'shop', 'province', 'city', 'address', 'postalCode', 'sku', 'product', 'productFa', 'packages'];
  const rows = orders.flatMap((o) =>
    o.lines.map((line) => [o.id, o.createdAt, o.status, o.name, o.mobile, o.shopName, o.province, o.city, o.address, o.postalCode, line.sku, line.nameEn, line.nameFa, line.count]),
  );
  // A leading = + - @ is defused so a spreadsheet never runs a customer's text as a formula.
  return toCsv([header, ...rows], { defuseFormulas: true });
}
