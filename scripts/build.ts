// `npm run build`: the Persian font and the share pictures, `astro build`, the service worker, precompression
// (scripts/postbuild.ts), into BUILD_DIR (or dist). Built from a live build (INCREMENTAL_FROM, set by `npm run
// rebuild`) whose code, dictionaries and settings are unchanged, it renders the changed pages with that build's
// kept page code instead (scripts/quickPublish.ts); if that fails, it builds as usual.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const out = process.env.BUILD_DIR || 'dist';
const from = process.env.INCREMENTAL_FROM || null;

async function quickly(live: string): Promise<boolean> {
  const { quickPublish, quickPublishRefusal } = await import('./quickPublish.ts');
  const { settleTwins } = await import('./pageInputs.ts');
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
    await import('./serviceWorker.ts');
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

if (from && (await quickly(from))) process.exit(0);

const node = (...args: string[]) => [process.execPath, args] as const;
const steps = [
  node('scripts/persianFont.ts'),
  node('scripts/shareImages.ts'),
  node('node_modules/astro/bin/astro.mjs', 'build'),
  node('scripts/serviceWorker.ts'),
  node('--import', './scripts/aliases.ts', 'scripts/postbuild.ts'),
];
for (const [command, args] of steps) {
  const run = spawnSync(command, args, { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
