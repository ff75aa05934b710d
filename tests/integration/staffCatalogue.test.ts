import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCatalogueFile } from '~/service/catalogue/parseCatalogueFile.ts';
import { parseCsv, toCsv } from '~/service/csv.ts';
import type { Db } from '~/service/db/database.server.ts';
import { openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { startShop } from '../support/startShop.ts';
import { productForm } from '../support/staffProduct.ts';
import { call, isFailure } from './http.ts';

// Editors change the catalogue on a shop of their own (an import replaces the whole catalogue, which the other
// suites read): the demo catalogue, an editor, an admin, a staff member and a customer.
let shop: Awaited<ReturnType<typeof startShop>>;
let db: Db;
const cookies: Record<'editor' | 'admin' | 'staff' | 'customer', string> = { editor: '', admin: '', staff: '', customer: '' };
beforeAll(async () => {
  shop = await startShop();
  db = (await openTestStore(shop.dataDir)).db;
  for (const role of ['editor', 'admin', 'staff', 'customer'] as const) cookies[role] = (await signedInAs(db, role, `Test ${role}`)).cookie;
});
afterAll(async () => {
  await db.destroy();
  await shop.stop();
});

type Who = keyof typeof cookies | null;
const as = (who: Who, path: string, init: Parameters<typeof call>[1] = {}, locale: 'en' | 'fa' = 'en') =>
  call(`${shop.url}${path}`, {
    ...init,
    headers: { 'accept-language': locale, ...(who ? { cookie: cookies[who] } : {}), ...(init.headers as Record<string, string>) },
  });
const photo = () => readFileSync(join('bench', 'photos', 'rocket.jpg'));
const edit = async (sku: string) => (await as('editor', `/v1/staff/products/${sku}`)).body.data;
const lastAudit = (action: string) =>
  db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();

describe('who may edit the catalogue', () => {
  const calls: [string, string, Parameters<typeof call>[1]][] = [
    ['GET', '/v1/staff/products', {}],
    ['GET', '/v1/staff/products/VAS0110', {}],
    ['PUT', '/v1/staff/products/VAS0110', { method: 'PUT', json: {} }],
    ['POST', '/v1/staff/products', { json: { fromSku: 'VAS0110', sku: 'VAS0199' } }],
    ['POST', '/v1/staff/pictures', { method: 'POST', body: photo(), headers: { 'content-type': 'image/jpeg' } }],
    ['GET', '/v1/staff/catalogue.csv', {}],
    ['GET', '/v1/staff/catalogue.json', {}],
    ['POST', '/v1/staff/catalogue/import?check=1', { method: 'POST', body: 'kind\n', headers: { 'content-type': 'text/csv' } }],
  ];
  it.each(calls)('%s %s: 401 signed out, 404 for a customer and for staff (orders), whatever the body', async (_method, path, init) => {
    const signedOut = await as(null, path, init);
    expect(signedOut.status).toBe(401);
    expect(isFailure(signedOut.body)).toBe(true);
    for (const who of ['customer', 'staff'] as const) expect((await as(who, path, init)).status, `${who} ${path}`).toBe(404);
  });

  it('lets editors and admins read the list; a customer cannot tell the area exists', async () => {
    expect((await as('editor', '/v1/staff/products')).status).toBe(200);
    expect((await as('admin', '/v1/staff/products')).status).toBe(200);
    const customer = await as('customer', '/v1/staff/products');
    const nowhere = await as('customer', '/v1/staff/nothing-here');
    expect(customer.status).toBe(404);
    expect(customer.body.message).toEqual(nowhere.body.message);
  });
});

describe('the product list for editors', () => {
  it('finds products by name in either language (folded as the shop folds) or by SKU, drafts too, by status', async () => {
    const byName = await as('editor', '/v1/staff/products?q=dune');
    expect(byName.body.data.items.map((p: any) => p.sku)).toContain('VAS0110');
    expect(byName.body.data.items.every((p: any) => /dune/i.test(p.nameEn))).toBe(true);
    const first = byName.body.data.items[0];
    expect(first).toMatchObject({
      parentSku: 'VAS01',
      status: 'publish',
      categories: [expect.objectContaining({ xCode: expect.any(String) })],
    });
    expect(first.picture).toMatch(/^\/CDN\/Files\/.+\?w=\d+$/);
    // Arabic ي and ك fold to Persian ی and ک, as the shop's search does.
    const persian = await as('editor', `/v1/staff/products?q=${encodeURIComponent('گلدان استون‌ور تلماسه'.replace('ی', 'ي'))}`);
    expect(persian.body.data.items.map((p: any) => p.sku)).toContain('VAS0112');
    const bySku = await as('editor', '/v1/staff/products?q=vas0116');
    expect(bySku.body.data.items.map((p: any) => p.sku)).toEqual(['VAS0116']);
    await db.updateTable('products').set({ status: 'draft' }).where('sku', '=', 'VAS0124').execute();
    const drafts = await as('editor', '/v1/staff/products?status=draft');
    expect(drafts.body.data.items.map((p: any) => p.sku)).toContain('VAS0124');
    expect(drafts.body.data.items.every((p: any) => p.status === 'draft')).toBe(true);
    const page2 = await as('editor', '/v1/staff/products?page=2');
    expect(page2.body.data.page).toBe(2);
    expect(page2.body.data.total).toBeGreaterThan(page2.body.data.perPage);
  });
});

describe('editing a product', () => {
  it('shows a product with its choices: categories, active package types and the other sizes of its family', async () => {
    const { product, categories, packages, family } = await edit('VAS0110');
    expect(product).toMatchObject({ sku: 'VAS0110', parentSku: 'VAS01', nameEn: 'Dune Stoneware Vase', status: 'publish' });
    expect(product.pictures[0]).toEqual({ name: expect.any(String), url: expect.stringContaining('/CDN/Files/') });
    expect(categories.map((c: any) => c.xCode)).toEqual(expect.arrayContaining(product.categoryXCodes));
    expect(packages.length).toBeGreaterThan(0);
    expect(family.map((f: any) => f.sku)).toEqual(expect.arrayContaining(['VAS0112', 'VAS0116']));
    expect(family.map((f: any) => f.sku)).not.toContain('VAS0110');
    expect((await as('editor', '/v1/staff/products/NOPE0000')).status).toBe(404);
  });

  it('saves names and stock: the shop answers with them at once (lists, search), with an audit row', async () => {
    const before = (await edit('VAS0112')).product;
    const saved = await as('editor', '/v1/staff/products/VAS0112', {
      method: 'PUT',
      json: { ...productForm(before), nameEn: 'Dune Vase Renamed', nameFa: 'گلدان تازه‌نام', quantity: '۴۲', slug: '' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message.en).toMatch(/saved/);
    expect(saved.body.data).toMatchObject({ nameEn: 'Dune Vase Renamed', quantity: 42, slug: 'dune-vase-renamed' });
    const family = await call(`${shop.url}/v1/product/sku/VAS01/1/20`);
    expect(family.body.data.items.find((p: any) => p.sku === 'VAS0112')).toMatchObject({ nameEn: 'Dune Vase Renamed', quantity: 42 });
    const search = await call(`${shop.url}/v1/product/search/renamed`);
    expect(search.body.data.map((p: any) => p.sku)).toContain('VAS0112');
    const audit = await lastAudit('product.update');
    expect(audit).toMatchObject({ subject: 'VAS0112', actorName: 'Test editor' });
    expect(JSON.parse(audit!.before!)).toMatchObject({ nameEn: before.nameEn, quantity: before.quantity });
    expect(JSON.parse(audit!.after!)).toMatchObject({ nameEn: 'Dune Vase Renamed', quantity: 42 });
  });

  it('refuses bad fields with the import’s own messages, one line per field, in the caller’s language', async () => {
    const product = (await edit('VAS0116')).product;
    const bad = {
      ...productForm(product),
      nameEn: 'x'.repeat(201),
      quantity: '-3',
      slug: 'Bad Slug',
      categoryXCodes: ['NOPE'],
      images: ['gone-1234.jpg'],
    };
    const en = await as('editor', '/v1/staff/products/VAS0116', { method: 'PUT', json: bad });
    expect(en.status).toBe(400);
    expect(isFailure(en.body)).toBe(true);
    expect(en.body.message.en).toMatch(/not saved/);
    // The same reasons the import gives for the same cells.
    const file = `kind,sku,nameEn,nameFa,categories,quantity,slug\nproduct,VAS0116,${'x'.repeat(201)},ن,VAS,-3,Bad Slug\n`;
    const imported = parseCatalogueFile(file, 'csv');
    const importReasons = imported.ok
      ? []
      : imported.errors.filter((e) => e.row === 2 && e.column !== 'categories').map((e) => `${e.column}: ${e.reason}`);
    expect(en.body.additionalInfo).toEqual(expect.arrayContaining(importReasons));
    expect(en.body.additionalInfo).toEqual(
      expect.arrayContaining([
        'nameEn: is longer than 200 characters',
        'quantity: "-3" is not a whole number of 0 or more',
        'categories: there is no category "NOPE"',
        'images: "gone-1234.jpg" is not in the media store: upload the picture first',
      ]),
    );
    const fa = await as('editor', '/v1/staff/products/VAS0116', { method: 'PUT', json: bad }, 'fa');
    expect(fa.status).toBe(400);
    // In Persian the field's name, the values and the example are isolated in their own direction.
    expect(fa.body.additionalInfo).toEqual(
      expect.arrayContaining([
        '\u2066nameEn\u2069: بیش از ۲۰۰ نویسه است',
        '\u2066quantity\u2069: \u2068"-3"\u2069 عدد صحیح ۰ یا بیشتر نیست',
        expect.stringMatching(/^\u2066slug\u2069: \u2068"Bad Slug"\u2069 نامک \(\u2066slug\u2069\) درستی نیست: .*«\u2066bad-slug\u2069»$/),
        '\u2066categories\u2069: دسته‌ای با کد \u2068"NOPE"\u2069 نیست',
      ]),
    );
    // Nothing was changed.
    expect((await edit('VAS0116')).product).toEqual(product);
    const empty = await as('editor', '/v1/staff/products/VAS0116', { method: 'PUT', json: { ...productForm(product), nameFa: ' ' } }, 'fa');
    expect(empty.body.additionalInfo).toEqual(['\u2066nameFa\u2069: خالی است، ولی هر محصول به آن نیاز دارد']);
  });

  it('adds a size to a family: a draft copy with the new SKU and no stock; 409 for a SKU in use, 400 for a bad one', async () => {
    const made = await as('editor', '/v1/staff/products', { json: { fromSku: 'VAS0110', sku: 'VAS0130' } });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      sku: 'VAS0130',
      parentSku: 'VAS01',
      status: 'draft',
      quantity: 0,
      nameEn: 'Dune Stoneware Vase',
    });
    const from = (await edit('VAS0110')).product;
    expect(made.body.data.categoryXCodes).toEqual(from.categoryXCodes);
    expect((await edit('VAS0110')).family.map((f: any) => f.sku)).toContain('VAS0130');
    expect(await lastAudit('product.create')).toMatchObject({ subject: 'VAS0130', before: null });
    const taken = await as('editor', '/v1/staff/products', { json: { fromSku: 'VAS0110', sku: 'VAS0112' } });
    expect(taken.status).toBe(409);
    expect(taken.body.message.en).toContain('VAS0112');
    const bad = await as('editor', '/v1/staff/products', { json: { fromSku: 'VAS0110', sku: 'vas01' } }, 'fa');
    expect(bad.status).toBe(400);
    expect(bad.body.additionalInfo).toEqual([
      '\u2066sku\u2069: \u2068"vas01"\u2069 خیلی کوتاه است: نویسه‌های ۶ و ۷ کد کالا کد اندازهٔ آن است، پس دست‌کم ۷ نویسه لازم است',
    ]);
    const badEn = await as('editor', '/v1/staff/products', { json: { fromSku: 'VAS0110', sku: 'vas0140' } });
    expect(badEn.body.additionalInfo).toEqual([
      'sku: "vas0140" must start with 7 capital letters or digits (characters 6-7 are the size code)',
    ]);
    expect((await as('editor', '/v1/staff/products', { json: { fromSku: 'NOPE000', sku: 'VAS0150' } })).status).toBe(404);
  });
});

describe('pictures', () => {
  it('takes a phone photograph, stores it as the import does and makes its variants; the product keeps it once saved', async () => {
    const upload = await as('editor', '/v1/staff/pictures?name=IMG_2041.jpg', {
      method: 'POST',
      body: photo(),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(upload.status).toBe(200);
    const { name, url } = upload.body.data;
    expect(name).toMatch(/^img-2041-[0-9a-f]{8}\.jpg$/);
    expect(existsSync(join(shop.dataDir, 'media', name))).toBe(true);
    expect((await fetch(`${shop.url}${url}`)).status).toBe(200);
    expect(await lastAudit('picture.upload')).toMatchObject({ subject: name });
    // The variants (every width, WebP and AVIF) are made after the answer, before a shopper asks.
    const cache = join(shop.dataDir, 'media-cache');
    for (let i = 0; i < 600 && (!existsSync(cache) || readdirSync(cache).filter((f) => f.startsWith(name)).length < 18); i++) {
      await new Promise((wait) => setTimeout(wait, 200));
    }
    expect(readdirSync(cache).filter((f) => f.startsWith(name)).length).toBeGreaterThanOrEqual(18);

    const product = (await edit('VAS0120')).product;
    const [first, ...rest] = product.pictures.map((p: any) => p.name);
    const saved = await as('editor', '/v1/staff/products/VAS0120', {
      method: 'PUT',
      json: { ...productForm(product), images: [name, ...rest] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.pictures.map((p: any) => p.name)).toEqual([name, ...rest]);
    expect(saved.body.data.pictures.map((p: any) => p.name)).not.toContain(first);
    const shopAnswer = await call(`${shop.url}/v1/product/sku/VAS01/1/20`);
    expect(shopAnswer.body.data.items.find((p: any) => p.sku === 'VAS0120').images).toEqual([name, ...rest]);
  }, 150_000);

  it('refuses another type (415), a file that is not what it says (415) and one over 25 MB (413), with clear messages', async () => {
    const text = await as('editor', '/v1/staff/pictures', { method: 'POST', body: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.body.message.en).toBe('This kind of file is not accepted here: send image/jpeg, image/png, image/webp, image/avif.');
    expect(text.body.message.fa).toMatch(/این نوع فایل/);
    const pdf = await as('editor', '/v1/staff/pictures', {
      method: 'POST',
      body: Buffer.from('%PDF-1.4 not a photograph'),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(pdf.status).toBe(415);
    expect(pdf.body.message.en).toBe('This file is not a JPG photograph (its content is something else, or it is damaged).');
    const huge = await as('editor', '/v1/staff/pictures', {
      method: 'POST',
      body: Buffer.alloc(26 * 1024 * 1024, 1),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message.en).toBe('The file is too large (at most 25 MB).');
    expect(huge.body.message.fa).toBe('فایل بیش از حد بزرگ است (حداکثر \u2068۲۵ MB\u2069).');
    // Every other call keeps the 64 KB limit.
    const big = await as('editor', '/v1/staff/products/VAS0110', {
      method: 'PUT',
      body: 'x'.repeat(70 * 1024),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
  });
});

describe('the catalogue file', () => {
  it('exports CSV and JSON as the import takes them back (check=1 finds no problem, nothing changes)', async () => {
    const csv = await as('editor', '/v1/staff/catalogue.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="catalogue.csv"');
    expect(csv.text).toMatch(/^\uFEFF?kind,/);
    expect(csv.text).toContain('VAS0110');
    const json = await as('editor', '/v1/staff/catalogue.json');
    expect(json.body.products.length).toBeGreaterThan(10);
    const checked = await as('editor', '/v1/staff/catalogue/import?format=csv&check=1', {
      method: 'POST',
      body: csv.text,
      headers: { 'content-type': 'text/csv' },
    });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ imported: false, counts: { products: json.body.products.length } });
    expect(checked.body.message.en).toMatch(/no problems/);
  });

  it('answers a file’s problems row by row in the caller’s language, importing nothing', async () => {
    const csv = (await as('editor', '/v1/staff/catalogue.csv')).text;
    const { rows } = parseCsv(csv.replace(/^\uFEFF/, ''));
    const header = rows[0]!;
    const row = rows.findIndex((cells) => cells[0] === 'product');
    rows[row]![header.indexOf('quantity')] = 'many';
    const broken = toCsv(rows);
    const send = (locale: 'en' | 'fa', check: string) =>
      as(
        'editor',
        `/v1/staff/catalogue/import?format=csv${check}`,
        { method: 'POST', body: broken, headers: { 'content-type': 'text/csv' } },
        locale,
      );
    const en = await send('en', '&check=1');
    expect(en.status).toBe(400);
    expect(en.body.message.en).toBe('Problems found in the file: 1. Nothing was imported.');
    expect(en.body.additionalInfo).toEqual([`row ${row + 1}, column quantity: "many" is not a whole number of 0 or more`]);
    const fa = await send('fa', '');
    expect(fa.status).toBe(400);
    expect(fa.body.additionalInfo[0]).toMatch(/^ردیف [۰-۹]+، ستون \u2066quantity\u2069: \u2068"many"\u2069 عدد صحیح ۰ یا بیشتر نیست$/);
    const json = await as('editor', '/v1/staff/catalogue/import?format=json', {
      method: 'POST',
      body: '{"products": 3}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
    expect(json.body.additionalInfo).toContain('products: must be a list: [ … ]');
  });

  it('imports a file in one transaction, with the counts before and after and what changed in the audit', async () => {
    const exported = (await as('editor', '/v1/staff/catalogue.json')).body;
    const products = exported.products.filter((p: any) => p.sku !== 'VAS0130');
    products[0].nameEn = 'Imported Name';
    const file = JSON.stringify({ ...exported, products });
    const imported = await as('admin', '/v1/staff/catalogue/import?format=json', {
      method: 'POST',
      body: file,
      headers: { 'content-type': 'application/json' },
    });
    expect(imported.status).toBe(200);
    expect(imported.body.data).toMatchObject({ imported: true, counts: { products: products.length } });
    expect(imported.body.message.en).toMatch(/imported/);
    const audit = await lastAudit('catalogue.import');
    expect(audit?.actorName).toBe('Test admin');
    expect(JSON.parse(audit!.before!).products).toBe(products.length + 1);
    const after = JSON.parse(audit!.after!);
    expect(after.products).toBe(products.length);
    // What changed, row by row: the renamed product's name before and after, the one left out removed.
    expect(after.changes.rows).toContainEqual({ section: 'products', key: 'VAS0130', removed: true });
    expect(after.changes.rows).toContainEqual(
      expect.objectContaining({
        key: products[0].sku,
        changed: expect.objectContaining({ nameEn: [expect.any(String), 'Imported Name'] }),
      }),
    );
    expect((await as('editor', `/v1/staff/products/${products[0].sku}`)).body.data.product.nameEn).toBe('Imported Name');
    expect((await as('editor', '/v1/staff/products/VAS0130')).status).toBe(404);
  });
});
