import type { InclusiveRange } from "@bindery/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { SQLITE_PLAIN_TABLE, SQLITE_STEMMED_TABLE, sqliteStems } from "./search-language.js";
import type { MarkedPage, SearchableBook, SearchPages } from "./search-pages.js";
import { MATCH_END, MATCH_START } from "./search-snippet.js";
import { fts5Query, type SearchWords } from "./search-words.js";

/**
 * Search on SQLite's FTS5 tables (migration 0008): the book's rows are picked by a phrase
 * on the book_id column, pages ranked by bm25 over the text column alone. Matches are
 * ranked first and only the requested pages are highlighted: highlight() reads and
 * tokenizes a page's whole text again.
 */
export function createSqliteSearch(db: Kysely<Database>): SearchPages {
  return async (book: SearchableBook, words: SearchWords, range: InclusiveRange) => {
    const fts = sql.table(sqliteStems(book.language) ? SQLITE_STEMMED_TABLE : SQLITE_PLAIN_TABLE);
    const match = fts5Query(book.id, words);
    const counted = await sql<{ total: number }>`
      SELECT count(*) AS total FROM ${fts} WHERE ${fts} MATCH ${match}`.execute(db);
    const ranked = await sql<{ id: number; page_order: number; page_number: number }>`
      SELECT ${fts}.rowid AS id, p.page_order, p.page_number
      FROM ${fts} JOIN pages p ON p.rowid = ${fts}.rowid
      WHERE ${fts} MATCH ${match}
      ORDER BY bm25(${fts}, 0.0, 1.0), p.page_order
      LIMIT ${range.end - range.start + 1} OFFSET ${range.start}`.execute(db);
    const ids = ranked.rows.map((row) => row.id);
    const marked = new Map<number, string>();
    if (ids.length > 0) {
      const highlighted = await sql<{ id: number; marked: string }>`
        SELECT rowid AS id, highlight(${fts}, 1, ${MATCH_START}, ${MATCH_END}) AS marked
        FROM ${fts} WHERE ${fts} MATCH ${match} AND rowid IN (${sql.join(ids)})`.execute(db);
      for (const row of highlighted.rows) marked.set(row.id, row.marked);
    }
    return {
      total: Number(counted.rows[0]?.total ?? 0),
      pages: ranked.rows.map(
        (row): MarkedPage => ({
          page_order: row.page_order,
          page_number: row.page_number,
          marked: marked.get(row.id) ?? "",
        }),
      ),
    };
  };
}
