// The catalogue file (`npm run catalogue`): CSV, or the same fields in JSON. What reading and writing share: kinds,
// columns and each field's rules; parseCatalogueFile.ts reads, formatCatalogueFile.ts writes.
import * as v from 'valibot';
import { SIZE_MEASURES, SIZE_UNITS, type SizeMeasure, type SizeUnit } from '~/shared/fields/sizeMeasure.ts';
import { slugify } from '~/shared/catalogue/paths.ts';
import { cleanInput, noMarkup } from '~/shared/forms/rules.ts';
import { typedPrice } from '~/shared/staff/quotePrices.ts';
import { PRICE_MAX } from '~/shared/fields/vocabulary.ts';
import { MEDIA_TYPES } from '~/shared/fields/pictures.ts';
import type { QuotePrice } from '~/shared/contract/staff/catalogue.ts';

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
  'sizeUnit',
  'sizeMeasure',
  'quantity',
  'status',
  'pieces',
  'alignContent',
  'href',
  'images',
  'packages',
  'featured',
  'pictureLater',
  'prices',
] as const;
export type Column = (typeof CATALOGUE_COLUMNS)[number];

/** The JSON list of each kind. */
export const SECTIONS = { category: 'categories', product: 'products', banner: 'banners', package: 'packages', menu: 'menu' } as const;

export type CatalogueFormat = 'csv' | 'json';

/** The format a file name asks for (by its extension), or null. */
export function catalogueFormat(fileName: string): CatalogueFormat | null {
  const match = /\.(csv|json)$/i.exec(fileName);
  return match ? (match[1]!.toLowerCase() as CatalogueFormat) : null;
}

// --- Field rules --------------------------------------------------------------------------------

export const quote = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 39)}…` : text);
};
export const orList = (words: readonly string[]) => `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
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
const sizeTitleText = v.pipe(
  text(40),
  v.check((title) => !title.includes('|'), 'a size title cannot hold |'),
);
const sizeFilter = v.pipe(
  v.union(
    [
      v.string(),
      v.object({
        code: v.union([v.string(), v.number()]),
        title: v.union([v.string(), v.number()]),
        titleFa: v.optional(v.union([v.string(), v.number()]), ''),
      }),
    ],
    (issue) => `${quote(issue.input)} is not a size filter: write code:title, e.g. 12:Ø12`,
  ),
  // In a cell, code:title or code:title:Persian title (12:Ø12:قطر ۱۲); without a Persian title, Persian pages
  // show the English one in Persian digits.
  v.transform((value) => {
    if (typeof value !== 'string') return value;
    const [code = '', title = '', ...persian] = value.split(':');
    return { code, title, titleFa: persian.join(':') };
  }),
  v.object({
    code: v.pipe(
      latin,
      v.regex(
        /^[A-Z0-9]{2}$/,
        (issue) => `${quote(issue.input)} is not a size code: use 2 capital letters or digits, as in characters 6-7 of a SKU`,
      ),
    ),
    title: sizeTitleText,
    titleFa: sizeTitleText,
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

/** A price in tomans: digits (Persian ones too), thousands separated or not. */
const price = v.pipe(
  cell,
  v.transform(typedPrice),
  v.check(
    (digits) => /^\d{1,12}$/.test(digits) && Number(digits) >= 1 && Number(digits) <= PRICE_MAX,
    (issue) => `${quote(issue.input)} is not a price: write the tomans in digits, e.g. 1250000`,
  ),
  v.transform(Number),
);
/** `1:1250000|3:28000000` in a cell (package number:price); in JSON, an object of the same, {"1": 1250000}. */
const pricePairs = (value: string | Record<string, unknown>): [string, unknown][] =>
  typeof value === 'string'
    ? value
        .split('|')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => (part.includes(':') ? [part.slice(0, part.indexOf(':')), part.slice(part.indexOf(':') + 1)] : [part, '']))
    : Object.entries(value);
const prices = v.pipe(
  v.union(
    [v.string(), v.record(v.string(), v.unknown())],
    (issue) => `${quote(issue.input)} is not a list of prices: write package:price, e.g. 1:1250000`,
  ),
  v.transform(pricePairs),
  v.check(
    (pairs) => pairs.every(([, amount]) => amount !== '' && (typeof amount === 'string' || typeof amount === 'number')),
    (issue) =>
      `package ${quote(issue.input.find(([, amount]) => amount === '' || (typeof amount !== 'string' && typeof amount !== 'number'))?.[0] ?? '')} has no price: write package:price, e.g. 1:1250000`,
  ),
  v.transform((pairs) => pairs.map(([key, amount]) => ({ packageId: key as string | number, price: amount as string | number }))),
  v.array(v.object({ packageId: whole(1), price })),
  v.check((list) => new Set(list.map((p) => p.packageId)).size === list.length, 'names a package twice'),
  // By package number: their order in a cell means nothing.
  v.transform((list): QuotePrice[] =>
    list.map((p) => ({ packageId: p.packageId, price: p.price })).sort((a, b) => a.packageId - b.packageId),
  ),
);

interface Field {
  schema: v.GenericSchema<unknown, unknown>;
  required: boolean;
}
const need = (schema: v.GenericSchema<unknown, unknown>): Field => ({ schema, required: true });
const may = (schema: v.GenericSchema<unknown, unknown>): Field => ({ schema, required: false });

/** The columns each kind uses, with their rules; any other column must stay empty. */
export const FIELDS: Record<CatalogueKind, Partial<Record<Column, Field>>> = {
  category: {
    key: need(code),
    parent: may(code),
    slug: may(slug),
    nameEn: need(name),
    nameFa: need(name),
    descriptionEn: may(description),
    descriptionFa: may(description),
    sizeFilters: may(sizeFilters),
    sizeUnit: may(oneOf(SIZE_UNITS.filter(Boolean))),
    sizeMeasure: may(oneOf(Object.keys(SIZE_MEASURES).filter(Boolean))),
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
    pictureLater: may(yesNo),
    prices: may(prices),
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
export const INSTEAD: Partial<Record<Column, Column>> = {
  nameEn: 'titleEn',
  nameFa: 'titleFa',
  titleEn: 'nameEn',
  titleFa: 'nameFa',
  key: 'sku',
  sku: 'key',
};

/** The checked values of one row; a value that failed its rule is left out. */
export interface Fields {
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
  sizeFilters?: { code: string; title: string; titleFa: string }[];
  sizeUnit?: SizeUnit;
  sizeMeasure?: SizeMeasure;
  quantity?: number;
  status?: 'publish' | 'draft';
  pieces?: number;
  alignContent?: 'start' | 'center' | 'end';
  href?: string;
  images?: string[];
  packages?: number[];
  featured?: boolean;
  pictureLater?: boolean;
  prices?: QuotePrice[];
}
