// The runner of a publish started in the staff area (src/service/publish/publish.server.ts): started detached
// with the build's id, it holds the publish lock while `npm run rebuild` (scripts/rebuild.ts) runs, its output
// going to DATA_DIR/publish.log, then records how it ended in DATA_DIR/publish.json and releases the lock.
import { spawn } from 'node:child_process';

const id = process.argv[2] ?? '';
const { finishRecord, holdLock, publishFiles } = await import('~/service/publish/publishState.server.ts');
const files = publishFiles();
holdLock(files, id);

const code = await new Promise<number>((done) => {
  const child = spawn(process.execPath, ['--import', './scripts/aliases.ts', 'scripts/rebuild.ts'], { stdio: 'inherit' });
  child.once('error', (error) => {
    console.error(error.message);
    done(1);
  });
  child.once('exit', (status, signal) => done(signal ? 1 : (status ?? 1)));
});
finishRecord(files, id, code === 0);
process.exit(code);
