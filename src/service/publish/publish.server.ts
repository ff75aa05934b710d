import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { serviceConfig } from '~/service/config.server.ts';
import type { Db, Store } from '~/service/db/database.server.ts';
import { lockRule } from '~/service/db/ruleLock.server.ts';
import { log } from '~/service/observe/log.server.ts';
import { recordChange } from '~/service/access/audit.server.ts';
import { unpublishedChanges } from './unpublished.server.ts';
import type { StaffMember } from '~/service/access/staffAccess.server.ts';
import {
  buildSeconds,
  clearStaleLock,
  expectedPages,
  lockHolder,
  lockState,
  publishFiles,
  readRecord,
  readLog,
  releaseLock,
  servedBuild,
  settleAbandoned,
  takeLock,
  viewOf,
  writeRecord,
  type PublishFiles,
  type PublishRecord,
} from './publishState.server.ts';
import { mirroredView, mirrorView, newerView, runningElsewhere } from './sharedPublish.server.ts';
import type { PublishView } from '~/shared/contract/staff/publish.ts';

/** The runner (src/publish/publishRunner.ts) runs `npm run rebuild` and records how it ended. */
const RUNNER = ['--import', './scripts/aliases.ts', 'src/publish/publishRunner.ts'];

/** The changes a publish's record names; more are counted. */
const PUT_LIVE_LISTED = 20;

/** Said in the failure's lines when the runner disappeared mid-build. */
const INTERRUPTED = 'The publishing process stopped before the build finished: nothing was switched.';

/** Where publishing stands now, a build whose runner is gone settled as failed. */
export function publishView(files: PublishFiles = publishFiles()): PublishView {
  const record = settleAbandoned(files, INTERRUPTED);
  return viewOf(record, record?.state === 'building' ? readLog(files) : '', Date.now(), startingAt(files, record));
}

/**
 * When a build that has taken the lock but not yet written its record started (another worker, this very
 * moment); null when there is none.
 */
function startingAt(files: PublishFiles, record: PublishRecord | null): number | null {
  if (lockState(files) !== 'held') return null;
  const holder = lockHolder(files);
  if (holder) return holder.id !== record?.id ? holder.at : null;
  // The lock has no content yet (created, not yet written): a build is starting all the same.
  return record?.state === 'building' ? null : Date.now();
}

/**
 * Where publishing stands for the shop: this machine's view, or a later build another machine runs or ran
 * (docs/machines.md).
 */
export async function shopPublishView(store: Store, files: PublishFiles = publishFiles()): Promise<PublishView> {
  const own = publishView(files);
  return store.kind === 'postgres' ? newerView(own, await mirroredView(store.db)) : own;
}

/**
 * Joining: waits (a moment at most) for the build holding the lock to write its record, so the answer shows that
 * build.
 */
async function joinedView(files: PublishFiles): Promise<PublishView> {
  for (let wait = 0; wait < 40; wait++) {
    const holder = lockHolder(files);
    // A lock with no content yet is being written this very moment: waited for like the record.
    if (holder ? readRecord(files)?.id === holder.id : lockState(files) !== 'held') break;
    await new Promise((pause) => setTimeout(pause, 50));
  }
  return publishView(files);
}

/**
 * Starts a build, or joins the one running (only one at a time, across every worker process): `started`
 * tells which. The start is recorded in the audit log in the same transaction that starts it.
 */
export async function startPublish(
  store: Store,
  member: StaffMember,
  files: PublishFiles = publishFiles(),
): Promise<{ view: PublishView; started: boolean }> {
  const { db } = store;
  // A build running on another machine of the shop is joined like one running here.
  const elsewhere = store.kind === 'postgres' ? await mirroredView(db) : null;
  if (runningElsewhere(elsewhere)) return { view: elsewhere.view, started: false };
  for (let attempt = 0; attempt < 2; attempt++) {
    const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
    if (takeLock(files, id)) {
      let joined: PublishView | null;
      try {
        joined = await db.transaction().execute((trx) => startLocked(trx, store, member, files, id));
      } catch (error) {
        releaseLock(files, id);
        throw error;
      }
      if (joined) {
        releaseLock(files, id);
        return { view: joined, started: false };
      }
      return { view: publishView(files), started: true };
    }
    if (lockState(files) !== 'stale') break;
    clearStaleLock(files);
  }
  return { view: await joinedView(files), started: false };
}

/**
 * Inside the start's transaction, this machine's lock held: takes the shop-wide publish lock, then joins a build
 * another machine just started (its view) or records, starts and mirrors this one (null).
 */
async function startLocked(trx: Db, store: Store, member: StaffMember, files: PublishFiles, id: string): Promise<PublishView | null> {
  await lockRule(trx, 'publish');
  const elsewhere = store.kind === 'postgres' ? await mirroredView(trx) : null;
  if (runningElsewhere(elsewhere)) return elsewhere.view;
  const last = settleAbandoned(files, INTERRUPTED);
  const startedAt = Date.now();
  // What this publish puts live: the changes the build being served does not show.
  const pending = await unpublishedChanges(trx, servedBuild(files) ?? (process.env.DIST_DIR || null), PUT_LIVE_LISTED);
  await recordChange(trx, member, {
    action: 'publish',
    subject: 'site',
    before: last ? { state: last.state, build: last.build } : null,
    after: {
      state: 'building',
      startedAt: new Date(startedAt).toISOString(),
      changes: pending.count,
      putsLive: pending.latest.map((entry) => ({ action: entry.action, subject: entry.subject })),
    },
  });
  writeRecord(files, {
    id,
    state: 'building',
    startedAt,
    finishedAt: null,
    startedBy: member.name,
    starter: { accountId: member.accountId, phoneNumber: member.phoneNumber },
    total: expectedPages(files, last),
    written: null,
    lastSeconds: buildSeconds(last) ?? last?.lastSeconds ?? null,
    build: null,
    error: null,
  });
  runDetached(files, id);
  log.info({ event: 'publish started', id, by: member.name }, `${member.name} started a publish`);
  if (store.kind === 'postgres') await mirrorView(trx, publishView(files));
  return null;
}

/**
 * Runs the build in a process of its own group, not tied to this worker: the switch it ends with retires the
 * worker that started it. Its output goes to the log the state reads.
 */
function runDetached(files: PublishFiles, id: string) {
  const out = openSync(files.log, 'w');
  try {
    const child = spawn(process.execPath, [...RUNNER, id], {
      cwd: process.cwd(),
      env: buildEnvironment(),
      detached: true,
      stdio: ['ignore', out, out],
    });
    child.on('error', () => {}); // a runner that cannot start leaves its lock to be found stale
    child.unref();
  } finally {
    closeSync(out);
  }
}

/**
 * The build's environment: this server's, less what makes a process its worker. PUBLISH_BUILD_ENV_FILE, set by test
 * servers only, adds settings from a JSON file (a broken service address, to test a failing build).
 */
function buildEnvironment(): NodeJS.ProcessEnv {
  // BUILD_PROGRESS: the compression step reports its progress for the staff page (src/publish/postbuild.ts).
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: serviceConfig().dataDir, BUILD_PROGRESS: '1' };
  for (const name of ['NODE_UNIQUE_ID', 'NODE_CHANNEL_FD', 'NODE_CHANNEL_SERIALIZATION_MODE', 'DIST_DIR', 'EARLIER_BUILDS'])
    delete env[name];
  const extra = process.env.PUBLISH_BUILD_ENV_FILE;
  if (extra && existsSync(extra)) Object.assign(env, JSON.parse(readFileSync(extra, 'utf8')) as Record<string, string>);
  return env;
}

/**
 * Records how a build ended (`publish.live` or `publish.failed`) in the name of who started it, once the runner has
 * written its outcome: how long it took and the pages it wrote, or why it failed.
 */
export async function recordPublishEnd(db: Db, record: PublishRecord): Promise<void> {
  if (record.state === 'building' || !record.starter || record.finishedAt === null) return;
  await recordChange(
    db,
    { ...record.starter, name: record.startedBy },
    {
      action: record.state === 'live' ? 'publish.live' : 'publish.failed',
      subject: 'site',
      after: {
        seconds: Math.round((record.finishedAt - record.startedAt) / 1000),
        ...(record.state === 'live' ? { pages: record.written } : { error: (record.error ?? '').split('\n').at(-1) }),
      },
    },
    record.finishedAt,
  );
}
