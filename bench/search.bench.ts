// `npm run bench:search`: the shop's search on 10,000 products, on SQLite and (with TEST_DATABASE_URL) on
// PostgreSQL: the import, the index's first making, the relevance table on the larger catalogue, and loopback load
// at 50 connections on the results and the search box's suggestions, slips of typing forgiven: searches asked again
// (answered from the cache) and searches each new (ranked anew).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { writeCatalogue } from '~/service/catalogue/writeCatalogue.server.ts';
import { demoFamilies } from '~/service/seed/demoCatalogue.data.ts';
import { openTestStore } from '../tests/support/database.ts';
import { familiesOf, relevanceMisses, relevanceTable } from '../tests/support/searchRelevance.ts';
import { startShop } from '../tests/support/startShop.ts';
import { generateCatalogue } from './generateCatalogue.ts';

const PRODUCTS = 10_000;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS || 8);
const tableQueries = relevanceTable.map(([query]) => query);
/** How many searches of the 'new' mix were asked in this process: none is asked twice. */
let asked = 0;

if (!existsSync('dist/server/entry.mjs')) {
  console.error('No build found: run "npm run build" first.');
  process.exit(1);
}

interface Measures {
  database: string;
  importSeconds: number;
  indexMs: number;
  relevance: { share: number; asked: number; misses: string[] };
  workers: number;
  loads: { title: string; rps: number; p50: number; p99: number; errors: number }[];
}

if (process.argv[2] === '--one') {
  console.log(`MEASURES ${JSON.stringify(await measure())}`);
  process.exit(0);
}

// Each database in a process of its own: the test support reads TEST_DATABASE_URL once.
const results: Measures[] = [];
for (const database of ['', ...(process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [])]) {
  const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, '--one'], {
    env: { ...process.env, TEST_DATABASE_URL: database },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = run.stdout.split('\n').find((text) => text.startsWith('MEASURES '));
  if (run.status !== 0 || !line) {
    console.error(run.stdout);
    process.exit(1);
  }
  results.push(JSON.parse(line.slice('MEASURES '.length)));
}
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: SQLite only.');
report(results);

async function measure(): Promise<Measures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-search-bench-'));
  const store = await openTestStore(dataDir);
  const catalogue = generateCatalogue(PRODUCTS, store.mediaDir);
  const importStart = performance.now();
  await writeCatalogue(store.db, catalogue);
  const importSeconds = (performance.now() - importStart) / 1000;
  await store.db.destroy();
  // One worker per core, as the shop runs.
  const shop = await startShop({ dataDir, env: { WORKERS: String(availableParallelism()) } });
  try {
    const get = async (path: string) => (await (await fetch(`${shop.url}${path}`)).json()) as { data: any };
    const indexStart = performance.now();
    await get('/v1/product/suggest/vase');
    const indexMs = performance.now() - indexStart;
    // Every worker makes its own index: each answers a search before the clock starts.
    await Promise.all(Array.from({ length: 40 }, (_, i) => get(`/v1/product/suggest/vase${'%20'.repeat(i + 1)}`)));
    return {
      database: store.kind === 'postgres' ? 'PostgreSQL' : 'SQLite',
      importSeconds,
      indexMs,
      workers: availableParallelism(),
      relevance: await relevanceAtScale(get, catalogue.products),
      loads: [
        await load(shop.url, 'results, searches again', 'again', (q) => `/v1/product/list/search/all/${q}/1/24`),
        await load(shop.url, 'search box, searches again', 'again', (q) => `/v1/product/suggest/${q}`),
        await load(shop.url, 'results, every search new', 'new', (q) => `/v1/product/list/search/all/${q}/1/24`),
        await load(shop.url, 'search box, every search new', 'new', (q) => `/v1/product/suggest/${q}`),
        await load(shop.url, 'results, new, 1,000/s offered', 'new', (q) => `/v1/product/list/search/all/${q}/1/24`, 1000),
        await load(shop.url, 'search box, new, 1,000/s offered', 'new', (q) => `/v1/product/suggest/${q}`, 1000),
      ],
    };
  } finally {
    await shop.stop();
  }
}

/**
 * The relevance table on the generated catalogue, where each demo family stands many times under new codes: a
 * family found counts as the demo family it copies. Queries by code are left out (the codes are new).
 */
async function relevanceAtScale(get: (path: string) => Promise<{ data: any }>, products: { parentSku: string; nameEn: string }[]) {
  // A copy is named as the family it copies, with its series number after it ("Dune Stoneware Vase 3").
  const demo = new Map(demoFamilies.map((family) => [family.nameEn, family.parentSku]));
  const copies = new Map(products.map((product) => [product.parentSku, demo.get(product.nameEn.replace(/ \d+$/, '')) ?? '']));
  const asked = relevanceTable.filter(([query]) => !/\d|[۰-۹]/.test(query));
  const found = new Map<string, string[]>();
  for (const [query] of asked) {
    const { data } = await get(`/v1/product/list/search/all/${encodeURIComponent(query)}/1/60`);
    found.set(
      query,
      familiesOf(data.items).map((family) => copies.get(family) ?? family),
    );
  }
  const misses = relevanceMisses(found).filter((miss) => found.has(miss.query));
  return { share: (asked.length - misses.length) / asked.length, asked: asked.length, misses: misses.map((miss) => miss.query) };
}

/**
 * The n-th search of a mix. 'again': the table's queries over and over, spaced otherwise (as a search typed
 * again), which the service answers from its cache after the first. 'new': two (later three) of the table's queries
 * as one search, each asked once in the run, so no cache helps and each is ranked anew.
 */
function search(mix: 'again' | 'new', n: number): string {
  const size = tableQueries.length;
  if (mix === 'again') return `${' '.repeat(n % 3)}${tableQueries[n % size]}${' '.repeat(Math.floor(n / size) % 3)}`;
  const k = asked++;
  const parts = [tableQueries[k % size], tableQueries[Math.floor(k / size) % size]];
  if (k >= size * size) parts.push(tableQueries[Math.floor(k / size / size) % size]);
  return parts.join(' ');
}

/** Loopback load at 50 connections (or at an offered rate) with a mix of searches. */
async function load(url: string, title: string, mix: 'again' | 'new', path: (query: string) => string, rate?: number) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    ...(rate ? { overallRate: rate } : {}),
    requests: [{ setupRequest: (request: any) => ({ ...request, path: path(encodeURIComponent(search(mix, n++))) }) }],
  });
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function report(measured: Measures[]) {
  const workers = measured[0]?.workers ?? 0;
  console.log(`\nSearch benchmark: ${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION} s each, loopback, ${workers} workers\n`);
  for (const m of measured) {
    console.log(`${m.database}`);
    console.log(`  import of ${PRODUCTS} products     ${m.importSeconds.toFixed(1)} s (the index is made apart from it, below)`);
    console.log(`  index made at the first search   ${Math.round(m.indexMs)} ms`);
    const { share, asked, misses } = m.relevance;
    console.log(`  relevance (${asked} queries)       ${(share * 100).toFixed(1)}% with an expected family in the first 5   budget 100%`);
    for (const miss of misses) console.log(`    miss: ${miss}`);
    for (const row of m.loads) {
      console.log(
        `  ${row.title.padEnd(44)} ${Math.round(row.rps).toLocaleString('en').padStart(6)} req/s  p50 ${String(row.p50).padStart(3)} ms  p99 ${String(row.p99).padStart(4)} ms  errors ${row.errors}   budget >= 1,000 req/s, p99 <= 20 ms`,
      );
    }
  }
}
