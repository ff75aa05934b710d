// `npm run serve`: serves the last build (see builds.mjs) with one worker process per core (WORKERS), all on
// the same database. The primary restarts a worker that dies and, on SIGHUP (sent by `npm run rebuild`),
// starts a new set of workers on the newest build and retires the old ones once the new are listening, so no
// request is dropped; a new build that fails to start leaves the old workers serving.
import cluster from 'node:cluster';
import { rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentBuild, otherBuilds } from './builds.mjs';

if (cluster.isPrimary) await primary();
else await worker();

async function primary() {
  const build = currentBuild();
  if (!build) {
    console.error('No build yet: run "npm run build" (or "npm start", which builds when needed).');
    process.exit(1);
  }
  const { serviceConfig } = await import('~/service/config.server.ts');
  const { getStore } = await import('~/service/db/database.server.ts');
  const { serverOptions } = await import('~/server/httpServer.server.ts');
  // Migrations and the demo catalogue run once, here, before any worker opens the database.
  await (await getStore()).db.destroy();

  // Workers run this file, also when `npm start` imported it.
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  const size = Math.max(1, Number(process.env.WORKERS) || availableParallelism());
  const stateFile = join(serviceConfig().dataDir, 'server.json');
  const live = new Set();
  let serving = build;
  let stopping = false;

  /** Forks a worker on `dir`; resolves once it listens, rejects when it dies first. */
  const start = (dir) =>
    new Promise((listening, failed) => {
      // The other builds' bundles stay reachable for pages loaded before a switch.
      const child = cluster.fork({ DIST_DIR: dir, EARLIER_BUILDS: otherBuilds(dir).join(delimiter) });
      const early = (code, signal) => failed(new Error(`a worker on ${dir} stopped before listening (${signal || code})`));
      child.once('exit', early);
      child.once('listening', () => {
        child.off('exit', early);
        live.add(child);
        child.once('exit', (code, signal) => {
          live.delete(child);
          if (stopping || child.retiring) return;
          console.error(`Worker ${child.process.pid} stopped (${signal || code}): starting another.`);
          setTimeout(() => start(serving).catch((error) => console.error(error.message)), 1000);
        });
        listening(child);
      });
    });

  /** Asks a worker to finish its requests and leave ('retire' lets idle keep-alive clients time out, 'stop' closes them). */
  const retire = (child, how) =>
    new Promise((done) => {
      child.retiring = true;
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.send(how);
    });

  const record = (failed = null) =>
    writeFileSync(
      stateFile,
      JSON.stringify({ pid: process.pid, build: serving, failed, workers: live.size, at: new Date().toISOString() }),
    );

  const roll = async () => {
    const next = currentBuild();
    const old = [...live];
    const fresh = [];
    console.log(`Switching to ${next}…`);
    try {
      for (let i = 0; i < size; i++) fresh.push(await start(next));
    } catch (error) {
      console.error(`${error.message}: still serving ${serving}.`);
      await Promise.all(fresh.map((child) => retire(child, 'stop')));
      record(next);
      return;
    }
    serving = next;
    await Promise.all(old.map((child) => retire(child, 'retire')));
    record();
    console.log(`Now serving ${serving} (${live.size} workers).`);
  };

  let rolling = Promise.resolve();
  process.on('SIGHUP', () => {
    rolling = rolling.then(roll);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await Promise.all([...live].map((child) => retire(child, 'stop')));
      rmSync(stateFile, { force: true });
      process.exit(0);
    });
  }

  await Promise.all(Array.from({ length: size }, () => start(serving)));
  record();
  const { host, port } = serverOptions();
  console.log(`Shop running at http://${host}:${port}/ (Persian: /fa/) with ${size} worker${size > 1 ? 's' : ''}, serving ${serving}`);
}

async function worker() {
  const { startServer, serverOptions } = await import('~/server/httpServer.server.ts');
  const server = await startServer(serverOptions());
  // Signals go to the primary, which tells each worker when and how to leave.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
  process.on('message', (how) => {
    if (how !== 'retire' && how !== 'stop') return;
    // Requests still arriving on open connections are answered, with `Connection: close` so the client
    // reconnects to a new worker.
    server.prependListener('request', (_req, res) => {
      res.shouldKeepAlive = false;
    });
    // Node's close() also drops idle keep-alive connections at once, while a client may be sending on one;
    // when retiring they are left to time out (the client knows the timeout), so nothing sent is lost.
    if (how === 'retire') server.closeIdleConnections = () => {};
    server.close(() => process.exit(0));
  });
}
