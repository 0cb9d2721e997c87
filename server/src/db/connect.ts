import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";
import { withStatementCache } from "./sqlite-database.js";

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
  const database = new DatabaseSync(file);
  // WAL lets readers go on while a conversion writes pages; busy_timeout waits out a writer.
  database.exec(`PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;`);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
  });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

function connectPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose server restarts emits "error"; unheard, it would end the process.
  // The pool drops that client and the next query opens a new connection.
  pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: "postgres", close: () => db.destroy() };
}
