import type { Worker } from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { AggregatorRegistry, Counter, Gauge, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import { log } from '~/service/observe/log.server.ts';
import { metrics } from '~/service/observe/metrics.server.ts';

// Prometheus metrics for a server of several workers (docs/operations.md#metrics). Each worker counts in its own
// memory; the primary asks every worker for its figures when scraped and answers for them all, on a port of its own.

type Snapshot = MetricObjectWithValues<MetricValue<string>>[];
type Message = { type?: string; data?: Snapshot };

const ASK = 'storefront:metrics?';
const ANSWER = 'storefront:metrics';
/** A worker busy for longer than this is answered for by its last figures. */
const ANSWER_WITHIN_MS = 2000;

/** The metrics settings: METRICS_PORT turns them on (off when unset), METRICS_HOST (loopback) and METRICS_TOKEN. */
export function metricsOptions(env: Record<string, string | undefined> = process.env) {
  const raw = env.METRICS_PORT ?? '';
  if (!raw) return null;
  const port = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || port < 1 || port > 65_535)
    throw new Error(`METRICS_PORT must be a port number (1 to 65535), not "${raw}".`);
  if (raw === (env.PORT || '4321')) throw new Error(`METRICS_PORT must differ from PORT (${raw}): the metrics have a port of their own.`);
  return { port, host: env.METRICS_HOST || '127.0.0.1', token: env.METRICS_TOKEN || '' };
}

/**
 * The process's own figures, read when scraped and never in between: prom-client's default metrics watch every
 * garbage collection and the event loop's delay all the time, which cost a busy worker several per cent.
 */
function processFigures(): void {
  const registers = [metrics.registry];
  /** A counter that follows a total the process keeps itself. */
  const following = (name: string, help: string, total: () => number) => {
    let counted = 0;
    new Counter({
      name,
      help,
      registers,
      collect() {
        const now = total();
        this.inc(Math.max(0, now - counted));
        counted = now;
      },
    });
  };
  following('process_cpu_seconds_total', 'CPU time, user and system, the process has used.', () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  });
  following('nodejs_eventloop_busy_seconds_total', 'Time the event loop has spent running code (its rate: how busy the worker is).', () => {
    return performance.eventLoopUtilization().active / 1000;
  });
  new Gauge({
    name: 'process_resident_memory_bytes',
    help: 'Memory the process holds.',
    registers,
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });
  new Gauge({
    name: 'nodejs_heap_size_used_bytes',
    help: 'Memory in use by JavaScript objects.',
    registers,
    collect() {
      this.set(process.memoryUsage().heapUsed);
    },
  });
}

/** In a worker: the process's own figures too, and answers the primary's asks. */
export function answerMetricsAsks(): void {
  processFigures();
  process.on('message', (message: Message) => {
    if (message?.type !== ASK) return;
    void metrics.registry.getMetricsAsJSON().then((data) => process.send?.({ type: ANSWER, data }));
  });
}

/** In a worker leaving: its last figures, so the totals do not go back when it is gone. */
export async function sendLastMetrics(): Promise<void> {
  const data = await metrics.registry.getMetricsAsJSON();
  await new Promise<void>((sent) => (process.send ? process.send({ type: ANSWER, data }, () => sent()) : sent()));
}

/** Only the shop's counters and timings: a process's own figures (and anything that goes down) leave with it. */
const kept = (snapshot: Snapshot): Snapshot =>
  snapshot.filter((metric) => metric.name.startsWith('shop_') && String(metric.type) !== 'gauge');

/** Every value of a snapshot with a `worker` label. */
const labelled = (snapshot: Snapshot, worker: string): Snapshot =>
  snapshot.map((metric) => ({ ...metric, values: metric.values.map((value) => ({ ...value, labels: { ...value.labels, worker } })) }));

/** In the primary: the workers' latest figures, and the sum of those of the workers gone. */
export class MetricsHub {
  readonly #latest = new Map<Worker, Snapshot>();
  readonly #asking = new Map<Worker, () => void>();
  readonly #pending = new Map<Worker, Promise<void>>();
  #departed: Promise<Snapshot> = Promise.resolve([]);

  /** Follows a worker from its start: its answers, and its figures once it has left. */
  watch(worker: Worker): void {
    worker.on('message', (message: Message) => {
      if (message?.type !== ANSWER || !message.data) return;
      this.#latest.set(worker, message.data);
      this.#asking.get(worker)?.();
    });
    // Once its channel is closed, no figure of it can still be on the way (its 'exit' may come first).
    worker.once('disconnect', () => {
      const last = this.#latest.get(worker);
      this.#latest.delete(worker);
      this.#asking.get(worker)?.();
      if (last)
        this.#departed = this.#departed.then(
          async (gone) => AggregatorRegistry.aggregate([gone, kept(last)]).getMetricsAsJSON() as Promise<Snapshot>,
        );
    });
  }

  /** The text Prometheus reads: summed over every worker, or (`perWorker`) each worker's figures labelled with its pid. */
  async text(live: Iterable<Worker>, perWorker: boolean): Promise<string> {
    const workers = [...live];
    await Promise.all(workers.map((worker) => this.#ask(worker)));
    const own = await metrics.registry.getMetricsAsJSON();
    const snapshots = workers.flatMap((worker) => {
      const latest = this.#latest.get(worker);
      if (!latest) return [];
      return [perWorker ? labelled(latest, String(worker.process.pid)) : kept(latest)];
    });
    const all = perWorker ? [...snapshots, labelled(own, 'primary')] : [...snapshots, await this.#departed, kept(own)];
    return AggregatorRegistry.aggregate(all).metrics();
  }

  /** Asks a worker for its figures; scrapes arriving together share one ask. */
  #ask(worker: Worker): Promise<void> {
    const pending = this.#pending.get(worker);
    if (pending) return pending;
    const asked = new Promise<void>((answered) => {
      const timer = setTimeout(done, ANSWER_WITHIN_MS);
      const asking = this.#asking;
      function done() {
        clearTimeout(timer);
        asking.delete(worker);
        answered();
      }
      this.#asking.set(worker, done);
      if (!worker.isConnected()) return done();
      worker.send({ type: ASK }, (error: Error | null) => error && done());
    }).finally(() => this.#pending.delete(worker));
    this.#pending.set(worker, asked);
    return asked;
  }
}

/** The primary's metrics server: `GET /metrics` (every worker summed) and `GET /metrics/workers`, behind the token if set. */
export async function serveMetrics(
  hub: MetricsHub,
  live: () => Iterable<Worker>,
  options: { port: number; host: string; token: string },
): Promise<Server> {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const expected = options.token ? digest(`Bearer ${options.token}`) : null;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
      void res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers }).end(text);
    if (path !== '/metrics' && path !== '/metrics/workers') return plain(404, 'Not found: the metrics are at /metrics.\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, 'Only GET.\n', { allow: 'GET, HEAD' });
    if (expected && !timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      return plain(401, 'The metrics need the token (METRICS_TOKEN) as a bearer token.\n', { 'www-authenticate': 'Bearer' });
    }
    hub.text(live(), path === '/metrics/workers').then(
      (text) =>
        res
          .writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' })
          .end(req.method === 'HEAD' ? '' : text),
      (error: unknown) => {
        log.error({ err: error }, 'the metrics could not be gathered');
        plain(500, 'The metrics could not be gathered: see the log.\n');
      },
    );
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', (error) =>
      failed(new Error(`The metrics cannot listen on ${options.host}:${options.port} (METRICS_PORT): ${error.message}`)),
    );
    server.listen(options.port, options.host, () => {
      server.removeAllListeners('error');
      listening();
    });
  });
  return server;
}
