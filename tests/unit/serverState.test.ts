import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerState, writeServerState } from '~/publish/serverState.ts';

// `npm run rebuild` polls the server's state file while the primary rewrites it: a torn read once reported a publish
// that went live as failed.
const folders: string[] = [];
const stateFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-server-state-'));
  folders.push(dir);
  return join(dir, 'server.json');
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const state = (build: string) => ({ pid: 4242, build, failed: null, workers: 2, at: new Date(0).toISOString() });

describe("the server's state file", () => {
  it('reads back what was written, and leaves no half-written file beside it', () => {
    const file = stateFile();
    expect(readServerState(file)).toBeNull();
    writeServerState(file, state('/builds/a'));
    expect(readServerState(file)).toEqual(state('/builds/a'));
    expect(existsSync(`${file}.next`)).toBe(false);
  });

  it('reads a cut-off or foreign file as unreadable, not as a server gone', () => {
    const file = stateFile();
    writeFileSync(file, '{"pid": 42, "bui');
    expect(readServerState(file)).toBe('unreadable');
    writeFileSync(file, '');
    expect(readServerState(file)).toBe('unreadable');
    writeFileSync(file, '[1]');
    expect(readServerState(file)).toBe('unreadable');
  });

  it('is never read half written while another thread rewrites it', async () => {
    const file = stateFile();
    writeServerState(file, state('/builds/first'));
    const module = resolve('src/publish/serverState.ts');
    const writer = new Worker(
      `const { writeServerState } = await import(${JSON.stringify(module)});
       const long = '/builds/' + 'x'.repeat(20000);
       for (let i = 0; i < 3000; i++) writeServerState(${JSON.stringify(file)}, { pid: 4242, build: long + i, failed: null, workers: 2, at: '' });`,
      { eval: true },
    );
    const done = new Promise((end, fail) => writer.once('exit', end).once('error', fail));
    let reads = 0;
    let torn = 0;
    let finished = false;
    void done.then(() => (finished = true));
    while (!finished) {
      const read = readServerState(file);
      reads++;
      if (read === null || read === 'unreadable') torn++;
      await new Promise((next) => setImmediate(next));
    }
    await done;
    expect(reads).toBeGreaterThan(10);
    expect(torn).toBe(0);
  });
});
