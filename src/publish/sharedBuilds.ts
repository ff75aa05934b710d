// Builds shared by every machine on one PostgreSQL (docs/machines.md): each file once under `build/<sha256>`, the
// build a map of paths to hashes, then NOTIFY storefront_builds; each primary copies the files it lacks and switches
// to it.
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { sql } from 'kysely';
import type { Store } from '~/service/db/database.server.ts';
import { inGroups, sharedFiles, type SharedFiles } from '~/service/db/sharedFiles.server.ts';
import { fileSha256, filesUnder } from '~/service/files/fileTree.server.ts';
import { buildsDir } from './builds.ts';

/** The channel builds are announced on; the payload is the build's name. */
export const BUILDS_CHANNEL = 'storefront_builds';
/** Kept in a shared or copied build: its files' hashes, and the time of its entry point they belong to. */
const FILES_RECORD = 'build-files.json';
/** The entry point is always written, never linked: its time tells the newest build on this disk (builds.ts). */
const ENTRY = 'server/entry.mjs';
/** The advisory lock sharing holds (any number the shop's other locks do not use). */
const SHARE_LOCK = 7_318_001;
/** Builds kept in the database; the files only older ones use are removed. */
const KEPT = 3;

const entryTime = (dir: string) => (existsSync(join(dir, ENTRY)) ? statSync(join(dir, ENTRY)).mtimeMs : 0);
/**
 * Every file of a build (path relative to it, `/`-separated) with its SHA-256; recorded in the build once worked out.
 */
export function buildFiles(dir: string): Record<string, string> {
  const record = join(dir, FILES_RECORD);
  if (existsSync(record)) {
    const kept = JSON.parse(readFileSync(record, 'utf8')) as { entry: number; files: Record<string, string> };
    if (kept.entry === entryTime(dir)) return kept.files;
  }
  const files = Object.fromEntries(
    filesUnder(dir)
      .filter((path) => path !== FILES_RECORD)
      .map((path) => [path, fileSha256(join(dir, path))]),
  );
  // A new file, not the one there rewritten: a build's files may be links to another build's.
  writeFileSync(`${record}.${process.pid}.tmp`, JSON.stringify({ entry: entryTime(dir), files }));
  renameSync(`${record}.${process.pid}.tmp`, record);
  return files;
}

/** The newest build shared (names are start times, so the newest sorts last), or null. */
export async function newestSharedBuild(store: Store): Promise<{ id: string; at: number } | null> {
  const row = await store.db.selectFrom('sharedBuilds').select(['id', 'at']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ?? null;
}

function sharedOf(store: Store): SharedFiles {
  const shared = sharedFiles(store);
  if (!shared) throw new Error('Builds are shared through PostgreSQL only (DATABASE_URL).');
  return shared;
}

/**
 * Puts a finished build into the shared files (the bytes of files no earlier build had) and records it, then
 * removes what only builds older than the last few used. Does not announce it: see `announceBuild`.
 */
export async function shareBuild(store: Store, dir: string): Promise<{ files: number; added: number; bytes: number }> {
  // One share at a time across the machines (a session lock on one connection): a share's files must not be
  // removed by another machine's clean-up before its build is recorded.
  return store.db.connection().execute(async (db) => {
    await sql`SELECT pg_advisory_lock(${SHARE_LOCK})`.execute(db);
    try {
      return await shareOnce({ ...store, db }, dir);
    } finally {
      await sql`SELECT pg_advisory_unlock(${SHARE_LOCK})`.execute(db);
    }
  });
}

async function shareOnce(store: Store, dir: string): Promise<{ files: number; added: number; bytes: number }> {
  const shared = sharedOf(store);
  const files = buildFiles(dir);
  const pathOf = new Map(Object.entries(files).map(([path, hash]) => [hash, path]));
  const stored = await shared.times([...pathOf.keys()].map((hash) => `build/${hash}`));
  const missing = [...pathOf].filter(([hash]) => !stored.has(`build/${hash}`));
  let added = 0;
  let bytes = 0;
  // In groups, so a full build's files are not all in memory at once.
  for (const paths of inGroups(missing, 200)) {
    const group = paths.map(([hash, path]) => ({ key: `build/${hash}`, body: readFileSync(join(dir, path)) }));
    bytes += group.reduce((sum, file) => sum + file.body.byteLength, 0);
    added += await shared.putMany(group, Date.now());
  }
  await store.db
    .insertInto('sharedBuilds')
    .values({ id: basename(dir), files: JSON.stringify(files), at: Date.now() })
    .execute();
  await forgetOldBuilds(store);
  return { files: Object.keys(files).length, added, bytes };
}

/** Keeps the newest few builds in the database, and only the files they use. */
async function forgetOldBuilds(store: Store) {
  const builds = await store.db.selectFrom('sharedBuilds').select(['id', 'files']).orderBy('id', 'desc').execute();
  if (builds.length <= KEPT) return;
  const used = new Set(builds.slice(0, KEPT).flatMap((build) => Object.values(JSON.parse(build.files) as Record<string, string>)));
  const keys = await store.db.selectFrom('sharedFiles').select('key').where('key', 'like', 'build/%').execute();
  const unused = keys.map((row) => row.key).filter((key) => !used.has(key.slice('build/'.length)));
  for (const group of inGroups(unused, 500)) await store.db.deleteFrom('sharedFiles').where('key', 'in', group).execute();
  await store.db
    .deleteFrom('sharedBuilds')
    .where(
      'id',
      'in',
      builds.slice(KEPT).map((build) => build.id),
    )
    .execute();
}

/** Tells every listening server that a build was shared. */
export async function announceBuild(store: Store, id: string): Promise<void> {
  await sql`SELECT pg_notify(${BUILDS_CHANNEL}, ${id})`.execute(store.db);
}

/**
 * Copies shared build `id` into this machine's builds/ and returns its folder: files the build `from` holds
 * with the same bytes are linked (no copy), the rest read from the database. A build already here is used as it is.
 */
export async function fetchBuild(store: Store, id: string, from: string | null): Promise<{ dir: string; read: number; linked: number }> {
  const target = join(buildsDir(), id);
  if (entryTime(target) > 0) return { dir: target, read: 0, linked: 0 };
  const row = await store.db.selectFrom('sharedBuilds').select('files').where('id', '=', id).executeTakeFirst();
  if (!row) throw new Error(`No shared build ${id}.`);
  const files = JSON.parse(row.files) as Record<string, string>;
  const here = new Map(Object.entries(from ? buildFiles(from) : {}).map(([path, hash]) => [hash, path]));
  const part = `${target}.part-${process.pid}`;
  rmSync(part, { recursive: true, force: true });
  const wanted = new Map<string, string[]>();
  let linked = 0;
  for (const [path, hash] of Object.entries(files)) {
    mkdirSync(dirname(join(part, path)), { recursive: true });
    const local = here.get(hash);
    if (local && from && path !== ENTRY) {
      try {
        linkSync(join(from, local), join(part, path));
      } catch {
        copyFileSync(join(from, local), join(part, path));
      }
      linked += 1;
    } else wanted.set(hash, [...(wanted.get(hash) ?? []), path]);
  }
  const hashes = [...wanted.keys()];
  const shared = sharedOf(store);
  // getMany asks in groups of its own; these bound how many bodies are held at once.
  for (const group of inGroups(hashes, 100)) {
    const bodies = await shared.getMany(group.map((hash) => `build/${hash}`));
    for (const hash of group) {
      const body = bodies.get(`build/${hash}`);
      if (!body) throw new Error(`Shared build ${id} lacks a file (${wanted.get(hash)![0]}).`);
      for (const path of wanted.get(hash)!) writeFileSync(join(part, path), body);
    }
  }
  writeFileSync(join(part, FILES_RECORD), JSON.stringify({ entry: entryTime(part), files }));
  renameSync(part, target);
  return { dir: target, read: Object.keys(files).length - linked, linked };
}
