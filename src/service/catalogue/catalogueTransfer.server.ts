import { copyFileSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { bumpCatalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import type { Db, Store } from '~/service/db/database.server.ts';
import type { SignedIn } from '~/service/login/login.server.ts';
import { mediaPlace, prepareVariants, shareMedia } from '~/service/media/media.server.ts';
import { saveMedia, storedAlready } from '~/service/media/mediaStore.server.ts';
import { normalisePicture, pictureFileProblem } from '~/service/media/pictures.server.ts';
import { recordChange } from '~/service/access/audit.server.ts';
import { listBanners } from './catalogue.server.ts';
import { productFromRow } from './productRow.server.ts';
import { catalogueChanges } from './catalogueChanges.ts';
import { catalogueFormat } from './catalogueFields.ts';
import { formatCatalogueFile } from './formatCatalogueFile.ts';
import { parseCatalogueFile, type CatalogueFileResult } from './parseCatalogueFile.ts';
import { readPrices } from './quotePrices.server.ts';
import { categoryMenu, replaceCatalogue } from './writeCatalogue.server.ts';
import type { CatalogueInput, MenuInput } from './catalogueInput.ts';
import { thenSendTexts } from '~/service/texts/textSender.server.ts';

/**
 * Reads and checks a catalogue file; picture paths are relative to its folder and stay inside it: `../x.png`, an
 * absolute path or a link leading out is a row problem.
 */
export function checkCatalogueFile(file: string): CatalogueFileResult {
  const folder = realpathSync(dirname(resolve(file)));
  const outside = (path: string) => {
    const within = (full: string) => !isAbsolute(path) && !/^\.\.($|[\\/])/.test(relative(folder, full));
    const full = resolve(folder, path);
    return !within(full) || (existsSync(full) && !within(realpathSync(full)));
  };
  return parseCatalogueFile(readFileSync(file, 'utf8'), catalogueFormat(file) ?? 'csv', {
    pictureProblem: (path) =>
      outside(path)
        ? "is outside the file's folder: pictures are taken from the file's folder and the folders in it"
        : pictureFileProblem(resolve(folder, path)),
  });
}

/**
 * Copies a checked file's pictures into the media store (upright, sRGB, at most 2048 px, content-hashed), replaces
 * the catalogue in one transaction with its record under `by` (removing added pictures if it fails), then makes the
 * variants.
 */
export async function importCatalogue(
  store: Store,
  file: string,
  input: CatalogueInput,
  by: SignedIn,
): Promise<{ newPictures: number; variants: number }> {
  const folder = dirname(resolve(file));
  const names = new Map<string, string>();
  const created: string[] = [];
  const stored = (path: string) => names.get(path)!;
  try {
    // One picture at a time: a 12-megapixel photograph takes a few hundred MB to turn and scale.
    const paths = new Set([...input.products.flatMap((p) => p.images), ...input.banners.flatMap((b) => b.media.map((m) => m.url))]);
    for (const path of paths) {
      const original = readFileSync(resolve(folder, path));
      const known = storedAlready(store.mediaDir, basename(path), original);
      if (known) {
        names.set(path, known);
        continue;
      }
      const content = await normalisePicture(path, original).catch(() => {
        throw new Error(`${path}: the picture cannot be read (damaged, or not the type its name says)`);
      });
      const saved = saveMedia(store.mediaDir, basename(path), content);
      if (saved.created) created.push(saved.name);
      names.set(path, saved.name);
    }
    // Shared before the catalogue names them, so no machine is left with a product whose picture it cannot find.
    await shareMedia(mediaPlace(store), [...names.values()]);
    const catalogue: CatalogueInput = {
      ...input,
      products: input.products.map((p) => ({ ...p, images: p.images.map(stored) })),
      banners: input.banners.map((b) => ({ ...b, media: b.media.map((m) => ({ ...m, url: stored(m.url) })) })),
    };
    await importRecorded(store.db, by, basename(file), catalogue);
  } catch (error) {
    for (const name of created) rmSync(join(store.mediaDir, name), { force: true });
    throw error;
  }
  // The new photographs' variants, made now rather than on a shopper's first request.
  return { newPictures: created.length, variants: await prepareVariants(mediaPlace(store), created) };
}

/**
 * Writes the catalogue to `file` (CSV or JSON by its extension) with the pictures it uses copied into
 * `images/` beside it; throws, writing nothing, when a picture is missing from the media store.
 */
export async function exportCatalogue(store: Store, file: string): Promise<{ catalogue: CatalogueInput; pictures: number }> {
  const format = catalogueFormat(file);
  if (!format) throw new Error(`${file} ends neither in .csv nor in .json`);
  const catalogue = await readCatalogue(store.db);
  const pictures = new Set([
    ...catalogue.products.flatMap((p) => p.images),
    ...catalogue.banners.flatMap((b) => b.media.map((m) => m.url)),
  ]);
  const missing = [...pictures].filter((name) => !existsSync(join(store.mediaDir, name)));
  if (missing.length > 0) throw new Error(`pictures missing from ${store.mediaDir}: ${missing.join(', ')}`);

  const images = join(dirname(resolve(file)), 'images');
  mkdirSync(images, { recursive: true });
  for (const name of pictures) copyFileSync(join(store.mediaDir, name), join(images, name));
  const inFile = (name: string) => `images/${name}`;
  const written: CatalogueInput = {
    ...catalogue,
    products: catalogue.products.map((p) => ({ ...p, images: p.images.map(inFile) })),
    banners: catalogue.banners.map((b) => ({ ...b, media: b.media.map((m) => ({ ...m, url: inFile(m.url) })) })),
  };
  writeFileSync(file, formatCatalogueFile(written, format));
  return { catalogue, pictures: pictures.size };
}

/**
 * The stored catalogue in the shape `writeCatalogue` takes; `menu` only when it is not the one the category tree
 * gives.
 */
export async function readCatalogue(db: Db): Promise<CatalogueInput> {
  const [categoryRows, filterRows, productRows, links, banners, packages, menuRows] = await Promise.all([
    db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('categorySizeFilters').selectAll().orderBy('position').orderBy('code').execute(),
    db.selectFrom('products').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('productCategories').selectAll().execute(),
    listBanners(db),
    db.selectFrom('packages').select(['id', 'titleFa', 'titleEn', 'pieces']).where('active', '=', 1).orderBy('id').execute(),
    db.selectFrom('menuItems').selectAll().orderBy('position').orderBy('id').execute(),
  ]);
  const prices = await readPrices(db);
  const xCodeOf = new Map(categoryRows.map((c) => [c.id, c.xCode]));
  const rank = new Map(categoryRows.map((c, i) => [c.id, i]));
  const categories = categoryRows.map((c) => ({
    xCode: c.xCode,
    parentXCode: c.parentId === null ? null : xCodeOf.get(c.parentId)!,
    slug: c.slug,
    nameFa: c.nameFa,
    nameEn: c.nameEn,
    descriptionFa: c.descriptionFa,
    descriptionEn: c.descriptionEn,
    sizeFilters: filterRows.filter((f) => f.categoryId === c.id).map((f) => ({ id: f.code, title: f.title, titleFa: f.titleFa })),
    sizeUnit: c.sizeUnit,
    sizeMeasure: c.sizeMeasure,
  }));
  const linked = new Map<number, number[]>();
  for (const link of links) linked.set(link.productId, [...(linked.get(link.productId) ?? []), link.categoryId]);
  const keyOf = new Map(menuRows.map((m, i) => [m.id, `m${i + 1}`]));
  const menu: MenuInput[] = menuRows.map((m) => ({
    key: keyOf.get(m.id)!,
    parentKey: m.parentId === null ? null : keyOf.get(m.parentId)!,
    titleFa: m.titleFa,
    titleEn: m.titleEn,
    href: m.href,
  }));
  // Compared by shape (titles, links, parent positions), as keys differ: equal means the tree gives it.
  const shape = (items: MenuInput[]) =>
    JSON.stringify(items.map((m) => [m.titleFa, m.titleEn, m.href, items.findIndex((p) => p.key === m.parentKey)]));
  return {
    categories,
    products: productRows.map((row) => {
      // The editors' product, not the shop's: categories by xCode in tree order and the package choice as stored
      // (not narrowed to the active types), so an export imports back the same; no id or stock state.
      const {
        id: _id,
        stockStatus: _stock,
        categoryIds,
        ...product
      } = productFromRow(row, {
        categoryIds: linked.get(row.id) ?? [],
        packageIds: JSON.parse(row.packageIds) as number[],
      });
      return {
        ...product,
        categoryXCodes: categoryIds.sort((a, b) => rank.get(a)! - rank.get(b)!).map((id) => xCodeOf.get(id)!),
        pictureLater: row.pictureLater === 1,
        prices: prices.get(row.sku) ?? [],
      };
    }),
    banners: banners.map(({ id: _, ...banner }) => banner),
    packages,
    ...(shape(menu) === shape(categoryMenu(categories)) ? {} : { menu }),
  };
}

/** How much a catalogue holds. */
export interface CatalogueCounts {
  categories: number;
  products: number;
  banners: number;
  packages: number;
  menu: number;
}

async function countCatalogue(db: Db): Promise<CatalogueCounts> {
  const count = async (table: 'categories' | 'products' | 'banners' | 'packages' | 'menuItems') => {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  const [categories, products, banners, packages, menu] = await Promise.all([
    count('categories'),
    count('products'),
    count('banners'),
    count('packages'),
    count('menuItems'),
  ]);
  return { categories, products, banners, packages, menu };
}

/**
 * Replaces the catalogue with `input` in one transaction with its record of changes: the counts before and after,
 * and what changed row by row (bounded, catalogueChanges.ts). The staff area's import and the command's land so.
 */
export async function importRecorded(db: Db, by: SignedIn, subject: string, input: CatalogueInput): Promise<void> {
  await thenSendTexts(
    db.transaction().execute(async (trx) => {
      await bumpCatalogueVersion(trx); // its row's lock first: what is read before is what this import replaces
      const [was, before] = [await readCatalogue(trx), await countCatalogue(trx)];
      await replaceCatalogue(trx, input);
      const changes = catalogueChanges(was, await readCatalogue(trx));
      await recordChange(trx, by, { action: 'catalogue.import', subject, before, after: { ...(await countCatalogue(trx)), changes } });
    }),
  );
}
