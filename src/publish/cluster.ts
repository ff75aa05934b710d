// `npm run serve`: the last build, one worker per core (WORKERS). The primary restarts dead workers and, on SIGHUP
// from a rebuild, retires the old ones once new ones listen; on PostgreSQL it follows other machines' builds
// (docs/machines.md).
import cluster, { type Worker } from 'node:cluster';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Store } from '~/service/db/database.server.ts';
import { log } from '~/service/observe/log.server.ts';
import { metrics } from '~/service/observe/metrics.server.ts';
import { answerMetricsAsks, metricsOptions, MetricsHub, sendLastMetrics, serveMetrics } from '~/web/metricsHub.server.ts';
import { watchPublishes } from '~/web/publishWatch.server.ts';
import { builtAt, currentBuild, otherBuilds, pruneBuilds, switchCurrent } from './builds.ts';
import { writeServerState } from './serverState.ts';
import { prepareSpare } from './spareBuild.ts';
import { BUILDS_CHANNEL, fetchBuild, newestSharedBuild } from './sharedBuilds.ts';

// The libraries' production builds in every worker (they inherit it): without it React renders each page's islands
// with its development checks (docs/architecture.md#server-rendering).
process.env.NODE_ENV ||= 'production';

/** How a worker leaves: 'retire' lets idle keep-alive clients time out, 'stop' closes them. */
type Leave = 'retire' | 'stop';

/** The primary's workers: started on a build, replaced when one dies, retired on a switch or a stop. */
class WorkerPool {
  readonly live = new Set<Worker>();
  readonly #retiring = new WeakSet<Worker>();
  serving: string;
  stopping = false;

  /** Follows each worker's metrics from its start, when they are on. */
  readonly hub: MetricsHub | null;

  constructor(serving: string, hub: MetricsHub | null) {
    this.serving = serving;
    this.hub = hub;
  }

  /** Forks a worker on `dir`; resolves once it listens, rejects when it dies first. */
  start(dir: string): Promise<Worker> {
    return new Promise((listening, failed) => {
      // The other builds' bundles stay reachable for pages loaded before a switch.
      const child = cluster.fork({ DIST_DIR: dir, EARLIER_BUILDS: otherBuilds(dir).join(delimiter) });
      this.hub?.watch(child);
      const early = (code: number, signal: string) => failed(new Error(`a worker on ${dir} stopped before listening (${signal || code})`));
      child.once('exit', early);
      child.once('listening', () => {
        child.off('exit', early);
        this.live.add(child);
        child.once('exit', (code: number, signal: string) => this.#replace(child, code, signal));
        listening(child);
      });
    });
  }

  /** Asks a worker to finish its requests and leave; killed after 30 s. */
  retire(child: Worker, how: Leave): Promise<void> {
    return new Promise((done) => {
      this.#retiring.add(child);
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.send({ leave: how, serving: this.serving });
    });
  }

  /** The workers not leaving. */
  get active(): number {
    return [...this.live].filter((child) => !this.#retiring.has(child)).length;
  }

  /** Retires every worker. */
  async retireAll(how: Leave): Promise<void> {
    await Promise.all([...this.live].map((child) => this.retire(child, how)));
  }

  /** A worker that died unasked is replaced after a second, on the build being served. */
  #replace(child: Worker, code: number, signal: string) {
    this.live.delete(child);
    if (this.stopping || this.#retiring.has(child)) return;
    log.error(
      { event: 'worker died', workerPid: child.process.pid },
      `worker ${child.process.pid} stopped (${signal || code}): starting another`,
    );
    setTimeout(() => this.start(this.serving).catch((error: Error) => log.error(error.message)), 1000);
  }
}

async function primary() {
  const { serviceConfig } = await import('~/service/config.server.ts');
  const { getStore } = await import('~/service/db/database.server.ts');
  const { mediaPlace, shareLocalMedia } = await import('~/service/media/media.server.ts');
  const { serverOptions } = await import('~/web/httpServer.server.ts');
  const { openCatalogue } = await import('~/service/seed/demoSeed.server.ts');
  // Migrations (and the demo, when asked) run once, here, before any worker opens the database.
  const store = await getStore();
  await openCatalogue(store);
  const shared = await shareLocalMedia(mediaPlace(store));
  if (shared) log.info(`shared ${shared} pictures of ${store.mediaDir} with the other machines`);
  let build = currentBuild();
  // On PostgreSQL, the newest build another machine published, when it is newer than this machine's own.
  const newest = store.kind === 'postgres' ? await newestSharedBuild(store) : null;
  if (newest && newest.id !== (build && basename(build)) && newest.at > (build ? builtAt(build) : 0)) {
    const copy = await fetchBuild(store, newest.id, build);
    log.info(`copied build ${newest.id}, published by another machine (${copy.read} files read, ${copy.linked} linked)`);
    build = copy.dir;
    switchCurrent(build);
  }
  if (store.kind !== 'postgres') await store.db.destroy();
  if (!build) {
    log.fatal('No build yet: run "npm run build" (or "npm start", which builds when needed).');
    process.exit(1);
  }

  // Workers run this file, also when `npm start` imported it.
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  const size = Math.max(1, Number(process.env.WORKERS) || availableParallelism());
  const stateFile = join(serviceConfig().dataDir, 'server.json');
  const metricsSettings = settingOrExit(metricsOptions);
  const pool = new WorkerPool(build, metricsSettings ? new MetricsHub() : null);
  // Before the workers: a port already taken stops the start here, saying so.
  if (metricsSettings) {
    await settingOrExit(() => serveMetrics(pool.hub!, () => pool.live, metricsSettings));
    log.info(`metrics at http://${metricsSettings.host}:${metricsSettings.port}/metrics`);
  }
  /** What `npm run rebuild` reads: this process, the build it serves and the last build that failed to start. */
  const record = (failed: string | null = null) =>
    writeServerState(stateFile, {
      pid: process.pid,
      build: pool.serving,
      failed,
      workers: pool.active,
      at: new Date().toISOString(),
    });

  let rolling = Promise.resolve();
  process.on('SIGHUP', () => {
    rolling = rolling.then(() => switchBuild(pool, size, record));
  });
  const follower =
    store.kind === 'postgres'
      ? followBuilds(store, pool, newest?.id ?? null, (next) => {
          rolling = rolling.then(() => switchBuild(pool, size, record, next));
          return rolling;
        })
      : null;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (pool.stopping) return;
      pool.stopping = true;
      await follower?.stop();
      await pool.retireAll('stop');
      rmSync(stateFile, { force: true });
      process.exit(0);
    });
  }

  await Promise.all(Array.from({ length: size }, () => pool.start(build)));
  record();
  watchPublishes();
  prepareSpare(build);
  const { host, port } = serverOptions();
  log.info(`Shop running at http://${host}:${port}/ (Persian: /fa/) with ${size} worker${size > 1 ? 's' : ''}, serving ${build}`);
}

/** A setting read, or the server stops with what is wrong with it (a line in the log, not a stack). */
function settingOrExit<T>(read: () => T): T {
  const failed = (error: Error): never => {
    log.fatal(error.message);
    process.exit(1);
  };
  try {
    const value = read();
    return (value instanceof Promise ? value.catch(failed) : value) as T;
  } catch (error) {
    return failed(error as Error);
  }
}

/**
 * Listens for builds other machines publish (and this one's rebuild); on each, and on every reconnection, copies the
 * newest build not served yet and has `switchTo` switch to it. Reconnects every 5 s.
 */
function followBuilds(store: Store, pool: WorkerPool, seen: string | null, switchTo: (dir: string) => Promise<void>) {
  let client: pg.Client | null = null;
  let stopped = false;
  let checking = Promise.resolve();
  const catchUp = async () => {
    const newest = await newestSharedBuild(store);
    if (!newest || newest.id === seen || newest.id === basename(pool.serving)) return;
    const { dir, read, linked } = await fetchBuild(store, newest.id, pool.serving);
    if (read + linked > 0) log.info(`build ${newest.id} was published: copied (${read} files read, ${linked} linked)`);
    seen = newest.id;
    switchCurrent(dir);
    await switchTo(dir);
    pruneBuilds();
  };
  const check = () => {
    checking = checking.then(catchUp).catch((error: Error) => {
      // The database or the disk failed mid-copy: tried again shortly (a half copy is never switched to).
      log.error(`could not take the published build (${error.message}): trying again in 10 s`);
      if (!stopped) setTimeout(check, 10_000).unref();
    });
  };
  let retry: NodeJS.Timeout | null = null;
  const again = (error: Error) => {
    log.warn(`lost the build notifications (${error.message}): listening again in 5 s`);
    client?.removeAllListeners();
    client?.on('error', () => {}); // a connection already broken may report it again while ending
    client?.end().catch(() => {});
    client = null;
    if (!stopped && !retry) retry = setTimeout(listen, 5000);
  };
  async function listen() {
    retry = null;
    const { serviceConfig } = await import('~/service/config.server.ts');
    const connection = new pg.Client({ connectionString: serviceConfig().databaseUrl });
    client = connection;
    connection.on('notification', check);
    connection.on('error', again);
    try {
      await connection.connect();
      await connection.query(`LISTEN ${BUILDS_CHANNEL}`);
      check();
    } catch (error) {
      if (client === connection) again(error as Error);
    }
  }
  void listen();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
      await checking;
      await store.db.destroy();
    },
  };
}

/**
 * Starts `size` workers on `next` (the newest build), then retires the old ones; if one fails, the old ones go on
 * serving.
 */
async function switchBuild(pool: WorkerPool, size: number, record: (failed?: string | null) => void, next = currentBuild()) {
  if (!next || next === pool.serving) return;
  const old = [...pool.live];
  log.info(`switching to ${next}`);
  // All at once: the old workers serve meanwhile, and a publish is live as soon as the new set listens.
  const started = await Promise.allSettled(Array.from({ length: size }, () => pool.start(next)));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    log.error(`${(failed.reason as Error).message}: still serving ${pool.serving}`);
    const fresh = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    await Promise.all(fresh.map((child) => pool.retire(child, 'stop')));
    record(next);
    return;
  }
  // Live once the old workers are told to leave: they stop taking connections at once, and finish in their
  // own time (an idle keep-alive connection may take its timeout).
  pool.serving = next;
  const leaving = Promise.all(old.map((child) => pool.retire(child, 'retire')));
  record();
  metrics.buildSwitches.inc();
  log.info({ event: 'switch', build: pool.serving }, `now serving ${pool.serving} (${pool.active} workers)`);
  // For the next publish, made while the old workers finish.
  prepareSpare(next);
  await leaving;
}

async function worker() {
  const { startServer, serverOptions } = await import('~/web/httpServer.server.ts');
  const shop = await startServer(serverOptions());
  const counting = metricsOptions() !== null;
  if (counting) answerMetricsAsks();
  // Signals go to the primary, which tells each worker when and how to leave.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
  process.on('message', (message: { leave?: Leave; serving?: string }) => {
    const how = message?.leave;
    if (how !== 'retire' && how !== 'stop') return;
    shop.drain();
    // Requests still arriving on open connections are answered from the build now live, with
    // `Connection: close` so the client reconnects to a new worker.
    if (message.serving && message.serving !== serverOptions().distDir) shop.serveFilesOf(message.serving);
    shop.http.prependListener('request', (_req, res) => {
      res.shouldKeepAlive = false;
    });
    // Node's close() also drops idle keep-alive connections at once, while a client may be sending on one;
    // when retiring they are left to time out (the client knows the timeout), so nothing sent is lost.
    if (how === 'retire') shop.http.closeIdleConnections = () => {};
    // The last figures go to the primary before the worker exits, so the totals never go back.
    shop.http.close(() => void (counting ? sendLastMetrics() : Promise.resolve()).finally(() => process.exit(0)));
  });
}

// Last: the class above must be defined before the primary uses it.
if (cluster.isPrimary) await primary();
else await worker();
