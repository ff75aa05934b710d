// Editors' changes in the staff area (docs/staff.md): fields, a new size, pictures, the whole file. Each field is
// checked by the import's rules; each change lands with its audit row in one transaction and moves the catalogue
// version.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { mediaUrl, slugify } from '~/shared/catalogue/paths.ts';
import { searchTerms } from '~/shared/catalogue/search.ts';
import { type Bilingual, filled } from '~/shared/i18n/bilingual.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import { bumpCatalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import type { Db, Store } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { mediaPlace, prepareVariants, shareMedia } from '~/service/media/media.server.ts';
import { saveMedia } from '~/service/media/mediaStore.server.ts';
import { log } from '~/service/observe/log.server.ts';
import { looksLikePicture, normalisePicture } from '~/service/media/pictures.server.ts';
import { tickedPackages } from '~/shared/catalogue/packageChoice.ts';
import { recordChange } from '~/service/access/audit.server.ts';
import { staffCatalogueTexts } from '~/service/access/messages.server.ts';
import type { StaffMember } from '~/service/access/staffAccess.server.ts';
import { quote, type CatalogueFormat, type Column } from './catalogueFields.ts';
import { fieldName, fieldSentence, problemLines, reasonText } from './catalogueReasons.ts';
import { formatCatalogueFile } from './formatCatalogueFile.ts';
import { checkCell, notSoldIn } from './parseCatalogueFile.ts';
import { checkImportAside, MEDIA_NAME, storedName } from './checkImport.server.ts';
import { productToRow } from './productRow.server.ts';
import { readPrices, writePrices } from './quotePrices.server.ts';
import { importRecorded, readCatalogue, type CatalogueCounts } from './catalogueTransfer.server.ts';
import type { CatalogueInput } from './catalogueInput.ts';
import { textBackInStock } from './stockAlerts.server.ts';
import { thenSendTexts } from '~/service/texts/textSender.server.ts';
import type {
  EditableProduct,
  ProductChanges,
  ProductEditing,
  QuotePrice,
  StaffProductSummary,
} from '~/shared/contract/staff/catalogue.ts';

/** The thumbnail width the staff area shows. */
const THUMB = 256;

export type { EditableProduct, ProductChanges, ProductEditing, StaffProductSummary };

export const STAFF_PAGE_SIZE = 30;

const pictureOf = (name: string) => ({ name, url: mediaUrl(name, THUMB) });

/** One page of products for editors, drafts too, by name or SKU (the shop's search folding) and status. */
export async function listStaffProducts(
  db: Db,
  options: { q?: string | undefined; status?: 'publish' | 'draft' | undefined; page: number },
): Promise<{ items: StaffProductSummary[]; total: number; page: number; perPage: number }> {
  let query = db.selectFrom('products');
  for (const term of searchTerms(options.q ?? '')) {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`${sql.ref('searchText')} like ${pattern} escape '\\'`);
  }
  if (options.status) query = query.where('status', '=', options.status);
  const perPage = STAFF_PAGE_SIZE;
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(['id', 'sku', 'parentSku', 'slug', 'nameEn', 'nameFa', 'status', 'quantity', 'images'])
      .orderBy('position')
      .orderBy('id')
      .limit(perPage)
      .offset((options.page - 1) * perPage)
      .execute(),
  ]);
  const categories = await categoriesOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => {
    const images = JSON.parse(row.images) as string[];
    return {
      sku: row.sku,
      parentSku: row.parentSku,
      slug: row.slug,
      nameEn: row.nameEn,
      nameFa: row.nameFa,
      status: row.status,
      quantity: row.quantity,
      picture: images[0] ? mediaUrl(images[0], THUMB) : null,
      categories: categories.get(row.id) ?? [],
    };
  });
  return { items, total: Number(total), page: options.page, perPage };
}

/** The categories of each product (code and names, in the tree's order), by product id. */
export async function categoriesOf(db: Db, productIds: readonly number[]): Promise<Map<number, StaffProductSummary['categories']>> {
  const categories = new Map<number, StaffProductSummary['categories']>();
  if (productIds.length === 0) return categories;
  const links = await db
    .selectFrom('productCategories')
    .innerJoin('categories', 'categories.id', 'productCategories.categoryId')
    .select(['productCategories.productId', 'categories.xCode', 'categories.nameEn', 'categories.nameFa'])
    .where('productCategories.productId', 'in', [...productIds])
    .orderBy('categories.position')
    .execute();
  for (const { productId, ...named } of links) categories.set(productId, [...(categories.get(productId) ?? []), named]);
  return categories;
}

export async function productRow(db: Db, sku: string) {
  return db.selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirst();
}

type StoredProduct = NonNullable<Awaited<ReturnType<typeof productRow>>>;

export async function editableOf(db: Db, row: StoredProduct): Promise<EditableProduct> {
  const categories = await db
    .selectFrom('productCategories')
    .innerJoin('categories', 'categories.id', 'productCategories.categoryId')
    .select('categories.xCode')
    .where('productCategories.productId', '=', row.id)
    .orderBy('categories.position')
    .execute();
  return {
    sku: row.sku,
    parentSku: row.parentSku,
    nameEn: row.nameEn,
    nameFa: row.nameFa,
    descriptionEn: row.descriptionEn,
    descriptionFa: row.descriptionFa,
    slug: row.slug,
    status: row.status,
    quantity: row.quantity,
    pictures: (JSON.parse(row.images) as string[]).map(pictureOf),
    categoryXCodes: categories.map((c) => c.xCode),
    packageIds: JSON.parse(row.packageIds) as number[],
    featured: row.featured === 1,
    pictureLater: row.pictureLater === 1,
    prices: (await readPrices(db, [row.sku])).get(row.sku) ?? [],
  };
}

/** The audit record of a product: its fields, pictures by name. */
export const recorded = ({ pictures, ...product }: EditableProduct) => ({ ...product, images: pictures.map((p) => p.name) });

/**
 * `product.prices` for a save that changed only the prices (nothing to publish: no page shows them), else
 * `product.update`.
 */
function updateAction(before: EditableProduct, after: EditableProduct): 'product.prices' | 'product.update' {
  const { prices: pricesBefore, ...restBefore } = before;
  const { prices: pricesAfter, ...restAfter } = after;
  const only = JSON.stringify(pricesBefore) !== JSON.stringify(pricesAfter) && JSON.stringify(restBefore) === JSON.stringify(restAfter);
  return only ? 'product.prices' : 'product.update';
}

/** What a product's form chooses from: the categories (in tree order) and the active package types. */
export async function productChoices(db: Db): Promise<Pick<ProductEditing, 'categories' | 'packages'>> {
  const [categories, packages] = await Promise.all([
    db.selectFrom('categories').select(['id', 'xCode', 'nameEn', 'nameFa', 'parentId']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('packages').select(['id', 'titleEn', 'titleFa', 'pieces']).where('active', '=', 1).orderBy('id').execute(),
  ]);
  const xCodeOf = new Map(categories.map((c) => [c.id, c.xCode]));
  return {
    categories: categories.map((c) => ({
      xCode: c.xCode,
      nameEn: c.nameEn,
      nameFa: c.nameFa,
      parentXCode: c.parentId === null ? null : (xCodeOf.get(c.parentId) ?? null),
    })),
    packages,
  };
}

/** A product and its form's choices; 404 when there is no such SKU. */
export async function productEditing(db: Db, sku: string): Promise<ProductEditing> {
  const row = await productRow(db, sku);
  if (!row) throw new ServiceError(404, staffCatalogueTexts.notFound);
  const [product, choices, family] = await Promise.all([
    editableOf(db, row),
    productChoices(db),
    db
      .selectFrom('products')
      .select(['sku', 'nameEn', 'nameFa', 'status', 'quantity'])
      .where('parentSku', '=', row.parentSku)
      .where('sku', '!=', row.sku)
      .orderBy('sku')
      .execute(),
  ]);
  return { product, ...choices, family };
}

/**
 * A refusal of a form: one `column: sentence` line per problem, the sentence whole and in the caller's language
 * (the island puts each beside its field).
 */
export function refuse(message: Bilingual, problems: { column: string; reason: string }[], locale: Locale): never {
  throw new ServiceError(
    400,
    message,
    problems.map((problem) => `${fieldName(locale, problem.column)}: ${fieldSentence(locale, problem.column, problem.reason, 'product')}`),
  );
}

const activePackageIds = async (db: Db) =>
  (await db.selectFrom('packages').select('id').where('active', '=', 1).orderBy('id').execute()).map((p) => p.id);

/** A problem of a form, by the file's column it is in (or another field of the form). */
export type FieldProblem = { column: Column | 'parentSku' | 'sizes'; reason: string };

/**
 * Checks a form's fields by the import's rules and the references (categories, active packages, stored pictures);
 * refuses them with `message`, and the problems the caller found already (`found`), one line per problem.
 */
export async function checkChanges(
  db: Db,
  mediaDir: string,
  changes: ProductChanges,
  current: string[],
  locale: Locale,
  refusal: { message: Bilingual; found: FieldProblem[] } = { message: staffCatalogueTexts.invalidProduct, found: [] },
) {
  const problems: FieldProblem[] = [...refusal.found];
  const cells: [Column, unknown][] = [
    ['nameEn', changes.nameEn],
    ['nameFa', changes.nameFa],
    ['descriptionEn', changes.descriptionEn],
    ['descriptionFa', changes.descriptionFa],
    ['slug', changes.slug],
    ['status', changes.status],
    ['quantity', changes.quantity],
    ['categories', changes.categoryXCodes],
    ['packages', changes.packageIds],
    ['images', changes.images],
    ['featured', changes.featured],
    ['pictureLater', changes.pictureLater ?? false],
    ['prices', pricesObject(changes.prices)],
  ];
  const values: Partial<Record<Column, unknown>> = {};
  for (const [column, value] of cells) {
    const checked = checkCell('product', column, value);
    if ('reason' in checked) problems.push({ column, reason: checked.reason });
    else values[column] = checked.value;
  }
  const xCodes = (values.categories as string[] | undefined) ?? [];
  if (xCodes.length > 0) {
    const known = new Set((await db.selectFrom('categories').select('xCode').execute()).map((c) => c.xCode));
    for (const xCode of xCodes) {
      if (!known.has(xCode)) problems.push({ column: 'categories', reason: reasonText('noCategory', { value: quote(xCode) }).en });
    }
  }
  const packageIds = (values.packages as number[] | undefined) ?? [];
  const active = new Set(await activePackageIds(db));
  if (packageIds.length > 0) {
    for (const id of packageIds) {
      if (!active.has(id)) problems.push({ column: 'packages', reason: reasonText('noPackage', { value: quote(String(id)) }).en });
    }
  }
  const sold = tickedPackages(packageIds, [...active]);
  for (const { packageId } of (values.prices as QuotePrice[] | undefined) ?? []) {
    if (!sold.includes(packageId)) problems.push({ column: 'prices', reason: notSoldIn(packageId) });
  }
  for (const name of (values.images as string[] | undefined) ?? []) {
    const stored = current.includes(name) || (MEDIA_NAME.test(name) && existsSync(join(mediaDir, name)));
    if (!stored) problems.push({ column: 'images', reason: reasonText('notInMedia', { value: quote(name) }).en });
  }
  if (problems.length > 0) refuse(refusal.message, problems, locale);
  return {
    nameEn: values.nameEn as string,
    nameFa: values.nameFa as string,
    descriptionEn: (values.descriptionEn as string | undefined) ?? '',
    descriptionFa: (values.descriptionFa as string | undefined) ?? '',
    slug: (values.slug as string | undefined) ?? slugify(values.nameEn as string),
    status: (values.status as 'publish' | 'draft' | undefined) ?? 'publish',
    quantity: values.quantity as number,
    categoryXCodes: [...new Set(xCodes)],
    packageIds,
    images: (values.images as string[] | undefined) ?? [],
    featured: (values.featured as boolean | undefined) ?? false,
    pictureLater: (values.pictureLater as boolean | undefined) ?? false,
    ...(changes.prices ? { prices: (values.prices as QuotePrice[] | undefined) ?? [] } : {}),
  };
}

/** The form's prices as the file's JSON writes them ({"1": 1250000}), those left empty dropped. */
function pricesObject(prices: ProductChanges['prices']): Record<string, string | number> | undefined {
  if (!Array.isArray(prices)) return undefined;
  const typed = prices.filter((p) => typeof p.price === 'number' || p.price.trim() !== '');
  return Object.fromEntries(typed.map((p) => [String(p.packageId), p.price]));
}

/** Writes a product's links to its categories (by xCode), replacing the old ones. */
export async function linkCategories(trx: Db, productId: number, xCodes: string[]) {
  await trx.deleteFrom('productCategories').where('productId', '=', productId).execute();
  if (xCodes.length === 0) return;
  const categories = await trx.selectFrom('categories').select('id').where('xCode', 'in', xCodes).execute();
  await trx
    .insertInto('productCategories')
    .values(categories.map((c) => ({ productId, categoryId: c.id })))
    .execute();
}

/** Saves a product's fields, validated as the import validates a row; audit `product.update`. */
export async function saveProduct(
  store: Store,
  member: StaffMember,
  sku: string,
  changes: ProductChanges,
  locale: Locale,
): Promise<EditableProduct> {
  const { db, mediaDir } = store;
  const row = await productRow(db, sku);
  if (!row) throw new ServiceError(404, staffCatalogueTexts.notFound);
  const checked = await checkChanges(db, mediaDir, changes, JSON.parse(row.images) as string[], locale);
  return thenSendTexts(
    db.transaction().execute(async (trx) => {
      // Moving the catalogue version first takes its row's lock: two saves run one after the other, each recording
      // the product as the one before left it.
      await bumpCatalogueVersion(trx);
      const before = await editableOf(trx, row);
      const { sku: _, position: __, ...columns } = productToRow({ ...checked, sku, parentSku: row.parentSku }, row.position);
      await trx.updateTable('products').set(columns).where('id', '=', row.id).execute();
      await linkCategories(trx, row.id, checked.categoryXCodes);
      await textBackInStock(trx, Date.now(), [sku]);
      // A package type no longer sold in takes its price with it.
      const sold = tickedPackages(checked.packageIds, await activePackageIds(trx));
      const prices = (checked.prices ?? before.prices).filter((p) => sold.includes(p.packageId));
      await writePrices(trx, [{ sku, prices }], []);
      const after = await editableOf(trx, (await productRow(trx, sku))!);
      await recordChange(trx, member, {
        action: updateAction(before, after),
        subject: sku,
        before: recorded(before),
        after: recorded(after),
      });
      return after;
    }),
  );
}

/**
 * A size's stock set from the products table, checked as the import checks it; audit `product.update` (the stock
 * before and after).
 */
export async function setStock(
  db: Db,
  member: StaffMember,
  sku: string,
  typed: number | string,
  locale: Locale,
): Promise<{ sku: string; quantity: number }> {
  const checked = checkCell('product', 'quantity', typed);
  if ('reason' in checked) refuse(staffCatalogueTexts.invalidProduct, [{ column: 'quantity', reason: checked.reason }], locale);
  const quantity = checked.value as number;
  return thenSendTexts(
    db.transaction().execute(async (trx) => {
      await bumpCatalogueVersion(trx, 'stock'); // its row's lock first, as every catalogue change
      const row = await productRow(trx, sku);
      if (!row) throw new ServiceError(404, staffCatalogueTexts.notFound);
      await trx
        .updateTable('products')
        .set({ quantity, inStock: quantity > 0 ? 1 : 0 })
        .where('id', '=', row.id)
        .execute();
      // Stock is live at once (pages ask for it): its own action, which publishing does not wait for.
      await recordChange(trx, member, { action: 'product.stock', subject: sku, before: { quantity: row.quantity }, after: { quantity } });
      await textBackInStock(trx, Date.now(), [sku]);
      return { sku, quantity };
    }),
  );
}

/**
 * A new size in a family: the family member's fields with the new SKU (checked as the import checks a SKU),
 * as a draft with no stock until an editor fills them in; 409 when the SKU exists. Audit `product.create`.
 */
export async function addSize(db: Db, member: StaffMember, fromSku: string, sku: string, locale: Locale): Promise<EditableProduct> {
  const checked = checkCell('product', 'sku', sku);
  if ('reason' in checked) refuse(staffCatalogueTexts.invalidSize, [{ column: 'sku', reason: checked.reason }], locale);
  const newSku = checked.value as string;
  const source = await productRow(db, fromSku);
  if (!source) throw new ServiceError(404, staffCatalogueTexts.notFound);
  return db.transaction().execute(async (trx) => {
    // The version's row lock first: of two requests adding one SKU, the second sees the first's and answers 409.
    await bumpCatalogueVersion(trx);
    if (await productRow(trx, newSku)) {
      throw new ServiceError(409, filled(staffCatalogueTexts.skuTaken, { en: { sku: newSku }, fa: { sku: newSku } }));
    }
    const from = await editableOf(trx, source);
    const copy = {
      ...from,
      sku: newSku,
      images: from.pictures.map((p) => p.name),
      quantity: 0,
      status: 'draft' as const,
    };
    const { id } = await trx.insertInto('products').values(productToRow(copy, source.position)).returning('id').executeTakeFirstOrThrow();
    await linkCategories(trx, id, from.categoryXCodes);
    const created = await editableOf(trx, (await productRow(trx, newSku))!);
    await recordChange(trx, member, { action: 'product.create', subject: newSku, after: { ...recorded(created), from: fromSku } });
    return created;
  });
}

/** The photograph types an upload takes, with the extension each is stored under. */
export const PICTURE_UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/avif': '.avif',
};
export const MAX_PICTURE_BYTES = 25 * 1024 * 1024;

/**
 * Stores an uploaded photograph as the import does: made upright, sRGB, at most 2048 px and without metadata,
 * under its content-hashed name, its variants made now. Audit `picture.upload`.
 */
export async function storePicture(
  store: Store,
  member: StaffMember,
  upload: { type: string; bytes: Buffer; name?: string | undefined },
): Promise<{ name: string; url: string }> {
  const extension = PICTURE_UPLOAD_TYPES[upload.type]!;
  const fileName = `${slugify(upload.name?.replace(/\.[^.]*$/, '') ?? 'photo').slice(0, 60)}${extension}`;
  const type = extension.slice(1).toUpperCase();
  const notPicture = () => new ServiceError(415, filled(staffCatalogueTexts.notPicture, { en: { type }, fa: { type } }));
  if (!looksLikePicture(fileName, upload.bytes.subarray(0, 4096))) throw notPicture();
  const content = await normalisePicture(fileName, upload.bytes).catch(() => {
    throw notPicture();
  });
  const saved = saveMedia(store.mediaDir, fileName, content);
  // Shared before it is answered, so every machine can serve it once the editor uses it.
  await shareMedia(mediaPlace(store), [saved.name]);
  // The variants are made after answering (as the import makes them, before any shopper asks): a photograph's take a
  // while.
  if (saved.created) {
    prepareVariants(mediaPlace(store), [saved.name]).catch((error: unknown) =>
      log.error({ event: 'variants failed', picture: saved.name, err: error }, `the variants of ${saved.name} failed`),
    );
  }
  await recordChange(store.db, member, {
    action: 'picture.upload',
    subject: saved.name,
    after: { name: saved.name, bytes: content.length },
  });
  return pictureOf(saved.name);
}

/** The catalogue file (CSV or JSON), pictures named by their media store names, as the import takes it back. */
export async function catalogueFile(db: Db, format: CatalogueFormat): Promise<string> {
  return formatCatalogueFile(await readCatalogue(db), format);
}

const countsOf = (input: CatalogueInput): CatalogueCounts => ({
  categories: input.categories.length,
  products: input.products.length,
  banners: input.banners.length,
  packages: input.packages.length,
  menu: input.menu?.length ?? input.categories.length,
});

/**
 * Checks a catalogue file by the import's rules (pictures already in the media store) and, unless only checking,
 * replaces the catalogue in one transaction with its audit row. Problems: 400, a line each in the caller's language.
 */
export async function importFile(
  store: Store,
  member: StaffMember,
  file: { text: string; format: CatalogueFormat; checkOnly: boolean },
  locale: Locale,
): Promise<{ counts: CatalogueCounts; imported: boolean; message: Bilingual }> {
  const result = await checkImportAside({ text: file.text, format: file.format, mediaDir: store.mediaDir });
  if (!result.ok) {
    const n = String(result.total);
    throw new ServiceError(
      400,
      filled(staffCatalogueTexts.fileProblems, { en: { n }, fa: { n: digitsIn('fa', n) } }),
      problemLines(result, locale),
    );
  }
  const input: CatalogueInput = {
    ...result.input,
    products: result.input.products.map((p) => ({ ...p, images: p.images.map(storedName) })),
    banners: result.input.banners.map((b) => ({ ...b, media: b.media.map((m) => ({ ...m, url: storedName(m.url) })) })),
  };
  const counts = countsOf(input);
  const values = (digits: (text: string) => string) => ({
    products: digits(String(counts.products)),
    categories: digits(String(counts.categories)),
  });
  const say = (text: Bilingual) => filled(text, { en: values(String), fa: values((t) => digitsIn('fa', t)) });
  if (file.checkOnly) return { counts, imported: false, message: say(staffCatalogueTexts.fileChecked) };
  await importRecorded(store.db, member, `catalogue.${file.format}`, input);
  return { counts, imported: true, message: say(staffCatalogueTexts.imported) };
}
