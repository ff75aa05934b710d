import { categoryPath } from '~/shared/catalogue/paths.ts';
import { bumpCatalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import type { CatalogueInput, MenuInput } from './catalogueInput.ts';
import { productToRow } from './productRow.server.ts';
import { writePrices } from './quotePrices.server.ts';
import { textBackInStock } from './stockAlerts.server.ts';

const BATCH = 200;

type Categories = CatalogueInput['categories'];

/**
 * Replaces the whole catalogue in one transaction (all or nothing); the menu is the input's, else the category tree.
 */
export async function writeCatalogue(db: Db, input: CatalogueInput): Promise<void> {
  await db.transaction().execute((trx) => replaceCatalogue(trx, input));
}

/**
 * Replaces the whole catalogue inside the caller's transaction. Every row whose key stays keeps its id (category by
 * xCode, product by SKU, banner by place, package by number), so an unchanged import changes nothing a page read.
 */
export async function replaceCatalogue(trx: Db, input: CatalogueInput): Promise<void> {
  // The version's row lock first: two imports (or an import and an edit) run one after the other.
  await bumpCatalogueVersion(trx);
  const categories = parentsFirst(
    input.categories,
    (c) => c.xCode,
    (c) => c.parentXCode,
  );
  const categoryIds = await writeCategoryList(trx, categories);
  await replaceMenu(trx, input.menu ?? categoryMenu(categories));
  await writeProducts(trx, input.products, categoryIds);
  await replaceBanners(trx, input.banners);
  await writePackageList(trx, input.packages);
}

/**
 * Writes the categories level by level in their order, keeping each one's id so its products stay linked: changed
 * ones updated, new added, missing removed with their links. Returns each xCode's id.
 */
export async function writeCategoryList(trx: Db, list: Categories): Promise<Map<string, number>> {
  const categories = parentsFirst(
    list,
    (c) => c.xCode,
    (c) => c.parentXCode,
  );
  const stored = new Map((await trx.selectFrom('categories').select(['id', 'xCode']).execute()).map((c) => [c.xCode, c.id]));
  const ids = new Map<string, number>();
  for (const [position, category] of categories.entries()) {
    const values = {
      slug: category.slug,
      nameFa: category.nameFa,
      nameEn: category.nameEn,
      descriptionFa: category.descriptionFa,
      descriptionEn: category.descriptionEn,
      parentId: category.parentXCode ? ids.get(category.parentXCode)! : null,
      position,
      sizeUnit: category.sizeUnit ?? '',
      sizeMeasure: category.sizeMeasure ?? '',
    };
    const id = stored.get(category.xCode);
    if (id === undefined) {
      const added = await trx
        .insertInto('categories')
        .values({ ...values, xCode: category.xCode, image: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(category.xCode, added.id);
    } else {
      await trx.updateTable('categories').set(values).where('id', '=', id).execute();
      ids.set(category.xCode, id);
    }
  }
  await writeSizeFilters(trx, categories, ids);
  const removed = [...stored].filter(([xCode]) => !ids.has(xCode)).map(([, id]) => id);
  if (removed.length > 0) {
    await trx.deleteFrom('productCategories').where('categoryId', 'in', removed).execute();
    await trx.updateTable('categories').set({ parentId: null }).where('id', 'in', removed).execute();
    await trx.deleteFrom('categories').where('id', 'in', removed).execute();
  }
  return ids;
}

/** Every category's size filters as the list gives them (they have no id of their own). */
async function writeSizeFilters(trx: Db, categories: Categories, ids: Map<string, number>): Promise<void> {
  await trx.deleteFrom('categorySizeFilters').execute();
  const rows = categories.flatMap((category) =>
    category.sizeFilters.map((f, i) => ({
      categoryId: ids.get(category.xCode)!,
      code: f.id,
      title: f.title,
      titleFa: f.titleFa ?? '',
      position: i,
    })),
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    await trx
      .insertInto('categorySizeFilters')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}

/** The menu as the entries give it; left as it is (its ids too) when it already reads the same. */
export async function replaceMenu(trx: Db, entries: MenuInput[]): Promise<void> {
  const menu = parentsFirst(
    entries,
    (m) => m.key,
    (m) => m.parentKey,
  );
  const stored = await trx.selectFrom('menuItems').selectAll().orderBy('position').orderBy('id').execute();
  const storedShape = stored.map((m) => [m.titleFa, m.titleEn, m.href, stored.findIndex((p) => p.id === m.parentId), m.active]);
  const shape = menu.map((m) => [m.titleFa, m.titleEn, m.href, menu.findIndex((p) => p.key === m.parentKey), 1]);
  if (JSON.stringify(storedShape) === JSON.stringify(shape)) return;
  await trx.deleteFrom('menuItems').execute();
  await writeMenu(trx, menu);
}

/** Writes the menu entries, parents first, in their order. */
async function writeMenu(trx: Db, menu: MenuInput[]): Promise<void> {
  const menuIds = new Map<string, number>();
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

/**
 * Writes the products by SKU: a changed one is updated in place (its id stays), an unchanged one left alone, a
 * new one added, one left out removed; then every product's links to the categories (by the ids written).
 */
async function writeProducts(trx: Db, products: CatalogueInput['products'], categoryIds: Map<string, number>): Promise<void> {
  const stored = new Map((await trx.selectFrom('products').selectAll().execute()).map((row) => [row.sku, row]));
  const added: ReturnType<typeof productToRow>[] = [];
  for (const [position, product] of products.entries()) {
    const row = productToRow(product, position);
    const old = stored.get(product.sku);
    stored.delete(product.sku);
    if (!old) added.push(row);
    else if (Object.entries(row).some(([column, value]) => old[column as keyof typeof row] !== value))
      await trx.updateTable('products').set(row).where('id', '=', old.id).execute();
  }
  const removed = [...stored.values()].map((row) => row.id);
  await writePrices(trx, products, [...stored.keys()]);
  await trx.deleteFrom('productCategories').execute();
  for (let start = 0; start < removed.length; start += BATCH) {
    await trx
      .deleteFrom('products')
      .where('id', 'in', removed.slice(start, start + BATCH))
      .execute();
  }
  for (let start = 0; start < added.length; start += BATCH) {
    await trx
      .insertInto('products')
      .values(added.slice(start, start + BATCH))
      .execute();
  }
  const idOf = new Map((await trx.selectFrom('products').select(['id', 'sku']).execute()).map((row) => [row.sku, row.id]));
  const links = products.flatMap((p) =>
    [...new Set(p.categoryXCodes)].map((xCode) => ({ productId: idOf.get(p.sku)!, categoryId: categoryIds.get(xCode)! })),
  );
  for (let start = 0; start < links.length; start += BATCH) {
    await trx
      .insertInto('productCategories')
      .values(links.slice(start, start + BATCH))
      .execute();
  }
  await textBackInStock(trx, Date.now());
}

/** Writes the banners in their order, each keeping the id of the one that stood in its place. */
export async function replaceBanners(trx: Db, banners: CatalogueInput['banners']): Promise<void> {
  const stored = await trx.selectFrom('banners').select('id').orderBy('position').orderBy('id').execute();
  for (const [position, banner] of banners.entries()) {
    const values = { ...banner, media: JSON.stringify(banner.media), position };
    const id = stored[position]?.id;
    if (id === undefined) await trx.insertInto('banners').values(values).execute();
    else await trx.updateTable('banners').set(values).where('id', '=', id).execute();
  }
  const surplus = stored.slice(banners.length).map((b) => b.id);
  if (surplus.length > 0) await trx.deleteFrom('banners').where('id', 'in', surplus).execute();
}

/** Writes the package types by number; one left out is retired (not deleted), as past orders name it. */
export async function writePackageList(trx: Db, packages: CatalogueInput['packages']): Promise<void> {
  const stored = new Set((await trx.selectFrom('packages').select('id').execute()).map((p) => p.id));
  for (const item of packages) {
    const values = { titleFa: item.titleFa, titleEn: item.titleEn, pieces: item.pieces, active: 1 };
    if (stored.has(item.id)) await trx.updateTable('packages').set(values).where('id', '=', item.id).execute();
    else
      await trx
        .insertInto('packages')
        .values({ id: item.id, ...values })
        .execute();
  }
  const kept = packages.map((p) => p.id);
  let retire = trx.updateTable('packages').set({ active: 0 });
  if (kept.length > 0) retire = retire.where('id', 'not in', kept);
  await retire.execute();
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
