// Editing the categories, banners, package types and menu, a section a list (docs/staff.md#catalogue-editing). A save
// is checked as an import of the whole catalogue with that section replaced, and written with its audit row in one
// transaction.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Bilingual, filled } from '~/shared/i18n/bilingual.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import { bumpCatalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import type { Db, Store } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { recordChange } from '~/service/access/audit.server.ts';
import { staffCatalogueTexts } from '~/service/access/messages.server.ts';
import type { StaffMember } from '~/service/access/staffAccess.server.ts';
import { MEDIA_NAME } from './checkImport.server.ts';
import { problemLines, reasonText } from './catalogueReasons.ts';
import { readCatalogue } from './catalogueTransfer.server.ts';
import { sizeFilterCell } from '~/shared/catalogue/sizeFilterCells.ts';
import { formatCatalogueFile } from './formatCatalogueFile.ts';
import { parseCatalogueFile } from './parseCatalogueFile.ts';
import { categoryMenu, replaceBanners, replaceMenu, writeCategoryList, writePackageList } from './writeCatalogue.server.ts';
import type { CatalogueInput } from './catalogueInput.ts';
import type { SectionName } from '~/shared/fields/staffVocabulary.ts';
import type { SectionData, SectionRow } from '~/shared/contract/staff/catalogue.ts';

type FileRows = Record<string, Record<string, unknown>[]>;

/**
 * The catalogue as the JSON file's lists (the menu's too when it follows the categories), without the staff's
 * prices: a section's save writes no product, and a package type retired keeps its prices for past orders.
 */
function fileOf(catalogue: CatalogueInput): FileRows {
  const products = catalogue.products.map(({ prices: _, ...product }) => product);
  const menu = catalogue.menu ?? categoryMenu(catalogue.categories);
  return JSON.parse(formatCatalogueFile({ ...catalogue, products, menu }, 'json')) as FileRows;
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
    categories: catalogue.categories.map((c) => ({ key: c.xCode, slug: c.slug, nameEn: c.nameEn, nameFa: c.nameFa })),
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
 * Saves a section's rows in order; an empty menu follows the category tree again. Problems: 400, a line each
 * (`categories[2].nameFa: …`); a save from a `version` since changed: 409.
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
      const n = String(result.total);
      throw new ServiceError(
        400,
        filled(staffCatalogueTexts.sectionProblems, {
          en: { n, section: sectionNames[name].en },
          fa: { n: digitsIn('fa', n), section: sectionNames[name].fa },
        }),
        problemLines(result, locale, true),
      );
    }
    const input = result.input;
    if (name === 'categories') {
      await writeCategoryList(trx, input.categories);
      // A menu that follows the category tree follows it here too.
      if (!catalogue.menu) await replaceMenu(trx, categoryMenu(input.categories));
    } else if (name === 'banners') {
      await replaceBanners(trx, input.banners);
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
