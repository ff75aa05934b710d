import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrlFor, dropDatabaseFor } from './database.ts';

/** A free loopback port. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

/**
 * Starts the built shop (`scripts/serve.ts`) on a data folder (a new temporary one unless given; with
 * TEST_DATABASE_URL, on a PostgreSQL database of its own) and waits until it answers; `stop` ends it and
 * removes a temporary folder and its database.
 */
export async function startShop(options: { dataDir?: string; env?: Record<string, string>; logFile?: string } = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-shop-'));
  const port = await freePort();
  const databaseUrl = await databaseUrlFor(dataDir);
  // The shop runs as in production: without what vitest sets (NODE_ENV=test and Vite's own), with which a
  // publish would build the pages for development.
  const inherited = { ...process.env };
  for (const name of ['NODE_ENV', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL']) delete inherited[name];
  // Its log (standard output) into a file instead, when asked: a benchmark's own process has no time to read it.
  const logFile = options.logFile ? openSync(options.logFile, 'a') : undefined;
  const child: ChildProcess = spawn(process.execPath, ['--import', './scripts/aliases.ts', 'scripts/serve.ts'], {
    // One worker unless a test asks for more: most tests are about answers, not processes.
    env: {
      ...inherited,
      WORKERS: '1',
      // The tests' shops are the demo shop unless a test says otherwise.
      DEMO_SHOP: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...options.env,
    },
    stdio: ['ignore', logFile ?? 'pipe', 'pipe'],
    // A process group of its own, so a crash can take the primary and its workers down at once.
    detached: true,
  });
  if (logFile !== undefined) closeSync(logFile);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop stopped while starting:\n${output}`);
    try {
      if ((await fetch(`${url}/v1/package/list/active`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The shop did not start in time:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    url,
    dataDir,
    /** The primary's pid, which leads the process group of the primary and its workers. */
    pid: child.pid!,
    /** What the primary and its workers have printed so far (their log). */
    output: () => output,
    /** Kills the server, primary and workers, at once (SIGKILL), as a power cut would, keeping its data folder. */
    crash: async () => {
      process.kill(-child.pid!, 'SIGKILL');
      await new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done(null) : child.once('exit', done)));
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done(null) : child.once('exit', done)));
      if (options.dataDir) return;
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabaseFor(dataDir);
    },
  };
}
