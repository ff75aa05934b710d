// `/healthz` and `/readyz`, for a load balancer or a monitor (docs/operations.md#health): cheap, never cached,
// answered before anything else reads the request.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sql } from 'kysely';
import { getStore, pendingMigrations } from '~/service/db/database.server.ts';

/** How long `/readyz` waits for the database before it calls the shop not ready. */
const DATABASE_WAIT_MS = 2000;

/** What a server tells its health calls: the build it serves, and whether it is leaving (after a publish or a stop). */
export interface HealthState {
  distDir: string;
  draining: boolean;
}

/** What `/readyz` found, each part true when fine. */
export interface Readiness {
  ready: boolean;
  database: boolean;
  migrations: boolean;
  build: boolean;
  draining: boolean;
}

/** Whether this process should be sent requests: its database answers, is up to date, its build is there, it is not leaving. */
export async function readiness(state: HealthState): Promise<Readiness> {
  const build = existsSync(join(state.distDir, 'server', 'entry.mjs'));
  const { database, migrations } = await databaseReadiness();
  return { ready: database && migrations && build && !state.draining, database, migrations, build, draining: state.draining };
}

async function databaseReadiness(): Promise<{ database: boolean; migrations: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('the database did not answer in time')), DATABASE_WAIT_MS);
  });
  try {
    const { db, kind } = await Promise.race([getStore(), late]);
    await Promise.race([sql`SELECT 1`.execute(db), late]);
    return { database: true, migrations: (await Promise.race([pendingMigrations(db, kind), late])) === 0 };
  } catch {
    return { database: false, migrations: false };
  } finally {
    clearTimeout(timer);
  }
}

/** Answers `/healthz` (the process answers) and `/readyz` (503 when not ready); false for any other path. */
export function answerHealth(req: IncomingMessage, res: ServerResponse, pathname: string, state: HealthState): boolean {
  if (pathname !== '/healthz' && pathname !== '/readyz') return false;
  const send = (status: number, body: object) => {
    const text = JSON.stringify(body);
    // A check that came in before the server was told to leave answers after it (it waits for the database):
    // it closes the connection too, so the balancer's next check reaches a server that stays.
    if (state.draining) res.shouldKeepAlive = false;
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(text),
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store' });
    res.end();
  } else if (pathname === '/healthz') send(200, { ok: true });
  else
    void readiness(state).then(
      (found) => send(found.ready ? 200 : 503, found),
      () => send(503, { ready: false }),
    );
  return true;
}
