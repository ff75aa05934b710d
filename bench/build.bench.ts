// `npm run bench:build` (docs/commands.md#scripts): the full build of the demo and of a 10,000-product shop, its
// time, pages and peak memory, then three editors' publishes timed until live, beside the budgets. Why medians:
// docs/budgets.md#measurements-behind-the-code.
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCatalogue } from '~/service/catalogue/writeCatalogue.server.ts';
import { openStore } from '~/service/db/database.server.ts';
import { productPath, slugify } from '~/shared/catalogue/paths.ts';
import { switchCurrent } from '~/publish/builds.ts';
import { spareOf } from '~/publish/spareBuild.ts';
import { generateCatalogue } from './generateCatalogue.ts';

const args = new Set(process.argv.slice(2));
/** `--demo`: the demo catalogue only, its build and its publishes (as `npm test` runs it). */
const demoOnly = args.has('--demo');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 10_000);
const LARGE_RUNS = Math.max(1, Number(process.env.BENCH_BUILD_RUNS || 3));
const SAMPLE_MS = 100;
const GB = 1024 ** 3;
// docs/rules.md#budgets. `unchangedPages`: the pages that read no catalogue and are always written (offline,
// robots.txt).
const BUDGET = { demoSeconds: 30, largeSeconds: 120, largeBytes: 1.5 * GB, publishSeconds: 5, unchangedPages: 4 };
// Both catalogues are written to, and built from, the SQLite database in a temporary DATA_DIR, whatever the shell says.
delete process.env.SERVICE_URL;
delete process.env.DATABASE_URL;

// The build folder must lie inside the project: the prerender step imports its own server chunks, which
// resolve their packages from node_modules above them (a folder under /tmp cannot).
const root = fileURLToPath(new URL('..', import.meta.url));
mkdirSync(join(root, 'bench', '.tmp'), { recursive: true });
const work = mkdtempSync(join(root, 'bench', '.tmp', 'build-bench-'));

/** A process and every process below it, from the parent links in /proc/<pid>/stat. */
function descendants(top: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // The command name may hold spaces and parentheses: the fields after it start past the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const list = children.get(ppid) ?? [];
    list.push(Number(name));
    children.set(ppid, list);
  }
  const found: number[] = [];
  const queue = [top];
  while (queue.length) {
    const pid = queue.pop()!;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** VmRSS and VmHWM (peak RSS) of a process in bytes; undefined once it has ended. */
function memoryOf(pid: number): { rss: number; hwm: number; name: string } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const name = cmdline
      .slice(0, 3)
      .map((part) => part.split('/').slice(-2).join('/'))
      .join(' ');
    return { rss: kb('VmRSS'), hwm: kb('VmHWM'), name };
  } catch {
    return undefined;
  }
}

/** The build's steps, each recognised by its first line of output; the first starts with the build. */
const STEPS: { name: string; marker: RegExp | null }[] = [
  { name: 'npm, font subset, astro start', marker: null },
  { name: 'astro: server build', marker: /\[build\] Collecting build info/ },
  // A publish whose code is the live build's renders with that build's code instead (docs/publishing.md).
  { name: 'quick publish: live code linked, pages listed', marker: /^The code is the live build's/ },
  { name: 'astro: prerender setup', marker: /prerendering static routes|generating static routes/ },
  { name: 'pages rendered', marker: /^\[incremental-pages\] (Rendering|Most pages|The )/ },
  { name: 'service worker', marker: /\[build\] Complete!/ },
  { name: 'precompression', marker: /^service worker:/ },
  // `npm run rebuild` only: from the build's end to the server serving it.
  { name: 'switch: new workers on the new build', marker: /^Built in / },
];

interface BuildResult {
  ok: boolean;
  seconds: number;
  treePeak: number;
  largestPeak: number;
  largestName: string;
  steps: { name: string; seconds: number }[];
  pages: { en: number; fa: number };
  /** The size filter pages (`…/size/{code}` and their later pages), and the time Astro reported rendering them. */
  sizePages: { count: number; seconds: number };
  log: string;
  /** Of a measure over several runs: each run's wall time and peak RSS (process tree summed), in run order. */
  runs?: { seconds: number; treePeak: number }[];
}

/** The middle value (the lower middle of an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The pages a build wrote, by language. */
function countPages(buildDir: string) {
  const pages = { en: 0, fa: 0 };
  const client = join(buildDir, 'client');
  if (!existsSync(client)) return pages;
  for (const entry of readdirSync(client, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const path = relative(client, join(entry.parentPath, entry.name));
    if (path === `fa${sep}index.html` || path.startsWith(`fa${sep}`)) pages.fa += 1;
    else pages.en += 1;
  }
  return pages;
}

/**
 * Runs `npm run build` with DATA_DIR and BUILD_DIR set (or, with `script`, another npm script and its
 * settings), sampling the memory of its process tree.
 */
async function build(
  label: string,
  dataDir: string,
  buildDir: string,
  script = 'build',
  settings: NodeJS.ProcessEnv = {},
): Promise<BuildResult> {
  const logPath = join(work, `${label}.log`);
  const log = createWriteStream(logPath);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, BUILD_DIR: buildDir, ...settings };
  console.log(`\n[${label}] npm run ${script} (DATA_DIR=${dataDir}, BUILD_DIR=${buildDir}; output in ${logPath})`);
  const started = performance.now();
  const child = spawn('npm', ['run', script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const stepStarts: (number | undefined)[] = STEPS.map((step) => (step.marker ? undefined : 0));
  let pending = '';
  const sizePages = { count: 0, seconds: 0 };
  const onOutput = (chunk: Buffer) => {
    log.write(chunk);
    const at = performance.now() - started;
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      const clean = line.replace(/\x1b\[[0-9;]*m/g, '').replace(/^\d\d:\d\d:\d\d /, '');
      // Astro prints each page it writes with its render time: `├─ /category/VAS/vases/size/16/index.html (+12ms)`.
      const sizePage = /\/category\/[^ ]+\/size\/[^ ]+index\.html \(\+(\d+)(m?s)\)/.exec(clean);
      if (sizePage) {
        sizePages.count += 1;
        sizePages.seconds += Number(sizePage[1]) / (sizePage[2] === 'ms' ? 1000 : 1);
      }
      STEPS.forEach((step, i) => {
        if (stepStarts[i] === undefined && step.marker?.test(clean)) stepStarts[i] = at;
      });
      // Echo the build's own summary lines (not one line per page) so a long run shows where it is.
      if (
        /\[build\] (✓|Server built|Complete)|Completed in|^service worker:|^precompress|^carried|Rendering \d|Rendered \d|^The code is|^Building the code too|could not render|Most pages|^Live:|^error|Error:/.test(
          clean,
        )
      ) {
        console.log(`  ${(at / 1000).toFixed(1).padStart(6)} s  ${clean.trim()}`);
      }
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);

  let treePeak = 0;
  const largest = new Map<number, { hwm: number; name: string }>();
  const sample = () => {
    if (child.pid === undefined) return;
    let sum = 0;
    for (const pid of descendants(child.pid)) {
      const memory = memoryOf(pid);
      if (!memory) continue;
      sum += memory.rss;
      // An exiting process has no command line left: keep the name seen before.
      const seen = largest.get(pid);
      largest.set(pid, { hwm: Math.max(memory.hwm, seen?.hwm ?? 0), name: memory.name || seen?.name || `pid ${pid}` });
    }
    treePeak = Math.max(treePeak, sum);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  await new Promise((done) => log.end(done));

  const top = [...largest.values()].sort((a, b) => b.hwm - a.hwm)[0] ?? { hwm: 0, name: '' };
  const marks = stepStarts.map((at, i) => ({ name: STEPS[i]!.name, at }));
  const steps = marks.flatMap((mark, i) => {
    if (mark.at === undefined) return [];
    const next = marks.slice(i + 1).find((m) => m.at !== undefined)?.at ?? seconds * 1000;
    return [{ name: mark.name, seconds: (next - mark.at) / 1000 }];
  });

  const pages = countPages(buildDir);
  if (code !== 0) console.log(`[${label}] the build failed (exit ${code}): see ${logPath}`);
  return { ok: code === 0, seconds, treePeak, largestPeak: top.hwm, largestName: top.name, steps, pages, sizePages, log: logPath };
}

// 1. The demo catalogue: an empty DATA_DIR gets the demo when the build first opens it (DEMO_SHOP=1).
const demo = await build('demo', join(work, 'demo-data'), join(work, 'demo-build'), 'build', { DEMO_SHOP: '1' });

// 2. A large catalogue, written as bench:service writes it (not with --demo).
const largeData = join(work, 'large-data');
const large = demoOnly ? null : await buildLarge();

// 3. Editors' changes published while each shop serves its build: one product renamed, an unchanged import, a
// name changed through an import.
const published = [
  { title: 'demo catalogue', results: demo.ok ? await publishes('demo', join(work, 'demo-data'), join(work, 'demo-build')) : [] },
  ...(large
    ? [
        {
          title: `${PRODUCTS.toLocaleString('en')} products`,
          results: large.ok ? await publishes('large', largeData, join(work, 'large-build')) : [],
        },
      ]
    : []),
];
const publishedOk = published.every((shop) => shop.results.length > 0 && shop.results.every((result) => result.ok));

// A failed build keeps everything, for its log.
if (args.has('--keep') || !demo.ok || large?.ok === false || !publishedOk) console.log(`\nKept ${work} (databases, builds and build logs)`);
else rmSync(work, { recursive: true, force: true });

const mb = (n: number) => `${Math.round(n / 1024 ** 2).toLocaleString('en')} MB`;
const s = (n: number) => `${n.toFixed(1)} s`;
const failures: string[] = [];
const rows: [string, string, string, boolean | null][] = [];
const row = (measure: string, value: string, budget = '', ok: boolean | null = null) => {
  rows.push([measure, value, budget, ok]);
  if (ok === false) failures.push(`${measure}: ${value} (budget ${budget})`);
};
const built = [
  ['demo', demo, 'demo catalogue'] as const,
  ...(large ? [['large', large, `${PRODUCTS.toLocaleString('en')} products`] as const] : []),
];
for (const [label, result, title] of built) {
  row(`${title}: build succeeded`, result.ok ? 'yes' : `no (${result.log})`, 'yes', result.ok);
  row(`${title}: pages (index.html) en + fa`, `${result.pages.en.toLocaleString('en')} + ${result.pages.fa.toLocaleString('en')}`);
  row(
    `  of which size filter pages`,
    `${result.sizePages.count.toLocaleString('en')}, ${s(result.sizePages.seconds)} of page rendering (4 at a time)`,
  );
  const spread = (pick: (run: { seconds: number; treePeak: number }) => number, show: (n: number) => string) =>
    result.runs && result.runs.length > 1
      ? `, median of ${result.runs.length} (${show(Math.min(...result.runs.map(pick)))}-${show(Math.max(...result.runs.map(pick)))})`
      : '';
  row(
    `${title}: wall time`,
    s(result.seconds) + spread((run) => run.seconds, s),
    `<= ${label === 'demo' ? BUDGET.demoSeconds : BUDGET.largeSeconds} s`,
    result.seconds <= (label === 'demo' ? BUDGET.demoSeconds : BUDGET.largeSeconds),
  );
  for (const step of result.steps) row(`  ${step.name}`, s(step.seconds));
  if (label === 'large')
    row(
      `${title}: peak RSS, process tree summed`,
      mb(result.treePeak) + spread((run) => run.treePeak, mb),
      '<= 1,536 MB',
      result.treePeak <= BUDGET.largeBytes,
    );
  else row(`${title}: peak RSS, process tree summed`, mb(result.treePeak));
  row(`${title}: peak RSS, largest process`, `${mb(result.largestPeak)} (${result.largestName})`);
}

for (const shop of published) {
  if (shop.results.length === 0) row(`${shop.title}: publishing`, 'not measured (the build failed)', 'measured', false);
  for (const result of shop.results) {
    const unchanged = result.what === 'unchanged import';
    row(`${shop.title}, ${result.what}: published`, result.ok ? 'yes' : `no (${result.log})`, 'yes', result.ok);
    // An unchanged import renders only the pages that read no catalogue (the offline page, robots.txt).
    row(
      '  pages rendered again',
      `${result.rendered.toLocaleString('en')} of ${result.total.toLocaleString('en')}`,
      unchanged ? `<= ${BUDGET.unchangedPages} (read nothing)` : '',
      unchanged ? result.rendered <= BUDGET.unchangedPages : null,
    );
    row(
      '  edit to live (npm run rebuild until served)',
      s(result.seconds),
      `<= ${BUDGET.publishSeconds} s`,
      result.seconds <= BUDGET.publishSeconds,
    );
    for (const step of result.steps) row(`    ${step.name}`, s(step.seconds));
    row("  live build's files from its spare", result.spare);
    row('  peak RSS, process tree summed', mb(result.treePeak));
    if (!unchanged) row('  the new name on the product page', result.served ? 'yes' : 'no', 'yes', result.served);
  }
}

console.log(
  `\nBuild benchmark: whole "npm run build", ${cpus().length} cores, ${mb(totalmem())} of memory; memory sampled every ${SAMPLE_MS} ms\n`,
);
const widths = [rows.reduce((w, r) => Math.max(w, r[0].length), 7) + 2, rows.reduce((w, r) => Math.max(w, r[1].length), 5) + 2, 14];
console.log(['measure'.padEnd(widths[0]!), 'value'.padEnd(widths[1]!), 'budget'.padEnd(widths[2]!), 'ok'].join(''));
for (const [measure, value, budget, ok] of rows) {
  console.log(
    [measure.padEnd(widths[0]!), value.padEnd(widths[1]!), budget.padEnd(widths[2]!), ok === null ? '' : ok ? '✓' : '✗'].join(''),
  );
}
if (failures.length) console.log(`\nMissed budgets:\n- ${failures.join('\n- ')}`);
process.exit(args.has('--assert') && failures.length ? 1 : 0);

/** Writes the large catalogue and builds it. */
async function buildLarge() {
  const loadStart = performance.now();
  const store = await openStore(largeData);
  await writeCatalogue(store.db, generateCatalogue(PRODUCTS, store.mediaDir));
  await store.db.destroy();
  console.log(
    `\nLoaded ${PRODUCTS.toLocaleString('en')} products into ${largeData} in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
  );
  const runs: BuildResult[] = [];
  for (let run = 1; run <= LARGE_RUNS; run += 1) {
    // Each run from nothing, as the first; the last one's build is served for the publishes.
    rmSync(join(work, 'large-build'), { recursive: true, force: true });
    const result = await build(LARGE_RUNS > 1 ? `large, run ${run} of ${LARGE_RUNS}` : 'large', largeData, join(work, 'large-build'));
    runs.push(result);
    if (!result.ok) return result;
  }
  const last = runs.at(-1)!;
  return {
    ...last,
    seconds: median(runs.map((r) => r.seconds)),
    treePeak: median(runs.map((r) => r.treePeak)),
    largestPeak: median(runs.map((r) => r.largestPeak)),
    runs: runs.map((r) => ({ seconds: r.seconds, treePeak: r.treePeak })),
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

/** `npm run catalogue -- …` as an editor runs it, on `dataDir`. */
function catalogueCommand(dataDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', './scripts/aliases.ts', 'scripts/catalogue.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (run.status !== 0) throw new Error(`npm run catalogue -- ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
}

/**
 * Serves a build in a builds folder of its own and times three editors' publishes from `npm run rebuild`'s start
 * until live: a product renamed in the database, an unchanged import, a name changed through an import.
 */
async function publishes(label: string, dataDir: string, buildDir: string) {
  const builds = join(work, `${label}-builds`);
  mkdirSync(builds, { recursive: true });
  process.env.BUILDS_DIR = builds;
  switchCurrent(buildDir);
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, BUILDS_DIR: builds, PORT: String(port), HOST: '127.0.0.1' };
  const server = spawn(process.execPath, ['--import', './scripts/aliases.ts', 'scripts/serve.ts'], { cwd: root, env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries++) {
    if ((await fetch(`${url}/v1/package/list/active`).catch(() => null))?.ok) break;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  const publish = async (what: string, edit: () => Promise<{ path: string; name: string } | null>) => {
    // As a shop that has served its build for a few seconds: the live build's spare is made
    // (src/publish/spareBuild.ts).
    const spareWait = await spareReady(builds);
    const changed = await edit();
    const result = await build(`${label}-${what.split(' ')[0]}`, dataDir, '', 'rebuild', {
      BUILD_DIR: '',
      BUILDS_DIR: builds,
      PORT: String(port),
    });
    const log = readFileSync(result.log, 'utf8');
    const rendered = /Rendering (\d+) of (\d+) pages/.exec(log);
    const page = changed ? await fetch(`${url}${changed.path}`).then((response) => response.text()) : '';
    return {
      what,
      ok: result.ok && /Live: /.test(log),
      seconds: result.seconds,
      steps: result.steps,
      treePeak: result.treePeak,
      log: result.log,
      rendered: rendered ? Number(rendered[1]) : Infinity,
      total: rendered ? Number(rendered[2]) : Infinity,
      served: changed ? page.includes(changed.name) : true,
      spare: /from its spare/.test(log) ? `yes (waited ${spareWait.toFixed(1)} s for it)` : 'no',
    };
  };
  const file = join(work, `${label}-export`, 'catalogue.csv');
  try {
    return [
      await publish('renamed in the staff area', () => renameOne(dataDir)),
      await publish('unchanged import', async () => {
        catalogueCommand(dataDir, 'export', file);
        catalogueCommand(dataDir, 'import', file);
        return null;
      }),
      await publish('renamed through an import', async () => {
        const csv = readFileSync(file, 'utf8');
        // A product whose name stands once in the file (the sizes of a family may share one).
        const [, sku, slug, name] = [...csv.matchAll(/^product,,,([A-Z0-9]+),[A-Z0-9]*,([^,]*),([^,"]+),/gm)].find(
          (row) => csv.split(row[3]!).length === 2,
        )!;
        const renamed = `Renamed in a spreadsheet ${Date.now()}`;
        writeFileSync(file, csv.replace(name!, renamed));
        catalogueCommand(dataDir, 'import', file);
        return { path: productPath({ sku: sku!, slug: slug || slugify(renamed) }), name: renamed };
      }),
    ];
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
}

/** Waits (up to 2 minutes) for the spare of the build builds/current points at; the seconds waited. */
async function spareReady(builds: string): Promise<number> {
  const started = Date.now();
  const mark = join(spareOf(realpathSync(join(builds, 'current'))), 'spare.json');
  while (!existsSync(mark) && Date.now() - started < 120_000) await new Promise((wait) => setTimeout(wait, 100));
  return (Date.now() - started) / 1000;
}

/** Renames one product in the database, as the staff area saves it; where its page is and the new name. */
async function renameOne(dataDir: string) {
  const edited = await openStore(dataDir);
  try {
    const published = edited.db.selectFrom('products').select(['sku', 'slug']).where('status', '=', 'publish');
    const { count } = await published
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const product = await published
      .orderBy('id')
      .limit(1)
      .offset(Math.floor(Number(count) * 0.43))
      .executeTakeFirstOrThrow();
    const name = `Renamed for the benchmark ${Date.now()}`;
    await edited.db.updateTable('products').set({ nameEn: name }).where('sku', '=', product.sku).execute();
    return { path: productPath(product), name };
  } finally {
    await edited.db.destroy();
  }
}
