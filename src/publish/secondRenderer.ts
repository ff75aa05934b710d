// A large build renders on both cores (docs/publishing.md#a-large-build): once Astro has made its prerender bundle, a
// worker thread imports it and renders a share of the pages (secondRendererMain.ts) while Astro renders the rest.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageTwins } from '~/web/builtPage.server.ts';
import type { KeptContext } from './prerenderBundle.ts';

/** Below this many pages to render, a second renderer costs more than it saves (its start is about 2 s). */
const FEWEST_PAGES = 1000;

/** What the second renderer is handed, as a file. */
export interface SecondJob {
  /** The prerender bundle's folder, its entry and what the build handed its app. */
  source: string;
  context: KeptContext;
  /** The build's pages in all (their compression follows the site's size) and the second renderer's share. */
  pages: number;
  paths: string[];
  /** Where it writes the twins it made (src/publish/buildPlan.ts, settleTwins). */
  twinsFile: string;
}

/**
 * The second renderer's share of the pages: Astro's thread spends a little more on each page (its own writing and
 * logging), so an even split would leave the worker idle at the end (docs/budgets.md#measurements-behind-the-code).
 */
const SECOND_PART = 0.52;

/**
 * The second renderer's share of the pages to render: 52 in every 100, spread evenly through the list, when there
 * are enough of them (BUILD_SECOND_RENDERER_PAGES sets how many is enough; 0 turns it off); otherwise none.
 */
export function secondShare(rendered: string[], env: NodeJS.ProcessEnv = process.env): string[] {
  const fewest = env.BUILD_SECOND_RENDERER_PAGES === undefined ? FEWEST_PAGES : Number(env.BUILD_SECOND_RENDERER_PAGES);
  if (!(fewest > 0) || rendered.length < fewest) return [];
  return rendered.filter((_, i) => Math.floor((i + 1) * SECOND_PART) > Math.floor(i * SECOND_PART));
}

/**
 * Starts the second renderer as a worker thread of the build's process, which costs less memory than a process of its
 * own; `done` gives the twins it wrote, and rejects when it fails.
 */
export function startSecondRenderer(out: string, job: Omit<SecondJob, 'twinsFile'>): { done: Promise<PageTwins | null> } {
  const jobFile = join(out, 'second-renderer.json');
  const twinsFile = join(out, 'second-renderer-twins.json');
  writeFileSync(jobFile, JSON.stringify({ ...job, twinsFile } satisfies SecondJob));
  const worker = new Worker(resolve('src/publish/secondRendererMain.ts'), {
    argv: [jobFile],
    execArgv: ['--import', './scripts/aliases.ts'],
  });
  const done = new Promise<PageTwins | null>((resolveDone, reject) => {
    worker.on('error', reject);
    worker.on('exit', (code) => {
      rmSync(jobFile, { force: true });
      if (code !== 0) return reject(new Error(`the second renderer stopped (exit ${code})`));
      const twins = JSON.parse(readFileSync(twinsFile, 'utf8')) as PageTwins | null;
      rmSync(twinsFile, { force: true });
      resolveDone(twins);
    });
  });
  // Awaited at the prerenderer's teardown; until then a failure must not be an unhandled rejection.
  done.catch(() => {});
  return { done };
}

/** The twins both renderers wrote, as one build's. */
export function joinTwins(own: PageTwins | null, second: PageTwins | null): PageTwins | null {
  if (!own || !second) return own ?? second;
  return {
    files: [...own.files, ...second.files],
    scripts: [...new Set([...own.scripts, ...second.scripts])].sort(),
    bytes: own.bytes + second.bytes,
    brotliBytes: own.brotliBytes + second.brotliBytes,
  };
}
