// The second renderer of a large build, a worker thread (src/publish/secondRenderer.ts): renders its share of the pages with the
// prerender bundle Astro's build just made, through the same middleware (inputs noted, loader inlined, twins written).
import { readFileSync, writeFileSync } from 'node:fs';
import type { BuildPlan } from '~/web/builtPage.server.ts';
import { settleTwins } from './buildPlan.ts';
import { importEntry, restoreContext } from './prerenderBundle.ts';
import { renderPages, staticPaths } from './quickPublish.ts';
import type { SecondJob } from './secondRenderer.ts';

const started = Date.now();
const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as SecondJob;
const out = process.env.BUILD_DIR || 'dist';
const { app } = await importEntry(job.source);
restoreContext(app, job.context, (line) => console.warn(line));
(globalThis as Record<symbol, unknown>)[Symbol.for('storefront.buildPlan')] = { pages: job.pages, bothCores: true } satisfies BuildPlan;
await renderPages(app, job.context.origin, job.paths, await staticPaths(app), out);
writeFileSync(job.twinsFile, JSON.stringify(await settleTwins()));
console.log(`\nThe second thread rendered ${job.paths.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
