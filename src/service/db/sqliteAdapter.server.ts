import type { DatabaseSync } from 'node:sqlite';
import { type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Wraps Node's built-in `DatabaseSync` in the shape Kysely's SqliteDialect expects.
 * Statements are cached by SQL text: the service runs the same few queries again and again.
 * Transactions begin IMMEDIATE (the service's transactions all write).
 */
export function nodeSqliteDatabase(db: DatabaseSync): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare(text: string): SqliteStatement {
      // Write transactions take the write lock when they begin, so a second process waits its turn (busy
      // timeout) instead of failing with "database is locked" when a read would turn into a write.
      const sql = text === 'begin' ? 'begin immediate' : text;
      let statement = cache.get(sql);
      if (!statement) {
        statement = wrapStatement(db.prepare(sql));
        if (cache.size > 500) cache.clear();
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

function wrapStatement(statement: StatementSync): SqliteStatement {
  const params = (values: ReadonlyArray<unknown>) => values.map((v) => (typeof v === 'boolean' ? Number(v) : v)) as never[];
  return {
    reader: statement.columns().length > 0,
    all: (values) => statement.all(...params(values)),
    run: (values) => {
      const { changes, lastInsertRowid } = statement.run(...params(values));
      return { changes, lastInsertRowid };
    },
    iterate: (values) => statement.iterate(...params(values)),
  };
}
