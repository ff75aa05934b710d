// `npm run bench:observe` (docs/operations.md#metrics): four shops loaded in turn (metrics off, on, on with the
// request log, off again), then each part's cost against a request's CPU time, as shops alike differ by more than the
// budget.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { jsonLog } from '~/service/observe/log.server.ts';
import { metrics, statusClass } from '~/service/observe/metrics.server.ts';
import { freePort, startShop } from '../tests/support/startShop.ts';

const DURATION = Number(process.env.BENCH_SECONDS || 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 6);
const CONNECTIONS = 32;
/** The cost budget of the metrics, in per cent of the throughput (issue 36). */
const BUDGET = 3;
/** Prometheus's usual scrape interval, in seconds. */
const SCRAPE_INTERVAL = 15;

if (!existsSync('dist/server/entry.mjs')) {
  console.error('No build found: run "npm run build" first.');
  process.exit(1);
}
const logs = mkdtempSync(join(tmpdir(), 'storefront-observe-'));

/** Built pages, cached service answers and a picture: what a shopper's visit asks. */
const PATHS = [
  '/fa/',
  '/Products',
  '/fa/Products/VAS0112/dune-stoneware-vase',
  '/v1/shop/menu',
  '/v1/package/list/active',
  '/CDN/Files/vas01-1-536153ab.svg?w=384',
];

/** CPU seconds (user and system) used so far by the processes of a group: a shop's primary and its workers. */
function groupCpuSeconds(group: number): number {
  let ticks = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a process that ended meanwhile
    }
  }
  return ticks / 100;
}

async function shopWith(name: string, env: Record<string, string>) {
  const metricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : null;
  const shop = await startShop({ env: { WORKERS: '2', ...env }, logFile: join(logs, `${name}.log`) });
  return { name, shop, metricsPort };
}
type Shop = Awaited<ReturnType<typeof shopWith>>;

const scrape = (entry: Shop) => fetch(`http://127.0.0.1:${entry.metricsPort}/metrics`).then((answer) => answer.text());

/** A request setup taking the mix's addresses in turn. */
function mix() {
  let i = 0;
  return (request: object) => ({ ...request, path: PATHS[i++ % PATHS.length] });
}

/** Loads one shop for DURATION seconds, scraping its metrics every second meanwhile. */
async function load(entry: Shop): Promise<{ rate: number; cpuPerRequest: number }> {
  const scraping = entry.metricsPort ? setInterval(() => void scrape(entry).catch(() => {}), 1000) : null;
  const before = groupCpuSeconds(entry.shop.pid);
  const result = await autocannon({
    url: entry.shop.url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-encoding': 'br' },
    requests: [{ setupRequest: mix() }],
  });
  const cpu = groupCpuSeconds(entry.shop.pid) - before;
  if (scraping) clearInterval(scraping);
  if (result.errors + result.non2xx > 0) throw new Error(`${entry.name}: ${result.errors} errors, ${result.non2xx} answers outside 2xx`);
  return { rate: result.requests.average, cpuPerRequest: cpu / result.requests.total };
}

/** CPU seconds a scrape takes in the primary and the workers of an idle shop (the mean of 200). */
async function scrapeCost(entry: Shop): Promise<number> {
  const before = groupCpuSeconds(entry.shop.pid);
  for (let n = 0; n < 200; n++) await scrape(entry);
  return (groupCpuSeconds(entry.shop.pid) - before) / 200;
}

/** Seconds the metrics add to one request in a worker: a histogram observation by group and status class. */
function perRequestCost(): number {
  const groups = ['page', 'service', 'picture', 'file'];
  const statuses = [200, 200, 200, 304, 404];
  const times = 1_000_000;
  const started = performance.now();
  for (let n = 0; n < times; n++) metrics.requests.observe({ group: groups[n % 4]!, status: statusClass(statuses[n % 5]!) }, 0.003);
  return (performance.now() - started) / 1000 / times;
}

/**
 * CPU seconds one request's log line takes, written as the server writes it, one line per event-loop turn: 50,000
 * turns with the line, less those without.
 */
async function perLineCost(): Promise<number> {
  const line = { requestId: randomUUID(), method: 'GET', route: '/fa/', group: 'page', status: 200, ms: 7.3, bytes: 5123 };
  const turns = async (level: string) => {
    const log = jsonLog(level, join(logs, 'lines.log'));
    const before = process.cpuUsage();
    for (let n = 0; n < 50_000; n++) {
      log.info(line, 'request');
      await new Promise((turn) => setImmediate(turn));
    }
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1e6 / 50_000;
  };
  await turns('info'); // warm
  return (await turns('info')) - (await turns('warn'));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const spreadOf = (values: number[]) => `${Math.min(...values).toFixed(1)} to ${Math.max(...values).toFixed(1)}`;

/**
 * The set-ups, each started afresh for every load: two server processes started alike differ by more than the budget.
 */
const SETUPS: [string, () => Promise<Record<string, string>>][] = [
  ['metrics off, no request log', async () => ({ LOG_LEVEL: 'warn' })],
  ['metrics on, no request log', async () => ({ LOG_LEVEL: 'warn', METRICS_PORT: String(await freePort()) })],
  ['metrics on, JSON request log', async () => ({ LOG_LEVEL: 'info', LOG_FORMAT: 'json', METRICS_PORT: String(await freePort()) })],
  // The base again: how far two shops set up alike differ here, which is what the figures above can be trusted to.
  ['metrics off again (the noise)', async () => ({ LOG_LEVEL: 'warn' })],
];

/**
 * Starts a set-up's shop, warms it (the first requests compile the pages' code and fill the caches), loads it and
 * stops it.
 */
async function measure(name: string, env: Record<string, string>) {
  const entry = await shopWith(name, env);
  try {
    await autocannon({ url: entry.shop.url, connections: CONNECTIONS, duration: 3, requests: [{ setupRequest: mix() }] });
    return await load(entry);
  } finally {
    await entry.shop.stop();
  }
}

try {
  const runs = SETUPS.map(() => [] as { rate: number; cpuPerRequest: number }[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < SETUPS.length; k++) {
      const n = (round + k) % SETUPS.length;
      const [name, env] = SETUPS[n]!;
      runs[n]!.push(await measure(name, await env()));
    }
    console.log(`round ${round + 1}: ${runs.map((r) => Math.round(r.at(-1)!.rate)).join(' / ')} requests/s`);
  }
  // A scrape's work, on a shop that has answered the mix (so every series it keeps is there).
  const scraped = await shopWith('metrics on, scraped', await SETUPS[1]![1]());
  const scrapeCpu = await autocannon({ url: scraped.shop.url, connections: CONNECTIONS, duration: 3, requests: [{ setupRequest: mix() }] })
    .then(() => scrapeCost(scraped))
    .finally(() => scraped.shop.stop());

  console.log(`\nEnd to end: ${ROUNDS} rounds of ${DURATION} s, ${CONNECTIONS} connections, ${PATHS.length} addresses, 2 workers each:`);
  for (const [n, [name]] of SETUPS.entries()) {
    const rates = runs[n]!.map((run) => run.rate);
    const cpu = runs[n]!.map((run) => run.cpuPerRequest * 1e6);
    const costs = rates.map((rate, round) => ((runs[0]![round]!.rate - rate) / runs[0]![round]!.rate) * 100);
    const cpuMore = ((median(cpu) - median(runs[0]!.map((run) => run.cpuPerRequest * 1e6))) / median(cpu)) * 100;
    const cost = n
      ? `, throughput cost ${median(costs).toFixed(1)}% (rounds ${spreadOf(costs)}), CPU ${cpuMore.toFixed(1)}%`
      : ' (the base)';
    console.log(
      `  ${name.padEnd(30)} ${Math.round(median(rates)).toLocaleString('en')} requests/s, ${Math.round(median(cpu))} µs CPU a request${cost}`,
    );
  }

  // Part by part, against the CPU a request takes with the metrics off.
  const requestCpu = median(runs[0]!.map((run) => run.cpuPerRequest));
  const rate = median(runs[0]!.map((run) => run.rate));
  const observe = perRequestCost();
  const atInterval = scrapeCpu / SCRAPE_INTERVAL / rate;
  const everySecond = scrapeCpu / rate;
  const cost = ((observe + atInterval) / requestCpu) * 100;
  console.log(
    `\nThe metrics part by part (a request takes ${Math.round(requestCpu * 1e6)} µs of CPU with them off, at ${Math.round(rate).toLocaleString('en')} requests/s):`,
  );
  console.log(`  counting a request            ${(observe * 1e6).toFixed(2)} µs`);
  console.log(
    `  a scrape (primary and workers) ${(scrapeCpu * 1000).toFixed(1)} ms: ${(atInterval * 1e6).toFixed(3)} µs a request every ${SCRAPE_INTERVAL} s, ${(everySecond * 1e6).toFixed(2)} µs every second`,
  );
  console.log(
    `  cost                          ${cost.toFixed(2)}% of the throughput (every second: ${(((observe + everySecond) / requestCpu) * 100).toFixed(2)}%); budget < ${BUDGET}%: ${cost < BUDGET ? 'met' : 'NOT met'}`,
  );
  const line = await perLineCost();
  console.log(
    `\nThe request log part by part: a line takes ${(line * 1e6).toFixed(1)} µs of CPU, ${((line / requestCpu) * 100).toFixed(1)}% of a request (no budget; LOG_LEVEL=warn leaves it out)`,
  );
} finally {
  rmSync(logs, { recursive: true, force: true });
}
