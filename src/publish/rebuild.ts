// `npm run rebuild`: builds the current catalogue into a new folder under builds/, points builds/current at it and
// tells the server to switch workers. A failed build is removed; on PostgreSQL the build is shared with the other
// machines.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildsDir, currentBuild, linkedBuild, pruneBuilds, switchCurrent } from './builds.ts';
import { readServerState } from './serverState.ts';
import { announceBuild, shareBuild } from './sharedBuilds.ts';

const { serviceConfig } = await import('~/service/config.server.ts');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const dir = join(buildsDir(), stamp);
const live = currentBuild();
mkdirSync(buildsDir(), { recursive: true });

console.log(`Rebuilding the pages into ${relative(process.cwd(), dir) || dir}`);
console.log(live ? `The live site keeps serving ${relative(process.cwd(), live) || live} meanwhile.` : 'Nothing is being served yet.');

// The build's own steps (font, pages, service worker, compression) print their progress as they go.
const code = await new Promise((done) => {
  // From the live build, only the pages whose catalogue inputs changed are rendered (docs/publishing.md).
  const env = { ...process.env, BUILD_DIR: dir, ...(live && !process.env.FULL_BUILD ? { INCREMENTAL_FROM: live } : {}) };
  const child = spawn(process.execPath, ['--import', './scripts/aliases.ts', 'src/publish/build.ts'], { stdio: 'inherit', env });
  child.once('exit', (status, signal) => done(signal ? 1 : (status ?? 1)));
});
if (code !== 0 || !existsSync(join(dir, 'server', 'entry.mjs'))) {
  // With the live build's spare it had taken, if it failed while moving its files in (src/publish/spareBuild.ts).
  for (const left of [dir, `${dir}.carrying`]) rmSync(left, { recursive: true, force: true });
  console.error(`\nThe build failed after ${seconds()}: nothing was switched, the live site is unchanged.`);
  process.exit(1);
}
const { databaseKind, getStore } = await import('~/service/db/database.server.ts');
// Only PostgreSQL shares builds; on SQLite the store is not opened at all.
const store = databaseKind(serviceConfig().databaseUrl) === 'postgres' ? await getStore() : null;
if (store) {
  // Shared before anything switches: a build the other machines cannot copy goes live nowhere.
  try {
    const shared = await shareBuild(store, dir);
    console.log(
      `Shared with the other machines: ${shared.added} of ${shared.files} files were new (${(shared.bytes / 1e6).toFixed(1)} MB).`,
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    console.error(`\nThe build could not be shared with the other machines (${(error as Error).message}): nothing was switched.`);
    process.exit(1);
  }
}
const previous = linkedBuild();
switchCurrent(dir);
console.log(`\nBuilt in ${seconds()}; builds/current now points at ${stamp}.`);

const stateFile = join(serviceConfig().dataDir, 'server.json');
const server = readServerState(stateFile);
const pid = server && server !== 'unreadable' ? server.pid : null;
let signalled = false;
try {
  if (pid) process.kill(pid, 'SIGHUP');
  signalled = Boolean(pid);
} catch {
  // no such process: a server that stopped without cleaning up
}
if (store) {
  await announceBuild(store, stamp);
  console.log('The other machines were told of the new build.');
}
await store?.db.destroy();
if (!signalled) {
  pruneBuilds();
  console.log('No running server found: "npm run serve" will serve the new build.');
  process.exit(0);
}
console.log(`Server ${pid} is starting workers on the new build…`);
const deadline = Date.now() + 120_000;
for (let now = readServerState(stateFile); now === 'unreadable' || now?.build !== dir; now = readServerState(stateFile)) {
  if (Date.now() > deadline || now === null || (now !== 'unreadable' && now.failed === dir)) {
    // Point back at what is live, so a restart does not pick the build that would not start.
    if (previous) switchCurrent(previous);
    else rmSync(join(buildsDir(), 'current'), { force: true });
    console.error('The server could not start the new build (see its log): it keeps serving the previous one.');
    process.exit(1);
  }
  await new Promise((wait) => setTimeout(wait, 200));
}
console.log(`Live: the server now serves ${stamp} (${seconds()} in all).`);
// The staff area reports the publish live when this exits: the old builds go in the background.
pruneBuilds(3, true);
