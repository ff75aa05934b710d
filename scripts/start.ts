// `npm start`: builds when the pages are missing or older than the sources, then serves the shop.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { currentBuildTime } from '~/publish/builds.ts';

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

const builtAt = currentBuildTime();
// The first run (no build yet) opens the demo shop when the database is empty; later runs never do.
if (!builtAt) process.env.DEMO_SHOP ??= '1';
const sourcesAt = Math.max(...['src', 'public', 'astro.config.mjs', 'package-lock.json'].filter(existsSync).map(newestChange));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building the shop…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('./serve.ts');
