// Editors change the categories, banners, package types and the menu in the staff area, each section as one
// list (docs/staff.md#catalogue-editing). A save is checked as an import of the whole catalogue with that section
// replaced, so every rule of the file holds (keys, trees, links, the products' categories and package types), and
// writes only that section, with its audit row, in one transaction that moves the catalogue version.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Bilingual } from '~/shared/catalogue/types.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { digitsIn } from '~/shared/catalogue/format.ts';
import { filled } from '~/shared/i18n/bilingual.ts';
import type { SectionData, SectionName, SectionRow } from '~/shared/staff/catalogueSections.ts';
import { bumpCatalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import type { Db, Store } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { recordChange } from '~/service/staff/audit.server.ts';
import { staffCatalogueTexts } from '~/service/staff/messages.server.ts';
import type { StaffMember } from '~/service/staff/staffAccess.server.ts';
import { MEDIA_NAME } from './catalogueEdit.server.ts';
import { reasonText, rowErrorLine } from './catalogueReasons.ts';
import { readCatalogue } from './catalogueTransfer.server.ts';
import { formatCatalogueFile, sizeFilterCell } from './formatCatalogueFile.ts';
import { parseCatalogueFile } from './parseCatalogueFile.ts';
import { categoryMenu, parentsFirst, writeBanners, writeMenu, type CatalogueInput } from './writeCatalogue.server.ts';

type FileRows = Record<string, Record<string, unknown>[]>;

/** The catalogue as the JSON file's lists (the menu's too when it follows the categories). */
function fileOf(catalogue: CatalogueInput): FileRows {
  return JSON.parse(formatCatalogueFile({ ...catalogue, menu: catalogue.menu ?? categoryMenu(catalogue.categories) }, 'json')) as FileRows;
}

/** A file row as the form edits it: text fields, size filters as `code:title | …`, pictures as a list. */
function formRow(fields: Record<string, unknown>): SectionRow {
  const row: SectionRow = {};
  for (const [column, value] of Object.entries(fields)) {
    if (column === 'images') row[column] = (value as string[]) ?? [];
    else if (column === 'sizeFilters')
      row[column] = (value as { code: string; title: string; titleFa: string }[]).map(sizeFilterCell).join(' | ');
    else row[column] = value === null || value === undefined ? '' : String(value);
  }
  return row;
}

/** Tells one state of a section from another: a save made from an older one is refused (two editors at once). */
const versionOf = (name: SectionName, rows: unknown, catalogue: CatalogueInput) =>
  createHash('sha256')
    .update(JSON.stringify([rows, name === 'menu' && catalogue.menu === undefined]))
    .digest('base64url')
    .slice(0, 22);

/** A section's rows with what its form chooses from. */
export async function sectionData(db: Db, name: SectionName): Promise<SectionData> {
  return sectionOf(await readCatalogue(db), name).data;
}

/** A section of a catalogue read: its rows as the file writes them (the audit's record) and as its form edits them. */
function sectionOf(catalogue: CatalogueInput, name: SectionName): { rows: Record<string, unknown>[]; data: SectionData } {
  const rows = fileOf(catalogue)[name]!;
  const data: SectionData = {
    name,
    rows: rows.map(formRow),
    version: versionOf(name, rows, catalogue),
    followsCategories: catalogue.menu === undefined,
    categories: catalogue.categories.map((c) => ({ key: c.xCode, nameEn: c.nameEn, nameFa: c.nameFa })),
  };
  return { rows, data };
}

/** The sections' own words in messages (`staffCatalogue.section.<name>`). */
const sectionNames: Record<SectionName, Bilingual> = {
  categories: staffCatalogueTexts['section.categories'],
  banners: staffCatalogueTexts['section.banners'],
  packages: staffCatalogueTexts['section.packages'],
  menu: staffCatalogueTexts['section.menu'],
};

/** Said when a section is saved. */
export const sectionSavedMessage = (name: SectionName): Bilingual => filled(staffCatalogueTexts.sectionSaved, sectionValues(name));

const sectionValues = (name: SectionName) => ({ en: { section: sectionNames[name].en }, fa: { section: sectionNames[name].fa } });

/**
 * Saves a section's rows in their order. For the menu, no rows means it follows the category tree again.
 * Problems answer 400, one line each (`categories[2].nameFa: …` for a row's field) in the caller's language; a
 * save made from a `version` someone else has changed since answers 409.
 */
export async function saveSection(
  store: Store,
  member: StaffMember,
  name: SectionName,
  rows: SectionRow[],
  version: string,
  locale: Locale,
): Promise<SectionData> {
  const { db, mediaDir } = store;
  return db.transaction().execute(async (trx) => {
    // Moving the catalogue version first takes its row's lock: two saves at once run one after the other.
    await bumpCatalogueVersion(trx);
    const catalogue = await readCatalogue(trx);
    const file = fileOf(catalogue);
    const before = file[name]!;
    if (versionOf(name, before, catalogue) !== version) {
      throw new ServiceError(409, filled(staffCatalogueTexts.sectionChanged, sectionValues(name)));
    }
    if (name === 'menu' && rows.length === 0) delete file.menu;
    else file[name] = rows;
    // Only the banners' pictures are the form's to check: the products' were checked when they were saved.
    const named = new Set(name === 'banners' ? rows.flatMap((row) => (Array.isArray(row.images) ? row.images : [])) : []);
    const missing = reasonText('notInMedia', { value: '' }).en.trim();
    const result = parseCatalogueFile(JSON.stringify(name === 'menu' || catalogue.menu ? file : { ...file, menu: undefined }), 'json', {
      pictureProblem: (path) => (!named.has(path) || (MEDIA_NAME.test(path) && existsSync(join(mediaDir, path))) ? null : missing),
    });
    if (!result.ok) {
      const n = String(result.errors.length);
      throw new ServiceError(
        400,
        filled(staffCatalogueTexts.sectionProblems, {
          en: { n, section: sectionNames[name].en },
          fa: { n: digitsIn('fa', n), section: sectionNames[name].fa },
        }),
        result.errors.map((error) => rowErrorLine(error, locale)),
      );
    }
    const input = result.input;
    if (name === 'categories') {
      await writeCategoryList(trx, input.categories);
      // A menu that follows the category tree follows it here too.
      if (!catalogue.menu) await replaceMenu(trx, categoryMenu(input.categories));
    } else if (name === 'banners') {
      await trx.deleteFrom('banners').execute();
      await writeBanners(trx, input.banners);
    } else if (name === 'packages') {
      await writePackageList(trx, input.packages);
    } else {
      await replaceMenu(trx, input.menu ?? categoryMenu(input.categories));
    }
    const saved = sectionOf(await readCatalogue(trx), name);
    const after = name === 'menu' && !input.menu ? [] : saved.rows;
    await recordChange(trx, member, { action: `${name}.update`, subject: name, before, after });
    return saved.data;
  });
}

async function replaceMenu(trx: Db, menu: NonNullable<CatalogueInput['menu']>) {
  await trx.deleteFrom('menuItems').execute();
  await writeMenu(trx, menu);
}

/**
 * Writes the categories in their order, level by level as the import does (so a menu that follows them reads
 * back as following), keeping each one's id (its products stay linked): changed ones updated, new ones added,
 * the ones left out removed (the check made sure no product is still in them).
 */
async function writeCategoryList(trx: Db, list: CatalogueInput['categories']) {
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
      position,
    };
    const id = stored.get(category.xCode);
    if (id === undefined) {
      const added = await trx
        .insertInto('categories')
        .values({ ...values, xCode: category.xCode, parentId: null, image: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(category.xCode, added.id);
    } else {
      await trx.updateTable('categories').set(values).where('id', '=', id).execute();
      ids.set(category.xCode, id);
    }
  }
  for (const category of categories) {
    const id = ids.get(category.xCode)!;
    const parentId = category.parentXCode ? ids.get(category.parentXCode)! : null;
    await trx.updateTable('categories').set({ parentId }).where('id', '=', id).execute();
    await trx.deleteFrom('categorySizeFilters').where('categoryId', '=', id).execute();
    if (category.sizeFilters.length > 0) {
      await trx
        .insertInto('categorySizeFilters')
        .values(category.sizeFilters.map((f, i) => ({ categoryId: id, code: f.id, title: f.title, titleFa: f.titleFa ?? '', position: i })))
        .execute();
    }
  }
  const removed = [...stored].filter(([xCode]) => !ids.has(xCode)).map(([, id]) => id);
  if (removed.length > 0) {
    await trx.deleteFrom('productCategories').where('categoryId', 'in', removed).execute();
    await trx.deleteFrom('categorySizeFilters').where('categoryId', 'in', removed).execute();
    await trx.updateTable('categories').set({ parentId: null }).where('id', 'in', removed).execute();
    await trx.deleteFrom('categories').where('id', 'in', removed).execute();
  }
}

/** Writes the package types by number; one left out is retired (not deleted), as past orders name it. */
async function writePackageList(trx: Db, packages: CatalogueInput['packages']) {
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
