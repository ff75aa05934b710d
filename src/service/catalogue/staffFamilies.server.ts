// The editors' products table (docs/staff.md#catalogue-editing): families with their sizes, filtered by name or
// SKU, category (with the categories under it), stock level and status; a family is listed when one of its sizes
// passes the filters, with those sizes.
import { sql } from 'kysely';
import { mediaUrl } from '~/shared/catalogue/paths.ts';
import { searchTerms } from '~/shared/catalogue/search.ts';
import { LOW_STOCK, type FamilyFilter, type StaffFamily, type StaffFamilyPage } from '~/shared/staff/productEditing.ts';
import type { Db } from '~/service/db/database.server.ts';
import { containing } from '~/service/db/like.ts';
import { productPackages } from './catalogue.server.ts';
import { categoriesOf } from './catalogueEdit.server.ts';
import { readPrices } from './quotePrices.server.ts';
import { productSizes } from './sizeNames.server.ts';

/** Families a page of the table holds. */
export const FAMILIES_PER_PAGE = 30;
/** The thumbnail width the table shows. */
const THUMB = 128;

/** A category's id and those of every category under it. */
async function categoryAndBelow(db: Db, xCode: string): Promise<number[]> {
  const categories = await db.selectFrom('categories').select(['id', 'xCode', 'parentId']).execute();
  const start = categories.find((c) => c.xCode === xCode);
  if (!start) return [];
  const ids = [start.id];
  for (let i = 0; i < ids.length; i++) ids.push(...categories.filter((c) => c.parentId === ids[i]).map((c) => c.id));
  return ids;
}

/** The products (sizes) the filter keeps. */
function filtered(db: Db, filter: FamilyFilter, categoryIds: number[] | null) {
  let query = db.selectFrom('products');
  for (const term of searchTerms(filter.q ?? '')) {
    query = query.where(sql<boolean>`${sql.ref('searchText')} like ${containing(term)} escape '\\'`);
  }
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.stock === 'out') query = query.where('quantity', '<=', 0);
  if (filter.stock === 'low') query = query.where('quantity', '>', 0).where('quantity', '<=', LOW_STOCK);
  if (filter.stock === 'in') query = query.where('quantity', '>', LOW_STOCK);
  if (categoryIds) {
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('productCategories')
        .select('productId')
        .where('categoryId', 'in', categoryIds.length > 0 ? categoryIds : [-1]),
    );
  }
  return query;
}

/** How many back-in-stock requests wait for each size. */
const waitingBySku = (db: Db) =>
  db
    .selectFrom('stockAlerts')
    .select(['sku', (eb) => eb.fn.countAll<number>().as('count')])
    .where('endedAt', 'is', null)
    .groupBy('sku');

/** One page of families with their sizes, in the shop's order (or those most waited for first). */
export async function listStaffFamilies(db: Db, filter: FamilyFilter): Promise<StaffFamilyPage> {
  const categoryIds = filter.category ? await categoryAndBelow(db, filter.category) : null;
  const [counts, page] = await Promise.all([
    filtered(db, filter, categoryIds)
      .select([sql<number>`count(distinct ${sql.ref('parentSku')})`.as('families'), (eb) => eb.fn.countAll<number>().as('sizes')])
      .executeTakeFirstOrThrow(),
    filtered(db, filter, categoryIds)
      .leftJoin(waitingBySku(db).as('waiting'), 'waiting.sku', 'products.sku')
      .select(['parentSku', (eb) => eb.fn.min('position').as('first'), (eb) => eb.fn.min('products.id').as('firstId')])
      .groupBy('parentSku')
      .$if(filter.sort === 'waiting', (query) => query.orderBy(sql`coalesce(sum(${sql.ref('waiting.count')}), 0)`, 'desc'))
      .orderBy('first')
      .orderBy('firstId')
      .limit(FAMILIES_PER_PAGE)
      .offset((filter.page - 1) * FAMILIES_PER_PAGE)
      .execute(),
  ]);
  const codes = page.map((row) => row.parentSku);
  const rows =
    codes.length === 0
      ? []
      : await filtered(db, filter, categoryIds)
          .where('parentSku', 'in', codes)
          .select(['id', 'sku', 'parentSku', 'nameEn', 'nameFa', 'status', 'quantity', 'images', 'packageIds'])
          .orderBy('sku')
          .execute();
  const families = await familiesOf(db, codes, rows);
  return { families, total: Number(counts.families), sizes: Number(counts.sizes), page: filter.page, perPage: FAMILIES_PER_PAGE };
}

type Row = {
  id: number;
  sku: string;
  parentSku: string;
  nameEn: string;
  nameFa: string;
  status: 'publish' | 'draft';
  quantity: number;
  images: string;
  packageIds: string;
};

/** The families in the page's order, each named and pictured by its first size, with its sizes' titles and categories. */
async function familiesOf(db: Db, codes: string[], rows: Row[]): Promise<StaffFamily[]> {
  const [sizes, priceOf, waiting] = await Promise.all([
    productSizes(db, rows),
    defaultPrices(db, rows),
    rows.length === 0
      ? []
      : waitingBySku(db)
          .where(
            'sku',
            'in',
            rows.map((row) => row.sku),
          )
          .execute(),
  ]);
  const waitingOf = new Map(waiting.map((row) => [row.sku, Number(row.count)]));
  const firsts = codes.map((code) => rows.find((row) => row.parentSku === code)!);
  const categories = await categoriesOf(
    db,
    firsts.map((row) => row.id),
  );
  return firsts.map((first) => {
    const picture = (JSON.parse(first.images) as string[])[0];
    return {
      parentSku: first.parentSku,
      nameEn: first.nameEn,
      nameFa: first.nameFa,
      picture: picture ? mediaUrl(picture, THUMB) : null,
      categories: categories.get(first.id) ?? [],
      sizes: rows
        .filter((row) => row.parentSku === first.parentSku)
        .map((row) => ({
          sku: row.sku,
          size: sizes.get(row.id)!,
          status: row.status,
          quantity: row.quantity,
          price: priceOf(row),
          waiting: waitingOf.get(row.sku) ?? 0,
        })),
    };
  });
}

/** Each size's price to quote for one package of its default type (the first it is sold in), as the table shows it. */
async function defaultPrices(db: Db, rows: Row[]) {
  const [prices, packages] = await Promise.all([
    readPrices(
      db,
      rows.map((row) => row.sku),
    ),
    db.selectFrom('packages').select(['id', 'titleEn', 'titleFa']).where('active', '=', 1).orderBy('id').execute(),
  ]);
  return (row: Row): StaffFamily['sizes'][number]['price'] => {
    // The type the shop offers first, as the product page does.
    const first = productPackages(
      row.packageIds,
      packages.map((p) => p.id),
    )[0];
    const type = packages.find((p) => p.id === first);
    const price = type && prices.get(row.sku)?.find((p) => p.packageId === type.id);
    return type && price ? { amount: price.price, package: { en: type.titleEn, fa: type.titleFa } } : null;
  };
}
