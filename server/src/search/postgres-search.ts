import type { InclusiveRange } from "@bindery/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import type { SearchableBook, SearchPages } from "./search-pages.js";
import { MATCH_END, MATCH_START } from "./search-snippet.js";
import { type SearchWords, tsqueryText } from "./search-words.js";

/** ts_headline marks every match of the whole page; the snippet is cut in JavaScript. */
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`;

/**
 * Search on PostgreSQL's page_search table (migration 0008): the words as a tsquery in the
 * book's text search configuration (bindery_search_config, the one its pages were indexed
 * with), pages ranked by ts_rank; only the requested pages get a headline.
 */
export function createPostgresSearch(db: Kysely<Database>): SearchPages {
  return async (book: SearchableBook, words: SearchWords, range: InclusiveRange) => {
    const query = sql`to_tsquery(bindery_search_config(${book.language}), ${tsqueryText(words)})`;
    const counted = await sql<{ total: number }>`
      SELECT count(*)::int AS total FROM page_search
      WHERE book_id = ${book.id} AND search_vector @@ ${query}`.execute(db);
    const found = await sql<{ page_order: number; page_number: number; marked: string }>`
      WITH q AS (SELECT ${query} AS query),
      top AS (
        SELECT p.page_order, p.page_number, p.page_content,
          ts_rank(s.search_vector, q.query) AS rank
        FROM page_search s JOIN pages p ON p.id = s.page_id, q
        WHERE s.book_id = ${book.id} AND s.search_vector @@ q.query
        ORDER BY rank DESC, p.page_order
        LIMIT ${range.end - range.start + 1} OFFSET ${range.start}
      )
      SELECT top.page_order, top.page_number,
        ts_headline(bindery_search_config(${book.language}), top.page_content, q.query,
          ${HEADLINE_OPTIONS}) AS marked
      FROM top, q
      ORDER BY top.rank DESC, top.page_order`.execute(db);
    return { total: Number(counted.rows[0]?.total ?? 0), pages: found.rows };
  };
}
