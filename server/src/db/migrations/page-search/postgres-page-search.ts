import { type Kysely, sql } from "kysely";
import { POSTGRES_FALLBACK_CONFIG, POSTGRES_SEARCH_CONFIGS } from "../../search-language.js";

/**
 * bindery_search_config(language): search-language.ts's choice of text search
 * configuration, in SQL, so that indexing (triggers) and queries use one rule. Only the
 * configurations this server has are named (older versions lack some); with the unaccent
 * extension each is a copy that also folds accents, as SQLite's index does ("Natasha"
 * finds "Natásha").
 */
async function configFunction(db: Kysely<unknown>): Promise<string[]> {
  const existing = await sql<{ cfgname: string }>`SELECT cfgname FROM pg_ts_config`.execute(db);
  const has = new Set(existing.rows.map((row) => row.cfgname));
  const byLanguage = Object.entries(POSTGRES_SEARCH_CONFIGS).filter(([, config]) =>
    has.has(config),
  );
  const unaccent = await createUnaccent(db);
  const name = (config: string) => (unaccent ? `bindery_${config}` : config);
  const statements: string[] = [];
  if (unaccent) {
    const configs = new Set([...byLanguage.map(([, config]) => config), POSTGRES_FALLBACK_CONFIG]);
    for (const config of configs) {
      const stem = config === "simple" ? "simple" : `${config}_stem`;
      statements.push(
        `CREATE TEXT SEARCH CONFIGURATION ${name(config)} (COPY = ${config})`,
        `ALTER TEXT SEARCH CONFIGURATION ${name(config)}
           ALTER MAPPING FOR hword, hword_part, word WITH unaccent, ${stem}`,
      );
    }
  }
  const cases = byLanguage.map(([code, config]) => `WHEN '${code}' THEN '${name(config)}'`);
  statements.push(`CREATE FUNCTION bindery_search_config(language text) RETURNS regconfig
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT (CASE lower(split_part(replace(coalesce(language, ''), '_', '-'), '-', 1))
        ${cases.join(" ")} ELSE '${name(POSTGRES_FALLBACK_CONFIG)}' END)::regconfig
    $$`);
  return statements;
}

/**
 * The unaccent extension when this server has it and lets the migration create it (a
 * savepoint keeps a refusal from aborting the migration's transaction): search then
 * works without accents, else with them.
 */
async function createUnaccent(db: Kysely<unknown>): Promise<boolean> {
  const available =
    await sql`SELECT 1 FROM pg_available_extensions WHERE name = 'unaccent'`.execute(db);
  if (available.rows.length === 0) return false;
  await sql`SAVEPOINT bindery_unaccent`.execute(db);
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
    await sql`RELEASE SAVEPOINT bindery_unaccent`.execute(db);
    return true;
  } catch {
    await sql`ROLLBACK TO SAVEPOINT bindery_unaccent`.execute(db);
    return false;
  }
}

// A page's words live in page_search (not in pages, whose rows every reader fetches):
// written by a trigger when a page is inserted or its text changes, removed with the page
// (foreign key), and rewritten when the book's language changes.
const STATEMENTS = [
  `CREATE TABLE page_search (
     page_id text PRIMARY KEY REFERENCES pages(id) ON DELETE CASCADE,
     book_id text NOT NULL,
     search_vector tsvector NOT NULL
   )`,
  `INSERT INTO page_search (page_id, book_id, search_vector)
     SELECT p.id, p.book_id, to_tsvector(bindery_search_config(b.language), p.page_content)
     FROM pages p JOIN books b ON b.id = p.book_id`,
  "CREATE INDEX page_search_words ON page_search USING gin (search_vector)",
  "CREATE INDEX page_search_book ON page_search (book_id)",
  `CREATE FUNCTION bindery_index_page() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO page_search (page_id, book_id, search_vector)
       SELECT NEW.id, NEW.book_id, to_tsvector(bindery_search_config(b.language), NEW.page_content)
       FROM books b WHERE b.id = NEW.book_id
     ON CONFLICT (page_id) DO UPDATE SET search_vector = excluded.search_vector;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER pages_search AFTER INSERT OR UPDATE OF page_content ON pages
     FOR EACH ROW EXECUTE FUNCTION bindery_index_page()`,
  `CREATE FUNCTION bindery_reindex_book() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE page_search s
       SET search_vector = to_tsvector(bindery_search_config(NEW.language), p.page_content)
       FROM pages p WHERE p.id = s.page_id AND s.book_id = NEW.id;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER books_search_language AFTER UPDATE OF language ON books FOR EACH ROW
     WHEN (bindery_search_config(OLD.language) IS DISTINCT FROM bindery_search_config(NEW.language))
     EXECUTE FUNCTION bindery_reindex_book()`,
];

export async function createPostgresPageSearch(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...(await configFunction(db)), ...STATEMENTS]) {
    await sql.raw(statement).execute(db);
  }
}

export async function dropPostgresPageSearch(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    "DROP TRIGGER IF EXISTS books_search_language ON books",
    "DROP TRIGGER IF EXISTS pages_search ON pages",
    "DROP FUNCTION IF EXISTS bindery_reindex_book()",
    "DROP FUNCTION IF EXISTS bindery_index_page()",
    "DROP TABLE IF EXISTS page_search",
    "DROP FUNCTION IF EXISTS bindery_search_config(text)",
  ]) {
    await sql.raw(statement).execute(db);
  }
  const copies = await sql<{ cfgname: string }>`
    SELECT cfgname FROM pg_ts_config WHERE cfgname LIKE 'bindery\_%'`.execute(db);
  for (const { cfgname } of copies.rows) {
    await sql.raw(`DROP TEXT SEARCH CONFIGURATION IF EXISTS ${cfgname}`).execute(db);
  }
}
