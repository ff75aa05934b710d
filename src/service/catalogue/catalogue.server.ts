import { sql } from 'kysely';
import { descendantIds } from '~/shared/catalogue/categoryTree.ts';
import { toLatinDigits } from '~/shared/catalogue/search.ts';
import { forgiveTypos, matchesForms, searchableText, searchForms } from '~/shared/catalogue/searchForms.ts';
import type {
  Banner,
  Category,
  CategoryInfo,
  FamilyEntry,
  MenuItem,
  PackageType,
  Page,
  Product,
  StockLine,
} from '~/shared/catalogue/types.ts';
import { catalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { productColumns, productFromRow, type ProductRow } from './productRow.server.ts';

/** The home page banners, in editor order. */
export async function listBanners(db: Db): Promise<Banner[]> {
  const rows = await db.selectFrom('banners').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    mediaInfos: JSON.parse(row.media),
    titleFa: row.titleFa,
    titleEn: row.titleEn,
    descriptionFa: row.descriptionFa,
    descriptionEn: row.descriptionEn,
    alignContent: row.alignContent as Banner['alignContent'],
    slug: row.slug,
  }));
}

/** The main menu as a tree of at most three levels. */
export async function mainMenu(db: Db): Promise<MenuItem[]> {
  const rows = await db.selectFrom('menuItems').selectAll().orderBy('position').orderBy('id').execute();
  const build = (parentId: number | null, depth: number): MenuItem[] =>
    depth > 3
      ? []
      : rows
          .filter((row) => row.parentId === parentId)
          .map((row) => ({
            titleFa: row.titleFa,
            titleEn: row.titleEn,
            href: row.href,
            active: row.active === 1,
            childs: build(row.id, depth + 1),
          }));
  return build(null, 1);
}

/** Every category, parents before children. */
export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'xCode', 'nameFa', 'nameEn', 'descriptionFa', 'descriptionEn', 'slug', 'parentId', 'image'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows;
}

/** A category by code or id with its size filters; 404 when it does not exist. */
export async function categoryInfo(db: Db, query: { xCode?: string; categoryId?: number }): Promise<CategoryInfo> {
  let select = db
    .selectFrom('categories')
    .select(['id', 'xCode', 'nameFa', 'nameEn', 'descriptionFa', 'descriptionEn', 'slug', 'parentId', 'image']);
  select = query.xCode !== undefined ? select.where('xCode', '=', query.xCode) : select.where('id', '=', query.categoryId ?? -1);
  const category = await select.executeTakeFirst();
  if (!category) throw new ServiceError(404, 'categoryNotFound');
  const filters = await db
    .selectFrom('categorySizeFilters')
    .select(['code as id', 'title', 'titleFa'])
    .where('categoryId', '=', category.id)
    .orderBy('position')
    .orderBy('code')
    .execute();
  return { category, categorySizeFilters: filters };
}

/** The given categories and all categories below them. */
export async function withDescendants(db: Db, ids: number[]): Promise<number[]> {
  return descendantIds(await db.selectFrom('categories').select(['id', 'parentId']).execute(), ids);
}

/**
 * The published products in the given categories (with their subcategories) that match the search words;
 * null when nothing can match (no such category, no match), so callers answer an empty page without a query.
 */
async function publishedMatching(db: Db, options: { categoryIds: number[] | null; search?: string | undefined }) {
  let query = db.selectFrom('products').where('status', '=', 'publish');
  if (options.categoryIds) {
    const ids = await withDescendants(db, options.categoryIds);
    if (ids.length === 0) return null;
    query = query.where('id', 'in', db.selectFrom('productCategories').select('productId').where('categoryId', 'in', ids));
  }
  if (options.search !== undefined) {
    const ids = await matchingIds(db, options.search);
    if (ids.length === 0) return null;
    query = query.where('id', 'in', ids);
  }
  return query;
}

/** One page of published products, out-of-stock last; filtered by categories (with their subcategories) and search words. */
export async function listProducts(
  db: Db,
  options: { categoryIds: number[] | null; search?: string; page: number; perPage: number },
): Promise<Page<Product>> {
  const { page, perPage } = options;
  const query = await publishedMatching(db, options);
  if (!query) return { items: [], total: 0, page, perPage };
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(productColumns)
      .orderBy('inStock', 'desc')
      .orderBy('position')
      .orderBy('id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return { items: await toProducts(db, rows as ProductRow[]), total: Number(total), page, perPage };
}

/**
 * The best published matches for a search box, one per product family (its best-matching size): exact SKU
 * first, then in stock, at most `limit`.
 */
export async function searchProducts(db: Db, text: string, limit = 10): Promise<Product[]> {
  const ids = await matchingIds(db, text);
  if (ids.length === 0) return [];
  const query = db.selectFrom('products').where('status', '=', 'publish').where('id', 'in', ids);
  // Families have a handful of sizes: a few rows per suggestion leave enough families after grouping.
  const rows = await query
    .select(productColumns)
    .orderBy(sql`case when upper(${sql.ref('sku')}) = ${toLatinDigits(text.trim()).toUpperCase()} then 0 else 1 end`)
    .orderBy('inStock', 'desc')
    .orderBy('position')
    .orderBy('id')
    .limit(limit * 6)
    .execute();
  const firstOfFamily = new Map<string, ProductRow>();
  for (const row of rows as ProductRow[]) if (!firstOfFamily.has(row.parentSku)) firstOfFamily.set(row.parentSku, row);
  return toProducts(db, [...firstOfFamily.values()].slice(0, limit));
}

/**
 * One page of the product families that match a search (and categories), counted and paged by family, with
 * every published size of each: families with a size in stock first, then in catalogue order.
 */
export async function listFamilies(
  db: Db,
  options: { categoryIds: number[] | null; search?: string; page: number; perPage: number },
): Promise<Page<FamilyEntry>> {
  const { page, perPage } = options;
  const matches = await publishedMatching(db, options);
  if (!matches) return { items: [], total: 0, page, perPage };
  const [{ total }, families, matched] = await Promise.all([
    matches.select((eb) => eb.fn.count<number>('parentSku').distinct().as('total')).executeTakeFirstOrThrow(),
    matches
      .select('parentSku')
      .groupBy('parentSku')
      // As the product lists: in stock first, then where its first size in stock (or its first size) stands.
      .orderBy(sql`max(${sql.ref('inStock')})`, 'desc')
      .orderBy(sql`coalesce(min(case when ${sql.ref('inStock')} = 1 then ${sql.ref('position')} end), min(${sql.ref('position')}))`)
      .orderBy('parentSku')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    options.search === undefined ? Promise.resolve([]) : matches.select('sku').execute(),
  ]);
  if (families.length === 0) return { items: [], total: Number(total), page, perPage };
  const parents = families.map((family) => family.parentSku);
  const rows = await db
    .selectFrom('products')
    .select(productColumns)
    .where('status', '=', 'publish')
    .where('parentSku', 'in', parents)
    .orderBy('inStock', 'desc')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const members = Map.groupBy(await toProducts(db, rows as ProductRow[]), (product) => product.parentSku);
  const matchedSkus = new Set(matched.map((row) => row.sku));
  return {
    items: parents.map((parent) => {
      const sizes = members.get(parent) ?? [];
      // A search for one code starts its family's card on that size.
      const hits = sizes.filter((p) => matchedSkus.has(p.sku));
      const prefer =
        hits.length > 0 && hits.length < sizes.length ? (hits.find((p) => p.stock_status === 'instock') ?? hits[0])!.sku : undefined;
      return { members: sizes, prefer };
    }),
    total: Number(total),
    page,
    perPage,
  };
}

/** Stock state of the given SKUs; unknown SKUs are left out. */
export async function stockOf(db: Db, skus: string[]): Promise<StockLine[]> {
  if (skus.length === 0) return [];
  const [rows, active] = await Promise.all([
    db
      .selectFrom('products')
      .select(['sku', 'status', 'quantity', 'packageIds'])
      .where('sku', 'in', [...new Set(skus)])
      .execute(),
    activePackageIds(db),
  ]);
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  return skus.flatMap((sku) => {
    const row = bySku.get(sku);
    if (!row) return [];
    bySku.delete(sku); // each SKU once, in the order asked
    const stock_status = row.quantity > 0 ? 'instock' : 'outofstock';
    return [{ sku, stock_status, status: row.status, quantity: row.quantity, packageIds: productPackages(row.packageIds, active) }];
  });
}

/** The published variants (sizes) sharing one parent SKU. */
export async function listVariants(db: Db, parentSku: string, page: number, perPage: number): Promise<Page<Product>> {
  const query = db.selectFrom('products').where('status', '=', 'publish').where('parentSku', '=', parentSku);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(productColumns)
      .orderBy('sku')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return { items: await toProducts(db, rows as ProductRow[]), total: Number(total), page, perPage };
}

/** Package types that can be ordered. */
export async function activePackages(db: Db): Promise<PackageType[]> {
  return db.selectFrom('packages').select(['id', 'titleFa', 'titleEn', 'pieces']).where('active', '=', 1).orderBy('pieces').execute();
}

async function activePackageIds(db: Db): Promise<number[]> {
  return (await activePackages(db)).map((p) => p.id);
}

/**
 * The package types a product is sold in: the ones its editor chose that are still active, in the editor's
 * order (the first is the default), or every active type when none was chosen (or none chosen is active).
 */
export function productPackages(stored: string, active: readonly number[]): number[] {
  const chosen = (JSON.parse(stored) as number[]).filter((id) => active.includes(id));
  return chosen.length > 0 ? chosen : [...active];
}

/** Published products by id, in the order asked; unknown ids are left out. */
export async function productsByIds(db: Db, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(productColumns)
    .where('status', '=', 'publish')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  const products = await toProducts(db, rows as ProductRow[]);
  const byId = new Map(products.map((product) => [product.id, product]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/** A product by SKU, published or not, or undefined. */
export async function productBySku(db: Db, sku: string): Promise<Product | undefined> {
  const row = await db.selectFrom('products').select(productColumns).where('sku', '=', sku).executeTakeFirst();
  return row ? (await toProducts(db, [row as ProductRow]))[0] : undefined;
}

async function toProducts(db: Db, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const [links, active] = await Promise.all([
    db
      .selectFrom('productCategories')
      .select(['productId', 'categoryId'])
      .where(
        'productId',
        'in',
        rows.map((row) => row.id),
      )
      .execute(),
    activePackageIds(db),
  ]);
  const categoriesOf = new Map<number, number[]>();
  for (const link of links) {
    const list = categoriesOf.get(link.productId) ?? [];
    list.push(link.categoryId);
    categoriesOf.set(link.productId, list);
  }
  return rows.map((row) =>
    productFromRow(row, {
      categoryIds: (categoriesOf.get(row.id) ?? []).sort((a, b) => a - b),
      packageIds: productPackages(row.packageIds, active),
    }),
  );
}

interface SearchIndex {
  version: string;
  entries: { id: number; text: ReturnType<typeof searchableText> }[];
  /** Every word of the catalogue's searchable texts, once: where a slip of typing finds the word meant. */
  words: string[];
}
const searchIndexes = new WeakMap<Db, SearchIndex>();
const MAX_MATCHES = 20_000;

/**
 * Ids of published products whose names (both languages) or SKU hold every search word in one of its forms
 * (src/shared/catalogue/searchForms.ts: a plural, a colloquial form, the madda or the non-joiner left out); a
 * word found nowhere in the catalogue is taken as a slip for the catalogue's closest words ("vsae": vase).
 * The folded texts are kept in memory per catalogue version: scanning them beats a LIKE scan of the table.
 */
export async function matchingIds(db: Db, text: string): Promise<number[]> {
  const forms = searchForms(text);
  if (forms.length === 0) return [];
  const index = await searchIndex(db);
  const found = scanIndex(index, forms);
  if (found.length > 0) return found;
  const forgiven = forgiveTypos(forms, index.words);
  return forgiven ? scanIndex(index, forgiven) : [];
}

/** The catalogue's searchable texts, made again when the catalogue's version changes. */
async function searchIndex(db: Db): Promise<SearchIndex> {
  const version = await catalogueVersion(db);
  const kept = searchIndexes.get(db);
  if (kept?.version === version) return kept;
  const rows = await db.selectFrom('products').select(['id', 'searchText']).where('status', '=', 'publish').execute();
  const entries = rows.map((row) => ({ id: row.id, text: searchableText(row.searchText) }));
  const words = [...new Set(entries.flatMap((entry) => entry.text.spaced.split(' ')))].filter(Boolean);
  const index = { version, entries, words };
  searchIndexes.set(db, index);
  return index;
}

function scanIndex(index: SearchIndex, forms: string[][]): number[] {
  const ids: number[] = [];
  for (const entry of index.entries) {
    if (matchesForms(entry.text, forms)) {
      ids.push(entry.id);
      if (ids.length >= MAX_MATCHES) break;
    }
  }
  return ids;
}
