import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '~/service/db/database.server.ts';
import { fetchBuild, newestSharedBuild, shareBuild } from '~/publish/sharedBuilds.ts';
import { dropDatabaseFor, openTestStore, testServer } from '../support/database.ts';

// Builds shared through PostgreSQL (docs/machines.md), on small stand-in build folders: what is stored, what a
// machine copies and links, and what the database keeps. The two-machine test runs it with real builds.
describe.skipIf(!testServer)('builds shared through the database', () => {
  let dataDir = '';
  let store: Store;
  let here = '';
  /** A build folder named `id` on this "machine", with a page whose text is `page` and a bundle shared by all. */
  const build = (id: string, page: string) => {
    const dir = join(here, id);
    mkdirSync(join(dir, 'server'), { recursive: true });
    mkdirSync(join(dir, 'client', '_astro'), { recursive: true });
    writeFileSync(join(dir, 'server', 'entry.mjs'), `export const build = '${id}';\n`);
    writeFileSync(join(dir, 'client', '_astro', 'app.js'), 'console.log("the same bundle");\n');
    writeFileSync(join(dir, 'client', 'index.html'), page);
    return dir;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-shared-builds-'));
    here = join(dataDir, 'machine-a');
    process.env.BUILDS_DIR = join(dataDir, 'machine-b');
    store = await openTestStore(dataDir);
  });
  afterAll(async () => {
    delete process.env.BUILDS_DIR;
    await store?.db.destroy();
    await dropDatabaseFor(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores each distinct file once, and a machine copies a build linking the files its own build has', async () => {
    const first = build('20261124-100000', '<h1>One</h1>');
    expect(await shareBuild(store, first)).toMatchObject({ files: 3, added: 3 });
    const second = build('20261124-110000', '<h1>Two</h1>');
    // Only the page and the entry point are new.
    expect(await shareBuild(store, second)).toMatchObject({ files: 3, added: 2 });
    expect(await newestSharedBuild(store)).toMatchObject({ id: '20261124-110000' });

    const copy = await fetchBuild(store, '20261124-110000', first);
    expect(copy).toEqual({ dir: join(dataDir, 'machine-b', '20261124-110000'), read: 2, linked: 1 });
    expect(readFileSync(join(copy.dir, 'client', 'index.html'), 'utf8')).toBe('<h1>Two</h1>');
    expect(statSync(join(copy.dir, 'client', '_astro', 'app.js')).ino).toBe(statSync(join(first, 'client', '_astro', 'app.js')).ino);
    // The entry point is written, not linked: its time tells the newest build on the disk.
    expect(statSync(join(copy.dir, 'server', 'entry.mjs')).nlink).toBe(1);
    // Asked again, the copy there is used as it is.
    expect(await fetchBuild(store, '20261124-110000', first)).toEqual({ dir: copy.dir, read: 0, linked: 0 });
  });

  it('keeps the three newest builds and only the files they use', async () => {
    for (const [id, page] of [
      ['20261124-120000', '<h1>Three</h1>'],
      ['20261124-130000', '<h1>Four</h1>'],
    ] as const)
      await shareBuild(store, build(id, page));
    const builds = await store.db.selectFrom('sharedBuilds').select('id').orderBy('id').execute();
    expect(builds.map((row) => row.id)).toEqual(['20261124-110000', '20261124-120000', '20261124-130000']);
    const files = await store.db.selectFrom('sharedFiles').select('key').where('key', 'like', 'build/%').execute();
    // Three pages, three entry points and the one bundle: the first build's page and entry point are gone.
    expect(files).toHaveLength(7);
    await expect(fetchBuild(store, '20261124-100000', null)).rejects.toThrow('No shared build 20261124-100000');
  });
});
