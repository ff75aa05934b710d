import type { Kysely } from 'kysely';
import { type DialectKind } from './dialect.server.ts';

export async function up(db: Kysely<any>, kind: DialectKind): Promise<void> {
  // What machines on one PostgreSQL share (docs/machines.md): pictures, variants and built files by key, each with
  // the time its copies carry, and the published builds as maps of paths to content hashes.
  await db.schema
    .createTable('sharedFiles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('body', kind === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sharedBuilds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
}
