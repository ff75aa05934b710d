import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** A free loopback port. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

/** Starts the built shop (`scripts/serve.mjs`) on a temporary data folder and waits until it answers. */
export async function startShop(env: Record<string, string> = {}): Promise<{ url: string; dataDir: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-test-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop stopped while starting:\n${output}`);
    try {
      // The first catalogue call also seeds the demo catalogue.
      if ((await fetch(`${url}/v1/shop/menu`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The shop did not start in time:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    url,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((done) => (child.exitCode !== null ? done(null) : child.once('exit', done)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const shop = await startShop();
  project.provide('baseUrl', shop.url);
  project.provide('dataDir', shop.dataDir);
  return shop.stop;
}
