// The steps of `npm test` (scripts/test.ts runs them in order and stops at the first that fails) and the count of
// the tests they ran, from their JSON reports.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/** The suite's steps, writing their reports into `work`; with `postgres` (TEST_DATABASE_URL), twice over the database suites. */
export function suiteSteps(work: string, postgres: string): Step[] {
  const report = (name: string) => reportOf(work, name);
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
  return [
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
}

/** Where a step's JSON report goes. */
const reportOf = (work: string, name: string) => join(work, `${name}.json`);

/** The tests the steps ran, from the reports they wrote (the vitest projects' and Playwright's). */
export function countTests(work: string): { passed: number; failed: number; skipped: number } {
  const report = (name: string) => reportOf(work, name);
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
  return { passed, failed, skipped };
}
