/** The two databases the migrations write for. */
export type DialectKind = 'sqlite' | 'postgres';

/** An id column's definition: an identity on PostgreSQL, an AUTOINCREMENT key on SQLite. */
export const autoIdOf = (kind: DialectKind) => (col: any) =>
  kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
