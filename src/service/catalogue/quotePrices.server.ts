// Staff's prices to quote (docs/staff.md#prices-to-quote), in a table of their own: the shop's pages and calls read
// the products, never this. The catalogue file, the product form and the staff's orders read and write it here.
import { pricesCell } from '~/shared/staff/quotePrices.ts';
import type { Db } from '~/service/db/database.server.ts';
import type { QuotePrice } from '~/shared/contract/staff/catalogue.ts';

const BATCH = 200;

/** Each SKU's prices, by package number; only the SKUs asked for when `skus` is given. */
export async function readPrices(db: Db, skus?: readonly string[]): Promise<Map<string, QuotePrice[]>> {
  if (skus?.length === 0) return new Map();
  let query = db.selectFrom('quotePrices').select(['sku', 'packageId', 'price']).orderBy('sku').orderBy('packageId');
  if (skus) query = query.where('sku', 'in', [...skus]);
  const prices = new Map<string, QuotePrice[]>();
  for (const row of await query.execute()) {
    prices.set(row.sku, [...(prices.get(row.sku) ?? []), { packageId: row.packageId, price: Number(row.price) }]);
  }
  return prices;
}

/**
 * Replaces the prices of the products that give them (one without `prices` keeps its own) and drops those of the
 * SKUs `removed`: an import, and a product form's save.
 */
export async function writePrices(trx: Db, products: readonly { sku: string; prices?: QuotePrice[] }[], removed: readonly string[]) {
  // Only the SKUs whose prices differ are rewritten: an unchanged file touches none. A form's save reads its own
  // SKU's prices, an import the whole table (in one query rather than thousands of SKUs in a list).
  const withPrices = products.filter((p) => p.prices !== undefined);
  const stored = await readPrices(trx, withPrices.length <= BATCH ? withPrices.map((p) => p.sku) : undefined);
  const given = withPrices.filter((p) => pricesCell(p.prices!) !== pricesCell(stored.get(p.sku) ?? []));
  const cleared = [...removed, ...given.map((p) => p.sku)];
  for (let start = 0; start < cleared.length; start += BATCH) {
    await trx
      .deleteFrom('quotePrices')
      .where('sku', 'in', cleared.slice(start, start + BATCH))
      .execute();
  }
  const rows = given.flatMap((p) => p.prices!.map(({ packageId, price }) => ({ sku: p.sku, packageId, price })));
  for (let start = 0; start < rows.length; start += BATCH) {
    await trx
      .insertInto('quotePrices')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}
