import * as v from 'valibot';
import { getStore } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { defineRoute, type Route, type RouteContext } from '~/service/http/route.server.ts';
import { staffCatalogueTexts } from '~/service/access/messages.server.ts';
import { requireStaff } from '~/service/access/staffAccess.server.ts';
import {
  addSize,
  catalogueFile,
  importFile,
  MAX_PICTURE_BYTES,
  PICTURE_UPLOAD_TYPES,
  productEditing,
  listStaffProducts,
  saveProduct,
  setStock,
  storePicture,
} from './catalogueEdit.server.ts';
import { saveSection, sectionData, sectionSavedMessage } from './catalogueSections.server.ts';
import { addProduct } from './newProduct.server.ts';
import { SECTION_NAMES } from '~/shared/staff/catalogueSections.ts';
import { pagingParams, skuParam } from '~/shared/contract/requests.ts';

const text = v.string();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const status = v.picklist(['publish', 'draft']);
const named = v.object({ xCode: text, nameEn: text, nameFa: text });
const picture = v.object({ name: text, url: text });

const editableProduct = v.object({
  sku: text,
  parentSku: text,
  nameEn: text,
  nameFa: text,
  descriptionEn: text,
  descriptionFa: text,
  slug: text,
  status,
  quantity: count,
  pictures: v.array(picture),
  categoryXCodes: v.array(text),
  packageIds: v.array(v.pipe(v.number(), v.integer())),
  featured: v.boolean(),
  pictureLater: v.boolean(),
  prices: v.pipe(
    v.array(v.object({ packageId: v.pipe(v.number(), v.integer()), price: count })),
    v.description("Staff's prices to quote, in tomans, by package type: never in a shop's page or call."),
  ),
});

const productEditingAnswer = v.object({
  product: editableProduct,
  categories: v.array(v.object({ ...named.entries, parentXCode: v.nullable(text) })),
  packages: v.array(v.object({ id: v.pipe(v.number(), v.integer()), titleEn: text, titleFa: text, pieces: count })),
  family: v.array(v.object({ sku: text, nameEn: text, nameFa: text, status, quantity: count })),
});

/** What the product form sends: checked here only for its shape; its fields by the import's rules, with the import's messages. */
const productChanges = v.object({
  nameEn: v.pipe(text, v.maxLength(1000)),
  nameFa: v.pipe(text, v.maxLength(1000)),
  descriptionEn: v.pipe(text, v.maxLength(10_000)),
  descriptionFa: v.pipe(text, v.maxLength(10_000)),
  slug: v.pipe(text, v.maxLength(1000)),
  status: v.pipe(text, v.maxLength(100)),
  quantity: v.union([v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999_999)), v.pipe(text, v.maxLength(100))]),
  categoryXCodes: v.pipe(v.array(v.pipe(text, v.maxLength(100))), v.maxLength(100)),
  packageIds: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))), v.maxLength(100)),
  featured: v.boolean(),
  pictureLater: v.optional(v.boolean()),
  images: v.pipe(v.array(v.pipe(text, v.maxLength(200))), v.maxLength(50)),
  prices: v.optional(
    v.pipe(
      v.array(
        v.object({
          packageId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)),
          price: v.union([count, v.pipe(text, v.maxLength(100))]),
        }),
      ),
      v.maxLength(100),
      v.description(
        'The prices in tomans, as numbers or as typed (Persian digits and thousands separators too), by package type; empty: none. Left out: the stored prices stay.',
      ),
    ),
  ),
});

/** What the New product form sends: the product form's fields, a family code and its sizes. */
const { quantity: _, ...familyFields } = productChanges.entries;
const sizeTitle = v.optional(v.pipe(text, v.maxLength(200)));
const newProduct = v.object({
  ...familyFields,
  parentSku: v.pipe(text, v.maxLength(100), v.description('Characters 1-5 of every size’s SKU: 5 capital letters or digits.')),
  sizes: v.pipe(
    v.array(
      v.object({ code: v.pipe(text, v.maxLength(100)), quantity: productChanges.entries.quantity, titleEn: sizeTitle, titleFa: sizeTitle }),
    ),
    v.maxLength(50),
    v.description(
      'Each size’s code (characters 6-7 of its SKU) and stock; its title in both languages where no chosen category’s size filters name it.',
    ),
  ),
});

const sectionPath = v.object({ name: v.picklist(SECTION_NAMES) });
/** A row of a section as its form sends it: checked here only for its shape; its fields by the import's rules. */
const sectionRow = v.record(
  v.pipe(text, v.maxLength(40)),
  v.union([v.pipe(text, v.maxLength(10_000)), v.pipe(v.array(v.pipe(text, v.maxLength(200))), v.maxLength(20))]),
);
const sectionAnswer = v.object({
  name: v.picklist(SECTION_NAMES),
  rows: v.array(v.record(text, v.union([text, v.array(text)]))),
  version: text,
  followsCategories: v.boolean(),
  categories: v.array(v.object({ key: text, slug: text, nameEn: text, nameFa: text })),
});

const counts = v.object({ categories: count, products: count, banners: count, packages: count, menu: count });

const skuPath = v.object({ sku: skuParam });

const store = () => getStore();

/** The catalogue file as a download (GET), refused with 401/404 like every staff call. */
async function download(context: RouteContext, format: 'csv' | 'json') {
  await requireStaff(context, 'catalogue');
  const body = Buffer.from(await catalogueFile((await store()).db, format));
  const type = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8';
  return {
    raw: {
      status: 200,
      headers: {
        'content-type': type,
        'content-disposition': `attachment; filename="catalogue.${format}"`,
        'cache-control': 'no-store',
        'content-length': String(body.length),
      },
      body,
    },
  };
}

/** Catalogue editing (editors): products, sizes, pictures, the catalogue file; docs/staff.md. */
export const catalogueEditRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/staff/products',
    staff: 'catalogue',
    summary: 'Products for editors, drafts too: by name or SKU (q), status, page of 30',
    query: v.object({
      q: v.optional(v.pipe(text, v.maxLength(100))),
      status: v.optional(status),
      page: v.optional(pagingParams.page),
    }),
    answer: v.object({
      items: v.array(
        v.object({
          sku: text,
          parentSku: text,
          slug: text,
          nameEn: text,
          nameFa: text,
          status,
          quantity: count,
          picture: v.nullable(text),
          categories: v.array(named),
        }),
      ),
      total: count,
      page: count,
      perPage: count,
    }),
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'catalogue');
      const { q, status, page } = context.query;
      return { data: await listStaffProducts((await store()).db, { q, status, page: page ?? 1 }) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/staff/products/{sku}',
    staff: 'catalogue',
    summary: 'One product as editors edit it, with the categories, active package types and the other sizes of its family',
    params: skuPath,
    answer: productEditingAnswer,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'catalogue');
      return { data: await productEditing((await store()).db, context.params.sku) };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/v1/staff/products/{sku}',
    staff: 'catalogue',
    summary:
      "Saves a product's fields, checked as the import checks a row (400: one `column: reason` line each); the service answers with them at once",
    params: skuPath,
    body: productChanges,
    answer: editableProduct,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'catalogue');
      const product = await saveProduct(await store(), member, context.params.sku, context.body, context.locale);
      return { data: product, message: staffCatalogueTexts.saved };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/v1/staff/products/{sku}/stock',
    staff: 'catalogue',
    summary: "Sets a size's stock (the products table's inline edit), checked as the import checks it",
    params: skuPath,
    body: v.object({ quantity: productChanges.entries.quantity }),
    answer: v.object({ sku: text, quantity: count }),
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'catalogue');
      const data = await setStock((await store()).db, member, context.params.sku, context.body.quantity, context.locale);
      return { data, message: staffCatalogueTexts.stockSaved };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/staff/families',
    staff: 'catalogue',
    summary:
      'A new product: its sizes, each with the family’s fields, checked as the import checks a row (400: one `column: reason` line each; 409 when the family code or a SKU is in use)',
    body: newProduct,
    answer: editableProduct,
    failures: [401, 404, 409],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'catalogue');
      const product = await addProduct(await store(), member, context.body, context.locale);
      return { data: product, message: staffCatalogueTexts.added };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/staff/products',
    staff: 'catalogue',
    summary: "A new size in a family: a copy of `fromSku`'s fields with the new SKU, as a draft with no stock (409 when the SKU exists)",
    body: v.object({ fromSku: skuParam, sku: v.pipe(text, v.maxLength(100)) }),
    answer: editableProduct,
    failures: [401, 404, 409],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'catalogue');
      const product = await addSize((await store()).db, member, context.body.fromSku, context.body.sku, context.locale);
      return { data: product, message: staffCatalogueTexts.sizeAdded, status: 201 };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/staff/pictures',
    staff: 'catalogue',
    summary:
      'Uploads one photograph as the raw body (up to 25 MB), stored as the import stores pictures (upright, sRGB, at most 2048 px, no metadata); save it with the product',
    query: v.object({ name: v.optional(v.pipe(text, v.maxLength(200))) }),
    rawBody: {
      types: Object.keys(PICTURE_UPLOAD_TYPES),
      maxBytes: MAX_PICTURE_BYTES,
      description: 'The photograph, as a phone camera writes it.',
    },
    answer: picture,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'catalogue');
      const { type, bytes } = await context.readRaw!();
      const stored = await storePicture(await store(), member, { type, bytes, name: context.query.name });
      return { data: stored, message: staffCatalogueTexts.pictureStored };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/staff/catalogue/sections/{name}',
    staff: 'catalogue',
    summary: "A section of the catalogue (categories, banners, packages or menu) as its form edits it: the catalogue file's fields",
    params: sectionPath,
    answer: sectionAnswer,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'catalogue');
      return { data: await sectionData((await store()).db, context.params.name) };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/v1/staff/catalogue/sections/{name}',
    staff: 'catalogue',
    summary:
      "Saves a section's rows in their order, checked as an import of the catalogue with the section replaced (400: one line per problem, nothing saved; 409: changed by someone else since `version`); an empty menu follows the categories",
    params: sectionPath,
    body: v.object({ rows: v.pipe(v.array(sectionRow), v.maxLength(500)), version: v.pipe(text, v.maxLength(64)) }),
    answer: sectionAnswer,
    failures: [401, 404, 409],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'catalogue');
      const { name } = context.params;
      const data = await saveSection(await store(), member, name, context.body.rows, context.body.version, context.locale);
      return { data, message: sectionSavedMessage(name) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/staff/catalogue.csv',
    staff: 'catalogue',
    summary: 'The catalogue file as CSV (the export), pictures named by their media store names',
    answer: { raw: { description: 'The catalogue as CSV', contentType: 'text/csv' } },
    failures: [401, 404],
    personal: true,
    handle: (context) => download(context, 'csv'),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/staff/catalogue.json',
    staff: 'catalogue',
    summary: 'The catalogue file as JSON (the export), pictures named by their media store names',
    answer: { raw: { description: 'The catalogue as JSON', contentType: 'application/json' } },
    failures: [401, 404],
    personal: true,
    handle: (context) => download(context, 'json'),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/staff/catalogue/import',
    staff: 'catalogue',
    summary:
      'Checks (check=1) or imports a catalogue file sent as the raw body (up to 5 MB); a file with problems answers 400 with one line per problem, nothing imported',
    query: v.object({ format: v.optional(v.picklist(['csv', 'json'])), check: v.optional(v.picklist(['0', '1'])) }),
    rawBody: {
      types: ['text/csv', 'application/json', 'text/plain'],
      maxBytes: 5 * 1024 * 1024,
      description: 'The catalogue file (CSV or JSON, UTF-8), as `npm run catalogue -- export` writes it.',
    },
    answer: v.object({ counts, imported: v.boolean() }),
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'catalogue');
      const { type, bytes } = await context.readRaw!();
      const format = context.query.format ?? (type === 'application/json' ? 'json' : 'csv');
      const text = bytes.toString('utf8');
      if (text.includes('\0')) throw new ServiceError(400, 'invalid');
      const result = await importFile(await store(), member, { text, format, checkOnly: context.query.check === '1' }, context.locale);
      return { data: { counts: result.counts, imported: result.imported }, message: result.message };
    },
  }),
];
