import { PostgresAdapter, sql } from 'kysely';
import type { AccountOrder, SavedAddress } from '~/shared/contract/types.ts';
import type { AddressFields } from '~/shared/forms/rules.ts';
import { PREPARED, type Db } from '~/service/db/database.server.ts';
import type { OrderStatus, StoreSchema } from '~/service/db/schema.server.ts';
import { lockRule } from '~/service/db/ruleLock.server.ts';
import { orderTokenOf } from '~/service/order/orderLink.server.ts';
import { quoteOf, shipmentOf, type QuoteColumns } from '~/service/order/quoteRow.server.ts';
import { ORDER_TOKEN } from '~/shared/orders/orderLink.ts';
import { productSizes } from '~/service/catalogue/sizeNames.server.ts';
import { sizeCode, sizeNamesOf, type SizeNames } from '~/shared/catalogue/sku.ts';

/** The orders placed with the account's phone number, newest first, with their lines. */
export async function accountOrders(db: Db, phoneNumber: string, limit = 50): Promise<AccountOrder[]> {
  const orders = await db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('mobile', '=', phoneNumber)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return withLines(db, orders);
}

/** The order a token opens, as its page shows it; null for a token no order has (wrong, made-up or malformed alike). */
export async function orderByToken(db: Db, token: string): Promise<AccountOrder | null> {
  if (!ORDER_TOKEN.test(token)) return null;
  // The page read most, in one query: the order, its lines and its moves (as JSON), and the catalogue's version;
  // the products' pictures, slugs and sizes are kept per version (docs/architecture.md#order-pages-by-link).
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const found = await db
    .selectFrom('orders')
    .modifyFront(PREPARED)
    .select(ORDER_COLUMNS)
    .select((eb) => eb.selectFrom('meta').select('value').where('key', '=', 'catalogueVersion').as('catalogueVersion'))
    .select(jsonRows(postgres, 'orderLines', LINE_COLUMNS, 'position').as('lines'))
    .select(jsonRows(postgres, 'orderMoves', MOVE_COLUMNS, 'id').as('moves'))
    .where('accessToken', '=', token)
    .executeTakeFirst();
  if (!found) return null;
  const { catalogueVersion, lines: linesJson, moves: movesJson, ...order } = found;
  // PostgreSQL's driver reads JSON itself; SQLite answers its text.
  const lines = (typeof linesJson === 'string' ? JSON.parse(linesJson) : linesJson) as LineRow[];
  const moves = (typeof movesJson === 'string' ? JSON.parse(movesJson) : movesJson) as MoveRow[];
  const shown = await keptShownProducts(db, [...new Set(lines.map((line) => line.sku))], catalogueVersion ?? '0');
  return (await assembled(db, [order], lines, moves, shown))[0]!;
}

/** An order's rows of `table` as a JSON array of objects of `columns`, in the order of `by` (a subquery of the order's). */
function jsonRows(postgres: boolean, table: 'orderLines' | 'orderMoves', columns: readonly string[], by: string) {
  const fields = sql.join(columns.map((column) => sql`${sql.lit(column)}, ${sql.ref(`${table}.${column}`)}`));
  const order = sql.ref(`${table}.${by}`);
  const rows = postgres
    ? sql`json_agg(json_build_object(${fields}) order by ${order})`
    : sql`json_group_array(json_object(${fields}) order by ${order})`;
  return sql<unknown>`(select coalesce(${rows}, '[]') from ${sql.table(table)} where ${sql.ref(`${table}.orderId`)} = ${sql.ref('orders.id')})`;
}

/** What the customer's pages read of an order. */
const ORDER_COLUMNS = [
  'id',
  'createdAt',
  'status',
  'accessToken',
  'deliveryCost',
  'paymentWay',
  'quoteNote',
  'quotedAt',
  'quoteExpiresAt',
  'carrier',
  'trackingCode',
  'callMeAt',
] as const;

type OrderRow = QuoteColumns & { id: number; createdAt: number; status: OrderStatus; accessToken: string | null; callMeAt: number | null };
type LineRow = Pick<StoreSchema['orderLines'], (typeof LINE_COLUMNS)[number]>;
type MoveRow = { orderId: number; at: number; toStatus: OrderStatus };

const MOVE_COLUMNS = ['orderId', 'at', 'toStatus'] as const;
const LINE_COLUMNS = ['orderId', 'sku', 'nameFa', 'nameEn', 'count', 'packageTitleFa', 'packageTitleEn', 'pieces', 'quotedPrice'] as const;

/** The orders with their lines and moves. */
async function withLines(db: Db, orders: OrderRow[]): Promise<AccountOrder[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const [lines, moves] = await Promise.all([linesOf(db, ids), movesOf(db, ids)]);
  const shown = await shownProducts(db, [...new Set(lines.map((line) => line.sku))]);
  return assembled(db, orders, lines, moves, shown);
}

/** The lines of the orders with these ids, in order. */
function linesOf(db: Db, ids: readonly number[]): Promise<LineRow[]> {
  return db.selectFrom('orderLines').select(LINE_COLUMNS).where('orderId', 'in', ids).orderBy('orderId').orderBy('position').execute();
}

/** The moves of the orders with these ids, oldest first. */
function movesOf(db: Db, ids: readonly number[]): Promise<MoveRow[]> {
  return db.selectFrom('orderMoves').select(MOVE_COLUMNS).where('orderId', 'in', ids).orderBy('id').execute();
}

/** The orders put together with their lines, moves and products; an order placed before the links gets its token now. */
async function assembled(
  db: Db,
  orders: OrderRow[],
  lines: readonly LineRow[],
  moves: readonly MoveRow[],
  shown: ReadonlyMap<string, Shown>,
): Promise<AccountOrder[]> {
  const tokens = await Promise.all(orders.map((order) => order.accessToken ?? orderTokenOf(db, order.id)));
  return orders.map((order, index) => {
    const own = lines
      .filter((line) => line.orderId === order.id)
      .map(({ orderId: _, quotedPrice: __, ...line }) => ({
        ...line,
        image: null,
        slug: null,
        size: sizeNamesOf(undefined, sizeCode(line.sku)),
        ...shown.get(line.sku),
      }));
    return {
      id: order.id,
      createdAt: new Date(Number(order.createdAt)).toISOString(),
      status: order.status,
      token: tokens[index]!,
      moves: moves
        .filter((move) => move.orderId === order.id)
        .map((move) => ({ at: new Date(Number(move.at)).toISOString(), to: move.toStatus })),
      lines: own,
      packages: own.reduce((sum, line) => sum + line.count, 0),
      quote: quoteOf(
        order,
        lines.filter((line) => line.orderId === order.id).map((line) => line.quotedPrice),
      ),
      shipment: shipmentOf(order),
      callMeAt: order.callMeAt === null ? null : new Date(Number(order.callMeAt)).toISOString(),
    };
  });
}

type Shown = { image: string | null; slug: string; size: SizeNames };

/** What `shownProducts` answered for each SKU (undefined: not shown) while the catalogue is at `version`. */
const kept = { version: '', bySku: new Map<string, Shown | undefined>() };

/** As `shownProducts`, kept while the catalogue's version stays the same (any catalogue or stock write changes it). */
async function keptShownProducts(db: Db, skus: string[], version: string): Promise<Map<string, Shown>> {
  if (kept.version !== version || kept.bySku.size > 10_000) Object.assign(kept, { version, bySku: new Map() });
  const missing = skus.filter((sku) => !kept.bySku.has(sku));
  if (missing.length > 0) {
    const read = await shownProducts(db, missing);
    if (kept.version === version) for (const sku of missing) kept.bySku.set(sku, read.get(sku));
  }
  return new Map(skus.flatMap((sku) => (kept.bySku.get(sku) ? [[sku, kept.bySku.get(sku)!] as const] : [])));
}

/** The first picture, the slug and the size of each SKU the shop still shows. */
async function shownProducts(db: Db, skus: string[]): Promise<Map<string, Shown>> {
  if (skus.length === 0) return new Map();
  const products = await db
    .selectFrom('products')
    .select(['id', 'sku', 'slug', 'images'])
    .where('sku', 'in', skus)
    .where('status', '=', 'publish')
    .execute();
  const sizes = await productSizes(db, products);
  return new Map(
    products.map((p) => [p.sku, { image: (JSON.parse(p.images) as string[])[0] ?? null, slug: p.slug, size: sizes.get(p.id)! }]),
  );
}

/** The account's saved addresses in the order the visitor keeps them. */
export async function listAddresses(db: Db, accountId: number): Promise<SavedAddress[]> {
  const rows = await db.selectFrom('addresses').selectAll().where('accountId', '=', accountId).orderBy('position').orderBy('id').execute();
  return rows.map(({ accountId: _, position: __, ...address }) => address);
}

/**
 * Replaces the account's address book with `addresses` in one transaction: entries with the id of one of
 * the account's addresses are edited, the rest added, and addresses left out removed.
 */
export async function replaceAddresses(
  db: Db,
  accountId: number,
  addresses: (AddressFields & { id?: number | undefined })[],
): Promise<SavedAddress[]> {
  await db.transaction().execute(async (trx) => {
    // Two saves at once (two tabs) replace the book one after the other: neither leaves the other's rows behind.
    await lockRule(trx, `addresses ${accountId}`);
    const existing = new Set(
      (await trx.selectFrom('addresses').select('id').where('accountId', '=', accountId).execute()).map((r) => r.id),
    );
    const kept = new Set<number>();
    for (const [position, { id, ...fields }] of addresses.entries()) {
      if (id !== undefined && existing.has(id) && !kept.has(id)) {
        kept.add(id);
        await trx
          .updateTable('addresses')
          .set({ ...fields, position })
          .where('id', '=', id)
          .where('accountId', '=', accountId)
          .execute();
      } else {
        await trx
          .insertInto('addresses')
          .values({ ...fields, accountId, position })
          .execute();
      }
    }
    const removed = [...existing].filter((id) => !kept.has(id));
    if (removed.length > 0) await trx.deleteFrom('addresses').where('accountId', '=', accountId).where('id', 'in', removed).execute();
  });
  return listAddresses(db, accountId);
}
