// `npm test`: builds the pages from a fresh demo database, then runs unit, integration, reliability and end-to-end
// tests, and ends with one line counting every test run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const work = mkdtempSync(join(tmpdir(), 'storefront-test-run-'));
const report = (name) => join(work, `${name}.json`);
const steps = [
  { name: 'build', command: 'npm', args: ['run', 'build'], env: { DATA_DIR: join(work, 'data') } },
  { name: 'unit', command: 'npx', args: ['vitest', 'run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${report('unit')}`] },
  { name: 'integration', command: 'npx', args: ['vitest', 'run', '--project', 'integration', '--reporter=default', '--reporter=json', `--outputFile.json=${report('integration')}`] },
  { name: 'reliability', command: 'npx', args: ['vitest', 'run', '--project', 'reliability', '--reporter=default', '--reporter=json', `--outputFile.json=${report('reliability')}`] },
  { name: 'e2e', command: 'npx', args: ['playwright', 'test', '--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report('e2e') } },
  // The page budgets that hold steady on a noisy machine: bytes, Lighthouse scores (median of 3), LCP on 2G.
  { name: 'page budgets', command: 'node', args: ['bench/pages.bench.ts', '--no-build', '--assert'] },
];

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
for (const name of ['unit', 'integration', 'reliability']) {
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
