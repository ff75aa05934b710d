// `npm test`: checks format, lint and types, builds the pages from a fresh demo database, then runs unit,
// integration, reliability and end-to-end tests, and ends with one line counting every test run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const work = mkdtempSync(join(tmpdir(), 'storefront-test-run-'));
const report = (name: string) => join(work, `${name}.json`);
const vitest = (project: string, name = project) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report(name)}`,
];
// With TEST_DATABASE_URL (a PostgreSQL server where the user may create databases), the integration and
// reliability suites run a second time, each test shop on a PostgreSQL database of its own.
const postgres = process.env.TEST_DATABASE_URL || '';
const steps = [
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'types', command: 'npm', args: ['run', 'check'] },
  { name: 'build', command: 'npm', args: ['run', 'build'], env: { DATA_DIR: join(work, 'data'), DEMO_SHOP: '1' } },
  { name: 'unit', command: 'npx', args: vitest('unit') },
  { name: 'integration', command: 'npx', args: vitest('integration'), env: { TEST_DATABASE_URL: '' } },
  { name: 'reliability', command: 'npx', args: vitest('reliability'), env: { TEST_DATABASE_URL: '' } },
  ...(postgres
    ? [
        { name: 'integration on PostgreSQL', command: 'npx', args: vitest('integration', 'integration-pg') },
        { name: 'reliability on PostgreSQL', command: 'npx', args: vitest('reliability', 'reliability-pg') },
      ]
    : []),
  {
    name: 'e2e',
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report('e2e') },
  },
  // The page budgets that hold steady on a noisy machine (bytes, Lighthouse scores and CLS, median of 3; the
  // JavaScript of a 2G visit), on the honest case: every picture a camera photograph, built for the purpose.
  { name: 'page budgets', command: 'node', args: ['--import', './scripts/aliases.ts', 'bench/pages.bench.ts', '--photos', '--assert'] },
  // The publishing budgets on the demo shop: its full build, and an edit live within seconds (docs/publishing.md).
  { name: 'publish budgets', command: 'node', args: ['--import', './scripts/aliases.ts', 'bench/build.bench.ts', '--demo', '--assert'] },
];

if (!postgres) console.log('TEST_DATABASE_URL is not set: the suites run on SQLite only (.ci/run also runs them on PostgreSQL).');

let status = 0;
for (const step of steps) {
  console.log(`\n> ${step.command} ${step.args.join(' ')}`);
  const run = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  if (run.status !== 0) {
    status = run.status ?? 1;
    console.error(`\n${step.name} failed`);
    break;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ['unit', 'integration', 'reliability', 'integration-pg', 'reliability-pg']) {
  if (!existsSync(report(name))) continue;
  const result = JSON.parse(readFileSync(report(name), 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  skipped += result.numPendingTests + result.numTodoTests;
}
if (existsSync(report('e2e'))) {
  const { stats } = JSON.parse(readFileSync(report('e2e'), 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}
rmSync(work, { recursive: true, force: true });
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status || (failed > 0 ? 1 : 0));
