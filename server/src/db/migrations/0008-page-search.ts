import { type Kysely, type Migration, SqliteAdapter } from "kysely";
import {
  createPostgresPageSearch,
  dropPostgresPageSearch,
} from "./page-search/postgres-page-search.js";
import { createSqlitePageSearch, dropSqlitePageSearch } from "./page-search/sqlite-page-search.js";

// Search inside a book runs on each database's own full-text search (SQLite FTS5,
// PostgreSQL tsvector with a GIN index), kept in step with the pages by triggers so that
// every way pages change (conversion, edits, deletes, a deleted book) is covered. The
// pages already stored are indexed here. See docs/decisions/0012.
const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

export const pageSearch: Migration = {
  async up(db: Kysely<unknown>) {
    await (isSqlite(db) ? createSqlitePageSearch(db) : createPostgresPageSearch(db));
  },
  async down(db: Kysely<unknown>) {
    await (isSqlite(db) ? dropSqlitePageSearch(db) : dropPostgresPageSearch(db));
  },
};
