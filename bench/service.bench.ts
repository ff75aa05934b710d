// `npm run bench:service`: a 10,000-product catalogue on a temporary database, loopback load on the
// catalogue calls and on order submissions (synchronous=FULL), beside a bare node:http server answering a
// fixed JSON in the same run.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { writeCatalogue } from '~/service/catalogue/writeCatalogue.server.ts';
import { openStore } from '~/service/db/database.server.ts';
import { freePort, startShop } from '../tests/support/startShop.ts';
import { generateCatalogue } from './generateCatalogue.ts';

const PRODUCTS = 10_000;
const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 32;

if (!existsSync('dist/server/entry.mjs')) {
  console.error('No build found: run "npm run build" first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
const loadStart = performance.now();
const store = await openStore(dataDir);
const catalogue = generateCatalogue(PRODUCTS, store.mediaDir);
await writeCatalogue(store.db, catalogue);
// Plenty of stock, so every order in the order run can be filled.
await store.db.updateTable('products').set({ quantity: 1_000_000, inStock: 1 }).where('status', '=', 'publish').execute();
const categoryRows = await store.db.selectFrom('categories').select(['id', 'parentId']).execute();
await store.db.destroy();
console.log(`Loaded ${PRODUCTS} products into ${dataDir} in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

const shop = await startShop({ dataDir });
const base = shop.url;
const barePort = await freePort();

const bare = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"data":{"items":[],"total":0,"page":1,"perPage":24}}');
});
await new Promise<void>((ready) => bare.listen(barePort, '127.0.0.1', ready));

type Request = { method?: string; path: string; body?: string; headers?: Record<string, string> };
async function load(title: string, requests: Request[] | (() => Request), url = base) {
  const next =
    typeof requests === 'function'
      ? requests
      : (() => {
          let i = 0;
          return () => requests[i++ % requests.length]!;
        })();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ setupRequest: (request: any) => ({ ...request, ...next() }) }],
  });
  const errors = result.errors + result.non2xx;
  return { title, rps: result.requests.average, p99: result.latency.p99, errors };
}

const categoryIds = categoryRows.map((c) => c.id);
const words = [
  'stoneware',
  'linen',
  'vase',
  'lamp',
  'wool',
  'oak',
  'brass',
  'گلدان',
  'كاسه',
  'چراغ',
  'پشمی',
  'VAS0',
  'glass',
  'cushion 12',
  'tote',
];
const skus = catalogue.products.filter((p) => p.status === 'publish').map((p) => p.sku);
let coldCounter = 0;

const rows = [];
rows.push({ ...(await load('bare node:http, fixed JSON', [{ path: '/' }], `http://127.0.0.1:${barePort}`)), budget: '' });
rows.push({
  ...(await load(
    'product list (200 pages, repeated)',
    Array.from({ length: 200 }, (_, i) => ({ path: `/v1/product/list/${categoryIds[i % categoryIds.length]}/${1 + (i % 20)}/24` })),
  )),
  budget: '>= 3,000 req/s, p99 <= 50 ms',
});
rows.push({
  ...(await load('product list (every request a new page)', () => {
    coldCounter += 1;
    return { path: `/v1/product/list/all/${1 + (coldCounter % 400)}/${20 + Math.floor(coldCounter / 400)}` };
  })),
  budget: '(uncached path)',
});
rows.push({
  ...(await load(
    'search (list search, 15 words)',
    words.map((w) => ({ path: `/v1/product/list/search/all/${encodeURIComponent(w)}/1/24` })),
  )),
  budget: '>= 1,000 req/s',
});
rows.push({
  ...(await load('search suggestions (every request new)', () => {
    coldCounter += 1;
    // Extra spaces make each address new (nothing cached) while the words, and so the work, stay realistic.
    const text = `${words[coldCounter % words.length]}${' '.repeat(1 + (coldCounter % 60))}${coldCounter % 90}`;
    return { path: `/v1/product/suggest/${encodeURIComponent(text)}` };
  })),
  budget: '>= 1,000 req/s',
});
rows.push({
  ...(await load(
    'quantity list (POST 20 SKUs)',
    Array.from({ length: 50 }, (_, i) => ({
      method: 'POST',
      path: '/v1/product/quantity/xcode/list',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Array.from({ length: 20 }, (_, j) => skus[(i * 137 + j * 31) % skus.length])),
    })),
  )),
  budget: '',
});

let orderCounter = 0;
const customer = {
  firstName: 'Bench',
  lastName: 'Customer',
  mobile: '09120000000',
  address: '1 Load St',
  province: 'Tehran',
  city: 'Tehran',
  shopName: 'Bench',
  postalCode: '1598765431',
};
rows.push({
  ...(await load('order submission (1-3 lines, each a new order)', () => {
    orderCounter += 1;
    const lines = 1 + (orderCounter % 3);
    return {
      method: 'POST',
      path: '/v1/order',
      headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${process.pid}-${orderCounter}` },
      body: JSON.stringify({
        items: Array.from({ length: lines }, (_, j) => ({ sku: skus[(orderCounter * 7 + j * 101) % skus.length], count: 1 })),
        customer,
      }),
    };
  })),
  budget: '>= 300 orders/s (synchronous=FULL)',
});

await shop.stop();
bare.close();
rmSync(dataDir, { recursive: true, force: true });

const bareRps = rows[0]!.rps;
console.log(
  `\nService benchmark: ${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION} s each, loopback, ${(await import('node:os')).cpus().length} cores\n`,
);
console.log(
  ['call'.padEnd(50), 'req/s'.padStart(8), 'p99 ms'.padStart(8), 'vs bare'.padStart(8), 'errors'.padStart(7), '  budget'].join(''),
);
for (const row of rows) {
  console.log(
    [
      row.title.padEnd(50),
      Math.round(row.rps).toLocaleString('en').padStart(8),
      String(row.p99).padStart(8),
      `${((row.rps / bareRps) * 100).toFixed(0)}%`.padStart(8),
      String(row.errors).padStart(7),
      `  ${row.budget}`,
    ].join(''),
  );
}
process.exit(0);
