import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/service/db/database.server.ts';
import type { startShop } from '../support/startShop.ts';
import { shopWithRoles } from './shopWithRoles.ts';
import { call, isFailure } from './http.ts';
import type { SectionData, SectionRow } from '~/shared/contract/staff/catalogue.ts';

// Editors change the categories, banners, package types and menu on a shop of their own (the other suites read
// the demo catalogue as it is): an editor, an admin, a staff member and a customer.
let shop: Awaited<ReturnType<typeof startShop>>;
let db: Db;
const { own, as } = shopWithRoles(['editor', 'admin', 'staff', 'customer'] as const);
beforeAll(() => ({ shop, db } = own));
const read = async (name: string): Promise<SectionData> => (await as('editor', `/v1/staff/catalogue/sections/${name}`)).body.data;
/** Saves a section's rows as its form does, from the state it is in now (or from `version`). */
const save = async (name: string, rows: SectionRow[], locale: 'en' | 'fa' = 'en', version?: string) =>
  as(
    'editor',
    `/v1/staff/catalogue/sections/${name}`,
    { method: 'PUT', json: { rows, version: version ?? (await read(name)).version } },
    locale,
  );
const lastAudit = (action: string) =>
  db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();
const auditCount = async () =>
  (
    await db
      .selectFrom('auditLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
/** What the shop's own service answers. */
const shopAnswer = async (path: string) => (await call(`${shop.url}${path}`)).body;

describe('who may edit the sections', () => {
  it.each(['categories', 'banners', 'packages', 'menu'])(
    '%s: 401 signed out, 404 for a customer and for staff (orders), 200 for editors and admins',
    async (name) => {
      const path = `/v1/staff/catalogue/sections/${name}`;
      for (const init of [{}, { method: 'PUT', json: { rows: [], version: 'x' } }]) {
        const signedOut = await as(null, path, init);
        expect(signedOut.status).toBe(401);
        expect(isFailure(signedOut.body)).toBe(true);
        for (const who of ['customer', 'staff'] as const) expect((await as(who, path, init)).status, `${who} ${name}`).toBe(404);
      }
      for (const who of ['editor', 'admin'] as const) expect((await as(who, path)).status).toBe(200);
    },
  );

  it('answers 400 for a section that is not one', async () => {
    const { status, body } = await as('editor', '/v1/staff/catalogue/sections/products');
    expect(status).toBe(400);
    expect(isFailure(body)).toBe(true);
  });
});

describe('categories', () => {
  it('renames a category, adds one beside it, and the service answers with both at once; products keep their category', async () => {
    const before = await read('categories');
    // Each category with its address name: the banners' and menu's links to it are made with it.
    expect(before.categories.find((c) => c.key === 'VAS')).toEqual({ key: 'VAS', slug: 'vases', nameEn: 'Vases', nameFa: 'گلدان‌ها' });
    const vases = before.rows.find((row) => row.key === 'VAS')!;
    expect(vases).toMatchObject({ nameEn: expect.any(String), nameFa: expect.any(String) });
    const vaseProducts = async () =>
      (
        await db
          .selectFrom('productCategories')
          .innerJoin('categories', 'categories.id', 'categoryId')
          .where('xCode', '=', 'VAS')
          .selectAll()
          .execute()
      ).length;
    const linked = await vaseProducts();
    expect(linked).toBeGreaterThan(0);

    const rows = before.rows.map((row) => (row.key === 'VAS' ? { ...row, nameEn: 'Vases and jars', nameFa: 'گلدان و کوزه' } : row));
    // A top-level one last: the import writes the tree level by level, and so does a save.
    rows.push({ key: 'GFT', nameEn: 'Gifts', nameFa: 'هدیه‌ها' });
    rows.push({ key: 'VSM', parent: vases.parent!, nameEn: 'Small vases', nameFa: 'گلدان‌های کوچک', sizeFilters: '12:Ø12 | 16:Ø16' });
    const { status, body } = await save('categories', rows);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.message.en).toBe('The categories are saved. The service answers with them now; publish to show them on the shop’s pages.');
    expect(body.data.rows.find((row: SectionRow) => row.key === 'VSM')).toMatchObject({
      parent: vases.parent,
      slug: 'small-vases',
      sizeFilters: '12:Ø12 | 16:Ø16',
    });

    const listed = (await shopAnswer('/v1/shop/category/list')).data as { xCode: string; nameEn: string }[];
    expect(listed.find((c) => c.xCode === 'VAS')?.nameEn).toBe('Vases and jars');
    expect(listed.find((c) => c.xCode === 'VSM')?.nameEn).toBe('Small vases');
    expect(await vaseProducts()).toBe(linked);
    // The menu follows the category tree, so it shows the new name and the new category too, and still follows it.
    const menu = JSON.stringify((await shopAnswer('/v1/shop/menu')).data);
    expect(menu).toContain('Vases and jars');
    expect(menu).toContain('Small vases');
    expect((await read('menu')).followsCategories).toBe(true);

    const audit = await lastAudit('categories.update');
    expect(audit).toMatchObject({ actorName: 'Test editor', subject: 'categories' });
    expect(JSON.parse(audit!.before!).find((row: { key: string }) => row.key === 'VAS').nameEn).toBe(vases.nameEn);
    expect(JSON.parse(audit!.after!).find((row: { key: string }) => row.key === 'VAS').nameEn).toBe('Vases and jars');
  });

  it('refuses, in the caller’s language, a bad code, a loop, a missing name and removing a category products are in; nothing is saved', async () => {
    const { rows } = await read('categories');
    const audits = await auditCount();
    const broken = rows
      .filter((row) => row.key !== 'VAS')
      .concat([
        { key: 'bad code!', nameEn: 'Bad', nameFa: 'بد' },
        { key: 'LPA', parent: 'LPB', nameEn: 'Loop A', nameFa: 'حلقه الف' },
        { key: 'LPB', parent: 'LPA', nameEn: 'Loop B', nameFa: '' },
      ]);
    const en = await save('categories', broken);
    expect(en.status).toBe(400);
    expect(en.body.message.en).toMatch(/^The categories were not saved\. Problems found: \d+, each marked below\.$/);
    const lines: string[] = en.body.additionalInfo;
    const at = (index: number, column: string) => lines.find((line) => line.startsWith(`categories[${index}].${column}:`));
    const last = broken.length - 1;
    expect(at(last - 2, 'key')).toContain('is not a code');
    expect(at(last - 1, 'parent')).toContain('loop');
    expect(at(last, 'nameFa')).toContain('is empty');
    // The products still in VAS are named.
    expect(lines.some((line) => /^products\[\d+\]\.categories: There is no category "VAS"/.test(line))).toBe(true);

    const fa = await save('categories', broken, 'fa');
    expect(fa.status).toBe(400);
    expect(fa.body.message.fa).toContain('دسته‌بندی‌ها ذخیره نشد');
    const faLines: string[] = fa.body.additionalInfo;
    // In Persian the place is isolated left-to-right before the reason.
    expect(faLines.find((line) => line.startsWith(`\u2066categories[${last}].nameFa\u2069:`))).toMatch(/[\u0600-\u06FF]/);

    expect((await read('categories')).rows).toEqual(rows);
    expect(await auditCount()).toBe(audits);
  });
});

describe('package types', () => {
  it('renames one and adds one; a type left out is retired, and one still named by a product cannot be left out', async () => {
    const { rows } = await read('packages');
    expect(rows.length).toBeGreaterThan(0);
    const used = await db.selectFrom('products').select('packageIds').execute();
    const named = new Set(used.flatMap((p) => JSON.parse(p.packageIds) as number[]));
    const changed = rows.map((row, i) => (i === 0 ? { ...row, titleEn: `${row.titleEn} (renamed)` } : row));
    const added = { key: '90', titleEn: 'Gift box of 6', titleFa: 'جعبهٔ هدیهٔ ۶تایی', pieces: '۶' };
    const saved = await save('packages', [...changed, added]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const active = (await shopAnswer('/v1/package/list/active')).data as { id: number; titleEn: string; pieces: number }[];
    expect(active.find((p) => p.id === Number(rows[0]!.key))?.titleEn).toBe(`${rows[0]!.titleEn} (renamed)`);
    expect(active.find((p) => p.id === 90)).toMatchObject({ titleEn: 'Gift box of 6', pieces: 6 });
    expect(await lastAudit('packages.update')).toMatchObject({ subject: 'packages' });

    // Leaving out the new one retires it (kept for the orders that name it); leaving out one a product names is refused.
    expect((await save('packages', changed)).status).toBe(200);
    expect((await db.selectFrom('packages').select('active').where('id', '=', 90).executeTakeFirstOrThrow()).active).toBe(0);
    const namedRow = changed.find((row) => named.has(Number(row.key)));
    if (namedRow) {
      const refused = await save(
        'packages',
        changed.filter((row) => row !== namedRow),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.additionalInfo.join('\n')).toContain(`There is no package "${namedRow.key}"`);
    }
  });
});

describe('banners', () => {
  it('reorders and edits banners with a stored picture; a picture not in the media store or a link outside the shop is refused', async () => {
    const { rows } = await read('banners');
    expect(rows.length).toBeGreaterThan(1);
    const reordered = [{ ...rows[1]!, titleEn: 'Autumn table' }, rows[0]!, ...rows.slice(2)];
    const saved = await save('banners', reordered);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const banners = (await shopAnswer('/v1/shop/banner/list')).data as { titleEn: string; slug: string }[];
    expect(banners[0]!.titleEn).toBe('Autumn table');
    expect(banners[1]!.titleEn).toBe(rows[0]!.titleEn);

    const refused = await save('banners', [
      { ...rows[0]!, images: ['not-stored.jpg'] },
      { ...rows[1]!, href: 'https://elsewhere.example/' },
    ]);
    expect(refused.status).toBe(400);
    const lines: string[] = refused.body.additionalInfo;
    expect(lines.find((line) => line.startsWith('banners[0].images:'))).toContain('"not-stored.jpg"');
    expect(lines.find((line) => line.startsWith('banners[1].href:'))).toContain('is not a link on this shop');
    expect(((await shopAnswer('/v1/shop/banner/list')).data as unknown[]).length).toBe(rows.length);
  });
});

describe('the menu', () => {
  it('follows the categories until saved, then keeps its own entries; saving none follows the categories again', async () => {
    const start = await read('menu');
    expect(start.followsCategories).toBe(true);
    const rows: SectionRow[] = [
      { key: 'm1', titleEn: 'New in', titleFa: 'تازه‌ها', href: '/Products' },
      { key: 'm2', parent: 'm1', titleEn: 'Vases', titleFa: 'گلدان‌ها', href: '/category/VAS/vases' },
    ];
    const saved = await save('menu', rows);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.followsCategories).toBe(false);
    const menu = JSON.stringify((await shopAnswer('/v1/shop/menu')).data);
    expect(menu).toContain('New in');
    expect(menu).toContain('/category/VAS/vases');
    expect(menu).not.toContain('Small vases');

    const broken = await save('menu', [...rows, { key: 'm3', titleEn: 'Gone', titleFa: 'رفته', href: '/category/NOPE/none' }]);
    expect(broken.status).toBe(400);
    expect(broken.body.additionalInfo.join('\n')).toContain('menu[2].href: This link goes to category "NOPE"');

    const again = await save('menu', []);
    expect(again.status).toBe(200);
    expect(again.body.data.followsCategories).toBe(true);
    expect(JSON.stringify((await shopAnswer('/v1/shop/menu')).data)).not.toContain('New in');
    expect((await lastAudit('menu.update'))?.after).toBe('[]');
  });

  it('refuses a save made from a state someone else has changed since (409), keeping their change', async () => {
    const opened = await read('menu');
    const first = await save(
      'menu',
      [{ key: 'm1', titleEn: 'First editor', titleFa: 'ویرایشگر نخست', href: '/Products' }],
      'en',
      opened.version,
    );
    expect(first.status).toBe(200);
    const second = await save(
      'menu',
      [{ key: 'm1', titleEn: 'Second editor', titleFa: 'ویرایشگر دوم', href: '/Products' }],
      'fa',
      opened.version,
    );
    expect(second.status).toBe(409);
    expect(second.body.message.fa).toContain('کس دیگری');
    expect(second.body.message.en).toBe(
      'Someone else has changed the menu entries since you opened them; nothing was saved. Reload the page to see their changes, then make yours again.',
    );
    expect(JSON.stringify((await shopAnswer('/v1/shop/menu')).data)).toContain('First editor');
    expect((await save('menu', [])).status).toBe(200);
  });
});

describe('the catalogue file after editing', () => {
  it('exports what the sections hold, and checks back with no problem', async () => {
    const file = (await as('editor', '/v1/staff/catalogue.json')).text;
    expect(file).toContain('"Vases and jars"');
    const check = await as('editor', '/v1/staff/catalogue/import?check=1', {
      method: 'POST',
      body: file,
      headers: { 'content-type': 'application/json' },
    });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
  });
});
