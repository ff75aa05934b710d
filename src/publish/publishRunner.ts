// Runs a publish started in the staff area: detached, it holds the publish lock while `npm run rebuild` runs (output to
// DATA_DIR/publish.log), records the end in publish.json and releases the lock; on PostgreSQL it shares its progress.
import { spawn } from 'node:child_process';

const id = process.argv[2] ?? '';
const { finishRecord, holdLock, publishFiles, readRecord } = await import('~/service/publish/publishState.server.ts');
const { publishView, recordPublishEnd } = await import('~/service/publish/publish.server.ts');
const { mirrorView } = await import('~/service/publish/sharedPublish.server.ts');
const { databaseKind, getStore } = await import('~/service/db/database.server.ts');
const { serviceConfig } = await import('~/service/config.server.ts');
const files = publishFiles();
holdLock(files, id);

// With several machines, the progress is mirrored into the database every second for the others (docs/machines.md).
const store = databaseKind(serviceConfig().databaseUrl) === 'postgres' ? await getStore() : null;
// One at a time, so the last one written is the build's outcome, never a progress read before it.
let mirrored = Promise.resolve();
const mirror = () => {
  if (!store) return mirrored;
  const view = publishView(files);
  mirrored = mirrored.then(() =>
    mirrorView(store.db, view).catch((error: Error) => console.error(`Could not mirror the progress: ${error.message}`)),
  );
  return mirrored;
};
const mirroring = setInterval(() => void mirror(), 1000);

const code = await new Promise<number>((done) => {
  const child = spawn(process.execPath, ['--import', './scripts/aliases.ts', 'src/publish/rebuild.ts'], { stdio: 'inherit' });
  child.once('error', (error) => {
    console.error(error.message);
    done(1);
  });
  child.once('exit', (status, signal) => done(signal ? 1 : (status ?? 1)));
});
finishRecord(files, id, code === 0);
clearInterval(mirroring);
await mirror();
// The end in the record of changes, in the name of who started it.
const ended = readRecord(files);
if (ended?.id === id) {
  const recorder = store ?? (await getStore());
  await recordPublishEnd(recorder.db, ended).catch((error: Error) => console.error(`Could not record the end: ${error.message}`));
  if (recorder !== store) await recorder.db.destroy();
}
await store?.db.destroy();
process.exit(code);
