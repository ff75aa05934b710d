import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * For a database benchmark: stops without a build; the parent runs it again per database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL) and exits with their outcome; in a child it returns and the benchmark goes on.
 */
export function runPerDatabase(): void {
  if (!existsSync('dist/server/entry.mjs')) {
    console.error('No build found: run "npm run build" first.');
    process.exit(1);
  }
  if (process.env.BENCH_DATABASE) return;
  const kinds = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  if (kinds.length === 1) console.log('PostgreSQL: not measured (set TEST_DATABASE_URL to a server whose user may create databases).');
  let failed = false;
  for (const kind of kinds) {
    const env = { ...process.env, BENCH_DATABASE: kind, TEST_DATABASE_URL: kind === 'postgres' ? process.env.TEST_DATABASE_URL : '' };
    const run = spawnSync(process.execPath, ['--import', './scripts/aliases.ts', process.argv[1]!], { env, stdio: 'inherit' });
    failed ||= run.status !== 0;
  }
  process.exit(failed ? 1 : 0);
}
