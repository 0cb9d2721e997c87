import type { SQLInputValue, StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** What the statement cache needs of node:sqlite's DatabaseSync. */
export type SqliteConnection = {
  prepare(sql: string): StatementSync;
  close(): void;
};

/** Prepared statements kept, least recently used dropped first. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite dialect over node:sqlite, keeping prepared statements. Kysely prepares
 * every statement anew, which took about a quarter of a busy API process's time; the same
 * few dozen SQL texts come back on every request, so their prepared statements are kept.
 * Safe to share: Kysely runs one statement at a time on its single SQLite connection, and
 * a statement keeps no state between runs.
 */
export function withStatementCache(database: SqliteConnection): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = forKysely(database.prepare(sql));
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}

/**
 * A node:sqlite statement in the shape Kysely's SQLite dialect calls: it hands the
 * parameters over as one array, which node:sqlite takes one by one, and it asks whether
 * the statement returns rows (a SELECT, or a write with RETURNING) to read them.
 */
function forKysely(statement: StatementSync): SqliteStatement {
  // Kysely passes the values its queries were built with; SQLite binds the same kinds
  // (null, number, bigint, string, bytes) and node:sqlite rejects any other with a TypeError.
  const bind = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: (parameters) => statement.iterate(...bind(parameters)),
  };
}
