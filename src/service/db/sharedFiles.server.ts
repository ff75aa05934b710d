import type { Db } from './database.server.ts';
import type { DialectKind } from '~/service/db/migrations/dialect.server.ts';

// Machines on one PostgreSQL share files through it (docs/machines.md): `media/`, `media-cache/`, `build/<sha256>`.
// Each keeps a copy on disk and reads only what it lacks; on SQLite the disk is the whole store.

/** A file as the database keeps it: its bytes and the modification time every machine's copy carries. */
export interface SharedFile {
  body: Buffer;
  at: number;
}

/** The shared files of one database. */
export interface SharedFiles {
  get(key: string): Promise<SharedFile | null>;
  /** The bodies of `keys` that are stored (read in batches). */
  getMany(keys: readonly string[]): Promise<Map<string, Buffer>>;
  /** Stores a file unless one is there under its key; returns the time the stored one carries. */
  put(key: string, body: Uint8Array, at: number): Promise<number>;
  /** Stores many files, skipping keys already there; returns how many it added. */
  putMany(files: readonly { key: string; body: Uint8Array }[], at: number): Promise<number>;
  /** The stored times of those of `keys` that are stored. */
  times(keys: readonly string[]): Promise<Map<string, number>>;
}

/** Keys per query, and the bytes one insert may carry. */
const KEYS_AT_ONCE = 500;
const BYTES_AT_ONCE = 16 * 1024 * 1024;

/** `items` cut into groups of at most `size`, in order. */
export const inGroups = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The shared files of a PostgreSQL store; null on SQLite (one machine: nothing to share). */
export function sharedFiles(store: { db: Db; kind: DialectKind }): SharedFiles | null {
  if (store.kind !== 'postgres') return null;
  const { db } = store;
  const times = async (keys: readonly string[]) => {
    const found = new Map<string, number>();
    for (const group of inGroups(keys, KEYS_AT_ONCE)) {
      const rows = await db.selectFrom('sharedFiles').select(['key', 'at']).where('key', 'in', group).execute();
      for (const row of rows) found.set(row.key, row.at);
    }
    return found;
  };
  return {
    async get(key) {
      const row = await db.selectFrom('sharedFiles').select(['body', 'at']).where('key', '=', key).executeTakeFirst();
      return row ? { body: Buffer.from(row.body), at: row.at } : null;
    },
    async getMany(keys) {
      const found = new Map<string, Buffer>();
      for (const group of inGroups(keys, 100)) {
        const rows = await db.selectFrom('sharedFiles').select(['key', 'body']).where('key', 'in', group).execute();
        for (const row of rows) found.set(row.key, Buffer.from(row.body));
      }
      return found;
    },
    async put(key, body, at) {
      await db
        .insertInto('sharedFiles')
        .values({ key, body, at })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      return (await times([key])).get(key) ?? at;
    },
    async putMany(files, at) {
      const stored = await times(files.map((file) => file.key));
      const fresh = files.filter((file) => !stored.has(file.key));
      let added = 0;
      for (let i = 0; i < fresh.length;) {
        const batch: typeof fresh = [];
        let bytes = 0;
        while (i < fresh.length && (batch.length === 0 || bytes + fresh[i]!.body.byteLength <= BYTES_AT_ONCE)) {
          bytes += fresh[i]!.body.byteLength;
          batch.push(fresh[i++]!);
        }
        const result = await db
          .insertInto('sharedFiles')
          .values(batch.map((file) => ({ key: file.key, body: file.body, at })))
          .onConflict((oc) => oc.column('key').doNothing())
          .executeTakeFirst();
        added += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return added;
    },
    times,
  };
}
