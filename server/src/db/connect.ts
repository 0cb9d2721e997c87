import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";

export type DatabaseKind = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

// PostgreSQL hands bigint (epoch milliseconds, COUNT) back as strings; they fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens `sqlite:<file>` (or `sqlite::memory:`) or `postgres://…`. */
export function connectDatabase(url: string): DatabaseHandle {
  if (url.startsWith("sqlite:")) return connectSqlite(url.slice("sqlite:".length));
  return connectPostgres(url);
}

function connectSqlite(file: string): DatabaseHandle {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  // WAL lets readers go on while a conversion writes pages; busy_timeout waits out a writer.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
  });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

/** Prepared statements kept, least recently used dropped first. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every statement anew, which took about a quarter of a busy API
 * process's time; the same few dozen SQL texts come back on every request, so their
 * prepared statements are kept. Safe to share: Kysely runs one statement at a time on
 * its single SQLite connection, and a statement keeps no state between runs.
 */
export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}

function connectPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose server restarts emits "error"; unheard, it would end the process.
  // The pool drops that client and the next query opens a new connection.
  pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: "postgres", close: () => db.destroy() };
}
