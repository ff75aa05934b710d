import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { listProducts, searchFamilies } from '~/service/catalogue/catalogue.server.ts';
import { writeCatalogue } from '~/service/catalogue/writeCatalogue.server.ts';
import type { CatalogueInput } from '~/service/catalogue/catalogueInput.ts';
import { catalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import type { Store } from '~/service/db/database.server.ts';
import { demoCatalogue } from '~/service/seed/demoSeed.server.ts';
import { dropDatabaseFor, openTestStore, testServer } from '../support/database.ts';
import { startShop } from '../support/startShop.ts';

let store: Store | undefined;
let dir = '';
afterEach(async () => {
  await store?.db.destroy();
  rmSync(dir, { recursive: true, force: true });
  await dropDatabaseFor(dir);
});

async function freshStore(): Promise<Store> {
  dir = mkdtempSync(join(tmpdir(), 'storefront-store-'));
  store = await openTestStore(dir);
  return store;
}

describe('the store', () => {
  it.skipIf(testServer)('runs SQLite in WAL mode with foreign keys and full sync', async () => {
    const { db } = await freshStore();
    const pragma = async (name: string) => Object.values((await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('synchronous')).toBe(2);
  });

  it('migrates an existing database again without harm', async () => {
    const first = await freshStore();
    await writeCatalogue(first.db, demoCatalogue(first.mediaDir));
    await first.db.destroy();
    store = await openTestStore(dir);
    const page = await listProducts(store.db, { categoryIds: null, page: 1, perPage: 5 });
    expect(page.total).toBeGreaterThan(100);
  });

  it('writes a catalogue all or nothing: a bad row leaves the old catalogue and version untouched', async () => {
    const { db, mediaDir } = await freshStore();
    const good = demoCatalogue(mediaDir);
    await writeCatalogue(db, good);
    const version = await catalogueVersion(db);
    const before = await listProducts(db, { categoryIds: null, page: 1, perPage: 1000 });
    const broken: CatalogueInput = {
      ...good,
      products: [...good.products.slice(0, 10), { ...good.products[0]!, quantity: -5, sku: 'NEW0001' }],
    };
    await expect(writeCatalogue(db, broken)).rejects.toThrow();
    expect(await listProducts(db, { categoryIds: null, page: 1, perPage: 1000 })).toEqual(before);
    expect(await catalogueVersion(db)).toBe(version);
  });

  it('pages search results by product family, families with a size in stock first, each with all its sizes', async () => {
    const { db, mediaDir } = await freshStore();
    await writeCatalogue(db, demoCatalogue(mediaDir));
    const all = await searchFamilies(db, { categoryIds: null, search: 'vase', page: 1, perPage: 100 });
    expect(all.total).toBe(all.items.length);
    const parents = all.items.map((family) => family.members[0]!.parentSku);
    expect(new Set(parents).size).toBe(parents.length);
    for (const family of all.items) expect(new Set(family.members.map((p) => p.parentSku)).size).toBe(1);
    expect(all.items.find((f) => f.members[0]!.parentSku === 'VAS01')!.members).toHaveLength(5);
    const inStock = all.items.map((f) => f.members.some((p) => p.stockStatus === 'instock'));
    expect(inStock.slice(inStock.indexOf(false)).every((value) => !value)).toBe(inStock.includes(false));
    // Pages hold families, not sizes, and never repeat one.
    const first = await searchFamilies(db, { categoryIds: null, search: 'vase', page: 1, perPage: 2 });
    const second = await searchFamilies(db, { categoryIds: null, search: 'vase', page: 2, perPage: 2 });
    expect(first.total).toBe(all.total);
    expect([...first.items, ...second.items].map((f) => f.members[0]!.parentSku)).toEqual(parents.slice(0, 4));
    // A search for one code starts its family's card on that size.
    const code = await searchFamilies(db, { categoryIds: null, search: 'VAS0120', page: 1, perPage: 10 });
    expect(code.items).toHaveLength(1);
    expect(code.items[0]).toMatchObject({ prefer: 'VAS0120' });
    expect(code.items[0]!.members).toHaveLength(5);
  });
});

describe('a shop on an empty database', () => {
  it('starts empty, saying so in its log, unless DEMO_SHOP=1 asks for the demo shop', { timeout: 90_000 }, async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-empty-'));
    const menuOf = async (url: string) => ((await (await fetch(`${url}/v1/shop/menu`)).json()) as { data: unknown[] }).data;
    const empty = await startShop({ dataDir: dir, env: { DEMO_SHOP: '' } });
    try {
      expect(await menuOf(empty.url)).toEqual([]);
      expect(empty.output()).toContain('the catalogue is empty: the shop shows no products until staff add them');
    } finally {
      await empty.stop();
    }
    const demo = await startShop({ dataDir: dir, env: { DEMO_SHOP: '1' } });
    try {
      expect((await menuOf(demo.url)).length).toBeGreaterThan(0);
      expect(demo.output()).toContain('the catalogue was empty: loaded the demo shop (DEMO_SHOP=1)');
    } finally {
      await demo.stop();
    }
  });
});
