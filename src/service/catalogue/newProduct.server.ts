// "New product" in the staff area (docs/staff.md#catalogue-editing): a family of sizes made in one form, each
// field checked by the import's own rules, every size written with the family's texts and choices in one
// transaction with its record of changes.
import { sql } from 'kysely';
import { slugify } from '~/shared/catalogue/paths.ts';
import { cleanInput } from '~/shared/forms/rules.ts';
import { filled } from '~/shared/i18n/bilingual.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { newSizeFilters, SIZE_CODE, sizeCodeOf, type NewSizeFilter } from '~/shared/staff/newSizes.ts';
import type { KnownSize } from '~/shared/staff/productEditing.ts';
import { bumpCatalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import type { Db, Store } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { recordChange } from '~/service/access/audit.server.ts';
import { staffCatalogueTexts } from '~/service/access/messages.server.ts';
import type { StaffMember } from '~/service/access/staffAccess.server.ts';
import { quote } from './catalogueFields.ts';
import { checkChanges, editableOf, linkCategories, productRow, recorded, type FieldProblem } from './catalogueEdit.server.ts';
import { checkCell } from './parseCatalogueFile.ts';
import { productToRow } from './productRow.server.ts';
import { writePrices } from './quotePrices.server.ts';
import type { EditableProduct, NewProduct } from '~/shared/contract/staff/catalogue.ts';

/** A family code: the first five characters of its sizes' SKUs. */
const FAMILY_CODE = /^[A-Z0-9]{5}$/;

/** The family code and sizes as typed (Persian digits, lower case), checked; the problems found. */
export function checkFamily(input: Pick<NewProduct, 'parentSku' | 'sizes'>) {
  const problems: FieldProblem[] = [];
  const parentSku = cleanInput(String(input.parentSku)).toUpperCase();
  if (!FAMILY_CODE.test(parentSku)) {
    problems.push({
      column: 'parentSku',
      reason: `${quote(input.parentSku)} is not a family code: use 5 capital letters or digits, e.g. VAS03 (a size's SKU is the family code and its size code, VAS0312)`,
    });
  }
  if (input.sizes.length === 0) problems.push({ column: 'sizes', reason: 'has no size: add at least one, with its size code and stock' });
  const sizes: { sku: string; quantity: number }[] = [];
  for (const size of input.sizes) {
    const code = sizeCodeOf(String(size.code));
    const quantity = checkCell('product', 'quantity', size.quantity);
    if (!SIZE_CODE.test(code)) {
      problems.push({
        column: 'sizes',
        reason: `${quote(size.code)} is not a size code: use 2 capital letters or digits, as in characters 6-7 of a SKU`,
      });
    } else if (sizes.some((other) => other.sku.endsWith(code))) {
      problems.push({ column: 'sizes', reason: `size code ${quote(code)} appears twice` });
    }
    if ('reason' in quantity) problems.push({ column: 'quantity', reason: quantity.reason });
    else sizes.push({ sku: `${parentSku}${code}`, quantity: quantity.value as number });
  }
  return { parentSku, sizes, problems };
}

/** The size titles the categories' size filters give, by category code: what a new size need not be titled with. */
export async function knownSizes(db: Db): Promise<KnownSize[]> {
  const rows = await db
    .selectFrom('categorySizeFilters')
    .innerJoin('categories', 'categories.id', 'categorySizeFilters.categoryId')
    .select(['categories.xCode', 'categorySizeFilters.code', 'categorySizeFilters.title', 'categorySizeFilters.titleFa'])
    .orderBy('categories.position')
    .orderBy('categorySizeFilters.position')
    .execute();
  return rows.map((row) => ({ xCode: row.xCode, code: row.code, titleEn: row.title, titleFa: row.titleFa }));
}

/**
 * What the form lacks besides its fields: a title for each size no chosen category names (checked as the file's
 * size filters are), a picture or the choice to publish without one. The size filters to add, and the problems.
 */
function familyGaps(input: NewProduct, known: KnownSize[]) {
  const problems: FieldProblem[] = [];
  const { filters, untitled } = newSizeFilters(input.sizes, input.categoryXCodes, known);
  for (const code of untitled) {
    problems.push({ column: 'sizes', reason: `size ${code} has no title: give its title in English and in Persian` });
  }
  for (const filter of filters.filter((f, i) => filters.findIndex((g) => g.code === f.code) === i)) {
    const checked = checkCell('category', 'sizeFilters', [filter]);
    if ('reason' in checked) problems.push({ column: 'sizes', reason: checked.reason });
  }
  if (input.images.length === 0 && !input.pictureLater) {
    problems.push({ column: 'images', reason: 'has no picture: add one, or tick “No picture yet”' });
  }
  return { filters, problems };
}

/** Adds each new size title to its category's size filters, after those there are. */
async function addSizeFilters(trx: Db, filters: readonly NewSizeFilter[]) {
  for (const filter of filters) {
    const category = await trx.selectFrom('categories').select('id').where('xCode', '=', filter.xCode).executeTakeFirstOrThrow();
    // Another editor's new product may have titled it meanwhile: theirs stands.
    const named = await trx
      .selectFrom('categorySizeFilters')
      .select('code')
      .where('categoryId', '=', category.id)
      .where('code', '=', filter.code)
      .executeTakeFirst();
    if (named) continue;
    const last = await trx
      .selectFrom('categorySizeFilters')
      .select(sql<number>`coalesce(max(${sql.ref('position')}), -1)`.as('position'))
      .where('categoryId', '=', category.id)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('categorySizeFilters')
      .values({
        categoryId: category.id,
        code: filter.code,
        title: filter.title,
        titleFa: filter.titleFa,
        position: Number(last.position) + 1,
      })
      .execute();
  }
}

/**
 * Adds a product's sizes after the catalogue's products; a new size title joins its categories' filters. 400 with a
 * `column: reason` line per problem, 409 for a code in use; audit `family.create`. Answers the first size.
 */
export async function addProduct(store: Store, member: StaffMember, input: NewProduct, locale: Locale): Promise<EditableProduct> {
  const { db, mediaDir } = store;
  const family = checkFamily(input);
  const gaps = familyGaps(input, await knownSizes(db));
  const checked = await checkChanges(db, mediaDir, { ...input, quantity: 0 }, [], locale, {
    message: staffCatalogueTexts.invalidNew,
    found: [...family.problems, ...gaps.problems],
  });
  return db.transaction().execute(async (trx) => {
    // The version's row lock first: of two editors adding one family, the second sees the first's and answers 409.
    await bumpCatalogueVersion(trx);
    const taken = await trx.selectFrom('products').select('sku').where('parentSku', '=', family.parentSku).executeTakeFirst();
    if (taken) {
      const code = family.parentSku;
      throw new ServiceError(409, filled(staffCatalogueTexts.familyTaken, { en: { code }, fa: { code } }));
    }
    const last = await trx
      .selectFrom('products')
      .select(sql<number>`coalesce(max(${sql.ref('position')}), -1)`.as('position'))
      .executeTakeFirstOrThrow();
    for (const size of family.sizes) {
      if (await productRow(trx, size.sku)) {
        throw new ServiceError(409, filled(staffCatalogueTexts.skuTaken, { en: { sku: size.sku }, fa: { sku: size.sku } }));
      }
      const row = productToRow(
        { ...checked, slug: checked.slug || slugify(checked.nameEn), sku: size.sku, parentSku: family.parentSku, quantity: size.quantity },
        Number(last.position) + 1,
      );
      const { id } = await trx.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow();
      await linkCategories(trx, id, checked.categoryXCodes);
    }
    await writePrices(
      trx,
      family.sizes.map((size) => ({ sku: size.sku, prices: checked.prices ?? [] })),
      [],
    );
    await addSizeFilters(trx, gaps.filters);
    const first = await editableOf(trx, (await productRow(trx, family.sizes[0]!.sku))!);
    const { sku: _, quantity: __, ...fields } = recorded(first);
    await recordChange(trx, member, {
      action: 'family.create',
      subject: family.parentSku,
      after: { ...fields, sizes: family.sizes.map((size) => `${size.sku}: ${size.quantity}`), ...sizeTitlesRecorded(gaps.filters) },
    });
    return first;
  });
}

/** The size titles a new product added, as its record says them ("VAS: 18 Ø18 / قطر ۱۸"). */
function sizeTitlesRecorded(filters: readonly NewSizeFilter[]) {
  if (filters.length === 0) return {};
  return { sizeFilters: filters.map((f) => `${f.xCode}: ${f.code} ${f.title} / ${f.titleFa}`) };
}
