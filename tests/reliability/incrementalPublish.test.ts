import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlFor, dropDatabaseFor, openTestStore } from '../support/database.ts';

/**
 * Publishing renders only the changed pages (docs/publishing.md), proved by three real builds on one database: the
 * second from the first after edits, the third full; the second must equal the third file for file.
 */

// Builds lie inside the project: their prerender step resolves packages from node_modules above them.
const root = fileURLToPath(new URL('../..', import.meta.url));
let work: string;
let dataDir: string;
let databaseUrl: string;

beforeAll(async () => {
  mkdirSync(join(root, 'bench', '.tmp'), { recursive: true });
  work = mkdtempSync(join(root, 'bench', '.tmp', 'incremental-'));
  dataDir = mkdtempSync(join(tmpdir(), 'storefront-incremental-'));
  databaseUrl = await databaseUrlFor(dataDir);
});

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabaseFor(dataDir);
});

/**
 * `npm run build` into `name`, from the live build `from` when given (with its kept code, unless `quickly` is
 * false); its output.
 */
function build(name: string, from?: string, quickly = true, more: NodeJS.ProcessEnv = {}): string {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_SHOP: '1',
    BUILD_DIR: join(work, name),
    INCREMENTAL_FROM: from ? join(work, from) : '',
    ...more,
  };
  // Vitest's own settings (NODE_ENV=test, DEV=1…) would make Astro build for development.
  for (const name of ['NODE_ENV', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL']) delete env[name];
  const run = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', env });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, output).toBe(0);
  // From a live build of the same code, the pages are rendered with its kept code: nothing is bundled again.
  if (from && !quickly) expect(output).toMatch(/Building the code too|could not render/);
  else if (from) expect(output).toMatch(/Rendered \d+ pages in [\d.]+ s with the live build's code/);
  return output;
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) yield relative(dir, join(entry.parentPath, entry.name));
  }
}

/** A file's content as a visitor's browser gets it: compressed twins opened. */
function content(path: string): Buffer {
  const bytes = readFileSync(path);
  if (path.endsWith('.br')) return brotliDecompressSync(bytes);
  if (path.endsWith('.gz')) return gunzipSync(bytes);
  return bytes;
}

describe('publishing only what changed', () => {
  it(
    'renders the pages a change shows, drops the pages that are gone, and equals a full build file for file',
    { timeout: 300_000 },
    async () => {
      build('live');

      // An editor's changes between two publishes: a product renamed, one sold out (it moves to the end of its
      // lists), one taken back to draft (its pages go) and a banner retitled.
      const store = await openTestStore(dataDir);
      const products = await store.db
        .selectFrom('products')
        .select(['sku', 'slug'])
        .where('status', '=', 'publish')
        .orderBy('id')
        .execute();
      const [renamed, soldOut, withdrawn] = [products[0]!, products[7]!, products[12]!];
      await store.db
        .updateTable('products')
        .set({ nameEn: 'Renamed Stoneware Vase', nameFa: 'گلدان سنگی تازه' })
        .where('sku', '=', renamed.sku)
        .execute();
      await store.db.updateTable('products').set({ quantity: 0, inStock: 0 }).where('sku', '=', soldOut.sku).execute();
      await store.db.updateTable('products').set({ status: 'draft' }).where('sku', '=', withdrawn.sku).execute();
      const banner = await store.db.selectFrom('banners').select('id').orderBy('position').executeTakeFirstOrThrow();
      await store.db.updateTable('banners').set({ titleEn: 'A banner retitled' }).where('id', '=', banner.id).execute();
      await store.db.destroy();

      // As the server does once it serves a build: the live build's spare, which this publish takes
      // (src/publish/spareBuild.ts); the live build must come out of it untouched, though they share their files.
      spare('live');
      const liveFiles = fingerprints('live');
      const output = build('next', 'live', true, { BUILDS_DIR: work });
      expect(output).toMatch(/carried over the files of \S+ from its spare/);
      expect(fingerprints('live')).toEqual(liveFiles);
      expect(readdirSync(work).filter((name) => name.includes('spare') || name.endsWith('.carrying'))).toEqual([]);
      const [, rendered, total] = /Rendering (\d+) of (\d+) pages/.exec(output) ?? [];
      expect(Number(total)).toBeGreaterThan(300);
      // The changed product and its sizes, the lists they are on, home (banner) and the sitemap (a page is gone): not
      // the whole site.
      expect(Number(rendered)).toBeGreaterThan(4);
      expect(Number(rendered)).toBeLessThan(Number(total) / 4);

      const next = join(work, 'next', 'client');
      expect(readFileSync(join(next, 'Products', renamed.sku, renamed.slug, 'index.html'), 'utf8')).toContain('Renamed Stoneware Vase');
      expect(readFileSync(join(next, 'fa', 'Products', renamed.sku, renamed.slug, 'index.html'), 'utf8')).toContain('گلدان سنگی تازه');
      expect(readFileSync(join(next, 'index.html'), 'utf8')).toContain('A banner retitled');

      // The full build renders on two threads, as a large catalogue's does (src/publish/secondRenderer.ts); the
      // second test's full build on one: each equals what a publish made.
      expect(build('full', undefined, true, { BUILD_SECOND_RENDERER_PAGES: '1' })).toMatch(
        /\d+ of the \d+ pages are rendered by a second thread/,
      );
      expect([...files(next)]).not.toContain(join('Products', withdrawn.sku, withdrawn.slug, 'index.html'));
      expectSameBuilds('next', 'full');
    },
  );

  it(
    'an import of the unchanged export renders no catalogue page; one with a name changed renders its pages and equals a full build',
    { timeout: 300_000 },
    () => {
      // The editor's loop: export, import as it is, publish; then change one name in the file, import, publish.
      const file = join(work, 'file', 'catalogue.csv');
      catalogue('export', file);
      catalogue('import', file);
      expect(build('same', 'full')).toMatch(/: 0 of \d+ inputs changed, 0 new pages, 0 gone/);
      expectSameBuilds('same', 'full');

      const csv = readFileSync(file, 'utf8');
      // A product whose name stands once in the file (the sizes of a family often share one).
      const [, sku, name] = [...csv.matchAll(/^product,,,([A-Z0-9]+),[A-Z0-9]*,[^,]*,([^,"]+),/gm)].find(
        (row) => csv.split(row[2]!).length === 2,
      )!;
      writeFileSync(file, csv.replace(name!, 'Renamed In A Spreadsheet'));
      catalogue('import', file);
      // Without a spare, the live build's files are linked one by one.
      const output = build('renamed', 'same');
      expect(output).toMatch(/carried over \d+ files of /);
      const [, rendered, total] = /Rendering (\d+) of (\d+) pages/.exec(output) ?? [];
      expect(Number(rendered)).toBeGreaterThan(2);
      expect(Number(rendered)).toBeLessThan(Number(total) / 4);
      const page = [...files(join(work, 'renamed', 'client'))].find(
        (path) => path.startsWith(join('Products', sku!)) && path.endsWith('.html'),
      );
      expect(readFileSync(join(work, 'renamed', 'client', page!), 'utf8')).toContain('Renamed In A Spreadsheet');

      expect(build('full-again', undefined, true, { BUILD_SECOND_RENDERER_PAGES: '0' })).not.toMatch(/second thread/);
      expectSameBuilds('renamed', 'full-again');
    },
  );

  it('a publish whose kept code cannot render builds the code as before, and publishes the change', { timeout: 300_000 }, async () => {
    const kept = join(work, 'full-again', 'prerender');
    const entry = readdirSync(kept).find((name) => name.startsWith('prerender-entry'))!;
    writeFileSync(join(kept, entry), 'throw new Error("a damaged bundle");');
    const store = await openTestStore(dataDir);
    const { sku, slug } = await store.db
      .selectFrom('products')
      .select(['sku', 'slug'])
      .where('status', '=', 'publish')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await store.db.updateTable('products').set({ nameEn: 'Published The Long Way' }).where('sku', '=', sku).execute();
    await store.db.destroy();

    const output = build('mended', 'full-again', false);
    expect(output).toMatch(/could not render the pages \(a damaged bundle\): building everything/);
    expect(output).toMatch(/Rendering \d+ of \d+ pages/);
    expect(readFileSync(join(work, 'mended', 'client', 'Products', sku, slug, 'index.html'), 'utf8')).toContain('Published The Long Way');
    // The new build keeps sound code for the next publish.
    expect(readdirSync(join(work, 'mended', 'prerender')).some((name) => name.startsWith('prerender-entry'))).toBe(true);
  });
});

/** Two builds hold the same files with the same content (compressed twins opened) and the same page inputs. */
function expectSameBuilds(published: string, full: string) {
  const [a, b] = [join(work, published, 'client'), join(work, full, 'client')];
  const names = [...files(a)].sort();
  expect(names).toEqual([...files(b)].sort());
  const differing = names.filter((file) => !content(join(a, file)).equals(content(join(b, file))));
  expect(differing).toEqual([]);
  // What the next publish starts from is the same too.
  const inputs = (name: string) => JSON.parse(readFileSync(join(work, name, 'page-inputs.json'), 'utf8')) as unknown;
  expect(inputs(published)).toEqual(inputs(full));
}

/** Every file of a build's client folder and a hash of its bytes. */
function fingerprints(name: string): Record<string, string> {
  const client = join(work, name, 'client');
  return Object.fromEntries(
    [...files(client)].map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(join(client, file)))
        .digest('hex'),
    ]),
  );
}

/** Makes the spare of the build `name` as the server does once it serves it. */
function spare(name: string) {
  const run = spawnSync(process.execPath, ['--import', './scripts/aliases.ts', 'src/publish/spareBuild.ts', join(work, name)], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BUILDS_DIR: work },
  });
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  expect(readdirSync(join(work, `${name}.spare`))).toEqual(['client', 'spare.json']);
}

/** `npm run catalogue -- …` as an editor runs it, on the test's database. */
function catalogue(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', './scripts/aliases.ts', 'scripts/catalogue.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
  });
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
}
