import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { serviceConfig } from '~/service/config.server.ts';
import type { PublishView } from '~/shared/contract/staff/publish.ts';

// Publishing's state lives in files under DATA_DIR, not a worker's memory: any worker may answer the next poll, and
// the one that started a build may be retired by its switch (docs/staff.md#publishing).

/** What DATA_DIR/publish.json keeps of the running or last build. */
export interface PublishRecord {
  /** Tells one build from the next (the lock names it too). */
  id: string;
  state: 'building' | 'live' | 'failed';
  startedAt: number;
  finishedAt: number | null;
  startedBy: string;
  /** Who started it, as the record of changes names them: the build's end is recorded in their name. */
  starter?: { accountId: number; phoneNumber: string };
  /** The pages this build is expected to write: the last build's count, or the pages being served. */
  total: number;
  /** The pages written, once finished. */
  written: number | null;
  /** The pages taken over unchanged from the build that was live, once finished (a build of every page: 0). */
  carried?: number;
  /** How long the last build that went live rendering every page took (seconds): a full build's time-left base. */
  lastSeconds?: number | null;
  build: string | null;
  error: string | null;
}

/**
 * The lock's content: the build it belongs to, the process holding it (the runner, once started) and when it was
 * taken.
 */
interface LockHolder {
  id: string;
  pid: number;
  at: number;
}

/** A lock file nobody finished writing is taken as abandoned after this long. */
const UNREADABLE_LOCK_MS = 15_000;

/** The files of publishing under a data folder. */
export function publishFiles(dataDir = serviceConfig().dataDir) {
  return {
    record: join(dataDir, 'publish.json'),
    /** Held (created with `wx`) for as long as a build runs: one build at a time across every process. */
    lock: join(dataDir, 'publish.lock'),
    /** The build's output, as `npm run rebuild` prints it. */
    log: join(dataDir, 'publish.log'),
    /** Written by the server's primary (src/publish/cluster.ts): its pid and the build it serves. */
    server: join(dataDir, 'server.json'),
  };
}
export type PublishFiles = ReturnType<typeof publishFiles>;

const readJson = <T>(path: string): T | null => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
};

/** Writes a file whole or not at all (a reader in another process never sees half of it). */
function writeWhole(path: string, text: string) {
  const next = `${path}.${process.pid}.tmp`;
  writeFileSync(next, text);
  renameSync(next, path);
}

export const readRecord = (files: PublishFiles) => readJson<PublishRecord>(files.record);
export const writeRecord = (files: PublishFiles, record: PublishRecord) => writeWhole(files.record, JSON.stringify(record));
export const readLog = (files: PublishFiles) => (existsSync(files.log) ? readFileSync(files.log, 'utf8') : '');

/** Whether a process is there and not a zombie waiting for its parent. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z /s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** Takes the lock for build `id`; false when another build holds it. */
export function takeLock(files: PublishFiles, id: string): boolean {
  let fd: number;
  try {
    fd = openSync(files.lock, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify({ id, pid: process.pid, at: Date.now() } satisfies LockHolder));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Hands the lock of build `id` to this process (the runner, which outlives the worker that took it). */
export function holdLock(files: PublishFiles, id: string): void {
  const holder = readJson<LockHolder>(files.lock);
  if (holder?.id === id) writeWhole(files.lock, JSON.stringify({ ...holder, pid: process.pid } satisfies LockHolder));
}

/** The build holding the lock (null when free or being written). */
export const lockHolder = (files: PublishFiles) => readJson<LockHolder>(files.lock);

/** Gives up the lock of build `id` (and only of that build). */
export function releaseLock(files: PublishFiles, id: string): void {
  if (readJson<LockHolder>(files.lock)?.id === id) rmSync(files.lock, { force: true });
}

/** 'free', 'held' by a live process, or 'stale': its process is gone (or it was never finished being written). */
export function lockState(files: PublishFiles): 'free' | 'held' | 'stale' {
  let text: string;
  let age: number;
  try {
    text = readFileSync(files.lock, 'utf8');
    age = Date.now() - statSync(files.lock).mtimeMs;
  } catch {
    return 'free';
  }
  let holder: LockHolder | null = null;
  try {
    holder = JSON.parse(text) as LockHolder;
  } catch {
    // being written this moment, or abandoned half-way
  }
  if (!holder) return age > UNREADABLE_LOCK_MS ? 'stale' : 'held';
  return isRunning(holder.pid) ? 'held' : 'stale';
}

/**
 * Removes a stale lock. Only the holder of a short guard (also created with `wx`) may: while the stale lock is
 * there nobody can take a new one, so the guard holder, checking again, never removes a lock just taken.
 */
export function clearStaleLock(files: PublishFiles): void {
  const guard = `${files.lock}.clearing`;
  try {
    closeSync(openSync(guard, 'wx'));
  } catch {
    try {
      if (Date.now() - statSync(guard).mtimeMs > UNREADABLE_LOCK_MS) rmSync(guard, { force: true });
    } catch {
      // gone meanwhile
    }
    return;
  }
  try {
    if (lockState(files) === 'stale') rmSync(files.lock, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

/** A build's output without terminal colours (astro colours its lines when it runs under CI, whatever the output). */
const plainText = (log: string) => log.replace(/\u001b\[[0-9;]*m/g, '');

/** The pages a build's output reports as written: astro prints each prerendered route as `├─ /path`. */
export function pagesWritten(log: string): number {
  return plainText(log).match(/[├└]─ \//g)?.length ?? 0;
}

/**
 * What a build that renders only what changed planned, from its `Rendering N of M pages` line
 * (src/publish/buildPlan.ts): the pages it renders and all the site's pages; null for a build of every page.
 */
export function pagesPlanned(log: string): { rendered: number; all: number } | null {
  const found = /Rendering (\d+) of (\d+) pages/.exec(plainText(log));
  return found ? { rendered: Number(found[1]), all: Number(found[2]) } : null;
}

/**
 * The files compressed so far and of how many, from the build's `precompressing: N of M files` lines
 * (src/publish/postbuild.ts).
 */
export function filesCompressed(log: string): { done: number; total: number } {
  const lines = [...log.matchAll(/precompressing: (\d+) of (\d+) files/g)];
  const last = lines.at(-1);
  return last ? { done: Number(last[1]), total: Number(last[2]) } : { done: 0, total: 0 };
}

/** How long a build that went live rendering every page took, in seconds (null for any other). */
export const buildSeconds = (record: PublishRecord | null) =>
  record?.state === 'live' && record.finishedAt !== null && !record.carried
    ? Math.round((record.finishedAt - record.startedAt) / 1000)
    : null;

/** Whether the build's plan renders every page (src/publish/buildPlan.ts), as the last full build did. */
export const rendersEveryPage = (log: string) => /rendering every page/.test(plainText(log));

/**
 * Seconds until a build ends: a full build counts down from the last full build's time; otherwise from the share done
 * so far (writing pages about a third, compressing the rest). Null with nothing to go on.
 */
export function secondsLeft(
  elapsed: number,
  pages: { written: number; total: number },
  compressed: { done: number; total: number },
  lastSeconds: number | null,
): number | null {
  if (lastSeconds !== null && elapsed < lastSeconds) return Math.max(1, Math.ceil(lastSeconds - elapsed));
  const share = (done: number, total: number) => (total > 0 ? Math.min(done / total, 1) : 0);
  const done = 0.3 * share(pages.written, pages.total) + 0.7 * share(compressed.done, compressed.total);
  if (done <= 0) return null;
  return Math.max(1, Math.ceil((elapsed * (1 - done)) / done));
}

/** The last lines of a build's output, without terminal colours: why it failed. */
export function lastLines(log: string, count = 12): string {
  return plainText(log)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^npm warn /i.test(line))
    .slice(-count)
    .join('\n');
}

/** The build the server serves (its folder), per server.json. */
export function servedBuild(files: PublishFiles): string | null {
  return readJson<{ build?: string }>(files.server)?.build ?? null;
}

/**
 * The pages a build is expected to write: the last build's count, else the pages (and robots.txt, sitemap.xml) being
 * served.
 */
export function expectedPages(files: PublishFiles, last: PublishRecord | null): number {
  if (last?.state === 'live' && last.total) return last.total;
  // The primary writes server.json once every worker listens; until then, this worker's own build is the one served.
  const served = servedBuild(files) ?? (process.env.DIST_DIR || null);
  if (!served) return 0;
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith('.html') || entry.name === 'robots.txt' || entry.name === 'sitemap.xml') count++;
    }
  };
  try {
    walk(join(served, 'client'));
  } catch {
    return count;
  }
  return count;
}

/** Records how build `id` ended (run by the runner when `npm run rebuild` exits), then releases the lock. */
export function finishRecord(files: PublishFiles, id: string, succeeded: boolean, now = Date.now()): void {
  const record = readRecord(files);
  if (record?.id === id && record.state === 'building') {
    const log = readLog(files);
    const written = pagesWritten(log);
    const planned = pagesPlanned(log);
    const stamp = /now serves (\d{8}-\d{6})/.exec(log)?.[1] ?? /points at (\d{8}-\d{6})/.exec(log)?.[1] ?? null;
    writeRecord(files, {
      ...record,
      state: succeeded ? 'live' : 'failed',
      finishedAt: now,
      written,
      // The site's pages: what the next build is expected to write when it writes every page.
      total: succeeded ? (planned?.all ?? written) : record.total,
      carried: succeeded && planned ? planned.all - planned.rendered : 0,
      build: succeeded ? (stamp ?? basename(servedBuild(files) ?? '')) || null : null,
      error: succeeded ? null : lastLines(log),
    });
  }
  releaseLock(files, id);
}

/**
 * A record still 'building' whose runner is gone (killed, or the machine restarted) is marked failed, with
 * the build's last lines. Read again before writing: a runner that just finished wrote its own outcome.
 */
export function settleAbandoned(files: PublishFiles, interrupted: string, now = Date.now()): PublishRecord | null {
  const record = readRecord(files);
  if (record?.state !== 'building' || lockState(files) === 'held') return record;
  const again = readRecord(files);
  if (again?.id !== record.id || again.state !== 'building') return again;
  const settled: PublishRecord = {
    ...record,
    state: 'failed',
    finishedAt: now,
    written: pagesWritten(readLog(files)),
    error: [lastLines(readLog(files), 8), interrupted].filter(Boolean).join('\n'),
  };
  writeRecord(files, settled);
  return settled;
}

/** The state as the staff area shows it; `starting`: the moment a build took the lock, before its record is written. */
export function viewOf(record: PublishRecord | null, log: string, now = Date.now(), starting: number | null = null): PublishView {
  if (starting !== null) {
    const total = record?.state === 'live' ? (record.written ?? 0) : 0;
    const startedAt = new Date(starting).toISOString();
    return {
      state: 'building',
      startedAt,
      finishedAt: null,
      startedBy: null,
      pages: { written: 0, total, carried: 0 },
      compressed: { done: 0, total: 0 },
      secondsLeft: null,
      error: null,
      build: null,
    };
  }
  if (!record) {
    return {
      state: 'idle',
      startedAt: null,
      finishedAt: null,
      startedBy: null,
      pages: { written: 0, total: 0, carried: 0 },
      compressed: { done: 0, total: 0 },
      secondsLeft: null,
      error: null,
      build: null,
    };
  }
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const base = { startedAt: iso(record.startedAt), finishedAt: iso(record.finishedAt), startedBy: record.startedBy, build: record.build };
  if (record.state !== 'building') {
    const written = record.written ?? 0;
    return {
      ...base,
      state: record.state,
      pages: { written, total: Math.max(record.total, written), carried: record.carried ?? 0 },
      compressed: { done: 0, total: 0 },
      secondsLeft: null,
      error: record.error,
    };
  }
  const written = pagesWritten(log);
  // A build that renders only what changed: its own count, and the last build's time says nothing of it.
  const planned = pagesPlanned(log);
  const pages = planned
    ? { written, total: Math.max(planned.rendered, written), carried: planned.all - planned.rendered }
    : { written, total: Math.max(record.total, written), carried: 0 };
  const compressed = filesCompressed(log);
  const elapsed = Math.max(0, now - record.startedAt) / 1000;
  // Until the plan says which pages it renders, nothing says how long it will take.
  const left = secondsLeft(elapsed, pages, compressed, rendersEveryPage(log) ? (record.lastSeconds ?? null) : null);
  return { ...base, state: 'building', pages, compressed, secondsLeft: left, error: null };
}
