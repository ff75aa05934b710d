// Reading a catalogue file (catalogueFields.ts has its columns and rules): every problem of every row, or
// the catalogue to write.
import * as v from 'valibot';
import { slugify } from '~/shared/catalogue/paths.ts';
import { formMessages, type FormMessageKey } from '~/shared/forms/rules.ts';
import { csvSeparator, parseCsv, undefuseCell } from '~/service/csv.ts';
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_KINDS,
  FIELDS,
  INSTEAD,
  SECTIONS,
  orList,
  quote,
  type CatalogueFormat,
  type CatalogueKind,
  type Column,
  type Fields,
} from './catalogueFields.ts';
import type { CatalogueInput, MenuInput } from './catalogueInput.ts';

/** One problem, where the editor sees it: the spreadsheet row (header = 1) or the JSON path, and the column. */
export interface RowError {
  row: number | string;
  column: string;
  reason: string;
}

/** A file's check: the catalogue, or its first problems (at most MAX_REPORTED_PROBLEMS, by row) and how many there are in all. */
export type CatalogueFileResult = { ok: true; input: CatalogueInput } | { ok: false; errors: RowError[]; total: number };

/** The most problems a check reports: a file of bad rows would otherwise answer with hundreds of thousands of lines. */
export const MAX_REPORTED_PROBLEMS = 200;

/** One line per problem: `row 14, column quantity: …` (CSV) or `products[3].quantity: …` (JSON). */
export function formatRowError(error: RowError): string {
  if (typeof error.row === 'number') return `row ${error.row}${error.column ? `, column ${error.column}` : ''}: ${error.reason}`;
  return `${error.row}${error.column ? `.${error.column}` : ''}: ${error.reason}`;
}

interface Place {
  at: number | string;
  /** Sorts problems in file order. */
  order: number;
}
interface Raw extends Place {
  kind: CatalogueKind;
  values: Record<string, unknown>;
}
interface Checked {
  raw: Raw;
  f: Fields;
}

function problemList() {
  let found: { order: number; rank: number; error: RowError }[] = [];
  let count = 0;
  // Whole-row problems first, then by column, unknown columns last.
  const sort = () => found.sort((a, b) => a.order - b.order || a.rank - b.rank);
  return {
    add(place: Place | null, column: string, reason: string) {
      const error = { row: place?.at ?? 'file', column, reason };
      const index = CATALOGUE_COLUMNS.indexOf(column as Column);
      found.push({ order: place?.order ?? -1, rank: column === '' ? -1 : index < 0 ? CATALOGUE_COLUMNS.length : index, error });
      count++;
      // Only the first ones are reported: the rest are counted, not kept.
      if (found.length >= 10 * MAX_REPORTED_PROBLEMS) found = sort().slice(0, MAX_REPORTED_PROBLEMS);
    },
    get count() {
      return count;
    },
    failed: () => ({
      ok: false as const,
      errors: sort()
        .slice(0, MAX_REPORTED_PROBLEMS)
        .map((p) => p.error),
      total: count,
    }),
  };
}
type Problems = ReturnType<typeof problemList>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);
const where = (place: Place) => (typeof place.at === 'number' ? `row ${place.at}` : place.at);

/**
 * Reads and checks a catalogue file's text: every problem of every row comes back (sorted by row),
 * else the catalogue to write. Picture paths stay as written; `pictureProblem` is asked about each one (null: fine).
 */
export function parseCatalogueFile(
  text: string,
  format: CatalogueFormat,
  options: { pictureProblem?: (path: string) => string | null } = {},
): CatalogueFileResult {
  const problems = problemList();
  const raws = format === 'csv' ? csvRows(text, problems) : jsonRows(text, problems);
  if (!raws) return problems.failed();
  const checked = raws.map((raw) => ({ raw, f: checkFields(raw, problems) }));
  checkAcrossRows(checked, problems, options.pictureProblem);
  if (problems.count > 0) return problems.failed();
  return { ok: true, input: toInput(checked) };
}

/** The rows of a CSV file; null when it cannot be read on. */
function csvRows(text: string, problems: Problems): Raw[] | null {
  const { rows, unclosedAt } = parseCsv(text, csvSeparator(text));
  const header = (rows[0] ?? []).map((cell) => cell.trim());
  const head = { at: 1, order: 1 };
  if (rows.length === 0 && !unclosedAt) {
    problems.add(null, '', 'is empty');
    return null;
  }
  if (header[0]?.toLowerCase() !== 'kind') {
    problems.add(head, '', `the first column must be "kind", not ${quote(header[0] ?? '')}`);
    return null;
  }
  const seen = new Set<string>();
  let unknown = false;
  const columns = header.map((title) => {
    const column = CATALOGUE_COLUMNS.find((c) => c.toLowerCase() === title.toLowerCase());
    if (title !== '' && !column) {
      problems.add(head, title, 'is not a column');
      unknown = true;
    }
    const twice = column && seen.has(column);
    if (twice) problems.add(head, column, 'appears twice in the header');
    if (column) seen.add(column);
    return twice ? undefined : column;
  });
  // The columns there are, said once however many are unknown.
  if (unknown) problems.add(head, '', `the columns are ${CATALOGUE_COLUMNS.join(', ')}`);
  const raws: Raw[] = [];
  for (const [index, cells] of rows.entries()) {
    const place = { at: index + 1, order: index + 1 };
    if (index === 0 || cells.every((cell) => cell.trim() === '')) continue;
    const values: Record<string, unknown> = {};
    for (const [i, value] of cells.entries()) if (columns[i]) values[columns[i]] = undefuseCell(value);
    if (cells.slice(header.length).some((cell) => cell.trim() !== '')) {
      problems.add(place, '', `has ${cells.length} cells but the header has ${header.length}: a quote or a separator too many?`);
    } else if (cells.some((cell, i) => cell.trim() !== '' && header[i] === '')) {
      problems.add(place, '', 'has text under a column with no name in the header');
    }
    const typed = String(values.kind ?? '').trim();
    const kind = CATALOGUE_KINDS.find((k) => k === typed.toLowerCase());
    delete values.kind;
    if (kind) raws.push({ ...place, kind, values });
    else problems.add(place, 'kind', `${typed ? `${quote(typed)} is not a kind` : 'is empty'}: use ${orList(CATALOGUE_KINDS)}`);
  }
  if (unclosedAt) problems.add({ at: unclosedAt, order: unclosedAt }, '', 'a quoted cell is never closed (a " is missing)');
  return raws;
}

/** The entries of a JSON file as rows; null when it cannot be read on. */
function jsonRows(text: string, problems: Problems): Raw[] | null {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    problems.add(null, '', `is not valid JSON: ${(error as Error).message}`);
    return null;
  }
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(data)) {
    problems.add(null, '', `must hold one object with the lists ${orList(Object.values(SECTIONS))}`);
    return null;
  }
  const raws: Raw[] = [];
  let order = 0;
  for (const [section, list] of Object.entries(data)) {
    const kind = CATALOGUE_KINDS.find((k) => SECTIONS[k] === section);
    if (!kind) problems.add({ at: section, order: order++ }, '', `is not a list of the catalogue: use ${orList(Object.values(SECTIONS))}`);
    else if (!Array.isArray(list)) problems.add({ at: section, order: order++ }, '', 'must be a list: [ … ]');
    else {
      for (const [i, item] of list.entries()) {
        const place = { at: `${section}[${i}]`, order: order++ };
        if (!isObject(item)) {
          problems.add(place, '', 'must be an object: { … }');
          continue;
        }
        const values: Record<string, unknown> = {};
        for (const [field, value] of Object.entries(item)) {
          if (field !== 'kind' && (CATALOGUE_COLUMNS as readonly string[]).includes(field)) values[field] = value;
          else problems.add(place, field, `is not a field; a ${kind} has ${Object.keys(FIELDS[kind]).join(', ')}`);
        }
        raws.push({ ...place, kind, values });
      }
    }
  }
  return raws;
}

/** Checks each column of a row against its kind's rules; returns the values that passed. */
function checkFields(raw: Raw, problems: Problems): Fields {
  const spec = FIELDS[raw.kind];
  const fields: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(raw.values)) {
    if (spec[column as Column] || isEmpty(value)) continue;
    const instead = INSTEAD[column as Column];
    problems.add(raw, column, `is not used for a ${raw.kind}${instead && spec[instead] ? ` (use ${instead})` : '; leave it empty'}`);
  }
  for (const column of Object.keys(spec) as Column[]) {
    const checked = checkCell(raw.kind, column, raw.values[column]);
    if ('reason' in checked) problems.add(raw, column, checked.reason);
    else if (checked.value !== undefined) fields[column] = checked.value;
  }
  return fields as Fields;
}

/**
 * One value checked by its column's rule for a kind, as the import checks a cell (the staff area's forms use it
 * too): the value (undefined for an empty optional one), or the reason it is refused, in English.
 */
export function checkCell(kind: CatalogueKind, column: Column, value: unknown): { value: unknown } | { reason: string } {
  const field = FIELDS[kind][column];
  if (!field) return isEmpty(value) ? { value: undefined } : { reason: `is not used for a ${kind}; leave it empty` };
  if (isEmpty(value)) return field.required ? { reason: `is empty, but every ${kind} needs it` } : { value: undefined };
  const result = v.safeParse(field.schema, value, { abortEarly: true });
  if (result.success) return { value: result.output };
  const message = result.issues[0].message;
  return { reason: formMessages[message as FormMessageKey]?.en ?? message };
}

/** The rules between rows: presence, unique keys, trees, references, links and pictures. */
function checkAcrossRows(rows: Checked[], problems: Problems, pictureProblem?: (path: string) => string | null) {
  const of = (kind: CatalogueKind) => rows.filter((row) => row.raw.kind === kind);
  const [categories, products, banners, packages, menu] = CATALOGUE_KINDS.map(of) as [
    Checked[],
    Checked[],
    Checked[],
    Checked[],
    Checked[],
  ];
  // An import replaces the whole catalogue: a file without these would empty the shop.
  for (const [list, kind] of [
    [categories, 'category'],
    [products, 'product'],
    [packages, 'package'],
  ] as const) {
    if (list.length === 0) problems.add(null, '', `there is no ${kind}; an import replaces the whole catalogue`);
  }
  checkUnique(categories, 'key', problems);
  checkUnique(products, 'sku', problems);
  checkUnique(packages, 'key', problems);
  checkUnique(menu, 'key', problems);
  checkTree(categories, 'category', problems);
  checkTree(menu, 'menu entry', problems);
  checkReferences(products, categories, packages, problems);
  checkLinks([...banners, ...menu], categories, products, problems);
  if (pictureProblem) checkPictures([...products, ...banners], pictureProblem, problems);
}

/** A key or SKU used by two rows: the second names the first. */
function checkUnique(list: Checked[], column: 'key' | 'sku', problems: Problems) {
  const first = new Map<unknown, Place>();
  for (const { raw, f } of list) {
    const value = f[column];
    if (value === undefined) continue;
    const seen = first.get(value);
    if (seen) problems.add(raw, column, `${quote(value)} is already used by ${where(seen)}`);
    else first.set(value, raw);
  }
}

/** A tree of categories or menu entries: every parent in the file, no loop, at most 3 levels. */
function checkTree(list: Checked[], noun: string, problems: Problems) {
  const parentOf = new Map<string, string | undefined>();
  for (const { f } of list) if (f.key !== undefined && !parentOf.has(String(f.key))) parentOf.set(String(f.key), f.parent);
  for (const { raw, f } of list) {
    if (f.parent === undefined) continue;
    if (!parentOf.has(f.parent)) {
      problems.add(raw, 'parent', `there is no ${noun} ${quote(f.parent)} in this file`);
      continue;
    }
    const chain = [String(f.key ?? '?')];
    for (let up: string | undefined = f.parent; up !== undefined; up = parentOf.get(up)) {
      if (chain.includes(up)) {
        problems.add(raw, 'parent', `the parents go round in a loop: ${[...chain, up].join(' → ')}`);
        break;
      }
      chain.push(up);
      if (chain.length > 3) {
        problems.add(
          raw,
          'parent',
          `makes ${noun === 'category' ? 'categories' : 'the menu'} more than 3 levels deep: ${chain.reverse().join(' → ')}`,
        );
        break;
      }
    }
  }
}

/** A product's categories and package types are rows of the same file. */
function checkReferences(products: Checked[], categories: Checked[], packages: Checked[], problems: Problems) {
  const categoryKeys = new Set(categories.map((row) => row.f.key));
  for (const { raw, f } of products) {
    for (const xCode of f.categories ?? []) {
      if (!categoryKeys.has(xCode)) problems.add(raw, 'categories', `there is no category ${quote(xCode)} in this file`);
    }
  }
  const packageKeys = new Set(packages.map((row) => row.f.key));
  for (const { raw, f } of products) {
    for (const key of f.packages ?? []) {
      if (!packageKeys.has(key)) problems.add(raw, 'packages', `there is no package ${quote(String(key))} in this file`);
    }
    // A price is for a package type the product is sold in (no packages listed: every type in the file).
    for (const { packageId } of f.prices ?? []) {
      if (!packageKeys.has(packageId)) problems.add(raw, 'prices', `there is no package ${quote(String(packageId))} in this file`);
      else if (f.packages?.length && !f.packages.includes(packageId)) problems.add(raw, 'prices', notSoldIn(packageId));
    }
  }
}

/** A price for a package type the product is not sold in. */
export const notSoldIn = (packageId: number) => `has a price for package ${quote(String(packageId))}, which this product is not sold in`;

/** A banner's or menu entry's link to a category or product points at one in the file. */
function checkLinks(linking: Checked[], categories: Checked[], products: Checked[], problems: Problems) {
  const categoryKeys = new Set(categories.map((row) => row.f.key));
  const skus = new Set(products.map((row) => row.f.sku));
  for (const { raw, f } of linking) {
    const [, page, id = ''] = /^\/(category|products)\/([^/?#]+)/i.exec(f.href ?? '') ?? [];
    if (page?.toLowerCase() === 'category' && !categoryKeys.has(id)) {
      problems.add(raw, 'href', `links to category ${quote(id)}, which is not in this file`);
    } else if (page?.toLowerCase() === 'products' && /^[A-Z0-9]{7}/.test(id) && !skus.has(id)) {
      problems.add(raw, 'href', `links to product ${quote(id)}, which is not in this file`);
    }
  }
}

/** Every picture a row names can be read (each path checked once). */
function checkPictures(rows: Checked[], pictureProblem: (path: string) => string | null, problems: Problems) {
  const known = new Map<string, string | null>();
  for (const { raw, f } of rows) {
    for (const path of f.images ?? []) {
      if (!known.has(path)) known.set(path, pictureProblem(path));
      const problem = known.get(path);
      if (problem) problems.add(raw, 'images', `${quote(path)} ${problem}`);
    }
  }
}

/** The checked rows as the catalogue `writeCatalogue` takes, with the documented defaults filled in. */
function toInput(rows: Checked[]): CatalogueInput {
  const of = (kind: CatalogueKind) => rows.filter((row) => row.raw.kind === kind).map((row) => row.f);
  // A file without the prices column (or a JSON product without the field) leaves the stored prices as they are.
  const pricesGiven = new Set(rows.filter((row) => 'prices' in row.raw.values).map((row) => row.f));
  const menu: MenuInput[] = of('menu').map((f) => ({
    key: String(f.key),
    parentKey: f.parent ?? null,
    titleFa: f.titleFa!,
    titleEn: f.titleEn!,
    href: f.href!,
  }));
  return {
    categories: of('category').map((f) => ({
      xCode: String(f.key),
      parentXCode: f.parent ?? null,
      slug: f.slug ?? slugify(f.nameEn!),
      nameFa: f.nameFa!,
      nameEn: f.nameEn!,
      descriptionFa: f.descriptionFa ?? '',
      descriptionEn: f.descriptionEn ?? '',
      sizeFilters: (f.sizeFilters ?? []).map((filter) => ({ id: filter.code, title: filter.title, titleFa: filter.titleFa })),
      sizeUnit: f.sizeUnit ?? '',
      sizeMeasure: f.sizeMeasure ?? '',
    })),
    products: of('product').map((f) => ({
      sku: f.sku!,
      parentSku: f.parentSku ?? f.sku!.slice(0, 5),
      slug: f.slug ?? slugify(f.nameEn!),
      nameFa: f.nameFa!,
      nameEn: f.nameEn!,
      descriptionFa: f.descriptionFa ?? '',
      descriptionEn: f.descriptionEn ?? '',
      categoryXCodes: [...new Set(f.categories)],
      quantity: f.quantity!,
      status: f.status ?? 'publish',
      images: f.images ?? [],
      packageIds: f.packages ?? [],
      featured: f.featured ?? false,
      pictureLater: f.pictureLater ?? false,
      ...(pricesGiven.has(f) ? { prices: f.prices ?? [] } : {}),
    })),
    banners: of('banner').map((f) => ({
      titleFa: f.titleFa!,
      titleEn: f.titleEn!,
      descriptionFa: f.descriptionFa ?? '',
      descriptionEn: f.descriptionEn ?? '',
      alignContent: f.alignContent ?? 'start',
      slug: f.href!,
      media: f.images!.map((url) => ({ url, type: 'image' })),
    })),
    packages: of('package').map((f) => ({ id: Number(f.key), titleFa: f.titleFa!, titleEn: f.titleEn!, pieces: f.pieces! })),
    // Without menu rows the menu follows the category tree.
    ...(menu.length > 0 ? { menu } : {}),
  };
}
