import { categoryPath } from '~/shared/catalogue/paths.ts';
import type { SizeFilter } from '~/shared/catalogue/sku.ts';
import type { Banner, Category, PackageType, Product } from '~/shared/catalogue/types.ts';
import { bumpCatalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import { productToRow } from './productRow.server.ts';

type Texts = 'nameFa' | 'nameEn' | 'descriptionFa' | 'descriptionEn' | 'slug';

/** A menu entry as editors write it; entries refer to their parent by key. */
export interface MenuInput {
  key: string;
  parentKey: string | null;
  titleFa: string;
  titleEn: string;
  href: string;
}

/**
 * A whole catalogue as editors and the demo seed provide it; categories refer to each other by xCode.
 * Without `menu` the menu follows the category tree.
 */
export interface CatalogueInput {
  categories: (Pick<Category, Texts | 'xCode'> & { parentXCode: string | null; sizeFilters: SizeFilter[] })[];
  products: (Pick<Product, Texts | 'sku' | 'parentSku' | 'images' | 'status' | 'quantity'> & {
    categoryXCodes: string[];
    /** The package types it is sold in, the default first; empty or absent: every active type. */
    packageIds?: number[];
    /** Shown in the home page's row of featured products. */
    featured?: boolean;
  })[];
  banners: (Omit<Banner, 'id' | 'mediaInfos'> & { media: Banner['mediaInfos'] })[];
  packages: PackageType[];
  menu?: MenuInput[];
}

const BATCH = 200;

type Categories = CatalogueInput['categories'];

/** Replaces the whole catalogue in one transaction (all or nothing); the menu is the input's, else the category tree. */
export async function writeCatalogue(db: Db, input: CatalogueInput): Promise<void> {
  await db.transaction().execute((trx) => replaceCatalogue(trx, input));
}

/** Replaces the whole catalogue inside the caller's transaction (the staff area's import records it in the same one). */
export async function replaceCatalogue(trx: Db, input: CatalogueInput): Promise<void> {
  await clearCatalogue(trx);
  // Parents first, so every parentId exists when its child is written.
  const categories = parentsFirst(
    input.categories,
    (c) => c.xCode,
    (c) => c.parentXCode,
  );
  const categoryIds = await writeCategories(trx, categories);
  await writeMenu(trx, input.menu ?? categoryMenu(categories));
  await writeProducts(trx, input.products, categoryIds);
  await writeBannersAndPackages(trx, input);
  await bumpCatalogueVersion(trx);
}

/** Empties the catalogue's tables, links before what they link. */
async function clearCatalogue(trx: Db): Promise<void> {
  await trx.deleteFrom('productCategories').execute();
  await trx.deleteFrom('products').execute();
  await trx.deleteFrom('categorySizeFilters').execute();
  await trx.deleteFrom('menuItems').execute();
  await trx.deleteFrom('categories').execute();
  await trx.deleteFrom('banners').execute();
  await trx.deleteFrom('packages').execute();
}

/** Writes the categories (parents first) with their size filters; returns each xCode's new id. */
async function writeCategories(trx: Db, categories: Categories): Promise<Map<string, number>> {
  const categoryIds = new Map<string, number>();
  for (const [position, category] of categories.entries()) {
    const parentId = category.parentXCode ? (categoryIds.get(category.parentXCode) ?? null) : null;
    const { id } = await trx
      .insertInto('categories')
      .values({
        xCode: category.xCode,
        slug: category.slug,
        nameFa: category.nameFa,
        nameEn: category.nameEn,
        descriptionFa: category.descriptionFa,
        descriptionEn: category.descriptionEn,
        parentId,
        position,
        image: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(category.xCode, id);
    if (category.sizeFilters.length > 0) {
      await trx
        .insertInto('categorySizeFilters')
        .values(category.sizeFilters.map((f, i) => ({ categoryId: id, code: f.id, title: f.title, titleFa: f.titleFa ?? '', position: i })))
        .execute();
    }
  }
  return categoryIds;
}

/** Writes the menu entries, parents first, in their order. */
export async function writeMenu(trx: Db, entries: MenuInput[]): Promise<void> {
  const menuIds = new Map<string, number>();
  const menu = parentsFirst(
    entries,
    (m) => m.key,
    (m) => m.parentKey,
  );
  for (const [position, item] of menu.entries()) {
    const { id } = await trx
      .insertInto('menuItems')
      .values({
        parentId: item.parentKey ? (menuIds.get(item.parentKey) ?? null) : null,
        titleFa: item.titleFa,
        titleEn: item.titleEn,
        href: item.href,
        position,
        active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    menuIds.set(item.key, id);
  }
}

/** Writes the products in batches, each with its links to the categories (by the ids just written). */
async function writeProducts(trx: Db, products: CatalogueInput['products'], categoryIds: Map<string, number>): Promise<void> {
  for (let start = 0; start < products.length; start += BATCH) {
    const batch = products.slice(start, start + BATCH);
    const rows = await trx
      .insertInto('products')
      .values(batch.map((p, i) => productToRow(p, start + i)))
      .returning(['id', 'sku'])
      .execute();
    const idOf = new Map(rows.map((row) => [row.sku, row.id]));
    const links = batch.flatMap((p) =>
      [...new Set(p.categoryXCodes)].map((xCode) => ({
        productId: idOf.get(p.sku)!,
        categoryId: categoryIds.get(xCode)!,
      })),
    );
    if (links.length > 0) await trx.insertInto('productCategories').values(links).execute();
  }
}

/** Writes the banners in their order (the staff area's banner list writes them anew this way too). */
export async function writeBanners(trx: Db, banners: CatalogueInput['banners']): Promise<void> {
  for (const [position, banner] of banners.entries()) {
    await trx
      .insertInto('banners')
      .values({ ...banner, media: JSON.stringify(banner.media), position })
      .execute();
  }
}

async function writeBannersAndPackages(trx: Db, input: Pick<CatalogueInput, 'banners' | 'packages'>): Promise<void> {
  await writeBanners(trx, input.banners);
  if (input.packages.length > 0) {
    await trx
      .insertInto('packages')
      .values(input.packages.map((p) => ({ ...p, active: 1 })))
      .execute();
  }
}

/** The menu that follows the category tree: one entry per category, linking to its page. */
export function categoryMenu(categories: Categories): MenuInput[] {
  return categories.map((c) => ({
    key: c.xCode,
    parentKey: c.parentXCode,
    titleFa: c.nameFa,
    titleEn: c.nameEn,
    href: categoryPath(c),
  }));
}

/** Items ordered level by level (keeping their order within a level), so every parent comes before its children. */
export function parentsFirst<T>(items: T[], keyOf: (item: T) => string, parentOf: (item: T) => string | null): T[] {
  const placed = new Set<string>();
  const ordered: T[] = [];
  let rest = items;
  while (rest.length > 0) {
    const ready = rest.filter((item) => parentOf(item) === null || placed.has(parentOf(item)!));
    if (ready.length === 0) throw new Error(`Entries with a missing parent: ${rest.map(keyOf).join(', ')}`);
    for (const item of ready) placed.add(keyOf(item));
    ordered.push(...ready);
    const done = new Set(ready);
    rest = rest.filter((item) => !done.has(item));
  }
  return ordered;
}
