import { printable } from '~/shared/text/controlCharacters.ts';
import { toCsv } from '~/service/csv.ts';
import type { Db } from '~/service/db/database.server.ts';
import type { OrderStatus } from '~/service/db/schema.server.ts';

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
  lines: StaffOrderLine[];
}

/** A line as staff read it: the product, the packages and their type (none on orders placed before types were chosen). */
export interface StaffOrderLine {
  sku: string;
  nameEn: string;
  nameFa: string;
  /** Packages. */
  count: number;
  packageEn: string | null;
  packageFa: string | null;
  /** Pieces in one package; null when the type was not recorded. */
  pieces: number | null;
}

/** How a line reads in the staff list: `2 × Box of 6 (12 pieces)`, or `2 packages` when its type was not recorded. */
export function lineQuantity(line: StaffOrderLine): string {
  if (line.pieces === null || !line.packageEn) return `${line.count} ${line.count === 1 ? 'package' : 'packages'}`;
  const pieces = line.count * line.pieces;
  return `${line.count} × ${line.packageEn} (${pieces} ${pieces === 1 ? 'piece' : 'pieces'})`;
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
    .where(
      'orderId',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('orderId')
    .orderBy('position')
    .execute();
  const byOrder = Map.groupBy(lines, (line) => line.orderId);
  // What a customer typed is shown, never acted on: orders stored before the form dropped control characters may hold them.
  return orders.map((o) => ({
    id: o.id,
    createdAt: new Date(Number(o.createdAt)).toISOString(),
    status: o.status,
    name: printable(`${o.firstName} ${o.lastName}`),
    mobile: printable(o.mobile),
    shopName: printable(o.shopName),
    province: printable(o.province),
    city: printable(o.city),
    address: printable(o.address),
    postalCode: printable(o.postalCode),
    lines: (byOrder.get(o.id) ?? []).map((line) => ({
      sku: printable(line.sku),
      nameEn: printable(line.nameEn),
      nameFa: printable(line.nameFa),
      count: line.count,
      packageEn: line.packageTitleEn,
      packageFa: line.packageTitleFa,
      pieces: line.pieces,
    })),
  }));
}

/** Sets an order's status; false when there is no such order. */
export async function markOrder(db: Db, id: number, status: OrderStatus): Promise<boolean> {
  const result = await db.updateTable('orders').set({ status }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The orders as CSV, one row per order line (spreadsheets open it as UTF-8 thanks to the BOM). */
export function ordersCsv(orders: readonly StaffOrder[]): string {
  const header = [
    'order',
    'created',
    'status',
    'name',
    'mobile',
    'shop',
    'province',
    'city',
    'address',
    'postalCode',
    'sku',
    'product',
    'productFa',
    'packages',
    'package',
    'packageFa',
    'piecesPerPackage',
    'pieces',
  ];
  const rows = orders.flatMap((o) =>
    o.lines.map((line) => [
      o.id,
      o.createdAt,
      o.status,
      o.name,
      o.mobile,
      o.shopName,
      o.province,
      o.city,
      o.address,
      o.postalCode,
      line.sku,
      line.nameEn,
      line.nameFa,
      line.count,
      line.packageEn ?? '',
      line.packageFa ?? '',
      line.pieces ?? '',
      line.pieces === null ? '' : line.count * line.pieces,
    ]),
  );
  // A leading = + - @ is defused so a spreadsheet never runs a customer's text as a formula.
  return toCsv([header, ...rows], { defuseFormulas: true });
}
