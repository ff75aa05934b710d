import { sql } from 'kysely';
import type { AddressFields } from '../../features/forms/rules.ts';
import { bumpCatalogueVersion, type Db } from '../db/database.server.ts';

/** One line of an order: a SKU and its number of packages. */
export interface OrderItem {
  sku: string;
  count: number;
}

/** A line that cannot be filled: what was asked, and how many packages are left. */
export interface ShortLine {
  sku: string;
  nameFa: string;
  nameEn: string;
  asked: number;
  available: number;
}

export type PlaceOrderResult = { ok: true; orderId: number; repeated: boolean } | { ok: false; short: ShortLine[] };

class NotEnoughStock extends Error {
  short: ShortLine[];
  constructor(short: ShortLine[]) {
    super('not enough stock');
    this.short = short;
  }
}

/** Adds up lines of the same SKU (a list never repeats one, but a hand-made request may). */
export function mergeItems(items: readonly OrderItem[]): OrderItem[] {
  const merged = new Map<string, number>();
  for (const { sku, count } of items) merged.set(sku, (merged.get(sku) ?? 0) + count);
  return [...merged].map(([sku, count]) => ({ sku, count }));
}

/**
 * Stores an order in one transaction: every line's stock is taken with a guarded decrement (so of two
 * orders racing for the last package exactly one wins), then the order and its lines are written.
 * With an idempotency key already used, nothing is written and the first order is returned.
 */
export async function placeOrder(
  db: Db,
  input: { items: OrderItem[]; customer: AddressFields; locale: 'en' | 'fa'; idempotencyKey: string | null },
  now = Date.now(),
): Promise<PlaceOrderResult> {
  const { items, customer, locale, idempotencyKey } = input;
  const earlier = async () =>
    idempotencyKey ? await db.selectFrom('orders').select('id').where('idempotencyKey', '=', idempotencyKey).executeTakeFirst() : undefined;
  const first = await earlier();
  if (first) return { ok: true, orderId: first.id, repeated: true };
  try {
    return await db.transaction().execute(async (trx) => {
      const products = await trx
        .selectFrom('products')
        .select(['sku', 'nameFa', 'nameEn', 'quantity', 'status'])
        .where('sku', 'in', items.map((item) => item.sku))
        .execute();
      const bySku = new Map(products.map((p) => [p.sku, p]));
      const shortOf = (item: OrderItem): ShortLine => {
        const product = bySku.get(item.sku);
        const available = product?.status === 'publish' ? product.quantity : 0;
        return { sku: item.sku, nameFa: product?.nameFa ?? item.sku, nameEn: product?.nameEn ?? item.sku, asked: item.count, available };
      };
      const short = items.map(shortOf).filter((line) => line.available < line.asked);
      if (short.length > 0) throw new NotEnoughStock(short);
      // In SKU order, so two orders sharing products lock their rows in the same order (no deadlock in PostgreSQL).
      for (const item of [...items].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))) {
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
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) throw new NotEnoughStock([{ ...shortOf(item), available: 0 }]);
      }
      const { id } = await trx
        .insertInto('orders')
        .values({ ...customer, locale, status: 'new', idempotencyKey, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('orderLines')
        .values(items.map((item, position) => ({ orderId: id, position, sku: item.sku, nameFa: bySku.get(item.sku)!.nameFa, nameEn: bySku.get(item.sku)!.nameEn, count: item.count })))
        .execute();
      await bumpCatalogueVersion(trx);
      return { ok: true as const, orderId: id, repeated: false };
    });
  } catch (error) {
    if (error instanceof NotEnoughStock) return { ok: false, short: error.short };
    // The same key sent twice at once: the other request stored the order.
    const raced = await earlier();
    if (raced) return { ok: true, orderId: raced.id, repeated: true };
    throw error;
  }
}
