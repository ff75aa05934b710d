// `npm run bench:pages` (docs/commands.md#scripts, docs/budgets.md): per page and language the compressed bytes,
// Lighthouse, CLS, LCP on 2G (simulated and real), a browse visit's JavaScript and installability. `--assert`,
// `--no-build`, `--photos`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH as CHROME } from '../tests/support/chromium.ts';
import { databaseUrlFor } from '../tests/support/database.ts';
import { startShop } from '../tests/support/startShop.ts';
import { photoCatalogue } from './photoCatalogue.ts';

const args = new Set(process.argv.slice(2));
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const MAX_RUNS = Math.max(RUNS, 7);
/** Lighthouse's Chromium, headless. */
const FLAGS = ['--headless=new', ...CHROME_FLAGS];
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/VAS/vases' },
  { name: 'product', path: '/Products/VAS0112/dune-stoneware-vase' },
  { name: 'search', path: '/Products/Search?searchResult=vase' },
  { name: 'cart', path: '/cart' },
].flatMap((page) => [page, { name: `${page.name} (fa)`, path: `/fa${page.path === '/' ? '/' : page.path}` }]);
// BENCH_PATHS=/fa/category/VAS/vases,/fa/… measures other pages.
if (process.env.BENCH_PATHS)
  PAGES.splice(0, PAGES.length, ...process.env.BENCH_PATHS.split(',').map((path) => ({ name: path.slice(0, 12), path })));
const KB = 1024;
const BUDGET = {
  ...{ html: 20 * KB, css: 10 * KB, font: 45 * KB, js: 0, performance: 98, score: 100, cls: 0.01 },
  ...{ lcp2g: 2500, realLcp2g: 1600, overFloor: 1.1, browseJs: 10 * KB, islandJs: 85 * KB, islandMs: 2500 },
};
/** The 2G profile: 300 ms round trips, 250 kbit/s both ways, a CPU four times slower. */
const TWO_G = {
  rttMs: 300,
  throughputKbps: 250,
  requestLatencyMs: 300,
  downloadThroughputKbps: 250,
  uploadThroughputKbps: 250,
  cpuSlowdownMultiplier: 4,
};
/** Lighthouse's mobile device: a Moto G Power. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** The phone of the 2G gate (docs/rules.md#budgets): 390 px wide at device pixel ratio 2. */
const TWO_G_PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** Real-browser LCP runs per page; the median is the measure, the spread is printed beside it. */
const LCP_RUNS = 3;
/** A median this close to a budget (5%) gets two more runs: five, so one slow run cannot decide it. */
const CLOSE_TO_BUDGET = 0.95;
/** The 2G link's bytes a second, as emulated. */
const TWO_G_BYTES_PER_SECOND = (TWO_G.throughputKbps * 1024) / 8;

const work = mkdtempSync(join(tmpdir(), 'storefront-pages-bench-'));
const photos = args.has('--photos');
const dataDir = join(work, 'data');
// Inside the repository, so the build's server code finds node_modules.
const photoBuild = resolve('builds', 'bench-photos');
if (photos) {
  rmSync(photoBuild, { recursive: true, force: true });
  await photoCatalogue(dataDir, { DATABASE_URL: await databaseUrlFor(dataDir) });
}
if (!args.has('--no-build') || photos) {
  // The photo catalogue's pages are built from its own data folder, into a folder of their own.
  const buildEnv = photos
    ? { DATA_DIR: dataDir, DATABASE_URL: await databaseUrlFor(dataDir), BUILD_DIR: photoBuild }
    : { DATA_DIR: join(work, 'build-data'), DEMO_SHOP: '1' };
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...buildEnv } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const shop = await startShop({ dataDir, env: photos ? { DIST_DIR: photoBuild } : {} });
const base = shop.url;
const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
/**
 * The 2G phone's browser: Chrome reports a 300 ms link as "3g" (navigator.connection and the ECT hint pictures answer
 * to), but not every Chromium derives it from throttling (docs/budgets.md), so it is set here.
 */
const TWO_G_FLAGS = [...CHROME_FLAGS, '--force-effective-connection-type=3G'];
const phoneBrowser = await chromium.launch({ executablePath: CHROME, args: TWO_G_FLAGS });

/** Throttles a page to the 2G profile through its DevTools session. */
async function onTwoG(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const bytesPerSecond = (TWO_G.throughputKbps * 1024) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: TWO_G.rttMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: TWO_G.cpuSlowdownMultiplier });
  return cdp;
}

/** Compressed bytes a first visit downloads, by kind, measured in Chromium with the Resource Timing API. */
async function bytesOf(path: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(2500); // the page module and idle work start after the load event
  const totals = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const sums = { html: nav.encodedBodySize, css: 0, font: 0, js: 0, jsBeforeLoad: 0, images: 0 };
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const url = new URL(entry.name).pathname;
      const size = entry.encodedBodySize;
      if (url.endsWith('.css')) sums.css += size;
      else if (url.endsWith('.woff2')) sums.font += size;
      else if (/\.m?js$/.test(url)) {
        sums.js += size;
        if (entry.responseEnd <= nav.loadEventStart) sums.jsBeforeLoad += size;
      } else if (entry.initiatorType === 'img' || url.startsWith('/CDN/')) sums.images += size;
    }
    return sums;
  });
  await context.close();
  return totals;
}

/** One 2G visit's LCP, and the bytes its floor is made of: the page's and its LCP picture's, as sent. */
interface LcpRun {
  lcp: number;
  htmlBytes: number;
  pictureBytes: number;
  picture: string;
}

/**
 * A page's floor on the 2G profile (docs/rules.md#budgets): two round trips (the connection and the request), then
 * the page and its LCP picture at the link's speed, as if nothing else shared it.
 */
const floorOf = (run: LcpRun) => 2 * TWO_G.rttMs + ((run.htmlBytes + run.pictureBytes) / TWO_G_BYTES_PER_SECOND) * 1000;

/** LCP in a real Chromium on the 2G profile, as a phone sees it (390 px at DPR 2), from a cold cache. */
async function realLcp(path: string): Promise<LcpRun> {
  const context = await phoneBrowser.newContext({ ...TWO_G_PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await onTwoG(context, page);
  await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(1000);
  const run = await page.evaluate(
    () =>
      new Promise<LcpRun>((done) => {
        const bytes = (entry: PerformanceEntry | undefined) => (entry as PerformanceResourceTiming | undefined)?.transferSize ?? 0;
        const measure = (lcp: number, url: string) =>
          done({
            lcp,
            htmlBytes: bytes(performance.getEntriesByType('navigation')[0]),
            pictureBytes: url ? bytes(performance.getEntriesByName(url).find((entry) => entry.entryType === 'resource')) : 0,
            picture: url ? new URL(url).pathname + new URL(url).search : '(text)',
          });
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined;
          measure(entry?.startTime ?? NaN, entry?.url ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => measure(NaN, ''), 2000);
      }),
  );
  await context.close();
  return run;
}

/** The median run (by LCP) of a page's 2G runs, with its floor and their ratio. */
function lcpMedian(runs: readonly LcpRun[]) {
  const run = [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)]!;
  const floor = floorOf(run);
  return { ...run, floor, ratio: run.lcp / floor };
}

/** Three 2G runs, or five when the median is within 5% of either budget (1.6 s, 1.1 × its floor). */
async function lcpRuns(path: string): Promise<LcpRun[]> {
  const runs = await runsOf(LCP_RUNS, () => realLcp(path));
  const { lcp, ratio } = lcpMedian(runs);
  const close = lcp > BUDGET.realLcp2g * CLOSE_TO_BUDGET || ratio > BUDGET.overFloor * CLOSE_TO_BUDGET;
  if (close) runs.push(...(await runsOf(2, () => realLcp(path))));
  return runs;
}

/** Bytes of a response as sent with brotli, as a browser would receive it. */
function sentBytes(path: string): Promise<number> {
  return new Promise((done, fail) => {
    request(`${base}${path}`, { headers: { 'accept-encoding': 'br' } }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => (size += chunk.length));
      response.on('end', () => done(response.statusCode === 200 ? size : 0));
    })
      .on('error', fail)
      .end();
  });
}

/**
 * A 2G visit (home, category, product): the JavaScript downloaded, the service worker's included (fetched outside the
 * page's DevTools session, so weighed as sent), then how soon the header islands answer a click.
 */
async function slowVisit() {
  const context = await phoneBrowser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const cdp = await onTwoG(context, page);
  const scripts = new Map<string, number>();
  const types = new Map<string, string>();
  // By the answer's type, however the page asked for it (a script, a module preload).
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.response.mimeType));
  cdp.on('Network.loadingFinished', (event) => {
    if (/javascript/.test(types.get(event.requestId) ?? '')) scripts.set(event.requestId, event.encodedDataLength);
  });
  const jsSoFar = () => [...scripts.values()].reduce((a, b) => a + b, 0);
  for (const path of ['/', '/category/VAS/vases', '/Products/VAS0112/dune-stoneware-vase']) {
    await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(4000);
  }
  const workerScript = await page.evaluate(async () => (await navigator.serviceWorker?.getRegistration('/'))?.active?.scriptURL ?? null);
  const workerJs = workerScript ? await sentBytes(new URL(workerScript).pathname) : 0;
  const browseJs = jsSoFar() + workerJs;
  // The header's dialogs, timed from a click (where a finger or a mouse lands, whatever is drawn there by then).
  const clickToSee = async (selector: string, seen: () => Promise<unknown>) => {
    const box = (await page.locator(selector).boundingBox())!;
    const started = Date.now();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await seen();
    return Date.now() - started;
  };
  const dialog = page.getByRole('dialog');
  // Empty lists: the basket's plain drawer, then the search's plain dialog, whose suggestions join with its island.
  await page.goto(`${base}/category/VAS/vases`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(1000);
  const basketMs = await clickToSee('[data-basket]', () => dialog.waitFor({ timeout: 120_000 }));
  await page.keyboard.press('Escape');
  const searchMs = await clickToSee('#site-search', () => dialog.waitFor({ timeout: 120_000 }));
  const typedAt = Date.now();
  await page.keyboard.type('vase');
  await dialog.locator('.suggestions a').first().waitFor({ timeout: 120_000 });
  const suggestionsMs = Date.now() - typedAt;
  await page.keyboard.press('Escape');
  // A line in the order list is intent: the islands load after the next page's load event, before any click.
  await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 120_000 });
  await page.locator('[data-product][data-stock="instock"]').first().getByRole('button', { name: 'Add to order list' }).click();
  // Taken once the card shows it (its stepper): only then is the line in the stored order list the next page reads.
  await page.locator('[data-product][data-in-cart]').first().waitFor({ state: 'attached', timeout: 60_000 });
  await page.goto(`${base}/Products/VAS0112/dune-stoneware-vase`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(1000);
  const basketLinesMs = await clickToSee('[data-basket]', () => dialog.locator('.basket-items li').first().waitFor({ timeout: 120_000 }));
  const islandJs = jsSoFar() + workerJs - browseJs;
  await context.close();
  return { browseJs, workerJs, basketMs, searchMs, suggestionsMs, basketLinesMs, islandJs };
}

/**
 * Whether Chrome can install the shop from a page (`Page.getInstallabilityErrors`, as Lighthouse 13 has no such
 * audit), in a profile of its own on 2G, noting that the manifest and icons come after the load event.
 */
async function installability(path: string) {
  const profile = mkdtempSync(join(tmpdir(), 'storefront-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    args: ['--headless', ...TWO_G_FLAGS],
    ...PHONE,
  });
  try {
    const page = await context.newPage();
    const cdp = await onTwoG(context, page);
    const started = Date.now();
    let loadMs = NaN;
    const fetched: { what: string; ms: number }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url()).pathname;
      if (/manifest\.webmanifest$|\/icon-/.test(url)) fetched.push({ what: url, ms: Date.now() - started });
    });
    page.on('load', () => (loadMs = Date.now() - started));
    await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.locator('link[rel="manifest"]').waitFor({ state: 'attached', timeout: 60_000 });
    let errors: string[] = ['not checked'];
    for (let tries = 0; tries < 30 && errors.length > 0; tries++) {
      errors = (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId);
      if (errors.length > 0) await page.waitForTimeout(1000);
    }
    const beforeLoad = fetched.filter((request) => request.ms < loadMs);
    return { path, errors, loadMs, fetched, beforeLoad };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** `count` measures taken one after another. */
async function runsOf<T>(count: number, measure: () => Promise<T>): Promise<T[]> {
  const values: T[] = [];
  for (let i = 0; i < count; i++) values.push(await measure());
  return values;
}

const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
// Every run a first visit: Lighthouse clears the HTTP cache but keeps localStorage, where a first Persian page
// notes that the browser now has Vazirmatn (src/ui/persianFont.ts) and the lists live.
const STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'] as const;
const FIRST_VISIT = { clearStorageTypes: [...STORAGE] };
async function audit(url: string, settings: object, categories: string[]) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
    { extends: 'lighthouse:default', settings: { ...FIRST_VISIT, ...settings } },
  );
  const lhr = result!.lhr;
  return {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const rows = [];
for (const page of PAGES) {
  const url = `${base}${page.path}`;
  await fetch(url);
  await bytesOf(page.path); // warms the server's caches
  const bytes = await bytesOf(page.path);
  const runs: Awaited<ReturnType<typeof audit>>[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, {}, CATEGORIES));
  // One slow run on a shared machine can sink a median of three (81, 100, 94 seen): below the budget, two
  // more runs at a time, up to seven, all shown; a real regression stays below across them.
  while (median(runs.map((r) => r.scores.performance!)) < BUDGET.performance && runs.length < MAX_RUNS) {
    for (let i = 0; i < 2; i++) runs.push(await audit(url, {}, CATEGORIES));
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]!))]));
  const lcp2g = (await audit(url, { throttlingMethod: 'simulate', throttling: TWO_G }, ['performance'])).lcp;
  rows.push({
    ...page,
    bytes,
    scores,
    perfRuns: runs.map((r) => r.scores.performance),
    cls: median(runs.map((r) => r.cls)),
    lcp2g,
    lcpRuns: await lcpRuns(page.path),
  });
}
chrome.kill();
const slow = await slowVisit();
const installs = [];
for (const path of ['/', '/fa/', '/Products/VAS0112/dune-stoneware-vase', '/fa/Products/VAS0112/dune-stoneware-vase'])
  installs.push(await installability(path));
await browser.close();
await phoneBrowser.close();
await shop.stop();
rmSync(work, { recursive: true, force: true });
if (photos) rmSync(photoBuild, { recursive: true, force: true });

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const failures: string[] = [];
const reported: string[] = [];
/** A budget asserted under --assert. */
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
  return ok ? '' : ' ✗';
};
/** A budget printed and listed, never failing the run (see the note where each is used). */
const mark = (ok: boolean, what: string) => {
  if (!ok) reported.push(what);
  return ok ? '' : ' ✗';
};
/**
 * LCP on 2G in a real Chromium beside each page's floor (two round trips plus the page's and its picture's bytes):
 * asserted <= 1.6 s and <= 1.1 x the floor, median of 3 runs, 5 near a budget.
 */
function printLcpTable(rows: readonly { name: string; lcpRuns: LcpRun[] }[]) {
  console.log(
    `\nLCP on 2G (300 ms RTT, 250 kbit/s, CPU 4x), a real Chromium as a 390 px phone at DPR 2 sees it, cold cache, median of ${LCP_RUNS} runs (5 within 5% of a budget):`,
  );
  console.log(
    ['page'.padEnd(13), 'LCP (spread, runs)'.padStart(26), 'floor'.padStart(9), 'ratio'.padStart(8), 'HTML'.padStart(10)]
      .concat(['LCP picture'.padStart(13), '  picture'])
      .join(''),
  );
  for (const row of rows) {
    const lcps = row.lcpRuns.map((run) => run.lcp);
    const median = lcpMedian(row.lcpRuns);
    const fast = check(median.lcp <= BUDGET.realLcp2g, `${row.name}: LCP on 2G ${s(median.lcp)} > 1.6 s`);
    const near = check(median.ratio <= BUDGET.overFloor, `${row.name}: LCP on 2G ${median.ratio.toFixed(2)} x its floor > 1.1`);
    console.log(
      [
        row.name.padEnd(13),
        `${s(median.lcp)} (${s(Math.min(...lcps))}-${s(Math.max(...lcps))}, ${lcps.length})${fast}`.padStart(26),
        s(median.floor).padStart(9),
        `${median.ratio.toFixed(2)}${near}`.padStart(8),
        kb(median.htmlBytes).padStart(10),
        kb(median.pictureBytes).padStart(13),
        `  ${median.picture}`,
      ].join(''),
    );
  }
  console.log('Budgets: LCP <= 1.6 s and <= 1.1 x the floor (two round trips, then the HTML and the LCP picture as sent, at 250 kbit/s).');
}

console.log(
  `\nPage budgets, ${photos ? 'photo catalogue (every picture a camera photograph)' : 'drawn demo catalogue'}: compressed bytes of a first visit; Lighthouse mobile preset,` +
    ` median of ${RUNS} runs (up to ${MAX_RUNS} when below the budget); LCP on 2G: Lighthouse's simulation (reported)\n`,
);
const header = ['page'.padEnd(13), 'HTML', 'CSS', 'font', 'JS@load', 'JS after', 'images'].map((h, i) => (i ? h.padStart(10) : h));
console.log(
  [
    ...header,
    'perf (runs)'.padStart(22),
    'a11y'.padStart(6),
    'BP'.padStart(5),
    'SEO'.padStart(5),
    'CLS'.padStart(8),
    'LCP 2G LH'.padStart(11),
  ].join(''),
);
for (const row of rows) {
  const { bytes, scores } = row;
  console.log(
    [
      row.name.padEnd(13),
      (kb(bytes.html) + check(bytes.html <= BUDGET.html, `${row.name}: HTML ${kb(bytes.html)} > 20 KB`)).padStart(10),
      (kb(bytes.css) + check(bytes.css <= BUDGET.css, `${row.name}: CSS ${kb(bytes.css)} > 10 KB`)).padStart(10),
      (kb(bytes.font) + check(bytes.font <= BUDGET.font, `${row.name}: fonts ${kb(bytes.font)} > 45 KB`)).padStart(10),
      (
        kb(bytes.jsBeforeLoad) + check(bytes.jsBeforeLoad <= BUDGET.js, `${row.name}: ${kb(bytes.jsBeforeLoad)} of JavaScript before load`)
      ).padStart(10),
      kb(bytes.js).padStart(10),
      kb(bytes.images).padStart(10),
      (
        `${scores.performance} (${row.perfRuns.join(',')})` +
        check(scores.performance! >= BUDGET.performance, `${row.name}: performance ${scores.performance} < 98`)
      ).padStart(22),
      (String(scores.accessibility) + check(scores.accessibility === 100, `${row.name}: accessibility ${scores.accessibility}`)).padStart(
        6,
      ),
      (
        String(scores['best-practices']) +
        check(scores['best-practices'] === 100, `${row.name}: best practices ${scores['best-practices']}`)
      ).padStart(5),
      (String(scores.seo) + check(scores.seo === 100, `${row.name}: SEO ${scores.seo}`)).padStart(5),
      (row.cls.toFixed(3) + check(row.cls <= BUDGET.cls, `${row.name}: CLS ${row.cls.toFixed(3)} > 0.01`)).padStart(8),
      (s(row.lcp2g) + mark(row.lcp2g <= BUDGET.lcp2g, `${row.name}: Lighthouse LCP on 2G ${s(row.lcp2g)} > 2.5 s`)).padStart(11),
    ].join(''),
  );
}
console.log(
  '\nBudgets: HTML <= 20 KB, CSS <= 10 KB (inline styles travel in the HTML), font <= 45 KB (Persian pages, regular and bold), JavaScript before load 0 KB,',
);
console.log('performance >= 98, accessibility, best practices and SEO 100, CLS <= 0.01; Lighthouse LCP on 2G <= 2.5 s (reported).');
printLcpTable(rows);
console.log(
  `\n2G visit (300 ms, 250 kbit/s, CPU 4x): home, category, product browsed: ${kb(slow.browseJs)} of JavaScript, ${kb(slow.workerJs)} of it the service worker` +
    `${check(slow.browseJs <= BUDGET.browseJs, `browse-only 2G visit downloads ${kb(slow.browseJs)} of JavaScript > 10 KB`)} (budget 10 KB)`,
);
console.log(
  `  header dialogs after a click (budget 2.5 s): empty basket ${s(slow.basketMs)}${check(slow.basketMs <= BUDGET.islandMs, `empty basket drawer ${s(slow.basketMs)} after the click > 2.5 s`)},` +
    ` search ${s(slow.searchMs)}${check(slow.searchMs <= BUDGET.islandMs, `search dialog ${s(slow.searchMs)} after the click > 2.5 s`)},` +
    ` basket with a line ${s(slow.basketLinesMs)}${check(slow.basketLinesMs <= BUDGET.islandMs, `basket with a line ${s(slow.basketLinesMs)} after the click > 2.5 s`)};` +
    ` suggestions ${s(slow.suggestionsMs)} after typing (reported);` +
    ` ${kb(slow.islandJs)} of JavaScript (budget 85 KB)${check(slow.islandJs <= BUDGET.islandJs, `islands ${kb(slow.islandJs)} > 85 KB`)}`,
);
console.log(
  "\nInstallable (Chrome's own check, Page.getInstallabilityErrors: Lighthouse 13 has no installability audit), on the 2G profile:",
);
for (const row of installs) {
  const installable = check(row.errors.length === 0, `${row.path}: not installable (${row.errors.join(', ')})`);
  const early = check(
    row.beforeLoad.length === 0,
    `${row.path}: ${row.beforeLoad.map((r) => r.what).join(', ')} fetched before the load event`,
  );
  const first = row.fetched.length ? `${s(Math.min(...row.fetched.map((r) => r.ms)) - row.loadMs)} after the load event` : 'not fetched';
  console.log(
    `  ${row.path.padEnd(44)} ${row.errors.length === 0 ? 'installable' : `not installable: ${row.errors.join(', ')}`}${installable};` +
      ` manifest and icons (${row.fetched.length} requests) first fetched ${first}${early}`,
  );
}
if (reported.length) console.log(`\nOver budget, reported (not asserted: see docs/budgets.md):\n- ${reported.join('\n- ')}`);
if (failures.length) console.log(`\nMissed budgets:\n- ${failures.join('\n- ')}`);
process.exit(args.has('--assert') && failures.length ? 1 : 0);
