import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  activePackages,
  categoryInfo,
  listBanners,
  listCategories,
  listProducts,
  mainMenu,
  productBySku,
} from '~/service/catalogue/catalogue.server.ts';
import { readCatalogue } from '~/service/catalogue/catalogueTransfer.server.ts';
import { catalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import type { Store } from '~/service/db/database.server.ts';
import { pictureColour } from '~/service/media/media.server.ts';
import { demoDataDir, runCommand } from '../support/commands.ts';
import { withTestStore } from '../support/database.ts';

// The command runs as editors run it (`node scripts/catalogue.ts` under the pinned Node), on a demo database of its own.
const dataDir = demoDataDir('storefront-catalogue-');
const work = mkdtempSync(join(tmpdir(), 'catalogue-files-'));
const mediaDir = join(dataDir, 'media');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const run = (...args: string[]) => runCommand(dataDir, 'catalogue.ts', ...args);
const withStore = <T>(read: (store: Store) => Promise<T>) => withTestStore(dataDir, read);
const stored = () => withStore((store) => readCatalogue(store.db));
const versionOf = () => withStore((store) => catalogueVersion(store.db));
/** The catalogue's rows as stored, ids included: what the pages read and a publish compares (docs/publishing.md). */
const rows = () =>
  withStore(async ({ db }) => ({
    categories: await db.selectFrom('categories').selectAll().orderBy('id').execute(),
    sizeFilters: await db.selectFrom('categorySizeFilters').selectAll().orderBy('categoryId').orderBy('position').execute(),
    products: await db.selectFrom('products').selectAll().orderBy('id').execute(),
    links: await db.selectFrom('productCategories').selectAll().orderBy('productId').orderBy('categoryId').execute(),
    menu: await db.selectFrom('menuItems').selectAll().orderBy('id').execute(),
    banners: await db.selectFrom('banners').selectAll().orderBy('id').execute(),
    packages: await db.selectFrom('packages').selectAll().orderBy('id').execute(),
  }));
/** Every file of the data folder (SQLite database and WAL, media) with a hash of its bytes. */
const snapshot = () => {
  const files: Record<string, string> = {};
  for (const folder of [dataDir, mediaDir]) {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isFile()) files[path] = createHash('sha1').update(readFileSync(path)).digest('hex');
    }
  }
  return files;
};

describe('npm run catalogue', () => {
  it('prints its usage without a command or a file, and refuses other extensions', () => {
    const none = run();
    expect(none.code).toBe(2);
    expect(none.err).toContain('npm run catalogue -- import <file.csv|file.json>');
    expect(run('import').code).toBe(2);
    const xlsx = run('import', 'catalogue.xlsx');
    expect(xlsx.code).toBe(2);
    expect(xlsx.err).toContain('"catalogue.xlsx" ends neither in .csv nor in .json');
    const missing = run('import', join(work, 'nothing.csv'));
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('There is no file');
  });

  it('exports the demo catalogue with its pictures, and importing the export gives the same catalogue (CSV)', async () => {
    const before = await stored();
    const file = join(work, 'demo', 'catalogue.csv');
    const exported = run('export', file);
    expect(exported.code, exported.err).toBe(0);
    expect(exported.out).toContain('Exported 10 categories, 116 products, 3 banners, 3 packages and no menu rows');
    const first = before.products[0]!;
    expect(readFileSync(join(work, 'demo', 'images', first.images[0]!))).toEqual(readFileSync(join(mediaDir, first.images[0]!)));

    const media = readdirSync(mediaDir).sort();
    const rowsBefore = await rows();
    const imported = run('import', file);
    expect(imported.code, imported.err).toBe(0);
    expect(imported.out).toContain(
      '10 categories, 116 products, 3 banners, 3 packages and the menu from the category tree (0 new pictures)',
    );
    expect(await stored()).toEqual(before);
    // Every row as it was, ids included: an unchanged file changes nothing a page reads.
    expect(await rows()).toEqual(rowsBefore);
    expect(readdirSync(mediaDir).sort()).toEqual(media);

    const again = join(work, 'demo-again', 'catalogue.csv');
    expect(run('export', again).code).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(readFileSync(file, 'utf8'));
  });

  it('imports a file with one name changed by changing that product alone, in place', async () => {
    const file = join(work, 'one-name', 'catalogue.csv');
    expect(run('export', file).code).toBe(0);
    const before = await rows();
    const csv = readFileSync(file, 'utf8');
    // A name that stands once in the file (the sizes of a family often share one).
    const product = before.products.find((p) => csv.split(p.nameEn).length === 2)!;
    writeFileSync(file, csv.replace(product.nameEn, 'Renamed In A Spreadsheet'));
    expect(run('import', file).code).toBe(0);

    const after = await rows();
    const renamed = after.products.find((p) => p.id === product.id)!;
    expect(renamed).toMatchObject({ sku: product.sku, nameEn: 'Renamed In A Spreadsheet', nameFa: product.nameFa });
    expect(renamed.searchText).toContain('renamed in a spreadsheet');
    expect({ ...after, products: after.products.filter((p) => p.id !== product.id) }).toEqual({
      ...before,
      products: before.products.filter((p) => p.id !== product.id),
    });
  });

  it('reports every problem of a file with errors by row and column, exits 1, and changes nothing', async () => {
    const folder = join(work, 'bad');
    cpSync('samples', folder, { recursive: true });
    const csv = readFileSync(join(folder, 'catalogue.csv'), 'utf8')
      .replace(',MUG0135,MUG01,,Anar Glazed Mug,', ',MUG0125,MUG01,,Anar Glazed Mug,')
      .replace(',CUP,,9,publish,', ',CUP,,-3,publish,')
      .replace('images/tea-glass.svg', 'images/tea-glass.png')
      .replace(',publish,,,,images/scarf.svg', ',sold,,,,images/scarf.svg');
    writeFileSync(join(folder, 'bad.csv'), csv);
    const catalogueBefore = await stored();
    const versionBefore = await versionOf();
    const before = snapshot();
    const result = run('import', join(folder, 'bad.csv'));
    expect(result.code).toBe(1);
    expect(result.err.trim().split('\n')).toEqual([
      'row 10, column sku: "MUG0125" is already used by row 9',
      'row 10, column quantity: "-3" is not a whole number of 0 or more',
      `row 11, column images: "images/tea-glass.png" does not exist (paths are relative to the file's folder)`,
      'row 19, column status: "sold" is not publish or draft',
      `4 problems in ${join(folder, 'bad.csv')}; nothing was imported.`,
    ]);
    expect(result.out).toBe('');
    expect(snapshot()).toEqual(before);

    const json = JSON.parse(readFileSync(join(folder, 'catalogue.json'), 'utf8'));
    json.products[3].quantity = -1;
    json.categories[2].parent = 'NOPE';
    writeFileSync(join(folder, 'bad.json'), JSON.stringify(json));
    const fromJson = run('import', join(folder, 'bad.json'));
    expect(fromJson.code).toBe(1);
    expect(fromJson.err).toContain(
      'categories[2].parent: there is no category "NOPE" in this file\nproducts[3].quantity: "-1" is not a whole number of 0 or more\n',
    );
    expect(snapshot()).toEqual(before);
    expect(await stored()).toEqual(catalogueBefore);
    expect(await versionOf()).toBe(versionBefore);
  });

  it('imports the sample CSV: the catalogue is replaced at once and its pictures land in the media store', async () => {
    const versionBefore = await versionOf();
    const result = run('import', 'samples/catalogue.csv');
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain(
      `Imported samples/catalogue.csv into ${dataDir}: 7 categories, 12 products, 1 banner, 3 packages and a menu of 7 entries from the file (9 new pictures).`,
    );
    expect(result.out).toContain('run "npm run rebuild" to rebuild the static pages');

    await withStore(async ({ db }) => {
      expect(await catalogueVersion(db)).not.toBe(versionBefore);
      expect((await listCategories(db)).map((c) => c.xCode)).toEqual(['HOM', 'WER', 'KIT', 'LGT', 'SCF', 'CUP', 'BWL']);
      const bowl = await productBySku(db, 'BWL0120');
      expect(bowl).toMatchObject({ nameFa: 'کاسهٔ استون‌ور لالجین', quantity: 0, stockStatus: 'outofstock', parentSku: 'BWL01' });
      expect(bowl!.images[0]).toMatch(/^bowl-[0-9a-f]{8}\.svg$/);
      expect(readFileSync(join(mediaDir, bowl!.images[0]!))).toEqual(readFileSync('samples/images/bowl.svg'));
      expect(await productBySku(db, 'VAS0112')).toBeUndefined(); // the demo is gone
      const published = await listProducts(db, { categoryIds: null, page: 1, perPage: 50 });
      expect(published.total).toBe(11); // BWL0220 is a draft
      const menu = await mainMenu(db);
      expect(menu.map((m) => m.titleEn)).toEqual(['Home & Living', 'Scarves & Shawls', 'About us']);
      expect(menu[0]!.children[0]!.children.map((m) => m.titleFa)).toEqual(['فنجان و ماگ', 'کاسه‌ها']);
      const [banner] = await listBanners(db);
      expect(banner!.descriptionEn).toBe('Stoneware bowls\nglazed by hand in small batches');
      expect(existsSync(join(mediaDir, banner!.media[0]!.url))).toBe(true);
      expect((await activePackages(db)).map((p) => p.titleFa)).toEqual(['تک‌عددی', 'جعبهٔ ۶تایی', 'کارتن ۲۴تایی']);
    });
  });

  it('keeps each size filter’s Persian title through import and export, CSV and JSON, and answers it to the pages', async () => {
    await withStore(async ({ db }) => {
      const cups = (await listCategories(db)).find((c) => c.xCode === 'CUP')!;
      expect((await categoryInfo(db, { categoryId: cups.id })).categorySizeFilters).toEqual([
        { id: '10', title: '100 ml', titleFa: '۱۰۰ میلی‌لیتر' },
        { id: '25', title: '250 ml', titleFa: '۲۵۰ میلی‌لیتر' },
        { id: '35', title: '350 ml', titleFa: '۳۵۰ میلی‌لیتر' },
      ]);
    });
    const csv = join(work, 'sizes', 'catalogue.csv');
    expect(run('export', csv).code).toBe(0);
    expect(readFileSync(csv, 'utf8')).toContain(',OS:One size:تک‌سایز,');
    const json = join(work, 'sizes', 'catalogue.json');
    expect(run('export', json).code).toBe(0);
    expect(readFileSync(json, 'utf8')).toContain('{"code":"OS","title":"One size","titleFa":"تک‌سایز"}');
    // A cell without a Persian title (the old form) still imports, its Persian title empty.
    writeFileSync(csv, readFileSync(csv, 'utf8').replace(',OS:One size:تک‌سایز,', ',OS:One size,'));
    const before = await stored();
    expect(run('import', csv).code).toBe(0);
    const scarves = (await stored()).categories.find((c) => c.xCode === 'SCF')!;
    expect(scarves.sizeFilters).toEqual([{ id: 'OS', title: 'One size', titleFa: '' }]);
    expect(run('import', json).code).toBe(0);
    expect(await stored()).toEqual(before);
  });

  it('imports the sample JSON to the same catalogue, reusing the stored pictures', async () => {
    const fromCsv = await stored();
    const result = run('import', 'samples/catalogue.json');
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('(0 new pictures)');
    expect(await stored()).toEqual(fromCsv);
  });

  it('exports and imports JSON with the menu from the file, round-tripping exactly', async () => {
    const before = await stored();
    expect(before.menu).toHaveLength(7);
    const file = join(work, 'sample', 'catalogue.json');
    expect(run('export', file).code).toBe(0);
    expect(readdirSync(join(work, 'sample', 'images'))).toHaveLength(9);
    const imported = run('import', file);
    expect(imported.code, imported.err).toBe(0);
    expect(await stored()).toEqual(before);
    const again = join(work, 'sample-again', 'catalogue.json');
    expect(run('export', again).code).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(readFileSync(file, 'utf8'));
  });

  it(
    'takes a 12-megapixel camera photograph as a phone writes it: upright, sRGB, at most 2048 px, no EXIF or GPS; a renamed PDF is a row error',
    { timeout: 90_000 },
    async () => {
      const { default: sharp } = await import('sharp');
      const folder = join(work, 'camera');
      cpSync('samples', folder, { recursive: true });
      // 12 megapixels, 4000 × 3000 as the sensor wrote it, to be shown turned a quarter clockwise (orientation 6), with a GPS position.
      const photo = await sharp({
        create: { width: 4000, height: 3000, channels: 3, background: '#8a6d52', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
      })
        .blur(1.2)
        .jpeg({ quality: 90 })
        .withExif({
          IFD0: { Make: 'Phone', Model: 'Camera' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '51/1 23/1 9/1' },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const camera = await sharp(photo).metadata();
      expect([camera.width, camera.height, camera.orientation, Boolean(camera.exif)]).toEqual([4000, 3000, 6, true]);
      writeFileSync(join(folder, 'images', 'camera.jpg'), photo);
      writeFileSync(join(folder, 'images', 'leaflet.jpg'), '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
      const csv = readFileSync(join(folder, 'catalogue.csv'), 'utf8').replace('images/tea-glass.svg', 'images/camera.jpg');
      writeFileSync(join(folder, 'camera.csv'), csv);
      writeFileSync(join(folder, 'leaflet.csv'), csv.replace('images/scarf.svg', 'images/leaflet.jpg'));

      const before = snapshot();
      const refused = run('import', join(folder, 'leaflet.csv'));
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(
        /^row \d+, column images: "images\/leaflet.jpg" is not a jpg picture \(its content is something else, or it is damaged\)$/m,
      );
      expect(snapshot()).toEqual(before);

      const result = run('import', join(folder, 'camera.csv'));
      expect(result.code, result.err).toBe(0);
      expect(result.out).toMatch(/new pictures?; 35 resized copies made\)/); // the photograph's: the drawings are resized on request
      const name = (await stored()).products.find((p) => p.sku === 'CUP0110')!.images[0]!;
      expect(name).toMatch(/^camera-[0-9a-f]{8}\.jpg$/);
      // Every width the pages ask for, as WebP and AVIF, full and light (data saving, 2G), is ready before a shopper
      // asks; so is its card for shared links, before a messenger's crawler asks.
      const variants = readdirSync(join(dataDir, 'media-cache')).filter((file) => file.startsWith(`${name}.`));
      expect(variants.map((file) => file.slice(name.length + 1).replace(/^[^.]+\./, '')).sort()).toEqual(
        [
          'colour',
          'card.q2.jpeg',
          ...[64, 128, 192, 256, 384, 512, 768, 1024, 1600].flatMap((w) => [`${w}.q2.avif`, `${w}.q2.webp`]),
          // A light copy is one width step smaller from 512 px up: 1600 px asks for the light 1024 px one.
          ...[64, 128, 192, 256, 384, 512, 768, 1024].flatMap((w) => [`${w}.light.q2.avif`, `${w}.light.q2.webp`]),
        ].sort(),
      );
      // Its dominant colour is ready for the pages to paint under it while it loads: the photograph's own tone.
      const colour = await pictureColour({ mediaDir }, name);
      const { channels } = await sharp(readFileSync(join(mediaDir, name))).stats();
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour!.slice(at, at + 2), 16));
      expect([r, g, b].map((c, i) => Math.abs(c! - channels[i]!.mean) < 48)).toEqual([true, true, true]);
      const kept = await sharp(readFileSync(join(mediaDir, name))).metadata();
      expect({
        width: kept.width,
        height: kept.height,
        orientation: kept.orientation,
        exif: kept.exif,
        icc: kept.icc,
        space: kept.space,
      }).toEqual({
        width: 1536,
        height: 2048,
        orientation: undefined,
        exif: undefined,
        icc: undefined,
        space: 'srgb',
      });
      // Importing the same file again keeps the same picture: nothing new in the media store.
      expect(run('import', join(folder, 'camera.csv')).out).toContain('(0 new pictures)');
    },
  );
});
