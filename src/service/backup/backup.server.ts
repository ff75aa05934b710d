// Backups (docs/operations.md#backups): the database as one consistent file taken while the shop serves, pictures
// linked to the previous backup's copy when unchanged, and a manifest of checksums that a restore checks before
// writing.
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import type { Store } from '~/service/db/database.server.ts';
import { fileSha256, filesUnder } from '~/service/files/fileTree.server.ts';

/** A backup's list of what it holds, written last: a folder without it is not a backup. */
export const MANIFEST = 'manifest.json';
const DATABASE_FILE = 'store.db';
const MEDIA = 'media';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** `sqlite`: the database is `store.db` here; `postgres`: it is not (pg_dump keeps it). */
  database: 'sqlite' | 'postgres';
  files: { path: string; size: number; sha256: string }[];
}

export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
  /** Pictures linked to the previous backup's copy, not copied. */
  linked: number;
  /** Older backups removed to keep `keep`. */
  removed: string[];
}

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** The complete backups in `folder`, oldest first. */
export function backupsIn(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /^\d{8}-\d{6}$/.test(name) && existsSync(join(folder, name, MANIFEST)))
    .sort()
    .map((name) => join(folder, name));
}

export function readManifest(dir: string): BackupManifest {
  return JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as BackupManifest;
}

/**
 * Backs up `store` into a new folder of `folder`, named for the time it began; keeps the newest `keep` backups
 * (all when 0). The folder is written as `<name>.part` and renamed once whole.
 */
export async function backupStore(store: Store, folder: string, keep = 0, at = new Date()): Promise<BackupResult> {
  const previous = backupsIn(folder).at(-1) ?? null;
  const dir = join(folder, stamp(at));
  if (existsSync(dir)) throw new Error(`${dir} already exists: one backup a second at most.`);
  const part = `${dir}.part`;
  rmSync(part, { recursive: true, force: true });
  mkdirSync(part, { recursive: true });
  const files: BackupManifest['files'] = [];
  if (store.kind === 'sqlite') {
    // One read transaction's snapshot, whatever the workers write meanwhile (never a copy of a live WAL file).
    await sql`VACUUM INTO ${join(part, DATABASE_FILE)}`.execute(store.db);
    files.push(entry(part, DATABASE_FILE));
  }
  const linked = backUpMedia(store.mediaDir, part, previous, files);
  const manifest: BackupManifest = { format: 1, createdAt: at.toISOString(), database: store.kind, files };
  writeFileSync(join(part, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  renameSync(part, dir);
  const all = backupsIn(folder);
  const removed = keep > 0 ? all.slice(0, Math.max(0, all.length - keep)) : [];
  for (const old of removed) rmSync(old, { recursive: true, force: true });
  return { dir, manifest, linked, removed };
}

const entry = (dir: string, path: string) => ({ path, size: statSync(join(dir, path)).size, sha256: fileSha256(join(dir, path)) });

/** Copies the pictures into `part`, linking those the previous backup holds with the same bytes; the count linked. */
function backUpMedia(mediaDir: string, part: string, previous: string | null, files: BackupManifest['files']): number {
  const before = new Map((previous ? readManifest(previous).files : []).map((file) => [file.path, file]));
  let linked = 0;
  for (const name of filesUnder(mediaDir)) {
    const path = join(MEDIA, name);
    const source = join(mediaDir, name);
    const found = { path, size: statSync(source).size, sha256: fileSha256(source) };
    const target = join(part, path);
    mkdirSync(dirname(target), { recursive: true });
    const same = before.get(path);
    if (previous && same?.sha256 === found.sha256 && existsSync(join(previous, path))) {
      try {
        linkSync(join(previous, path), target);
        linked += 1;
      } catch {
        copyFileSync(source, target);
      }
    } else copyFileSync(source, target);
    files.push(found);
  }
  return linked;
}

/** What is wrong with a backup's files against its manifest (missing, changed); empty when whole. */
export function backupProblems(dir: string): string[] {
  if (!existsSync(join(dir, MANIFEST))) return [`${dir} has no ${MANIFEST}: not a backup, or not a finished one.`];
  return readManifest(dir).files.flatMap((file) => {
    const path = join(dir, file.path);
    if (!existsSync(path)) return [`${file.path} is missing`];
    return statSync(path).size === file.size && fileSha256(path) === file.sha256 ? [] : [`${file.path} does not match its checksum`];
  });
}

/** The pid of a shop serving `dataDir` (its server.json names a live process), or null. */
export function runningShop(dataDir: string): number | null {
  const state = join(dataDir, 'server.json');
  if (!existsSync(state)) return null;
  try {
    const { pid } = JSON.parse(readFileSync(state, 'utf8')) as { pid: number };
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * Restores backup `dir` into `dataDir`: refuses while a shop serves it or when a file does not match its checksum
 * (then nothing is written). The database the folder held, if any, is kept beside it as `store.db.before-<time>`.
 */
export function restoreBackup(dir: string, dataDir: string, at = new Date()): { manifest: BackupManifest; kept: string | null } {
  const pid = runningShop(dataDir);
  if (pid !== null) throw new Error(`A shop is running on ${dataDir} (process ${pid}): stop it before restoring.`);
  const problems = backupProblems(dir);
  if (problems.length > 0) throw new Error(`The backup ${dir} is damaged; nothing was restored:\n- ${problems.join('\n- ')}`);
  const manifest = readManifest(dir);
  mkdirSync(join(dataDir, MEDIA), { recursive: true });
  let kept: string | null = null;
  if (manifest.database === 'sqlite') {
    const database = join(dataDir, DATABASE_FILE);
    if (existsSync(database)) {
      kept = `${database}.before-${stamp(at)}`;
      renameSync(database, kept);
    }
    for (const side of ['-wal', '-shm']) rmSync(`${database}${side}`, { force: true });
    copyFileSync(join(dir, DATABASE_FILE), database);
  }
  for (const file of manifest.files.filter((file) => file.path.startsWith(`${MEDIA}/`))) {
    mkdirSync(dirname(join(dataDir, file.path)), { recursive: true });
    copyFileSync(join(dir, file.path), join(dataDir, file.path));
  }
  return { manifest, kept };
}
