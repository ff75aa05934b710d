// The catalogue file editors import and export (`npm run catalogue`): one table in CSV, or the same
// fields as lists in JSON. Pure functions: the command reads and writes the files and the pictures.
import * as v from 'valibot';
import { MEDIA_TYPES, slugify } from '~/shared/catalogue/paths.ts';
import { cleanInput, formMessages, noMarkup, type FormMessageKey } from '~/shared/forms/rules.ts';
import { csvSeparator, parseCsv, toCsv } from '~/service/csv.ts';
import type { CatalogueInput, MenuInput } from './writeCatalogue.server.ts';

/** What a row describes. */
export const CATALOGUE_KINDS = ['category', 'product', 'banner', 'package', 'menu'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** The CSV columns, in file order; JSON objects use the same names (without `kind`). */
export const CATALOGUE_COLUMNS = [
  'kind',
  'key',
  'parent',
  'sku',
  'parentSku',
  'slug',
  'nameEn',
  'nameFa',
  'titleEn',
  'titleFa',
  'descriptionEn',
  'descriptionFa',
  'categories',
  'sizeFilters',
  'quantity',
  'status',
  'pieces',
  'alignContent',
  'href',
  'images',
  'packages',
  'featured',
] as const;
type Column = (typeof CATALOGUE_COLUMNS)[number];

/** The JSON list of each kind. */
const SECTIONS = { category: 'categories', product: 'products', banner: 'banners', package: 'packages', menu: 'menu' } as const;

export type CatalogueFormat = 'csv' | 'json';

/** One problem, where the editor sees it: the spreadsheet row (header = 1) or the JSON path, and the column. */
export interface RowError {
  row: number | string;
  column: string;
  reason: string;
}

export type CatalogueFileResult = { ok: true; input: CatalogueInput } | { ok: false; errors: RowError[] };

/** The format a file name asks for (by its extension), or null. */
export function catalogueFormat(fileName: string): CatalogueFormat | null {
  const match = /\.(csv|json)$/i.exec(fileName);
  return match ? (match[1]!.toLowerCase() as CatalogueFormat) : null;
}

/** One line per problem: `row 14, column quantity: …` (CSV) or `products[3].quantity: …` (JSON). */
export function formatRowError(error: RowError): string {
  if (typeof error.row === 'number') return `row ${error.row}${error.column ? `, column ${error.column}` : ''}: ${error.reason}`;
  return `${error.row}${error.column ? `.${error.column}` : ''}: ${error.reason}`;
}

// --- Field rules --------------------------------------------------------------------------------

const quote = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 39)}…` : text);
};
const orList = (words: readonly string[]) => `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
const PICTURE_TYPES = Object.keys(MEDIA_TYPES).map((extension) => extension.slice(1));

/** A cell, or a JSON string or number, trimmed. */
const cell = v.pipe(
  v.union([v.string(), v.number()], (issue) => `${quote(issue.input)} is not text`),
  v.transform((value) => String(value).trim()),
);
/** The same with Persian digits read as Latin ones: codes and numbers. */
const latin = v.pipe(cell, v.transform(cleanInput));

const text = (max: number, lines = false) =>
  v.pipe(
    cell,
    v.transform((value) => value.replace(/\r\n?/g, '\n')),
    v.maxLength(max, `is longer than ${max} characters`),
    v.check((value) => lines || !value.includes('\n'), 'has a line break; only descriptions may have several lines'),
    noMarkup,
  );
const name = text(200);
const description = text(4000, true);

const code = v.pipe(
  latin,
  v.regex(/^[A-Za-z0-9_-]{1,32}$/, (issue) => `${quote(issue.input)} is not a code: use up to 32 letters A-Z, digits, - or _`),
);
const sku = v.pipe(
  latin,
  v.regex(/^[A-Za-z0-9_-]*$/, (issue) => `${quote(issue.input)} is not a SKU: use letters A-Z, digits, - or _`),
  v.minLength(7, (issue) => `${quote(issue.input)} is too short: characters 6-7 of a SKU are its size code, so it needs at least 7`),
  v.maxLength(32, 'is longer than 32 characters'),
  v.regex(
    /^[A-Z0-9]{7}/,
    (issue) => `${quote(issue.input)} must start with 7 capital letters or digits (characters 6-7 are the size code)`,
  ),
);
const parentSku = v.pipe(
  latin,
  v.regex(/^[A-Z0-9_-]{1,32}$/, (issue) => `${quote(issue.input)} is not a parent SKU: use up to 32 capital letters, digits, - or _`),
);
const slug = v.pipe(
  cell,
  v.maxLength(100, 'is longer than 100 characters'),
  v.regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    (issue) => `${quote(issue.input)} is not a slug: use a-z, digits and single hyphens, e.g. "${slugify(issue.input)}"`,
  ),
);
const whole = (min: 0 | 1) => {
  const reason = (issue: { input: unknown }) => `${quote(issue.input)} is not a whole number of ${min} or more`;
  return v.pipe(latin, v.regex(/^\d{1,9}$/, reason), v.transform(Number), v.minValue(min, reason));
};
const oneOf = <const T extends string>(options: readonly T[]) =>
  v.pipe(
    cell,
    v.transform((value) => value.toLowerCase()),
    v.picklist(options, (issue) => `${quote(issue.input)} is not ${orList(options)}`),
  );
const href = v.pipe(
  cell,
  v.maxLength(300, 'is longer than 300 characters'),
  v.regex(
    /^\/(?!\/)[^\s<>"'\\]*$/,
    (issue) => `${quote(issue.input)} is not a link on this shop: start it with /, e.g. /category/VAS/vases`,
  ),
  v.check((value) => !/^\/fa(\/|$)/.test(value), 'starts with /fa: write the English path, Persian pages add /fa themselves'),
);
/** Items separated by `|` in a cell, or a JSON list. */
const listOf = <T>(item: v.GenericSchema<unknown, T>, what: string) =>
  v.pipe(
    v.union([v.string(), v.array(v.unknown())], `is not a list of ${what}`),
    v.transform((value) =>
      typeof value === 'string'
        ? value
            .split('|')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    ),
    v.array(item),
  );
const picture = v.pipe(
  cell,
  v.check(
    (path) => PICTURE_TYPES.includes(/\.([^./\\]+)$/.exec(path)?.[1]?.toLowerCase() ?? ''),
    (issue) => `${quote(issue.input)} is not a picture: use a ${orList(PICTURE_TYPES.map((t) => `.${t}`))} file`,
  ),
);
const YES = ['yes', 'true', '1', 'بله'];
const NO = ['no', 'false', '0', 'خیر'];
/** yes or no (true/false, 1/0, بله/خیر in a cell; a boolean in JSON). */
const yesNo = v.pipe(
  v.union([v.boolean(), cell], (issue) => `${quote(issue.input)} is not yes or no`),
  v.transform((value) =>
    typeof value === 'boolean' ? value : YES.includes(value.toLowerCase()) ? true : NO.includes(value.toLowerCase()) ? false : value,
  ),
  v.boolean((issue) => `${quote(issue.input)} is not yes or no`),
);
const sizeFilter = v.pipe(
  v.union(
    [v.string(), v.object({ code: v.union([v.string(), v.number()]), title: v.union([v.string(), v.number()]) })],
    (issue) => `${quote(issue.input)} is not a size filter: write code:title, e.g. 12:Ø12`,
  ),
  v.transform((value) => {
    if (typeof value !== 'string') return value;
    const colon = value.indexOf(':');
    return colon < 0 ? { code: value, title: '' } : { code: value.slice(0, colon), title: value.slice(colon + 1) };
  }),
  v.object({
    code: v.pipe(
      latin,
      v.regex(
        /^[A-Z0-9]{2}$/,
        (issue) => `${quote(issue.input)} is not a size code: use 2 capital letters or digits, as in characters 6-7 of a SKU`,
      ),
    ),
    title: v.pipe(
      text(40),
      v.check((title) => !title.includes('|'), 'a size title cannot hold |'),
    ),
  }),
  v.check(
    (filter) => filter.title !== '',
    (issue) => `size ${quote(issue.input.code)} has no title: write code:title, e.g. 12:Ø12`,
  ),
);
const sizeFilters = v.pipe(
  listOf(sizeFilter, 'size filters'),
  v.check(
    (filters) => new Set(filters.map((f) => f.code)).size === filters.length,
    (issue) => `size code ${quote(issue.input.find((f, i) => issue.input.findIndex((g) => g.code === f.code) !== i)?.code)} appears twice`,
  ),
);

interface Field {
  schema: v.GenericSchema<unknown, unknown>;
  required: boolean;
}
const need = (schema: v.GenericSchema<unknown, unknown>): Field => ({ schema, required: true });
const may = (schema: v.GenericSchema<unknown, unknown>): Field => ({ schema, required: false });

/** The columns each kind uses, with their rules; any other column must stay empty. */
const FIELDS: Record<CatalogueKind, Partial<Record<Column, Field>>> = {
  category: {
    key: need(code),
    parent: may(code),
    slug: may(slug),
    nameEn: need(name),
    nameFa: need(name),
    descriptionEn: may(description),
    descriptionFa: may(description),
    sizeFilters: may(sizeFilters),
  },
  product: {
    sku: need(sku),
    parentSku: may(parentSku),
    slug: may(slug),
    nameEn: need(name),
    nameFa: need(name),
    descriptionEn: may(description),
    descriptionFa: may(description),
    categories: need(v.pipe(listOf(code, 'category codes'), v.minLength(1, 'names no category'))),
    quantity: need(whole(0)),
    status: may(oneOf(['publish', 'draft'])),
    images: may(listOf(picture, 'pictures')),
    packages: may(
      v.pipe(
        listOf(whole(1), 'package numbers'),
        v.check((keys) => new Set(keys).size === keys.length, 'names a package twice'),
      ),
    ),
    featured: may(yesNo),
  },
  banner: {
    titleEn: need(name),
    titleFa: need(name),
    descriptionEn: may(description),
    descriptionFa: may(description),
    alignContent: may(oneOf(['start', 'center', 'end'])),
    href: need(href),
    images: need(v.pipe(listOf(picture, 'pictures'), v.minLength(1, 'names no picture'))),
  },
  package: { key: need(whole(1)), titleEn: need(name), titleFa: need(name), pieces: need(whole(1)) },
  menu: { key: need(code), parent: may(code), titleEn: need(name), titleFa: need(name), href: need(href) },
};
/** The column an editor probably meant when filling one a kind does not use. */
const INSTEAD: Partial<Record<Column, Column>> = {
  nameEn: 'titleEn',
  nameFa: 'titleFa',
  titleEn: 'nameEn',
  titleFa: 'nameFa',
  key: 'sku',
  sku: 'key',
};

/** The checked values of one row; a value that failed its rule is left out. */
interface Fields {
  key?: string | number;
  parent?: string;
  sku?: string;
  parentSku?: string;
  slug?: string;
  nameEn?: string;
  nameFa?: string;
  titleEn?: string;
  titleFa?: string;
  descriptionEn?: string;
  descriptionFa?: string;
  categories?: string[];
  sizeFilters?: { code: string; title: string }[];
  quantity?: number;
  status?: 'publish' | 'draft';
  pieces?: number;
  alignContent?: 'start' | 'center' | 'end';
  href?: string;
  images?: string[];
  packages?: number[];
  featured?: boolean;
}

// --- Reading ------------------------------------------------------------------------------------

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
  const found: { order: number; rank: number; error: RowError }[] = [];
  return {
    add(place: Place | null, column: string, reason: string) {
      const error = { row: place?.at ?? 'file', column, reason };
      const index = CATALOGUE_COLUMNS.indexOf(column as Column);
      // Whole-row problems first, then by column, unknown columns last.
      found.push({ order: place?.order ?? -1, rank: column === '' ? -1 : index < 0 ? CATALOGUE_COLUMNS.length : index, error });
    },
    get count() {
      return found.length;
    },
    sorted: () => found.sort((a, b) => a.order - b.order || a.rank - b.rank).map((p) => p.error),
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
  if (!raws) return { ok: false, errors: problems.sorted() };
  const checked = raws.map((raw) => ({ raw, f: checkFields(raw, problems) }));
  checkAcrossRows(checked, problems, options.pictureProblem);
  if (problems.count > 0) return { ok: false, errors: problems.sorted() };
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
  const columns = header.map((title, i) => {
    const column = CATALOGUE_COLUMNS.find((c) => c.toLowerCase() === title.toLowerCase());
    if (title !== '' && !column) problems.add(head, title, `is not a column; the columns are ${CATALOGUE_COLUMNS.join(', ')}`);
    const twice = column && header.slice(0, i).some((earlier) => earlier.toLowerCase() === title.toLowerCase());
    if (twice) problems.add(head, column, 'appears twice in the header');
    return twice ? undefined : column;
  });
  const raws: Raw[] = [];
  for (const [index, cells] of rows.entries()) {
    const place = { at: index + 1, order: index + 1 };
    if (index === 0 || cells.every((cell) => cell.trim() === '')) continue;
    const values: Record<string, unknown> = {};
    for (const [i, value] of cells.entries()) if (columns[i]) values[columns[i]] = value;
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
  for (const [column, field] of Object.entries(spec)) {
    const value = raw.values[column];
    if (isEmpty(value)) {
      if (field.required) problems.add(raw, column, `is empty, but every ${raw.kind} needs it`);
      continue;
    }
    const result = v.safeParse(field.schema, value, { abortEarly: true });
    if (result.success) fields[column] = result.output;
    else {
      const message = result.issues[0].message;
      problems.add(raw, column, formMessages[message as FormMessageKey]?.en ?? message);
    }
  }
  return fields as Fields;
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

  const unique = (list: Checked[], column: 'key' | 'sku') => {
    const first = new Map<unknown, Place>();
    for (const { raw, f } of list) {
      const value = f[column];
      if (value === undefined) continue;
      const seen = first.get(value);
      if (seen) problems.add(raw, column, `${quote(value)} is already used by ${where(seen)}`);
      else first.set(value, raw);
    }
  };
  unique(categories, 'key');
  unique(products, 'sku');
  unique(packages, 'key');
  unique(menu, 'key');

  const tree = (list: Checked[], noun: string) => {
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
  };
  tree(categories, 'category');
  tree(menu, 'menu entry');

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
  }
  const skus = new Set(products.map((row) => row.f.sku));
  for (const { raw, f } of [...banners, ...menu]) {
    const [, page, id = ''] = /^\/(category|products)\/([^/?#]+)/i.exec(f.href ?? '') ?? [];
    if (page?.toLowerCase() === 'category' && !categoryKeys.has(id)) {
      problems.add(raw, 'href', `links to category ${quote(id)}, which is not in this file`);
    } else if (page?.toLowerCase() === 'products' && /^[A-Z0-9]{7}/.test(id) && !skus.has(id)) {
      problems.add(raw, 'href', `links to product ${quote(id)}, which is not in this file`);
    }
  }
  if (pictureProblem) {
    const known = new Map<string, string | null>();
    for (const { raw, f } of [...products, ...banners]) {
      for (const path of f.images ?? []) {
        if (!known.has(path)) known.set(path, pictureProblem(path));
        const problem = known.get(path);
        if (problem) problems.add(raw, 'images', `${quote(path)} ${problem}`);
      }
    }
  }
}

/** The checked rows as the catalogue `writeCatalogue` takes, with the documented defaults filled in. */
function toInput(rows: Checked[]): CatalogueInput {
  const of = (kind: CatalogueKind) => rows.filter((row) => row.raw.kind === kind).map((row) => row.f);
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
      sizeFilters: (f.sizeFilters ?? []).map((filter) => ({ id: filter.code, title: filter.title })),
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

// --- Writing ------------------------------------------------------------------------------------

/** The catalogue as a file of the given format, every field written out, so importing it gives the same catalogue. */
export function formatCatalogueFile(input: CatalogueInput, format: CatalogueFormat): string {
  const entries: { kind: CatalogueKind; fields: Partial<Record<Column, unknown>> }[] = [
    ...input.categories.map((c) => ({
      kind: 'category' as const,
      fields: {
        key: c.xCode,
        parent: c.parentXCode,
        slug: c.slug,
        nameEn: c.nameEn,
        nameFa: c.nameFa,
        descriptionEn: c.descriptionEn,
        descriptionFa: c.descriptionFa,
        sizeFilters: c.sizeFilters.map((f) => ({ code: f.id, title: f.title })),
      },
    })),
    ...input.products.map((p) => ({
      kind: 'product' as const,
      fields: {
        sku: p.sku,
        parentSku: p.parentSku,
        slug: p.slug,
        nameEn: p.nameEn,
        nameFa: p.nameFa,
        descriptionEn: p.descriptionEn,
        descriptionFa: p.descriptionFa,
        categories: p.categoryXCodes,
        quantity: p.quantity,
        status: p.status,
        images: p.images,
        packages: p.packageIds ?? [],
        featured: p.featured ?? false,
      },
    })),
    ...input.banners.map((b) => ({
      kind: 'banner' as const,
      fields: {
        titleEn: b.titleEn,
        titleFa: b.titleFa,
        descriptionEn: b.descriptionEn,
        descriptionFa: b.descriptionFa,
        alignContent: b.alignContent,
        href: b.slug,
        images: b.media.map((m) => m.url),
      },
    })),
    ...input.packages.map((p) => ({
      kind: 'package' as const,
      fields: { key: p.id, titleEn: p.titleEn, titleFa: p.titleFa, pieces: p.pieces },
    })),
    ...(input.menu ?? []).map((m) => ({
      kind: 'menu' as const,
      fields: { key: m.key, parent: m.parentKey, titleEn: m.titleEn, titleFa: m.titleFa, href: m.href },
    })),
  ];
  if (format === 'json') {
    // One field per line with its value on that line (lists too), which reads better than JSON.stringify's layout.
    const kinds = CATALOGUE_KINDS.filter((kind) => kind !== 'menu' || input.menu);
    const item = (fields: object) =>
      `{\n${Object.entries(fields)
        .map(([field, value]) => `      ${JSON.stringify(field)}: ${JSON.stringify(value)}`)
        .join(',\n')}\n    }`;
    const list = (kind: CatalogueKind) => {
      const items = entries.filter((entry) => entry.kind === kind).map((entry) => item(entry.fields));
      return `  "${SECTIONS[kind]}": [${items.length > 0 ? `\n    ${items.join(',\n    ')}\n  ` : ''}]`;
    };
    return `{\n${kinds.map(list).join(',\n')}\n}\n`;
  }
  const cellOf = (value: unknown): string => {
    if (value === undefined || value === null) return '';
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    if (!Array.isArray(value)) return String(value);
    return value
      .map((item: string | { code: string; title: string }) => (typeof item === 'object' ? `${item.code}:${item.title}` : item))
      .join('|');
  };
  const rows = entries.map(({ kind, fields }) => CATALOGUE_COLUMNS.map((column) => (column === 'kind' ? kind : cellOf(fields[column]))));
  return toCsv([CATALOGUE_COLUMNS, ...rows]);
}
