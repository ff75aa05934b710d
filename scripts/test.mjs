// `npm test`: builds the pages from a fresh demo database, then runs unit, integration and end-to-end tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-build-'));
const steps = [
  ['npm', ['run', 'build'], { DATA_DIR: dataDir }],
  ['npx', ['vitest', 'run', '--project', 'unit'], {}],
  ['npx', ['vitest', 'run', '--project', 'integration'], {}],
  ['npx', ['playwright', 'test'], {}],
];
let status = 0;
for (const [command, args, env] of steps) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (run.status !== 0) {
    status = run.status ?? 1;
    break;
  }
}
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
