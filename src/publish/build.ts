// `npm run build`: font, share pictures, `astro build`, service worker, precompression, into BUILD_DIR. From an
// unchanged live build (INCREMENTAL_FROM) it renders the changed pages with its kept code (quickPublish.ts), else
// builds as usual.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const out = process.env.BUILD_DIR || 'dist';
const from = process.env.INCREMENTAL_FROM || null;

async function quickly(live: string): Promise<boolean> {
  const { quickPublish, quickPublishRefusal } = await import('./quickPublish.ts');
  const { settleTwins } = await import('./buildPlan.ts');
  const refusal = quickPublishRefusal(live);
  if (refusal) {
    console.log(`Building the code too: ${refusal}.`);
    return false;
  }
  console.log(`The code is the live build's: rendering what changed with it (${live}).`);
  // As astro build renders: React's production code.
  process.env.NODE_ENV = 'production';
  try {
    await quickPublish(live, out);
    await import('./writeServiceWorker.ts');
    await import('./postbuild.ts');
    return true;
  } catch (error) {
    console.log(`The live build's code could not render the pages (${(error as Error).message}): building everything.`);
    // Twins still being written would land in the folder the build starts from.
    await settleTwins().catch(() => {});
    rmSync(out, { recursive: true, force: true });
    return false;
  }
}

/**
 * Notes the record of changes' last entry before anything reads the shop (PUBLISHED_THROUGH, written into the build
 * by postbuild.ts): what came after it is not in this build's pages (docs/staff.md#what-is-not-live-yet).
 */
async function notePublishedThrough() {
  const { serviceConfig } = await import('~/service/config.server.ts');
  if (serviceConfig().serviceUrl) return; // pages from another shop's service: its record is not here
  const { openStore } = await import('~/service/db/database.server.ts');
  const { lastChangeId } = await import('~/service/publish/unpublished.server.ts');
  const { openCatalogue } = await import('~/service/seed/demoSeed.server.ts');
  const store = await openStore(serviceConfig().dataDir);
  try {
    await openCatalogue(store);
    process.env.PUBLISHED_THROUGH = String(await lastChangeId(store.db));
  } finally {
    await store.db.destroy();
  }
}

await notePublishedThrough();
if (from && (await quickly(from))) process.exit(0);

const node = (...args: string[]) => [process.execPath, args] as const;
const steps = [
  node('--import', './scripts/aliases.ts', 'src/publish/fontSubset.ts'),
  node('--import', './scripts/aliases.ts', 'src/publish/shareImages.ts'),
  // A larger young generation: rendering makes short-lived strings by the gigabyte, and fewer, larger scavenges
  // took about a tenth off the render threads' time on 10,000 products (docs/publishing.md#a-large-build).
  node('--max-semi-space-size=32', 'node_modules/astro/bin/astro.mjs', 'build'),
  node('--import', './scripts/aliases.ts', 'src/publish/writeServiceWorker.ts'),
  node('--import', './scripts/aliases.ts', 'src/publish/postbuild.ts'),
];
for (const [command, args] of steps) {
  const run = spawnSync(command, args, { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
