import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS, catalogueFormat } from '~/service/catalogue/catalogueFields.ts';
import { formatCatalogueFile } from '~/service/catalogue/formatCatalogueFile.ts';
import { formatRowError, MAX_REPORTED_PROBLEMS, parseCatalogueFile, type RowError } from '~/service/catalogue/parseCatalogueFile.ts';
import { csvSeparator, defuseCell, parseCsv, toCsv, undefuseCell } from '~/service/csv.ts';

type Row = Record<string, string>;

// Rows 2-5 of a small valid file; the rules below add rows from row 6 on.
const base: Row[] = [
  { kind: 'category', key: 'HOM', nameEn: 'Home', nameFa: 'خانه' },
  { kind: 'category', key: 'VAS', parent: 'HOM', nameEn: 'Vases', nameFa: 'گلدان‌ها', sizeFilters: '12:Ø12:قطر ۱۲|16:Ø16' },
  { kind: 'product', sku: 'VAS0112', nameEn: 'Dune Vase', nameFa: 'گلدان تلماسه', categories: 'VAS', quantity: '5', images: 'vase.svg' },
  { kind: 'package', key: '1', titleEn: 'Single piece', titleFa: 'تک‌عددی', pieces: '1' },
];
const csvOf = (rows: Row[]) => toCsv([CATALOGUE_COLUMNS, ...rows.map((row) => CATALOGUE_COLUMNS.map((c) => row[c] ?? ''))]);
const pictureProblem = (path: string) => (path === 'missing.svg' ? "does not exist (paths are relative to the file's folder)" : null);
const check = (rows: Row[]) => parseCatalogueFile(csvOf(rows), 'csv', { pictureProblem });
const errorsOf = (rows: Row[]): RowError[] => {
  const result = check(rows);
  return result.ok ? [] : result.errors;
};
const product = (fields: Row): Row => ({ ...base[2], sku: 'VAS0116', ...fields });

describe('parseCsv', () => {
  it('reads quoted cells with separators, doubled quotes and line breaks, and drops a BOM', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n"",plain,"three\nlines\nhere"';
    expect(parseCsv(text).rows).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['', 'plain', 'three\nlines\nhere'],
    ]);
  });

  it('ends records at LF, CRLF or CR, with or without a last line break', () => {
    expect(parseCsv('a\rb\r\nc\nd').rows).toEqual([['a'], ['b'], ['c'], ['d']]);
    expect(parseCsv('a,b\n').rows).toEqual([['a', 'b']]);
    expect(parseCsv('a,\n').rows).toEqual([['a', '']]);
  });

  it('says in which record a quoted cell is left open', () => {
    expect(parseCsv('a\nb\n"open,\nc\n').unclosedAt).toBe(3);
  });

  it('takes ; as the separator when the first line uses it', () => {
    expect(csvSeparator('kind;key;nameEn\n')).toBe(';');
    expect(csvSeparator('kind,key,"a;b"\n')).toBe(',');
    expect(parseCsv('a;"b;c"', ';').rows).toEqual([['a', 'b;c']]);
  });

  it('writes what it reads back (BOM, CRLF, quoting), and never a cell a spreadsheet would run as a formula', () => {
    const rows = [['a', 'b, c', 'say "hi"', 'x;y', 'two\nlines', '=1+1']];
    const text = toCsv(rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text).rows.map((row) => row.map(undefuseCell))).toEqual(rows);
    expect(toCsv([['=1+1', '-3', '@SUM(A1)', '+1', '\tx', "'=kept", "'note"]])).toBe(
      "\uFEFF'=1+1,'-3,'@SUM(A1),'+1,'\tx,''=kept,'note\r\n",
    );
  });

  it("takes back exactly the ' a defusing writer added, and nothing a person typed", () => {
    for (const text of ['=1+1', '-3', "'=kept", "''@x", "'note", 'plain', "'", '']) expect(undefuseCell(defuseCell(text))).toBe(text);
    expect(undefuseCell("'note")).toBe("'note");
  });
});

describe('parseCatalogueFile: reading', () => {
  it('reads the sample CSV and JSON files to the same catalogue', () => {
    const csv = parseCatalogueFile(readFileSync('samples/catalogue.csv', 'utf8'), 'csv');
    const json = parseCatalogueFile(readFileSync('samples/catalogue.json', 'utf8'), 'json');
    expect(csv.ok && json.ok).toBe(true);
    if (!csv.ok || !json.ok) return;
    expect(json.input).toEqual(csv.input);
    expect(csv.input.categories).toHaveLength(7);
    expect(csv.input.products).toHaveLength(12);
    expect(csv.input.banners[0]!.descriptionFa).toContain('\n');
    expect(csv.input.packages.map((p) => p.pieces)).toEqual([1, 6, 24]);
    expect(csv.input.menu?.map((m) => m.key)).toContain('about');
    expect(JSON.stringify(csv.input)).not.toMatch(/[يك]/);
  });

  it('fills what may be left empty: slug from the English name, parentSku from the SKU, publish, start, no menu', () => {
    const result = check([...base, { kind: 'banner', titleEn: 'New', titleFa: 'تازه', href: '/category/VAS/vases', images: 'b.svg' }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.categories[0]).toMatchObject({ xCode: 'HOM', parentXCode: null, slug: 'home', descriptionEn: '', sizeFilters: [] });
    expect(result.input.categories[1]!.sizeFilters).toEqual([
      { id: '12', title: 'Ø12', titleFa: 'قطر ۱۲' },
      { id: '16', title: 'Ø16', titleFa: '' },
    ]);
    expect(result.input.products[0]).toMatchObject({
      parentSku: 'VAS01',
      slug: 'dune-vase',
      status: 'publish',
      quantity: 5,
      categoryXCodes: ['VAS'],
      images: ['vase.svg'],
    });
    // No packages named: every active type, the first the default. Not featured unless said.
    expect(result.input.products[0]).toMatchObject({ packageIds: [], featured: false });
    expect(result.input.banners[0]).toMatchObject({
      alignContent: 'start',
      slug: '/category/VAS/vases',
      media: [{ url: 'b.svg', type: 'image' }],
    });
    expect(result.input.menu).toBeUndefined();
  });

  it('reads a semicolon file with a BOM, header names in any case, columns left out, and Persian digits in numbers', () => {
    const text =
      '\uFEFFKind;Key;Parent;SKU;NameEn;NameFa;Categories;Quantity;TitleEn;TitleFa;Pieces\r\n' +
      'category;VAS;;;Vases;گلدان‌ها;;;;;\r\n' +
      'product;;;VAS0112;"Dune; the vase";گلدان;VAS;۱۲;;;\r\n' +
      'package;1;;;;;;;One;یک;۶\r\n';
    const result = parseCatalogueFile(text, 'csv');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.products[0]).toMatchObject({ nameEn: 'Dune; the vase', quantity: 12 });
    expect(result.input.packages[0]!.pieces).toBe(6);
  });

  it('leaves the stored prices alone when the file has no prices column, and empties them for an empty cell', () => {
    const columns = CATALOGUE_COLUMNS.filter((column) => column !== 'prices');
    const without = toCsv([columns, ...base.map((row) => columns.map((c) => row[c] ?? ''))]);
    const kept = parseCatalogueFile(without, 'csv');
    expect(kept.ok && kept.input.products[0]).not.toHaveProperty('prices');
    const emptied = check(base);
    expect(emptied.ok && emptied.input.products[0]!.prices).toEqual([]);
    const item = { sku: 'VAS0112', nameEn: 'Dune Vase', nameFa: 'گلدان', categories: ['VAS'], quantity: 5 };
    const file = (products: object[]) =>
      JSON.stringify({
        categories: [{ key: 'VAS', nameEn: 'Vases', nameFa: 'گلدان‌ها' }],
        packages: [{ key: 1, titleEn: 'Single piece', titleFa: 'تک‌عددی', pieces: 1 }],
        products,
      });
    const read = parseCatalogueFile(file([item, { ...item, sku: 'VAS0116', prices: { 1: '۹۰٬۰۰۰' } }]), 'json');
    expect(read.ok && read.input.products.map((p) => p.prices)).toEqual([undefined, [{ packageId: 1, price: 90_000 }]]);
  });

  it('numbers rows as the spreadsheet shows them: a cell over several lines is still one row', () => {
    const rows = [...base, product({ descriptionEn: 'one\ntwo\nthree' }), product({ sku: 'VAS0199', quantity: '-3' })];
    expect(errorsOf(rows)).toEqual([{ row: 7, column: 'quantity', reason: '"-3" is not a whole number of 0 or more' }]);
  });

  it('reads JSON with numbers and lists, and names problems by their path', () => {
    const json = {
      categories: [{ key: 'VAS', nameEn: 'Vases', nameFa: 'گلدان‌ها', sizeFilters: [{ code: '12', title: 'Ø12', titleFa: 'قطر ۱۲' }] }],
      products: [
        {
          sku: 'VAS0112',
          nameEn: 'Vase',
          nameFa: 'گلدان',
          categories: ['VAS'],
          quantity: 3,
          images: ['a.svg'],
          packages: [1],
          featured: true,
        },
        { sku: 'VAS0116', nameEn: 'Vase', nameFa: 'گلدان', categories: ['VAS'], quantity: -1, colour: 'red' },
      ],
      packages: [{ key: 1, titleEn: 'One', titleFa: 'یک', pieces: 1 }],
    };
    const bad = parseCatalogueFile(JSON.stringify(json), 'json');
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map(formatRowError)).toEqual([
      'products[1].quantity: "-1" is not a whole number of 0 or more',
      'products[1].colour: is not a field; a product has sku, parentSku, slug, nameEn, nameFa, descriptionEn, descriptionFa, categories, quantity, status, images, packages, featured, pictureLater, prices',
    ]);
    json.products.pop();
    const good = parseCatalogueFile(JSON.stringify(json), 'json');
    expect(good.ok && good.input.categories[0]!.sizeFilters).toEqual([{ id: '12', title: 'Ø12', titleFa: 'قطر ۱۲' }]);
    expect(good.ok && good.input.products[0]).toMatchObject({ packageIds: [1], featured: true });
  });

  it('explains a broken JSON file or an unknown list', () => {
    const broken = parseCatalogueFile('{"categories": [', 'json');
    expect(!broken.ok && formatRowError(broken.errors[0]!)).toMatch(/^file: is not valid JSON/);
    const unknown = parseCatalogueFile('{"items": []}', 'json');
    expect(!unknown.ok && unknown.errors.map(formatRowError)).toContain(
      'items: is not a list of the catalogue: use categories, products, banners, packages or menu',
    );
  });

  it('chooses the format by the file extension', () => {
    expect(catalogueFormat('Catalogue.CSV')).toBe('csv');
    expect(catalogueFormat('/tmp/catalogue.json')).toBe('json');
    expect(catalogueFormat('catalogue.xlsx')).toBeNull();
  });
});

describe('parseCatalogueFile: rules', () => {
  // Each rule: rows that break it (added from row 6), where and why it is reported, and rows that pass it.
  const rules: { rule: string; bad: Row[]; row?: number; column: string; reason: string | RegExp; good: Row[] }[] = [
    {
      rule: 'a known kind',
      bad: [{ kind: 'categry', key: 'X' }],
      column: 'kind',
      reason: '"categry" is not a kind: use category, product, banner, package or menu',
      good: [],
    },
    {
      rule: 'required columns',
      bad: [product({ nameFa: '' })],
      column: 'nameFa',
      reason: 'is empty, but every product needs it',
      good: [product({})],
    },
    {
      rule: 'quantity a whole number of 0 or more',
      bad: [product({ quantity: '-3' })],
      column: 'quantity',
      reason: '"-3" is not a whole number of 0 or more',
      good: [product({ quantity: '0' })],
    },
    {
      rule: 'quantity without fractions',
      bad: [product({ quantity: '1.5' })],
      column: 'quantity',
      reason: '"1.5" is not a whole number of 0 or more',
      good: [product({ quantity: '۷' })],
    },
    {
      rule: 'pieces above 0',
      bad: [{ kind: 'package', key: '2', titleEn: 'Box', titleFa: 'جعبه', pieces: '0' }],
      column: 'pieces',
      reason: '"0" is not a whole number of 1 or more',
      good: [{ kind: 'package', key: '2', titleEn: 'Box', titleFa: 'جعبه', pieces: '6' }],
    },
    {
      rule: 'status publish or draft',
      bad: [product({ status: 'live' })],
      column: 'status',
      reason: '"live" is not publish or draft',
      good: [product({ status: 'Draft' })],
    },
    {
      rule: 'packages of this file',
      bad: [product({ packages: '1|4' })],
      column: 'packages',
      reason: 'there is no package "4" in this file',
      good: [product({ packages: '1' })],
    },
    {
      rule: 'packages as numbers',
      bad: [product({ packages: '1|box' })],
      column: 'packages',
      reason: '"box" is not a whole number of 1 or more',
      good: [product({ packages: '۱' })],
    },
    {
      rule: 'prices in tomans, in digits (Persian ones and thousands separators too), above 0',
      bad: [product({ prices: '1:cheap' })],
      column: 'prices',
      reason: '"cheap" is not a price: write the tomans in digits, e.g. 1250000',
      good: [product({ prices: '1:1,250,000' }), product({ sku: 'VAS0120', prices: '1:۱٬۲۵۰٬۰۰۰' })],
    },
    {
      rule: 'no price of 0 or with a fraction',
      bad: [product({ prices: '1:0' }), product({ sku: 'VAS0120', prices: '1:12.5' })],
      column: 'prices',
      reason: /^"(0|12\.5)" is not a price: write the tomans in digits, e.g. 1250000$/,
      good: [product({ prices: '1:5000' })],
    },
    {
      rule: 'a price after its package number',
      bad: [product({ prices: '1' })],
      column: 'prices',
      reason: 'package "1" has no price: write package:price, e.g. 1:1250000',
      good: [product({ prices: ' 1 : 90000 ' })],
    },
    {
      rule: 'prices of this file’s packages',
      bad: [product({ prices: '4:90000' })],
      column: 'prices',
      reason: 'there is no package "4" in this file',
      good: [product({ prices: '' })],
    },
    {
      rule: 'prices only of the packages a product is sold in',
      bad: [
        { kind: 'package', key: '2', titleEn: 'Box of 6', titleFa: 'جعبهٔ ۶تایی', pieces: '6' },
        product({ packages: '1', prices: '1:90000|2:500000' }),
      ],
      row: 7,
      column: 'prices',
      reason: 'has a price for package "2", which this product is not sold in',
      good: [
        { kind: 'package', key: '2', titleEn: 'Box of 6', titleFa: 'جعبهٔ ۶تایی', pieces: '6' },
        product({ prices: '1:90000|2:500000' }),
      ],
    },
    {
      rule: 'one price per package',
      bad: [product({ prices: '1:90000|1:95000' })],
      column: 'prices',
      reason: 'names a package twice',
      good: [product({ prices: '1:90000' })],
    },
    {
      rule: 'a package once per product',
      bad: [product({ packages: '1|1' })],
      column: 'packages',
      reason: 'names a package twice',
      good: [product({ packages: '1' })],
    },
    {
      rule: 'featured yes or no',
      bad: [product({ featured: 'maybe' })],
      column: 'featured',
      reason: '"maybe" is not yes or no',
      good: [product({ featured: 'بله' }), product({ sku: 'VAS0120', featured: 'No' })],
    },
    {
      rule: 'a SKU long enough for its size code',
      bad: [product({ sku: 'VAS01' })],
      column: 'sku',
      reason: /"VAS01" is too short: characters 6-7/,
      good: [product({ sku: 'VAS0116-blue' })],
    },
    {
      rule: 'a SKU starting with capitals',
      bad: [product({ sku: 'vas0116' })],
      column: 'sku',
      reason: /must start with 7 capital letters or digits/,
      good: [product({ sku: 'VAS0116' })],
    },
    {
      rule: 'a SKU once',
      bad: [product({ sku: 'VAS0112' })],
      column: 'sku',
      reason: '"VAS0112" is already used by row 4',
      good: [product({ sku: 'VAS0116' })],
    },
    {
      rule: 'a category code once',
      bad: [{ kind: 'category', key: 'VAS', nameEn: 'More vases', nameFa: 'گلدان' }],
      column: 'key',
      reason: '"VAS" is already used by row 3',
      good: [{ kind: 'category', key: 'BWL', nameEn: 'Bowls', nameFa: 'کاسه' }],
    },
    {
      rule: 'a package number once',
      bad: [{ kind: 'package', key: '1', titleEn: 'Box', titleFa: 'جعبه', pieces: '6' }],
      column: 'key',
      reason: '"1" is already used by row 5',
      good: [{ kind: 'package', key: '2', titleEn: 'Box', titleFa: 'جعبه', pieces: '6' }],
    },
    {
      rule: 'a known parent category',
      bad: [{ kind: 'category', key: 'BWL', parent: 'KIT', nameEn: 'Bowls', nameFa: 'کاسه' }],
      column: 'parent',
      reason: 'there is no category "KIT" in this file',
      good: [{ kind: 'category', key: 'BWL', parent: 'HOM', nameEn: 'Bowls', nameFa: 'کاسه' }],
    },
    {
      rule: 'no loop of parents',
      bad: [
        { kind: 'category', key: 'A', parent: 'B', nameEn: 'A', nameFa: 'الف' },
        { kind: 'category', key: 'B', parent: 'A', nameEn: 'B', nameFa: 'ب' },
      ],
      column: 'parent',
      reason: 'the parents go round in a loop: A → B → A',
      good: [
        { kind: 'category', key: 'A', nameEn: 'A', nameFa: 'الف' },
        { kind: 'category', key: 'B', parent: 'A', nameEn: 'B', nameFa: 'ب' },
      ],
    },
    {
      rule: 'at most 3 levels',
      bad: [
        { kind: 'category', key: 'SML', parent: 'VAS', nameEn: 'Small', nameFa: 'کوچک' },
        { kind: 'category', key: 'TNY', parent: 'SML', nameEn: 'Tiny', nameFa: 'ریز' },
      ],
      row: 7,
      column: 'parent',
      reason: 'makes categories more than 3 levels deep: HOM → VAS → SML → TNY',
      good: [{ kind: 'category', key: 'SML', parent: 'VAS', nameEn: 'Small', nameFa: 'کوچک' }],
    },
    {
      rule: 'known categories',
      bad: [product({ categories: 'VAS|BWL' })],
      column: 'categories',
      reason: 'there is no category "BWL" in this file',
      good: [product({ categories: 'VAS|HOM' })],
    },
    {
      rule: 'slug characters',
      bad: [product({ slug: 'Dune Vase!' })],
      column: 'slug',
      reason: /"Dune Vase!" is not a slug: .* e\.g\. "dune-vase"/,
      good: [product({ slug: 'dune-vase-2' })],
    },
    {
      rule: 'no markup',
      bad: [product({ nameEn: '<b>Vase</b>' })],
      column: 'nameEn',
      reason: 'Please do not use the characters < and > here',
      good: [product({ nameEn: 'Vase & bowl "set"' })],
    },
    {
      rule: 'one-line names',
      bad: [product({ nameEn: 'Dune\nVase' })],
      column: 'nameEn',
      reason: /has a line break/,
      good: [product({ descriptionEn: 'Dune\nVase' })],
    },
    {
      rule: 'alignContent start, center or end',
      bad: [{ kind: 'banner', titleEn: 'New', titleFa: 'تازه', href: '/Products', images: 'b.svg', alignContent: 'middle' }],
      column: 'alignContent',
      reason: '"middle" is not start, center or end',
      good: [{ kind: 'banner', titleEn: 'New', titleFa: 'تازه', href: '/Products', images: 'b.svg', alignContent: 'end' }],
    },
    {
      rule: 'pictures that exist',
      bad: [product({ images: 'vase.svg|missing.svg' })],
      column: 'images',
      reason: `"missing.svg" does not exist (paths are relative to the file's folder)`,
      good: [product({ images: 'vase.svg' })],
    },
    {
      rule: 'picture files only',
      bad: [product({ images: 'spec.pdf' })],
      column: 'images',
      reason: /"spec.pdf" is not a picture: use a \.svg, .* or \.gif file/,
      good: [product({ images: 'photos/Vase 2.JPEG' })],
    },
    {
      rule: 'links on this shop',
      bad: [{ kind: 'menu', key: 'm', titleEn: 'Shop', titleFa: 'فروشگاه', href: 'www.example.com' }],
      column: 'href',
      reason: /"www.example.com" is not a link on this shop: start it with \//,
      good: [{ kind: 'menu', key: 'm', titleEn: 'Shop', titleFa: 'فروشگاه', href: '/Products' }],
    },
    {
      rule: 'links without the /fa prefix',
      bad: [{ kind: 'menu', key: 'm', titleEn: 'Shop', titleFa: 'فروشگاه', href: '/fa/Products' }],
      column: 'href',
      reason: /starts with \/fa/,
      good: [{ kind: 'menu', key: 'm', titleEn: 'Shop', titleFa: 'فروشگاه', href: '/aboutUs' }],
    },
    {
      rule: 'links to categories and products in the file',
      bad: [{ kind: 'menu', key: 'm', titleEn: 'Bowls', titleFa: 'کاسه', href: '/category/BWL/bowls' }],
      column: 'href',
      reason: 'links to category "BWL", which is not in this file',
      good: [{ kind: 'menu', key: 'm', titleEn: 'Vase', titleFa: 'گلدان', href: '/Products/VAS0112/dune-vase' }],
    },
    {
      rule: 'a known parent menu entry',
      bad: [{ kind: 'menu', key: 'm', parent: 'top', titleEn: 'Vases', titleFa: 'گلدان', href: '/category/VAS/vases' }],
      column: 'parent',
      reason: 'there is no menu entry "top" in this file',
      good: [
        { kind: 'menu', key: 'top', titleEn: 'Home', titleFa: 'خانه', href: '/category/HOM/home' },
        { kind: 'menu', key: 'm', parent: 'top', titleEn: 'Vases', titleFa: 'گلدان', href: '/category/VAS/vases' },
      ],
    },
    {
      rule: 'size codes of 2 capitals or digits',
      bad: [{ kind: 'category', key: 'BWL', nameEn: 'Bowls', nameFa: 'کاسه', sizeFilters: '12:Ø12|large:L' }],
      column: 'sizeFilters',
      reason: /"large" is not a size code/,
      good: [{ kind: 'category', key: 'BWL', nameEn: 'Bowls', nameFa: 'کاسه', sizeFilters: '12:Ø12|LG:L' }],
    },
    {
      rule: 'size filters with titles, each code once',
      bad: [{ kind: 'category', key: 'BWL', nameEn: 'Bowls', nameFa: 'کاسه', sizeFilters: '12' }],
      column: 'sizeFilters',
      reason: 'size "12" has no title: write code:title, e.g. 12:Ø12',
      good: [{ kind: 'category', key: 'BWL', nameEn: 'Bowls', nameFa: 'کاسه', sizeFilters: '12:Ø 12: wide' }],
    },
    {
      rule: 'no size code twice',
      bad: [{ kind: 'category', key: 'BWL', nameEn: 'Bowls', nameFa: 'کاسه', sizeFilters: '12:Ø12|12:Ø12 wide' }],
      column: 'sizeFilters',
      reason: 'size code "12" appears twice',
      good: [],
    },
    {
      rule: 'columns a kind uses',
      bad: [{ kind: 'banner', nameEn: 'New', titleFa: 'تازه', href: '/Products', images: 'b.svg' }],
      column: 'nameEn',
      reason: 'is not used for a banner (use titleEn)',
      good: [{ kind: 'banner', titleEn: 'New', titleFa: 'تازه', href: '/Products', images: 'b.svg' }],
    },
  ];

  for (const { rule, bad, row = 6, column, reason, good } of rules) {
    it(`checks ${rule}`, () => {
      const errors = errorsOf([...base, ...bad]);
      const found = errors.find((e) => e.row === row && e.column === column)?.reason;
      if (typeof reason === 'string') expect(found, JSON.stringify(errors)).toBe(reason);
      else expect(found, JSON.stringify(errors)).toMatch(reason);
      expect(errorsOf([...base, ...good])).toEqual([]);
    });
  }

  it('reports every problem of every row, sorted by row, each with its row and column', () => {
    const errors = errorsOf([
      ...base,
      product({ sku: 'VAS01', quantity: 'many', status: 'sold' }),
      { kind: 'package', key: '0', titleEn: 'Box', titleFa: '', pieces: '-6' },
      { kind: 'thing' },
    ]);
    expect(errors.map(formatRowError)).toEqual([
      'row 6, column sku: "VAS01" is too short: characters 6-7 of a SKU are its size code, so it needs at least 7',
      'row 6, column quantity: "many" is not a whole number of 0 or more',
      'row 6, column status: "sold" is not publish or draft',
      'row 7, column key: "0" is not a whole number of 1 or more',
      'row 7, column titleFa: is empty, but every package needs it',
      'row 7, column pieces: "-6" is not a whole number of 1 or more',
      'row 8, column kind: "thing" is not a kind: use category, product, banner, package or menu',
    ]);
  });

  it('refuses a file that would empty the shop, an unknown column, a bad header, a stray cell or an open quote', () => {
    expect(errorsOf([]).map(formatRowError)).toEqual([
      'file: there is no category; an import replaces the whole catalogue',
      'file: there is no product; an import replaces the whole catalogue',
      'file: there is no package; an import replaces the whole catalogue',
    ]);
    const unknownColumn = parseCatalogueFile(csvOf(base).replace('images', 'pictures'), 'csv');
    expect(!unknownColumn.ok && unknownColumn.errors.slice(0, 2).map(formatRowError)).toEqual([
      `row 1: the columns are ${CATALOGUE_COLUMNS.join(', ')}`,
      'row 1, column pictures: is not a column',
    ]);
    const noKind = parseCatalogueFile('sku,nameEn\nVAS0112,Vase\n', 'csv');
    expect(!noKind.ok && noKind.errors.map(formatRowError)).toEqual(['row 1: the first column must be "kind", not "sku"']);
    const stray = parseCatalogueFile(`${csvOf(base)}product,,,VAS0116${',x'.repeat(CATALOGUE_COLUMNS.length)}\r\n`, 'csv');
    expect(!stray.ok && stray.errors.map(formatRowError)).toContain(
      `row 6: has ${CATALOGUE_COLUMNS.length + 4} cells but the header has ${CATALOGUE_COLUMNS.length}: a quote or a separator too many?`,
    );
    const open = parseCatalogueFile(`${csvOf(base)}product,,,VAS0116,,,"Vase\r\n`, 'csv');
    expect(!open.ok && open.errors.map(formatRowError)).toContain('row 6: a quoted cell is never closed (a " is missing)');
  });
});

describe('a file of many problems', () => {
  it('reports the first 200 by row and counts the rest; the column list is said once however many columns are unknown', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => product({ sku: `VAS${String(1000 + i)}`, quantity: 'many' }));
    const result = check([...base, ...rows]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(MAX_REPORTED_PROBLEMS);
    expect(result.total).toBeGreaterThanOrEqual(3000);
    const places = result.errors.map((error) => Number(error.row));
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(places[0]).toBe(6);

    const wide = `kind,${Array.from({ length: 50_000 }, (_, i) => `extra${i}`).join(',')}\ncategory\n`;
    const started = performance.now();
    const header = parseCatalogueFile(wide, 'csv');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(!header.ok && header.total).toBeGreaterThan(50_000);
    const lines = !header.ok ? header.errors.map(formatRowError) : [];
    expect(lines.filter((line) => line.includes('the columns are'))).toHaveLength(1);
    expect(lines.join('\n').length).toBeLessThan(20_000);
  });
});

describe('formatCatalogueFile', () => {
  it('writes a catalogue that reads back the same, in CSV and in JSON, tricky text included', () => {
    const result = check([
      ...base,
      { kind: 'package', key: '2', titleEn: 'Box of 6', titleFa: 'جعبهٔ ۶تایی', pieces: '6' },
      product({
        nameEn: 'Vase, "big"; blue',
        descriptionFa: 'سطر یک\nسطر دو، با ویرگول',
        images: 'a b.svg|vase.svg',
        status: 'draft',
        packages: '2|1',
        featured: 'yes',
        prices: '2:7,100,000|1:۱۲۵۰۰۰۰',
      }),
      {
        kind: 'banner',
        titleEn: 'New',
        titleFa: 'تازه',
        descriptionEn: 'one\ntwo',
        href: '/Products',
        images: 'b.svg',
        alignContent: 'center',
      },
      { kind: 'menu', key: 'top', titleEn: 'Vases', titleFa: 'گلدان', href: '/category/VAS/vases' },
      { kind: 'menu', key: 'sub', parent: 'top', titleEn: 'About', titleFa: 'درباره', href: '/aboutUs' },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const format of ['csv', 'json'] as const) {
      const again = parseCatalogueFile(formatCatalogueFile(result.input, format), format);
      expect(again, format).toEqual({ ok: true, input: result.input });
    }
    expect(result.input.products[1]).toMatchObject({
      packageIds: [2, 1],
      featured: true,
      prices: [
        { packageId: 1, price: 1_250_000 },
        { packageId: 2, price: 7_100_000 },
      ],
    });
    expect(formatCatalogueFile(result.input, 'csv')).toContain(',1:1250000|2:7100000\r\n');
    expect(formatCatalogueFile(result.input, 'json')).toContain('"prices": {"1":1250000,"2":7100000}');
    expect(formatCatalogueFile(result.input, 'csv').split('\r\n')[0]).toBe(`\uFEFF${CATALOGUE_COLUMNS.join(',')}`);
  });

  it('writes no cell a spreadsheet would run as a formula, and its import gives back the text as it was', () => {
    const formulas = ['=HYPERLINK("http://evil.example","Open")', '+1+1', '@SUM(A1:A9)', '-2+3', "'=already quoted"];
    const result = check([
      ...base,
      ...formulas.map((name, i) => product({ sku: `VAS01${20 + i}`, nameEn: name, nameFa: name, descriptionEn: name })),
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const file = formatCatalogueFile(result.input, 'csv');
    const cells = parseCsv(file).rows.flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells).toContain(`'${formulas[0]}`);
    expect(parseCatalogueFile(file, 'csv')).toEqual({ ok: true, input: result.input });
    expect(result.input.products.map((p) => p.nameEn)).toEqual(expect.arrayContaining(formulas));
  });
});
