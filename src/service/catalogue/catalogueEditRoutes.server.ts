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
import {
  editableProduct,
  importAnswer,
  importQuery,
  newProduct,
  picture,
  pictureUploadQuery,
  productChanges,
  productCopy,
  productEditingAnswer,
  sectionAnswer,
  sectionChange,
  sectionPath,
  skuPath,
  staffProductPage,
  staffProductQuery,
  stockChange,
  stockSet,
} from '~/shared/contract/staff/catalogue.ts';

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
    query: staffProductQuery,
    answer: staffProductPage,
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
    body: stockChange,
    answer: stockSet,
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
    body: productCopy,
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
    query: pictureUploadQuery,
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
    body: sectionChange,
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
    query: importQuery,
    rawBody: {
      types: ['text/csv', 'application/json', 'text/plain'],
      maxBytes: 5 * 1024 * 1024,
      description: 'The catalogue file (CSV or JSON, UTF-8), as `npm run catalogue -- export` writes it.',
    },
    answer: importAnswer,
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
