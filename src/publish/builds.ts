// Where the built pages live: `npm run build` writes dist/, `npm run rebuild` writes a new folder under
// builds/ (BUILDS_DIR) and points builds/current at it. The server serves the newer of the two.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, realpathSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The folder holding the rebuilds and the `current` link. */
export function buildsDir(): string {
  return resolve(process.env.BUILDS_DIR || 'builds');
}

/** When a build was made: its entry point's time (0: not built). */
export const builtAt = (dir: string) => {
  const entry = join(dir, 'server', 'entry.mjs');
  return existsSync(entry) ? statSync(entry).mtimeMs : 0;
};

/** The build builds/current points at, or null. */
export function linkedBuild(): string | null {
  const link = join(buildsDir(), 'current');
  return existsSync(link) ? realpathSync(link) : null;
}

/** The build to serve: DIST_DIR when set, else the newer of builds/current and dist/ (null when neither is built). */
export function currentBuild(): string | null {
  if (process.env.DIST_DIR) return resolve(process.env.DIST_DIR);
  const candidates = [linkedBuild(), resolve('dist')].filter((dir) => dir !== null);
  const newest = candidates.sort((a, b) => builtAt(b) - builtAt(a))[0];
  return newest && builtAt(newest) > 0 ? newest : null;
}

/** When the build being served was made (0: none). */
export function currentBuildTime(): number {
  const dir = currentBuild();
  return dir ? builtAt(dir) : 0;
}

/** Points builds/current at `dir` in one step (a rename), so a reader never sees it missing. */
export function switchCurrent(dir: string): void {
  const link = join(buildsDir(), 'current');
  const next = `${link}.next`;
  rmSync(next, { force: true });
  symlinkSync(resolve(dir), next);
  renameSync(next, link);
}

/** The rebuilds under builds/, newest first. */
export function keptBuilds(): string[] {
  const root = buildsDir();
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => /^\d{8}-\d{6}$/.test(name) && existsSync(join(root, name, 'server', 'entry.mjs')))
    .map((name) => join(root, name))
    .sort()
    .reverse();
}

/** Every other finished build still on disk (the kept rebuilds and dist/): their bundles stay reachable. */
export function otherBuilds(dir: string): string[] {
  return [...keptBuilds(), resolve('dist')].filter((other) => other !== dir && builtAt(other) > 0);
}

/** The ending of a build being removed in the background. */
const REMOVED = '.removed';

/**
 * Removes all but the `keep` newest finished builds (never the current one). `later`: renamed out of the list at once
 * and removed by a process of its own, so a publish need not wait.
 */
export function pruneBuilds(keep = 3, later = false): void {
  const current = linkedBuild();
  for (const dir of keptBuilds().slice(keep)) {
    if (dir === current) continue;
    if (!later) {
      rmSync(dir, { recursive: true, force: true });
      continue;
    }
    renameSync(dir, `${dir}${REMOVED}`);
  }
  // Those renamed now, and any an earlier removal left behind.
  const root = buildsDir();
  const leaving = existsSync(root) ? readdirSync(root).filter((name) => name.endsWith(REMOVED)) : [];
  if (later && leaving.length > 0)
    spawn('rm', ['-rf', ...leaving.map((name) => join(root, name))], { detached: true, stdio: 'ignore' }).unref();
}
