// The live build's spare (docs/publishing.md#the-spare): its client folder again as hard links, made in the
// background, so the next publish takes it instead of linking every file. Nothing is written into a spare, only
// unlinked or renamed over.
import { spawn } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFiles } from '~/shared/publish/pagePath.ts';
import { buildsDir } from './builds.ts';
import { readBuiltInputs, readCodeFiles } from './buildPlan.ts';

const SPARE = '.spare';
const MAKING = '.spare-making';
/** Written last: a spare without it is not finished. */
const MARK = 'spare.json';

/** Where the spare of the build `live` is kept: beside the rebuilds, on their disk (a rename moves it into one). */
export function spareOf(live: string): string {
  return join(buildsDir(), `${basename(live)}${SPARE}`);
}

/** Starts making `live`'s spare in a process of its own at a low priority: nobody waits for it. */
export function prepareSpare(live: string): void {
  const child = spawn(
    process.execPath,
    ['--import', fileURLToPath(new URL('../../scripts/aliases.ts', import.meta.url)), fileURLToPath(import.meta.url), live],
    { detached: true, stdio: 'ignore' },
  );
  child.once('error', () => {});
  try {
    if (child.pid) setPriority(child.pid, 10);
  } catch {
    // left at the server's priority
  }
  child.unref();
}

/** Makes the spare of `live` (every page and code file it lists), unless it is there; removes every other spare. */
export function makeSpare(live: string): void {
  const inputs = readBuiltInputs(live);
  const code = readCodeFiles(live);
  if (!inputs || !code) return;
  const root = buildsDir();
  const spare = spareOf(live);
  mkdirSync(root, { recursive: true });
  // Another build's spare is of no more use; a half-made one was left by a maker that stopped.
  for (const name of readdirSync(root))
    if ((name.endsWith(SPARE) && join(root, name) !== spare) || name.endsWith(MAKING))
      rmSync(join(root, name), { recursive: true, force: true });
  if (existsSync(join(spare, MARK))) return;
  const making = join(root, `${basename(live)}${MAKING}`);
  const from = join(live, 'client');
  const made = new Set<string>();
  for (const name of [...Object.keys(inputs.pages).flatMap(pageFiles), ...code]) {
    const target = join(making, 'client', name);
    const dir = dirname(target);
    if (!made.has(dir)) mkdirSync(dir, { recursive: true });
    made.add(dir);
    try {
      linkSync(join(from, name), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // a small page has no twins
    }
  }
  writeFileSync(join(making, MARK), JSON.stringify({ from: resolve(live) }));
  renameSync(making, spare);
}

/** Claims `live`'s finished spare for the build `out`, moved beside it; its folder, or null when there is none. */
export function takeSpare(live: string, out: string): string | null {
  const spare = spareOf(live);
  try {
    if ((JSON.parse(readFileSync(join(spare, MARK), 'utf8')) as { from: string }).from !== resolve(live)) return null;
    const claimed = `${resolve(out)}.carrying`;
    renameSync(spare, claimed);
    return claimed;
  } catch {
    return null; // none, another publish took it, or on another disk
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) makeSpare(resolve(process.argv[2]!));
