import { serviceConfig } from '../../service/config.server.ts';
import { catalogueSource, shopSnapshot, type ShopSnapshot } from '../../service/catalogue/source.server.ts';
import { descendantIds } from './categoryTree.ts';
import type { Page, Product } from './types.ts';

/**
 * The product lists of the static pages (a page of a category, of all products, a product's sizes).
 *
 * Built from the local store, they are cut from the build's one snapshot of the catalogue instead of one
 * query per page: with 10,000 products those queries (each category page sorting its whole category for
 * its OFFSET, a variants query per product page, about 21 s of SQL alone) made page generation 175 s
 * instead of 117 s (measured back to back, `npm run bench:build`). The snapshot is read with
 * the same filter and order as the queries (published only, in stock first, then position, then id; a
 * category with its subcategories, as `withDescendants`), so the pages come out the same. Sizes are
 * ordered by SKU as SQLite's BINARY collation does; on PostgreSQL `order by sku` follows the database's
 * collation, so there each product page still asks for its sizes. Built against SERVICE_URL, whose order
 * the contract leaves open beyond "out-of-stock last", every page still asks the service.
 */

const fromSnapshot = () => !serviceConfig().serviceUrl;
const sizesFromSnapshot = () => fromSnapshot() && !serviceConfig().databaseUrl;

interface Lists {
  byCategory: Map<number, Product[]>;
  byParent: Map<string, Product[]>;
}
const cache = new WeakMap<ShopSnapshot, Lists>();

function listsOf(snapshot: ShopSnapshot): Lists {
  let lists = cache.get(snapshot);
  if (!lists) {
    const byParent = new Map<string, Product[]>();
    for (const product of snapshot.products) {
      const group = byParent.get(product.parentSku);
      if (group) group.push(product);
      else byParent.set(product.parentSku, [product]);
    }
    for (const group of byParent.values()) group.sort((a, b) => binaryOrder(a.sku, b.sku));
    lists = { byCategory: new Map(), byParent };
    cache.set(snapshot, lists);
  }
  return lists;
}

/** SQLite's BINARY collation (UTF-8 bytes), which orders by code point rather than by UTF-16 unit. */
function binaryOrder(a: string, b: string): number {
  for (let i = 0; ; ) {
    if (i >= a.length) return i >= b.length ? 0 : -1;
    if (i >= b.length) return 1;
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    i += x > 0xffff ? 2 : 1;
  }
}

function pageOf(items: Product[], page: number, perPage: number): Page<Product> {
  return { items: items.slice((page - 1) * perPage, page * perPage), total: items.length, page, perPage };
}

/** One page of a category's published products (its subcategories included), out-of-stock last. */
export async function categoryPage(categoryId: number, page: number, perPage: number): Promise<Page<Product>> {
  if (!fromSnapshot()) return catalogueSource().products([categoryId], page, perPage);
  const snapshot = await shopSnapshot();
  const { byCategory } = listsOf(snapshot);
  let items = byCategory.get(categoryId);
  if (!items) {
    const below = new Set(descendantIds(snapshot.categories, [categoryId]));
    items = snapshot.products.filter((p) => p.categoryIds.some((id) => below.has(id)));
    byCategory.set(categoryId, items);
  }
  return pageOf(items, page, perPage);
}

/** One page of all published products, out-of-stock last. */
export async function allProductsPage(page: number, perPage: number): Promise<Page<Product>> {
  if (!fromSnapshot()) return catalogueSource().products(null, page, perPage);
  return pageOf((await shopSnapshot()).products, page, perPage);
}

/** The published sizes of one parent SKU, by SKU (at most 100, as the service's list). */
export async function variantsOf(parentSku: string): Promise<Product[]> {
  if (!sizesFromSnapshot()) return (await catalogueSource().variants(parentSku)).items;
  return (listsOf(await shopSnapshot()).byParent.get(parentSku) ?? []).slice(0, 100);
}
