import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { parseCatalogueFile } from '~/service/catalogue/parseCatalogueFile.ts';
import { fieldSentence } from '~/service/catalogue/catalogueReasons.ts';
import { listStaffFamilies } from '~/service/catalogue/staffFamilies.server.ts';
import { catalogueGaps } from '~/service/publish/publishGaps.server.ts';
import { parseCsv, toCsv } from '~/service/csv.ts';
import type { Db } from '~/service/db/database.server.ts';
import { signedInAs } from '../support/staffSession.ts';
import type { startShop } from '../support/startShop.ts';
import { shopWithRoles } from './shopWithRoles.ts';
import { productForm } from '../support/staffProduct.ts';
import { call, isFailure } from './http.ts';
import { CUSTOMER } from '../support/customer.ts';

// Editors change the catalogue on a shop of their own (an import replaces the whole catalogue, which the other
// suites read): the demo catalogue, an editor, an admin, a staff member and a customer.
let shop: Awaited<ReturnType<typeof startShop>>;
let db: Db;
const { own, as } = shopWithRoles(['editor', 'admin', 'staff', 'customer'] as const);
beforeAll(() => ({ shop, db } = own));
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
    ['POST', '/v1/staff/families', { json: { parentSku: 'ZZZ01', sizes: [] } }],
    ['PUT', '/v1/staff/products/VAS0110/stock', { method: 'PUT', json: { quantity: 3 } }],
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
      // The address name a link to the product is made with (the sections' link search).
      slug: 'dune-stoneware-vase',
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
      : imported.errors
          .filter((e) => e.row === 2 && e.column !== 'categories')
          .map((e) => `${e.column}: ${fieldSentence('en', e.column, e.reason, 'product')}`);
    expect(en.body.additionalInfo).toEqual(expect.arrayContaining(importReasons));
    expect(en.body.additionalInfo).toEqual(
      expect.arrayContaining([
        // Whole sentences, the field named where the reason needs a subject.
        'nameEn: Name in English is longer than 200 characters.',
        'quantity: "-3" is not a whole number of 0 or more.',
        'categories: There is no category "NOPE".',
        'images: "gone-1234.jpg" is not in the media store: upload the picture first.',
      ]),
    );
    const fa = await as('editor', '/v1/staff/products/VAS0116', { method: 'PUT', json: bad }, 'fa');
    expect(fa.status).toBe(400);
    // In Persian the field's name, the values and the example are isolated in their own direction.
    expect(fa.body.additionalInfo).toEqual(
      expect.arrayContaining([
        '\u2066nameEn\u2069: نام انگلیسی بیش از ۲۰۰ نویسه است.',
        '\u2066quantity\u2069: «\u2068-3\u2069» عدد صحیح ۰ یا بیشتر نیست.',
        expect.stringMatching(
          /^\u2066slug\u2069: «\u2068Bad Slug\u2069» نامک \(\u2066slug\u2069\) درستی نیست: .*«\u2066bad-slug\u2069»\.$/,
        ),
        '\u2066categories\u2069: دسته‌بندی‌ای با کد «\u2068NOPE\u2069» نیست.',
      ]),
    );
    // Nothing was changed.
    expect((await edit('VAS0116')).product).toEqual(product);
    const empty = await as('editor', '/v1/staff/products/VAS0116', { method: 'PUT', json: { ...productForm(product), nameFa: ' ' } }, 'fa');
    expect(empty.body.additionalInfo).toEqual(['\u2066nameFa\u2069: نام فارسی خالی است، ولی هر محصول به آن نیاز دارد.']);
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
      '\u2066sku\u2069: «\u2068vas01\u2069» خیلی کوتاه است: نویسه‌های ۶ و ۷ کد کالا کد اندازهٔ آن است، پس دست‌کم ۷ نویسه لازم است.',
    ]);
    const badEn = await as('editor', '/v1/staff/products', { json: { fromSku: 'VAS0110', sku: 'vas0140' } });
    expect(badEn.body.additionalInfo).toEqual([
      'sku: "vas0140" must start with 7 capital letters or digits (characters 6-7 are the size code).',
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
    expect(fa.body.additionalInfo[0]).toMatch(/^ردیف [۰-۹]+، ستون \u2066quantity\u2069: «\u2068many\u2069» عدد صحیح ۰ یا بیشتر نیست$/);
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

describe('prices to quote', () => {
  // A price no other number in the shop has, in every way a page could write it.
  const PRICE = 987_654_321;
  const written = [String(PRICE), '987,654,321', '۹۸۷۶۵۴۳۲۱', '۹۸۷٬۶۵۴٬۳۲۱'];
  const save = (sku: string, changes: object, locale: 'en' | 'fa' = 'en') =>
    edit(sku).then((editing) =>
      as('editor', `/v1/staff/products/${sku}`, { method: 'PUT', json: { ...productForm(editing.product), ...changes } }, locale),
    );

  it('keeps a price per package type, typed with Persian digits or separators; a type unticked takes its price with it', async () => {
    const editing = await edit('BWL0222');
    const [first, second] = editing.packages.map((p: { id: number }) => p.id);
    const saved = await save('BWL0222', {
      packageIds: [first, second],
      prices: [
        { packageId: first, price: '۱٬۲۵۰٬۰۰۰' },
        { packageId: second, price: '7,100,000' },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.prices).toEqual([
      { packageId: first, price: 1_250_000 },
      { packageId: second, price: 7_100_000 },
    ]);
    // A save that sends no prices (Set to published) leaves them; one that unticks a type drops that type's price.
    expect((await save('BWL0222', { status: 'publish' })).body.data.prices).toHaveLength(2);
    const narrowed = await save('BWL0222', { packageIds: [first], prices: [{ packageId: first, price: '1250000' }] });
    expect(narrowed.body.data.prices).toEqual([{ packageId: first, price: 1_250_000 }]);
    const audit = await lastAudit('product.update');
    expect(JSON.parse(audit!.before!).prices).toHaveLength(2);
    expect(JSON.parse(audit!.after!).prices).toEqual([{ packageId: first, price: 1_250_000 }]);
    // A save of prices alone is recorded as such: no page shows them, so nothing waits to be published.
    await save('BWL0222', { prices: [{ packageId: first, price: '1 260 000' }] });
    expect((await lastAudit('product.update'))!.id).toBe(audit!.id);
    expect((await lastAudit('product.prices'))?.subject).toBe('BWL0222');
  });

  it('refuses a price that is not one, or one for a type the product is not sold in, in the caller’s language', async () => {
    const editing = await edit('BWL0222');
    const [first, second] = editing.packages.map((p: { id: number }) => p.id);
    const before = (await edit('BWL0222')).product.prices;
    const bad = await save('BWL0222', { packageIds: [first], prices: [{ packageId: first, price: 'cheap' }] }, 'fa');
    expect(bad.status).toBe(400);
    expect(bad.body.additionalInfo).toEqual([
      '\u2066prices\u2069: «\u2068cheap\u2069» قیمت نیست: مبلغ را به تومان و با رقم بنویسید، مثلاً ۱٬۲۵۰٬۰۰۰.',
    ]);
    const unsold = await save('BWL0222', { packageIds: [first], prices: [{ packageId: second, price: '5000' }] });
    expect(unsold.body.additionalInfo).toEqual([`prices: There is a price for package "${second}", which this product is not sold in.`]);
    expect((await edit('BWL0222')).product.prices).toEqual(before);
  });

  it('goes out and comes back with the catalogue file; a file without the column leaves them', async () => {
    const csv = (await as('editor', '/v1/staff/catalogue.csv')).text;
    const { rows } = parseCsv(csv.replace(/^\uFEFF/, ''));
    const header = rows[0]!;
    const row = rows.find((cells) => cells[header.indexOf('sku')] === 'BWL0222')!;
    expect(row[header.indexOf('prices')]).toMatch(/^\d+:1260000$/);
    row[header.indexOf('prices')] = row[header.indexOf('prices')]!.replace('1260000', '1,300,000');
    const send = (text: string) =>
      as('editor', '/v1/staff/catalogue/import?format=csv', { method: 'POST', body: text, headers: { 'content-type': 'text/csv' } });
    expect((await send(toCsv(rows))).status).toBe(200);
    expect((await edit('BWL0222')).product.prices[0].price).toBe(1_300_000);
    const audit = JSON.parse((await lastAudit('catalogue.import'))!.after!);
    expect(audit.changes.rows).toContainEqual(expect.objectContaining({ key: 'BWL0222', changed: { prices: expect.any(Array) } }));
    // An older file, from before prices: imported, the prices stay.
    const column = header.indexOf('prices');
    expect((await send(toCsv(rows.map((cells) => cells.filter((_, i) => i !== column))))).status).toBe(200);
    expect((await edit('BWL0222')).product.prices[0].price).toBe(1_300_000);
  });

  it('shows staff each line’s price and the total, and never leaves the staff area', async () => {
    const editing = await edit('BWL0222');
    const sold = editing.product.packageIds[0];
    await save('BWL0222', { quantity: 50, prices: [{ packageId: sold, price: String(PRICE) }] });
    const other = (
      await db
        .selectFrom('products')
        .select('sku')
        .where('quantity', '>', 5)
        .where('status', '=', 'publish')
        .where('sku', 'not like', 'BWL%')
        .executeTakeFirstOrThrow()
    ).sku;
    await db.deleteFrom('quotePrices').where('sku', '=', other).execute();
    const customer = await signedInAs(db, 'customer', 'Price shopper');
    const order = await as(null, '/v1/order', {
      json: {
        items: [
          { sku: 'BWL0222', count: 2, packageId: sold },
          { sku: other, count: 1 },
        ],
        customer: CUSTOMER,
      },
      headers: { 'idempotency-key': `prices-${Date.now()}`, cookie: customer.cookie },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const id = order.body.data.orderId;
    const staffView = await as('staff', `/v1/staff/orders?q=%23${orderNumber(id)}`);
    const lines = staffView.body.data.orders[0].lines;
    expect(lines.map((line: { unitPrice: number | null }) => line.unitPrice)).toEqual([PRICE, null]);

    // Nothing a shopper or a robot can ask for has it: the shop's calls, the customer's own orders, the contract, the sitemap, pages.
    const product = (await as(null, '/v1/product/sku/BWL02/1/20')).body;
    const publicAnswers = [
      JSON.stringify(product),
      JSON.stringify((await as(null, '/v1/product/list/all/1/200')).body),
      JSON.stringify((await as(null, '/v1/product/search/BWL0222')).body),
      JSON.stringify((await as(null, '/v1/product/list/search/all/BWL/1/20')).body),
      JSON.stringify((await as(null, '/v1/package/list/active')).body),
      JSON.stringify((await as(null, '/v1/profile/orders', { headers: { cookie: customer.cookie } })).body),
      (await as(null, '/openapi.json')).text,
      (await as(null, '/sitemap.xml')).text,
      (await as(null, `/Products/BWL0222/${editing.product.slug}`)).text,
      (await as(null, `/fa/Products/BWL0222/${editing.product.slug}`)).text,
    ];
    expect(product.data.items.length).toBeGreaterThan(0);
    for (const [i, answer] of publicAnswers.entries()) {
      for (const form of written) expect(answer, `answer ${i}`).not.toContain(form);
      // (The contract describes a quote's agreed prices, which a customer's order holds only once staff send it.)
      expect(answer, `answer ${i}`).not.toMatch(/unitPrice|"prices":\[/);
    }
  });
});

describe('a new product', () => {
  const newProduct = (fields: object = {}) => ({
    parentSku: 'tst01',
    sizes: [
      { code: '12', quantity: '۵' },
      { code: '16', quantity: 3 },
    ],
    nameEn: 'Test jar',
    nameFa: 'کوزهٔ آزمایشی',
    descriptionEn: 'A jar.',
    descriptionFa: 'یک کوزه.',
    slug: '',
    status: 'publish',
    categoryXCodes: ['VAS'],
    packageIds: [],
    featured: false,
    images: [],
    pictureLater: true,
    ...fields,
  });
  const add = (body: object, locale: 'en' | 'fa' = 'en') => as('editor', '/v1/staff/families', { json: body }, locale);
  const filtersOf = (xCode: string) =>
    db
      .selectFrom('categorySizeFilters')
      .innerJoin('categories', 'categories.id', 'categorySizeFilters.categoryId')
      .select(['code', 'title', 'titleFa'])
      .where('categories.xCode', '=', xCode)
      .orderBy('categorySizeFilters.position')
      .execute();

  it('makes a family of sizes in one go, each with the family’s fields and its own stock, recorded in words', async () => {
    const added = await add(newProduct());
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ sku: 'TST0112', parentSku: 'TST01', nameEn: 'Test jar', quantity: 5, slug: 'test-jar' });
    expect(added.body.message.en).toBe('The product is added. Publish to show it in the shop.');
    const second = await edit('TST0116');
    expect(second.product).toMatchObject({ nameFa: 'کوزهٔ آزمایشی', quantity: 3, categoryXCodes: ['VAS'], status: 'publish' });
    expect(second.family.map((f: { sku: string }) => f.sku)).toEqual(['TST0112']);
    // The shop answers with it at once (the pages once published).
    const shop = (await as(null, '/v1/product/sku/TST01/1/20')).body.data.items.map((p: { sku: string }) => p.sku);
    expect(shop.sort()).toEqual(['TST0112', 'TST0116']);
    const audit = await lastAudit('family.create');
    expect(audit).toMatchObject({ subject: 'TST01', actorName: 'Test editor', before: null });
    expect(JSON.parse(audit!.after!)).toMatchObject({ nameEn: 'Test jar', sizes: ['TST0112: 5', 'TST0116: 3'] });
  });

  it('refuses a family code in use (409) and a form with problems (400), one line per field, adding nothing', async () => {
    const again = await add(newProduct({ sizes: [{ code: '20', quantity: 1 }] }));
    expect(again.status).toBe(409);
    expect(again.body.message.en).toContain('There is already a product with the family code TST01');
    const bad = await add(newProduct({ parentSku: 'x', sizes: [{ code: 'a', quantity: '-1' }], nameFa: '', categoryXCodes: [] }), 'fa');
    expect(bad.status).toBe(400);
    expect(bad.body.message.fa).toBe('محصول افزوده نشد: لطفاً فیلدهای مشخص‌شده را درست کنید.');
    const columns = bad.body.additionalInfo.map((line: string) => /^\u2066(\w+)\u2069/.exec(line)?.[1]);
    expect(columns.sort()).toEqual(['categories', 'nameFa', 'parentSku', 'quantity', 'sizes']);
    expect(bad.body.additionalInfo).toContain(
      '\u2066parentSku\u2069: «\u2068x\u2069» کد خانواده نیست: ۵ حرف بزرگ لاتین یا رقم به کار ببرید، مثلاً \u2066VAS03\u2069 (کد کالای هر اندازه، کد خانواده و کد اندازهٔ آن است: \u2066VAS0312\u2069).',
    );
    const none = await add(newProduct({ parentSku: 'TST02', sizes: [] }));
    expect(none.body.additionalInfo).toEqual(['sizes: Add at least one size, with its size code and stock.']);
    const twice = await add(
      newProduct({
        parentSku: 'TST02',
        sizes: [
          { code: '12', quantity: 1 },
          { code: '12', quantity: 2 },
        ],
      }),
    );
    expect(twice.body.additionalInfo).toEqual(['sizes: Size code "12" appears twice.']);
    expect(await db.selectFrom('products').select('sku').where('parentSku', '=', 'TST02').execute()).toEqual([]);
  });

  it('asks a size no chosen category names for its title, and a picture or the choice to go without, adding nothing until given', async () => {
    const vasesBefore = await filtersOf('VAS');
    const lacking = await add(newProduct({ parentSku: 'TST03', sizes: [{ code: '۱۹', quantity: 2 }], pictureLater: false }), 'fa');
    expect(lacking.status).toBe(400);
    expect(lacking.body.additionalInfo).toEqual([
      '\u2066sizes\u2069: اندازهٔ \u2068۱۹\u2069 هنوز عنوان ندارد: عنوان انگلیسی و فارسی آن را بنویسید.',
      '\u2066images\u2069: دست‌کم یک تصویر بیفزایید، یا «فعلاً بدون تصویر» را علامت بزنید.',
    ]);
    const half = await add(newProduct({ parentSku: 'TST03', sizes: [{ code: '19', quantity: 2, titleEn: 'Ø19', titleFa: '' }] }));
    expect(half.body.additionalInfo).toEqual(['sizes: Size 19 has no title yet: write its title in English and in Persian.']);
    const piped = await add(newProduct({ parentSku: 'TST03', sizes: [{ code: '19', quantity: 2, titleEn: 'Ø|19', titleFa: 'قطر ۱۹' }] }));
    expect(piped.body.additionalInfo).toEqual(['sizes: A size title cannot hold |.']);
    expect(await db.selectFrom('products').select('sku').where('parentSku', '=', 'TST03').execute()).toEqual([]);
    expect(await filtersOf('VAS')).toEqual(vasesBefore);
  });

  it('adds a new size’s title to the chosen category’s size filters, the prices to every size, and publishes without a picture by choice', async () => {
    const vasesBefore = await filtersOf('VAS');
    const added = await add(
      newProduct({
        parentSku: 'TST04',
        sizes: [
          { code: '12', quantity: 1 },
          { code: 't9', quantity: 2, titleEn: 'Ø19', titleFa: 'قطر ۱۹' },
        ],
        categoryXCodes: ['VAS', 'HOM'],
        prices: [{ packageId: 1, price: '۱٬۲۵۰٬۰۰۰' }],
      }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ pictureLater: true, pictures: [], prices: [{ packageId: 1, price: 1_250_000 }] });
    expect((await edit('TST04T9')).product.prices).toEqual([{ packageId: 1, price: 1_250_000 }]);
    // The vases filter by size, the home category does not: only the vases gain the chip.
    expect(await filtersOf('VAS')).toEqual([...vasesBefore, { code: 'T9', title: 'Ø19', titleFa: 'قطر ۱۹' }]);
    expect(await filtersOf('HOM')).toEqual([]);
    const audit = JSON.parse((await lastAudit('family.create'))!.after!);
    expect(audit).toMatchObject({ pictureLater: true, sizeFilters: ['VAS: T9 Ø19 / قطر ۱۹'] });
    // Nothing keeps it from going live: it has its size titles, and no picture by choice.
    expect((await catalogueGaps(db)).filter((gap) => gap.sku.startsWith('TST04'))).toEqual([]);
  });
});

describe('the products table', () => {
  it('lists families with the sizes the filters keep: a category with those under it, a stock level, a status, a word', async () => {
    await db.updateTable('products').set({ quantity: 0, inStock: 0 }).where('sku', '=', 'VAS0112').execute();
    await db.updateTable('products').set({ quantity: 3, inStock: 1 }).where('sku', '=', 'VAS0116').execute();
    const all = await listStaffFamilies(db, { page: 1 });
    expect(all.families.length).toBe(30);
    expect(all.sizes).toBeGreaterThan(all.total);
    const dune = all.families.find((family) => family.parentSku === 'VAS01')!;
    expect(dune.sizes.map((size) => size.sku)).toEqual(expect.arrayContaining(['VAS0110', 'VAS0112', 'VAS0116']));
    expect(dune.sizes.find((size) => size.sku === 'VAS0110')!.size).toEqual({ en: 'Ø10', fa: 'قطر ۱۰' });
    // "Ceramics & Glass" holds the vases: a parent category keeps its children's products.
    const parent = (
      await db
        .selectFrom('categories')
        .select('xCode')
        .where('id', '=', (eb) => eb.selectFrom('categories').select('parentId').where('xCode', '=', 'VAS'))
        .executeTakeFirstOrThrow()
    ).xCode;
    const out = await listStaffFamilies(db, { category: parent, stock: 'out', page: 1 });
    expect(out.families.flatMap((family) => family.sizes.map((size) => size.quantity)).every((quantity) => quantity === 0)).toBe(true);
    expect(out.families.find((family) => family.parentSku === 'VAS01')?.sizes.map((size) => size.sku)).toEqual(['VAS0112']);
    const low = await listStaffFamilies(db, { q: 'dune', stock: 'low', page: 1 });
    expect(low.families.map((family) => family.sizes.map((size) => size.sku))).toContainEqual(expect.arrayContaining(['VAS0116']));
    expect(
      (await listStaffFamilies(db, { category: 'VAS', status: 'draft', page: 1 })).families.every((f) =>
        f.sizes.every((size) => size.status === 'draft'),
      ),
    ).toBe(true);
    expect((await listStaffFamilies(db, { q: 'qqqzzz', page: 1 })).families).toEqual([]);
  });

  it('sets a size’s stock in place, checked as the import checks it, recorded, and answered by the shop at once', async () => {
    const set = (quantity: unknown, locale: 'en' | 'fa' = 'en') =>
      as('editor', '/v1/staff/products/VAS0110/stock', { method: 'PUT', json: { quantity } }, locale);
    const saved = await set('۱۲');
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ sku: 'VAS0110', quantity: 12 });
    expect(await lastAudit('product.stock')).toMatchObject({ subject: 'VAS0110', after: JSON.stringify({ quantity: 12 }) });
    const shop = (await as(null, '/v1/product/sku/VAS01/1/20')).body.data.items.find((p: { sku: string }) => p.sku === 'VAS0110');
    expect(shop.quantity).toBe(12);
    const bad = await set('-1', 'fa');
    expect(bad.status).toBe(400);
    expect(bad.body.additionalInfo).toEqual(['\u2066quantity\u2069: «\u2068-1\u2069» عدد صحیح ۰ یا بیشتر نیست.']);
    expect((await as('editor', '/v1/staff/products/NOPE123/stock', { method: 'PUT', json: { quantity: 1 } })).status).toBe(404);
  });
});
