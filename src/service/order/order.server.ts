import { sql } from 'kysely';
import type { AddressFields } from '~/shared/forms/rules.ts';
import { activePackages, productPackages } from '~/service/catalogue/catalogue.server.ts';
import { bumpCatalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import { serviceConfig } from '~/service/config.server.ts';
import { newOrderToken } from './orderLink.server.ts';
import { queueOrderText } from '~/service/texts/customerTexts.server.ts';
import { wakeTextSender } from '~/service/texts/textSender.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import type { StaffChannel } from '~/shared/fields/channels.ts';

/** One line of an order: a SKU, its number of packages and their type (the product's default when absent). */
export interface OrderItem {
  sku: string;
  count: number;
  packageId?: number | undefined;
}

/** A line whose package type the product is not sold in (any more). */
export interface PackageMismatch {
  sku: string;
  nameFa: string;
  nameEn: string;
  packageId: number;
}

/** A line that cannot be filled: what was asked, and how many packages are left. */
export interface ShortLine {
  sku: string;
  nameFa: string;
  nameEn: string;
  asked: number;
  available: number;
}

/**
 * An order staff take (docs/staff.md#orders-staff-take): the channel it came by, who took it, and what its
 * transaction writes after the order and its lines (the quote, in place of the "received" text).
 */
export interface TakenBy {
  channel: StaffChannel;
  takenBy: string;
  complete: (trx: Db, orderId: number, now: number) => Promise<void>;
}

export type PlaceOrderResult =
  | { ok: true; orderId: number; repeated: boolean; lowStock: LowStock[] }
  | { ok: false; short: ShortLine[] }
  | { ok: false; short: []; packages: PackageMismatch[] };

/** A size the order took to or below the shop's low-stock line (LOW_STOCK_THRESHOLD): what is left of it. */
export interface LowStock {
  sku: string;
  nameEn: string;
  nameFa: string;
  quantity: number;
  threshold: number;
}

class NotEnoughStock extends Error {
  short: ShortLine[];
  constructor(short: ShortLine[]) {
    super('not enough stock');
    this.short = short;
  }
}

class WrongPackage extends Error {
  lines: PackageMismatch[];
  constructor(lines: PackageMismatch[]) {
    super('package type not offered');
    this.lines = lines;
  }
}

/**
 * Adds up lines of the same SKU and package type (a hand-made request may repeat one); a line without a type is of
 * the product's default type, so it stays apart until that is known.
 */
export function mergeItems(items: readonly OrderItem[]): OrderItem[] {
  const merged = new Map<string, OrderItem>();
  for (const item of items) {
    const key = `${item.sku}|${item.packageId ?? ''}`;
    const line = merged.get(key);
    if (line) line.count += item.count;
    else merged.set(key, { ...item });
  }
  return [...merged.values()];
}

/** The products an order names and the active package types, read inside its transaction. */
async function readProducts(trx: Db, items: readonly OrderItem[]) {
  const [products, active] = await Promise.all([
    trx
      .selectFrom('products')
      .select(['sku', 'nameFa', 'nameEn', 'quantity', 'status', 'packageIds'])
      .where(
        'sku',
        'in',
        items.map((item) => item.sku),
      )
      .execute(),
    activePackages(trx),
  ]);
  return { bySku: new Map(products.map((p) => [p.sku, p])), active };
}
type OrderProducts = Awaited<ReturnType<typeof readProducts>>;

/**
 * Each line's package type: the one asked for, when the product is sold in it; else its default. Throws on one it is
 * not sold in.
 */
function typeLines(items: readonly OrderItem[], { bySku, active }: OrderProducts) {
  const typed = items.map((item) => {
    const product = bySku.get(item.sku);
    const offered = product
      ? productPackages(
          product.packageIds,
          active.map((p) => p.id),
        )
      : [];
    return { ...item, packageId: item.packageId ?? offered[0], offered };
  });
  const wrong = typed.filter((item) => bySku.has(item.sku) && (item.packageId === undefined || !item.offered.includes(item.packageId)));
  if (wrong.length > 0) {
    throw new WrongPackage(
      wrong.map((item) => ({
        sku: item.sku,
        nameFa: bySku.get(item.sku)!.nameFa,
        nameEn: bySku.get(item.sku)!.nameEn,
        packageId: item.packageId ?? 0,
      })),
    );
  }
  return typed;
}

/**
 * Takes each SKU's stock with a guarded decrement, or throws NotEnoughStock. Stock is counted per SKU: lines of
 * one SKU in two package types draw on the same stock.
 */
async function takeStock(trx: Db, typed: readonly OrderItem[], { bySku }: OrderProducts): Promise<LowStock[]> {
  const threshold = serviceConfig().lowStockThreshold;
  const low: LowStock[] = [];
  const shortOf = (item: OrderItem): ShortLine => {
    const product = bySku.get(item.sku);
    const available = product?.status === 'publish' ? product.quantity : 0;
    return { sku: item.sku, nameFa: product?.nameFa ?? item.sku, nameEn: product?.nameEn ?? item.sku, asked: item.count, available };
  };
  const asked = mergeItems(typed.map(({ sku, count }) => ({ sku, count })));
  const short = asked.map(shortOf).filter((line) => line.available < line.asked);
  if (short.length > 0) throw new NotEnoughStock(short);
  // In SKU order, so two orders sharing products lock their rows in the same order (no deadlock in PostgreSQL).
  for (const item of [...asked].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))) {
    // Guarded: another order may have taken the stock since it was read.
    const taken = await trx
      .updateTable('products')
      .set({
        quantity: sql<number>`quantity - ${item.count}`,
        inStock: sql<number>`case when quantity - ${item.count} > 0 then 1 else 0 end`,
      })
      .where('sku', '=', item.sku)
      .where('status', '=', 'publish')
      .where('quantity', '>=', item.count)
      .returning('quantity')
      .executeTakeFirst();
    if (!taken) throw new NotEnoughStock([{ ...shortOf(item), available: 0 }]);
    // Crossed by this order (it was above the line, it is at or under it now): told once per crossing.
    const left = Number(taken.quantity);
    if (threshold > 0 && left <= threshold && left + item.count > threshold) {
      const product = bySku.get(item.sku)!;
      low.push({ sku: item.sku, nameEn: product.nameEn, nameFa: product.nameFa, quantity: left, threshold });
    }
  }
  return low;
}

/** Writes the order and its lines, each with its product's names and its package type as they are now. */
async function writeOrder(
  trx: Db,
  typed: readonly OrderItem[],
  { bySku, active }: OrderProducts,
  order: { customer: AddressFields; locale: Locale; idempotencyKey: string | null; now: number; taken?: TakenBy | undefined },
): Promise<number> {
  const { customer, locale, idempotencyKey, now, taken } = order;
  const source = taken ? { channel: taken.channel, takenBy: taken.takenBy } : {};
  const { id } = await trx
    .insertInto('orders')
    .values({ ...customer, ...source, locale, status: 'new', idempotencyKey, createdAt: now, accessToken: newOrderToken() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('orderLines')
    .values(
      typed.map((item, position) => {
        const unit = active.find((p) => p.id === item.packageId)!;
        const product = bySku.get(item.sku)!;
        return {
          orderId: id,
          position,
          sku: item.sku,
          nameFa: product.nameFa,
          nameEn: product.nameEn,
          count: item.count,
          packageId: unit.id,
          packageTitleFa: unit.titleFa,
          packageTitleEn: unit.titleEn,
          pieces: unit.pieces,
        };
      }),
    )
    .execute();
  return id;
}

/**
 * Stores an order in one transaction: each line's stock taken by a guarded decrement (of two orders racing for the
 * last package, one wins), then the order and lines. A used idempotency key returns the first order.
 */
export async function placeOrder(
  db: Db,
  input: { items: OrderItem[]; customer: AddressFields; locale: Locale; idempotencyKey: string | null; taken?: TakenBy },
  now = Date.now(),
): Promise<PlaceOrderResult> {
  const { items, customer, locale, idempotencyKey, taken } = input;
  const earlier = async () =>
    idempotencyKey ? await db.selectFrom('orders').select('id').where('idempotencyKey', '=', idempotencyKey).executeTakeFirst() : undefined;
  const first = await earlier();
  if (first) return { ok: true, orderId: first.id, repeated: true, lowStock: [] };
  try {
    const placed = await db.transaction().execute(async (trx) => {
      const products = await readProducts(trx, items);
      const typed = typeLines(items, products);
      const lowStock = await takeStock(trx, typed, products);
      const orderId = await writeOrder(trx, typed, products, { customer, locale, idempotencyKey, now, taken });
      await bumpCatalogueVersion(trx, 'stock');
      if (taken) await taken.complete(trx, orderId, now);
      else await queueOrderText(trx, orderId, 'received', now);
      return { ok: true as const, orderId, repeated: false, lowStock };
    });
    wakeTextSender();
    return placed;
  } catch (error) {
    if (error instanceof NotEnoughStock) return { ok: false, short: error.short };
    if (error instanceof WrongPackage) return { ok: false, short: [], packages: error.lines };
    // The same key sent twice at once: the other request stored the order.
    const raced = await earlier();
    if (raced) return { ok: true, orderId: raced.id, repeated: true, lowStock: [] };
    throw error;
  }
}
