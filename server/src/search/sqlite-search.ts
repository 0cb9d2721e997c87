import type { InclusiveRange } from "@bindery/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { SQLITE_PLAIN_TABLE, SQLITE_STEMMED_TABLE, sqliteStems } from "../db/search-language.js";
import type { MarkedPage, SearchableBook, SearchPages } from "./search-pages.js";
import { MATCH_END, MATCH_START } from "./search-snippet.js";
import { fts5Query, type SearchWords } from "./search-words.js";

/**
 * Search on SQLite's FTS5 tables (migration 0008): the book's rows are picked by a phrase
 * on the book_id column, pages ranked by bm25 over the text column alone. With the rank
 * given as FTS5's own `rank` (ORDER BY rank), FTS5 sorts the matches itself and
 * highlight() runs for the requested pages only: it reads and tokenizes a page's whole
 * text again.
 */
export function createSqliteSearch(db: Kysely<Database>): SearchPages {
  return async (book: SearchableBook, words: SearchWords, range: InclusiveRange) => {
    const fts = sql.table(sqliteStems(book.language) ? SQLITE_STEMMED_TABLE : SQLITE_PLAIN_TABLE);
    const match = fts5Query(book.id, words);
    const counted = await sql<{ total: number }>`
      SELECT count(*) AS total FROM ${fts} WHERE ${fts} MATCH ${match}`.execute(db);
    const found = await sql<MarkedPage>`
      SELECT p.page_order, p.page_number, ranked.marked
      FROM (
        SELECT rowid AS id, rank, highlight(${fts}, 1, ${MATCH_START}, ${MATCH_END}) AS marked
        FROM ${fts}
        WHERE ${fts} MATCH ${match} AND rank MATCH 'bm25(0.0, 1.0)'
        ORDER BY rank
        LIMIT ${range.end - range.start + 1} OFFSET ${range.start}
      ) AS ranked
      JOIN pages p ON p.rowid = ranked.id
      ORDER BY ranked.rank, p.page_order`.execute(db);
    return { total: Number(counted.rows[0]?.total ?? 0), pages: found.rows };
  };
}
