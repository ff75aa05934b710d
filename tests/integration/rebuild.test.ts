import { spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import { databaseUrlFor, testServer, withTestStore } from '../support/database.ts';
import { scrapeMetrics, seriesValue } from '../support/metrics.ts';
import { freePort, startShop } from '../support/startShop.ts';

// Builds must sit inside the project (the built server resolves its packages from node_modules).
mkdirSync('builds', { recursive: true });
const buildsDir = mkdtempSync(join(process.cwd(), 'builds', 'test-'));
const productPage = '/Products/VAS0112/dune-stoneware-vase';
let shop: Awaited<ReturnType<typeof startShop>>;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  shop = await startShop({ env: { WORKERS: '2', BUILDS_DIR: buildsDir, METRICS_PORT: String(metricsPort) } });
});
afterAll(async () => {
  await shop.stop();
  rmSync(buildsDir, { recursive: true, force: true });
});

/** Runs a command as an editor would, and collects what it prints. */
function run(command: string, args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => done({ code: code ?? 1, out }));
  });
}

const renameProduct = (dataDir: string, nameEn: string) =>
  withTestStore(dataDir, ({ db }) => db.updateTable('products').set({ nameEn }).where('parentSku', '=', 'VAS01').execute());

/** Adds `count` one-size families (size 16) to the vases, as an editor's import would. */
const addVasesInSize16 = (dataDir: string, count: number) =>
  withTestStore(dataDir, async ({ db }) => {
    const template = await db.selectFrom('products').selectAll().where('sku', '=', 'VAS0116').executeTakeFirstOrThrow();
    const { categoryId } = await db
      .selectFrom('productCategories')
      .select('categoryId')
      .where('productId', '=', template.id)
      .executeTakeFirstOrThrow();
    for (let n = 0; n < count; n++) {
      const parentSku = `VZ${String(n).padStart(3, '0')}`;
      const { id: _, ...fields } = template;
      const { id } = await db
        .insertInto('products')
        .values({ ...fields, sku: `${parentSku}16`, parentSku, slug: `extra-vase-${n}`, position: 10_000 + n })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('productCategories').values({ productId: id, categoryId }).execute();
    }
    await bumpCatalogueVersion(db);
  });

/** Keeps `connections` clients asking for pages and service answers until stopped; counts every outcome. */
function keepAsking(base: string, connections = 8) {
  const outcomes = new Map<string, number>();
  let going = true;
  const note = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  const loops = Array.from({ length: connections }, async (_, i) => {
    const paths = ['/fa/', productPage, '/v1/shop/menu', '/Products'];
    for (let n = i; going; n++) {
      try {
        const response = await fetch(`${base}${paths[n % paths.length]}`, { redirect: 'manual' });
        await response.arrayBuffer();
        note(String(response.status));
      } catch (error) {
        note(`failed: ${(error as Error).cause ?? error}`);
      }
    }
  });
  return {
    stop: async () => {
      going = false;
      await Promise.all(loops);
      return Object.fromEntries(outcomes);
    },
  };
}

/** The requests answered 2xx, pages and service calls, summed over the workers (the metrics). */
async function answeredOk(): Promise<number> {
  const text = await scrapeMetrics(metricsPort);
  const answered = (group: string) => seriesValue(text, `shop_http_request_duration_seconds_count{group="${group}",status="2xx"}`);
  return answered('page') + answered('service');
}

/** A client on one kept-alive connection, as a load balancer's, asking `path` every 300 ms until stopped. */
function keepPolling(base: string, path: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: { status: number; ready: boolean; closing: boolean }[] = [];
  let going = true;
  const ask = () =>
    new Promise<void>((done) => {
      get(`${base}${path}`, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          const closing = res.headers.connection === 'close';
          answers.push({ status: res.statusCode ?? 0, ready: (JSON.parse(body) as { ready: boolean }).ready, closing });
          done();
        });
      }).on('error', () => done());
    });
  const loop = (async () => {
    while (going) {
      await ask();
      await new Promise((wait) => setTimeout(wait, 300));
    }
  })();
  return {
    stop: async () => {
      going = false;
      await loop;
      agent.destroy();
      return answers;
    },
  };
}

describe('npm run rebuild', () => {
  it(
    'builds the edited catalogue into a new folder and switches the running workers without dropping a request',
    { timeout: 300_000 },
    async () => {
      await renameProduct(shop.dataDir, 'Reed Vase, renamed by an editor');
      expect(await (await fetch(`${shop.url}${productPage}`)).text()).not.toContain('renamed by an editor');
      // Once the requests made so far are counted (the start's own checks are, a moment after their answers).
      let answeredBefore = -1;
      for (let now = await answeredOk(); now !== answeredBefore; now = await answeredOk()) {
        answeredBefore = now;
        await new Promise((wait) => setTimeout(wait, 200));
      }
      const load = keepAsking(shop.url);
      const balancer = keepPolling(shop.url, '/readyz');
      const env = { DATA_DIR: shop.dataDir, BUILDS_DIR: buildsDir, DATABASE_URL: await databaseUrlFor(shop.dataDir) };
      const rebuild = await run(process.execPath, ['--import', './scripts/aliases.ts', 'scripts/rebuild.ts'], env);
      await new Promise((settle) => setTimeout(settle, 1500)); // requests on the retired workers' last connections
      const outcomes = await load.stop();
      const readiness = await balancer.stop();

      expect(rebuild.code, rebuild.out).toBe(0);
      expect(rebuild.out).toMatch(/Rebuilding the pages into/);
      expect(rebuild.out).toMatch(/Live: the server now serves \d{8}-\d{6}/);
      expect(Object.keys(outcomes), JSON.stringify(outcomes)).toEqual(['200']);
      expect(outcomes['200']).toBeGreaterThan(100);
      expect(await (await fetch(`${shop.url}${productPage}`)).text()).toContain('renamed by an editor');
      const state = JSON.parse(readFileSync(join(shop.dataDir, 'server.json'), 'utf8'));
      expect(state.build).toBe(join(buildsDir, readlinkSync(join(buildsDir, 'current')).split('/').pop()!));
      expect(state.workers).toBe(2);
      // The worker a kept connection reached said it was leaving (503, closing the connection); the next
      // connection reached a new worker, ready.
      const leaving = readiness.findIndex((answer) => answer.status === 503);
      expect(leaving, JSON.stringify(readiness)).toBeGreaterThan(0);
      expect(readiness.slice(0, leaving).every((answer) => answer.status === 200 && answer.ready)).toBe(true);
      expect(readiness[leaving], JSON.stringify(readiness)).toEqual({ status: 503, ready: false, closing: true });
      expect(readiness.at(-1)).toMatchObject({ status: 200, ready: true });
      // The retired workers' counts stay in the totals: every answer is counted once (a moment after it is read),
      // the load's and the renamed page read above.
      const expected = answeredBefore + outcomes['200']! + 1;
      let answered = 0;
      for (let tries = 0; tries < 30 && answered < expected; tries++) {
        answered = await answeredOk();
        await new Promise((wait) => setTimeout(wait, 100));
      }
      expect(answered).toBe(expected);
    },
  );

  it('leaves the live site as it was when the build fails', { timeout: 120_000 }, async () => {
    const before = readdirSync(buildsDir).sort();
    const current = readlinkSync(join(buildsDir, 'current'));
    await renameProduct(shop.dataDir, 'A name that never goes live');
    // A service address where nothing answers: the pages cannot read the catalogue.
    const env = {
      DATA_DIR: shop.dataDir,
      BUILDS_DIR: buildsDir,
      DATABASE_URL: await databaseUrlFor(shop.dataDir),
      SERVICE_URL: 'http://127.0.0.1:9',
    };
    const rebuild = await run(process.execPath, ['--import', './scripts/aliases.ts', 'scripts/rebuild.ts'], env);
    expect(rebuild.code).toBe(1);
    expect(rebuild.out).toContain('The build failed');
    expect(rebuild.out).toContain('the live site is unchanged');
    expect(readdirSync(buildsDir).sort()).toEqual(before);
    expect(readlinkSync(join(buildsDir, 'current'))).toBe(current);
    const page = await (await fetch(`${shop.url}${productPage}`)).text();
    expect(page).toContain('renamed by an editor');
    expect(page).not.toContain('never goes live');
  });
});

describe.skipIf(testServer)('building against an external service (SERVICE_URL)', () => {
  it('reads the catalogue and pictures from the other service, not from a local database', { timeout: 240_000 }, async () => {
    const other = await startShop({ env: { WORKERS: '1' } });
    const localData = mkdtempSync(join(tmpdir(), 'storefront-no-local-data-'));
    const buildDir = join(buildsDir, 'external');
    try {
      await renameProduct(other.dataDir, 'Vase from the other service');
      await addVasesInSize16(other.dataDir, 30);
      const build = await run('npm', ['run', 'build'], {
        BUILD_DIR: buildDir,
        DATA_DIR: localData,
        DATABASE_URL: '',
        SERVICE_URL: other.url,
      });
      expect(build.code, build.out.slice(-3000)).toBe(0);
      const html = readFileSync(join(buildDir, 'client', productPage, 'index.html'), 'utf8');
      expect(html).toContain('Vase from the other service');
      expect(html).toContain(`${other.url}/CDN/Files/`);
      // The contract's wire names read plain (docs/service.md#the-wire-names): the page knows its stock.
      expect(html).toMatch(/<article class="product[^"]*"[^>]*data-stock="instock"/);
      expect(existsSync(join(localData, 'store.db'))).toBe(false);
      // A size filter with more families than a page holds pages on without losing the filter.
      const page = (path: string) => readFileSync(join(buildDir, 'client', path, 'index.html'), 'utf8');
      const first = page('/fa/category/VAS/vases/size/16');
      expect(first).toContain('href="/fa/category/VAS/vases/size/16/page/2" rel="next"');
      const second = page('/fa/category/VAS/vases/size/16/page/2');
      const skus = [...second.matchAll(/<article class="card"[^>]*data-sku="(\w+)"/g)].map((m) => m[1]!);
      expect(skus.length).toBeGreaterThan(0);
      for (const sku of skus) expect(sku.slice(5, 7)).toBe('16');
      expect(second).toContain('href="/fa/category/VAS/vases/size/16" rel="prev"');
    } finally {
      await other.stop();
      rmSync(localData, { recursive: true, force: true });
    }
  });
});
