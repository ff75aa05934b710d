// `npm run bench:search` (docs/commands.md#scripts): on 10,000 products, the import, the index, the relevance table
// and loopback load on results and suggestions (asked again and each new); then the index's cost to a worker.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { searchCatalogue } from '~/service/catalogue/searchIndex.server.ts';
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

/** What the index costs one worker at a catalogue's size. */
interface IndexCost {
  products: number;
  megabytes: number;
  madeMs: number;
  /** Processor time of one new search, ranked on the made index (ms). */
  searchCpuMs: number;
}

interface Measures {
  database: string;
  importSeconds: number;
  indexMs: number;
  costs: IndexCost[];
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
  const run = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, process.argv[1]!, '--one'], {
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
    const measured = {
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
        await paced(shop.url, 'results, new, 500/s offered', (q) => `/v1/product/list/search/all/${q}/1/24`, 500),
        await paced(shop.url, 'search box, new, 500/s offered', (q) => `/v1/product/suggest/${q}`, 500),
      ],
    };
    await shop.stop();
    return { ...measured, costs: [await indexCost(dataDir, PRODUCTS), await indexCost(null, 100_000)] };
  } catch (error) {
    await shop.stop();
    throw error;
  }
}

/** Bytes the heap and array buffers hold after a full collection. */
function heldBytes(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/**
 * What the index costs one worker, measured here: its memory and the time to make it (database read included), then
 * new searches' processor time. `dataDir`: a store with the catalogue; null: `products` generated ones.
 */
async function indexCost(dataDir: string | null, products: number): Promise<IndexCost> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-search-bench-'));
  const store = await openTestStore(dir);
  try {
    if (!dataDir) await writeCatalogue(store.db, generateCatalogue(products, store.mediaDir));
    const before = heldBytes();
    const start = performance.now();
    await searchCatalogue(store.db, 'vase');
    const madeMs = performance.now() - start;
    const megabytes = (heldBytes() - before) / 1024 / 1024;
    const searches = 2_000;
    const cpu = process.cpuUsage();
    for (let n = 0; n < searches; n++) await searchCatalogue(store.db, twoOfTheTable(n));
    const used = process.cpuUsage(cpu);
    return { products, megabytes, madeMs, searchCpuMs: (used.user + used.system) / 1000 / searches };
  } finally {
    await store.db.destroy();
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
 * The n-th search of a mix. 'again': the table's queries over and over, spaced otherwise, answered from the cache
 * after the first. 'new': two or three of them as one search, each asked once, so each is ranked anew.
 */
function search(mix: 'again' | 'new', n: number): string {
  const size = tableQueries.length;
  if (mix === 'again') return `${' '.repeat(n % 3)}${tableQueries[n % size]}${' '.repeat(Math.floor(n / size) % 3)}`;
  const k = asked++;
  const parts = [tableQueries[k % size], tableQueries[Math.floor(k / size) % size]];
  if (k >= size * size) parts.push(tableQueries[Math.floor(k / size / size) % size]);
  return parts.join(' ');
}

/**
 * The n-th of the same searches in every run, whatever the loads asked before: two of the table's queries as one,
 * the pairs spread over the table (a search's processor time depends on its words).
 */
function twoOfTheTable(n: number): string {
  const size = tableQueries.length;
  const pair = (n * 7919) % (size * size);
  return `${tableQueries[pair % size]} ${tableQueries[Math.floor(pair / size)]}`;
}

/** Loopback load at 50 connections with a mix of searches, each sent as the one before answers. */
async function load(url: string, title: string, mix: 'again' | 'new', path: (query: string) => string) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    // As a browser asks: every one takes brotli and gzip, and the shop keeps its answers compressed.
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    requests: [{ setupRequest: (request: any) => ({ ...request, path: path(encodeURIComponent(search(mix, n++))) }) }],
  });
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/**
 * New searches at `rate` a second, evenly spaced whatever the answers take (an open loop, as shoppers arrive;
 * autocannon's rate sends bursts), on kept-alive connections taken in turn, as the workers share many shoppers'.
 */
async function paced(url: string, title: string, path: (query: string) => string, rate: number) {
  const latencies: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  const agent = new Agent({ keepAlive: true, scheduling: 'fifo', maxSockets: CONNECTIONS });
  const { hostname, port } = new URL(url);
  const ask = (target: string) =>
    new Promise<boolean>((done) => {
      const request = get({ hostname, port, path: target, agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode === 200));
      });
      request.on('error', () => done(false));
    });
  const start = performance.now();
  for (let n = 0; n < rate * DURATION; n++) {
    const wait = start + (n * 1000) / rate - performance.now();
    if (wait >= 1) await new Promise((done) => setTimeout(done, wait));
    const sent = performance.now();
    pending.push(
      ask(path(encodeURIComponent(search('new', n)))).then((ok) => (ok ? void latencies.push(performance.now() - sent) : void errors++)),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0);
  return { title, rps: latencies.length / ((performance.now() - start) / 1000), p50: at(0.5), p99: at(0.99), errors };
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
      // Asked again: p99 at 50 connections; each new: as many a second as they answer, and p99 at 500 offered.
      const budget = row.title.includes('again') ? 'p99 <= 20 ms' : row.title.includes('offered') ? 'p99 <= 20 ms' : '>= 1,000 req/s';
      console.log(
        `  ${row.title.padEnd(36)} ${Math.round(row.rps).toLocaleString('en').padStart(6)} req/s  p50 ${String(row.p50).padStart(3)} ms  p99 ${String(row.p99).padStart(4)} ms  errors ${row.errors}   budget ${budget}`,
      );
    }
    for (const cost of m.costs) {
      const budgeted = cost.products === PRODUCTS;
      console.log(
        `  index at ${cost.products.toLocaleString('en').padStart(7)} products: ${cost.megabytes.toFixed(1).padStart(5)} MB a worker${budgeted ? ' (budget <= 60)' : ''}, made in ${Math.round(cost.madeMs)} ms${budgeted ? ' (budget <= 500)' : ''}, a new search ${cost.searchCpuMs.toFixed(2)} ms of processor${budgeted ? ' (budget <= 1)' : ''}`,
      );
    }
  }
}
