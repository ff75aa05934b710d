import { sql } from 'kysely';
import { descendantIds } from '~/shared/catalogue/categoryTree.ts';
import type {
  Banner,
  Category,
  CategoryInfo,
  MenuItem,
  PackageType,
  Page,
  Product,
  SearchPage,
  StockLine,
  Suggestions,
} from '~/shared/contract/types.ts';
import type { Db } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { productColumns, productFromRow, type ProductRow } from './productRow.server.ts';
import { searchCatalogue, type KnownLinks, type SearchEntry } from './searchIndex.server.ts';
import type { FamilyEntry } from '~/shared/catalogue/families.ts';

/** The home page banners, in editor order. */
export async function listBanners(db: Db): Promise<Banner[]> {
  const rows = await db.selectFrom('banners').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    media: JSON.parse(row.media),
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
            children: build(row.id, depth + 1),
          }));
  return build(null, 1);
}

/** Every category, parents before children. */
export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'xCode', 'nameFa', 'nameEn', 'descriptionFa', 'descriptionEn', 'slug', 'parentId', 'image', 'sizeUnit', 'sizeMeasure'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows;
}

/** A category by code or id with its size filters; 404 when it does not exist. */
export async function categoryInfo(db: Db, query: { xCode?: string; categoryId?: number }): Promise<CategoryInfo> {
  let select = db
    .selectFrom('categories')
    .select(['id', 'xCode', 'nameFa', 'nameEn', 'descriptionFa', 'descriptionEn', 'slug', 'parentId', 'image', 'sizeUnit', 'sizeMeasure']);
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
 * The published products in the given categories (with their subcategories), or an empty answer when there are none.
 */
async function publishedIn(db: Db, categoryIds: number[] | null) {
  let query = db.selectFrom('products').where('status', '=', 'publish');
  if (categoryIds) {
    const ids = await withDescendants(db, categoryIds);
    if (ids.length === 0) return null;
    query = query.where('id', 'in', db.selectFrom('productCategories').select('productId').where('categoryId', 'in', ids));
  }
  return query;
}

interface Listing {
  categoryIds: number[] | null;
  page: number;
  perPage: number;
}

/** A search's own options: `asTyped`, no other reading of the query (the other layout, Finglish). */
type Searching = { search: string; asTyped?: boolean | undefined };

/** One page of the published products matching a search (in categories), ranked as the search ranks them. */
export async function searchList(db: Db, options: Listing & Searching): Promise<SearchPage<Product>> {
  const { page, perPage } = options;
  const { matches, didYouMean, readAs, links } = await searchCatalogue(db, options.search, options.categoryIds, options);
  const shown = matches.slice((page - 1) * perPage, page * perPage);
  return {
    items: await publishedByIds(
      db,
      shown.map((entry) => entry.id),
      links,
    ),
    total: matches.length,
    page,
    perPage,
    didYouMean,
    readAs,
  };
}

/** One page of published products, out-of-stock last, filtered by categories (with their subcategories). */
export async function listProducts(db: Db, options: Listing): Promise<Page<Product>> {
  const { page, perPage } = options;
  const query = await publishedIn(db, options.categoryIds);
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

/** The best matches for a search box, one per product family (its best-matching size), at most `limit`. */
export async function searchProducts(db: Db, text: string, limit = 10): Promise<Product[]> {
  return (await suggestProducts(db, text, limit)).products;
}

/** The search box's suggestions and, when a word was found nowhere, the query with its slips mended. */
export async function suggestProducts(db: Db, text: string, limit = 10): Promise<Suggestions> {
  const { matches, didYouMean, readAs, links } = await searchCatalogue(db, text);
  const best = familyPage(matches, 0, limit).families;
  return {
    products: await publishedByIds(
      db,
      best.map((members) => members[0]!.id),
      links,
    ),
    didYouMean,
    readAs,
  };
}

/**
 * The families of the matches from the `from`-th to before the `to`-th, ordered by each family's best match, and how
 * many match: only a page's families are gathered, as a search may match thousands.
 */
function familyPage(matches: SearchEntry[], from: number, to: number): { families: SearchEntry[][]; total: number } {
  const order = new Map<string, number>();
  const families: SearchEntry[][] = [];
  for (const entry of matches) {
    let n = order.get(entry.parentSku);
    if (n === undefined) order.set(entry.parentSku, (n = order.size));
    if (n >= from && n < to) (families[n - from] ??= []).push(entry);
  }
  return { families, total: order.size };
}

/**
 * One page of the product families in categories (with their subcategories), with every published size of each:
 * families with a size in stock first, then in catalogue order.
 */
export async function listFamilies(db: Db, options: Listing): Promise<Page<FamilyEntry>> {
  const { page, perPage } = options;
  const families = await familiesIn(db, options.categoryIds, page, perPage);
  return { items: families.parents.length === 0 ? [] : await familyEntries(db, families.parents), total: families.total, page, perPage };
}

/**
 * One page of the product families matching a search (in categories), counted and paged by family, the best
 * match first, with every published size of each; `prefer` starts a card on the size a search named by its code.
 */
export async function searchFamilies(db: Db, options: Listing & Searching): Promise<SearchPage<FamilyEntry>> {
  const { page, perPage } = options;
  const { matches, didYouMean, readAs, links } = await searchCatalogue(db, options.search, options.categoryIds, options);
  const { families: shown, total } = familyPage(matches, (page - 1) * perPage, page * perPage);
  const matchedSkus = new Set(shown.flat().map((entry) => entry.sku));
  const items =
    shown.length === 0
      ? []
      : await familyEntries(
          db,
          shown.map((members) => members[0]!.parentSku),
          { matchedSkus, links },
        );
  return { items, total, page, perPage, didYouMean, readAs };
}

/** One page of the families in the given categories: families with a size in stock first, then in catalogue order. */
async function familiesIn(db: Db, categoryIds: number[] | null, page: number, perPage: number) {
  const matches = await publishedIn(db, categoryIds);
  if (!matches) return { parents: [], total: 0 };
  const [{ total }, families] = await Promise.all([
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
  ]);
  return { parents: families.map((family) => family.parentSku), total: Number(total) };
}

/** The given families with every published size, in the order given; a search's matched sizes pick each card's size. */
async function familyEntries(
  db: Db,
  parents: string[],
  search?: { matchedSkus: ReadonlySet<string>; links: KnownLinks },
): Promise<FamilyEntry[]> {
  const matchedSkus = search?.matchedSkus;
  // Sorted here: an ORDER BY would lead the database to walk the listing index over the whole catalogue.
  const rows = (await db
    .selectFrom('products')
    .select([...productColumns, 'inStock', 'position'])
    .where('status', '=', 'publish')
    .where('parentSku', 'in', parents)
    .execute()) as (ProductRow & { inStock: number; position: number })[];
  rows.sort((a, b) => b.inStock - a.inStock || a.position - b.position || a.id - b.id);
  const members = Map.groupBy(await toProducts(db, rows, search?.links), (product) => product.parentSku);
  return parents.map((parent) => {
    const sizes = members.get(parent) ?? [];
    // A search for one code starts its family's card on that size.
    const hits = matchedSkus ? sizes.filter((p) => matchedSkus.has(p.sku)) : [];
    const prefer =
      hits.length > 0 && hits.length < sizes.length ? (hits.find((p) => p.stockStatus === 'instock') ?? hits[0])!.sku : undefined;
    return { members: sizes, prefer };
  });
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
    const stockStatus = row.quantity > 0 ? 'instock' : 'outofstock';
    return [{ sku, stockStatus, status: row.status, quantity: row.quantity, packageIds: productPackages(row.packageIds, active) }];
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
  return publishedByIds(db, [...new Set(ids)]);
}

async function publishedByIds(db: Db, ids: number[], known?: KnownLinks): Promise<Product[]> {
  if (ids.length === 0) return [];
  // The status is checked here: asked for it, SQLite would walk the listing index rather than look the ids up.
  const rows = await db.selectFrom('products').select(productColumns).where('id', 'in', ids).execute();
  const products = await toProducts(
    db,
    (rows as ProductRow[]).filter((row) => row.status === 'publish'),
    known,
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Products by SKU, published or not, in the order asked; unknown SKUs are left out. */
export async function productsBySkus(db: Db, skus: readonly string[]): Promise<Product[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(productColumns)
    .where('sku', 'in', [...new Set(skus)])
    .execute();
  const bySku = new Map((await toProducts(db, rows as ProductRow[])).map((product) => [product.sku, product]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}

/** A product by SKU, published or not, or undefined. */
export async function productBySku(db: Db, sku: string): Promise<Product | undefined> {
  const row = await db.selectFrom('products').select(productColumns).where('sku', '=', sku).executeTakeFirst();
  return row ? (await toProducts(db, [row as ProductRow]))[0] : undefined;
}

/** Stored products as the contract's, with their links: read here, or as the search index knows them. */
async function toProducts(db: Db, rows: ProductRow[], known?: KnownLinks): Promise<Product[]> {
  if (rows.length === 0) return [];
  const { categoriesOf, activePackages } = known ?? (await readLinks(db, rows));
  return rows.map((row) =>
    productFromRow(row, {
      categoryIds: categoriesOf.get(row.id) ?? [],
      packageIds: productPackages(row.packageIds, activePackages),
    }),
  );
}

async function readLinks(db: Db, rows: ProductRow[]): Promise<KnownLinks> {
  const [links, activePackages] = await Promise.all([
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
  for (const link of links) categoriesOf.set(link.productId, [...(categoriesOf.get(link.productId) ?? []), link.categoryId]);
  for (const ids of categoriesOf.values()) ids.sort((a, b) => a - b);
  return { categoriesOf, activePackages };
}
