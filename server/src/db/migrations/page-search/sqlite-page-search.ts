import { type Kysely, sql } from "kysely";
import { SQLITE_PLAIN_TABLE, SQLITE_STEMMED_TABLE } from "../../search-language.js";

// The primary subtag of a language column, lower case, "" when null: search-language.ts's
// primaryLanguage in SQLite's SQL.
const primary = (column: string) =>
  `lower(substr(replace(coalesce(${column}, ''), '_', '-') || '-', 1, ` +
  `instr(replace(coalesce(${column}, ''), '_', '-') || '-', '-') - 1))`;
// search-language.ts's sqliteStems: English, or unknown.
const stems = (column: string) => `(${primary(column)} IN ('', 'en'))`;

// The index tables hold the pages' text again (highlight() reads it from there) and take
// the page's rowid as their own, so a page's entry is found without a scan.
const TOKENIZERS = {
  [SQLITE_STEMMED_TABLE]: "porter unicode61 remove_diacritics 2",
  [SQLITE_PLAIN_TABLE]: "unicode61 remove_diacritics 2",
};

/** Indexes the pages of `book` (a SQL expression) in the table their language picks. */
const indexPages = (where: string, language: string) => [
  `INSERT INTO ${SQLITE_STEMMED_TABLE}(rowid, book_id, page_content)
     SELECT p.rowid, p.book_id, p.page_content FROM pages p WHERE ${where} AND ${stems(language)};`,
  `INSERT INTO ${SQLITE_PLAIN_TABLE}(rowid, book_id, page_content)
     SELECT p.rowid, p.book_id, p.page_content FROM pages p WHERE ${where} AND NOT ${stems(language)};`,
];
const unindex = (rowids: string) => [
  `DELETE FROM ${SQLITE_STEMMED_TABLE} WHERE rowid IN (${rowids});`,
  `DELETE FROM ${SQLITE_PLAIN_TABLE} WHERE rowid IN (${rowids});`,
];
const bookLanguage = "(SELECT language FROM books WHERE id = new.book_id)";

const STATEMENTS = [
  ...Object.entries(TOKENIZERS).map(
    ([table, tokenize]) =>
      `CREATE VIRTUAL TABLE ${table} USING fts5(book_id, page_content, tokenize = '${tokenize}')`,
  ),
  `CREATE TRIGGER pages_search_insert AFTER INSERT ON pages BEGIN
     ${indexPages("p.rowid = new.rowid", bookLanguage).join("\n")}
   END`,
  `CREATE TRIGGER pages_search_update AFTER UPDATE OF page_content ON pages BEGIN
     ${unindex("old.rowid").join("\n")}
     ${indexPages("p.rowid = new.rowid", bookLanguage).join("\n")}
   END`,
  `CREATE TRIGGER pages_search_delete AFTER DELETE ON pages BEGIN
     ${unindex("old.rowid").join("\n")}
   END`,
  // The converter learns a book's language once its pages are in: they move to the other
  // index when the new language is indexed differently.
  `CREATE TRIGGER books_search_language AFTER UPDATE OF language ON books
   WHEN ${stems("old.language")} <> ${stems("new.language")} BEGIN
     ${unindex("SELECT rowid FROM pages WHERE book_id = new.id").join("\n")}
     ${indexPages("p.book_id = new.id", "new.language").join("\n")}
   END`,
  ...indexPages("1 = 1", "(SELECT language FROM books b WHERE b.id = p.book_id)"),
];

export async function createSqlitePageSearch(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function dropSqlitePageSearch(db: Kysely<unknown>): Promise<void> {
  for (const trigger of [
    "pages_search_insert",
    "pages_search_update",
    "pages_search_delete",
    "books_search_language",
  ]) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
  }
  for (const table of Object.keys(TOKENIZERS)) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
