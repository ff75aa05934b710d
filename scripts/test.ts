// `npm test`: checks format, lint and types, builds the pages from a fresh demo database, then runs unit,
// integration, reliability and end-to-end tests and the budgets (tests/support/suite.ts), and ends with one line
// counting every test run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countTests, suiteSteps } from '../tests/support/suite.ts';

const work = mkdtempSync(join(tmpdir(), 'storefront-test-run-'));
const postgres = process.env.TEST_DATABASE_URL || '';
if (!postgres) console.log('TEST_DATABASE_URL is not set: the suites run on SQLite only (.ci/run also runs them on PostgreSQL).');

let status = 0;
for (const step of suiteSteps(work, postgres)) {
  console.log(`\n> ${step.command} ${step.args.join(' ')}`);
  const run = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  if (run.status !== 0) {
    status = run.status ?? 1;
    console.error(`\n${step.name} failed`);
    break;
  }
}

const { passed, failed, skipped } = countTests(work);
rmSync(work, { recursive: true, force: true });
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status || (failed > 0 ? 1 : 0));
