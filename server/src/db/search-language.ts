/**
 * How a book's language picks the way its words are indexed, in one place for the
 * migration that builds the indexes (in SQL) and the queries that read them.
 *
 * The language is a BCP 47 tag ("en", "fr-CA", sometimes "pt_BR"); only its primary
 * subtag counts. PostgreSQL has a stemming text search configuration for many languages
 * and "simple" (no stemming) for the rest. SQLite's FTS5 stems only English (porter):
 * books in English, or in a language nobody knows (most are English), use the stemmed
 * index; the others an index of plain words.
 */
export const POSTGRES_SEARCH_CONFIGS: Readonly<Record<string, string>> = {
  ar: "arabic",
  ca: "catalan",
  da: "danish",
  de: "german",
  el: "greek",
  en: "english",
  es: "spanish",
  eu: "basque",
  fi: "finnish",
  fr: "french",
  ga: "irish",
  hi: "hindi",
  hu: "hungarian",
  hy: "armenian",
  id: "indonesian",
  it: "italian",
  lt: "lithuanian",
  nb: "norwegian",
  ne: "nepali",
  nl: "dutch",
  nn: "norwegian",
  no: "norwegian",
  pt: "portuguese",
  ro: "romanian",
  ru: "russian",
  sr: "serbian",
  sv: "swedish",
  ta: "tamil",
  tr: "turkish",
  yi: "yiddish",
};

/** PostgreSQL's configuration for a language without one of its own. */
export const POSTGRES_FALLBACK_CONFIG = "simple";

/** The SQLite FTS5 tables: English stemming, and plain words for every other language. */
export const SQLITE_STEMMED_TABLE = "pages_fts_stemmed";
export const SQLITE_PLAIN_TABLE = "pages_fts_plain";

/** The primary subtag, lower case: "pt_BR" → "pt"; "" when unknown. */
export function primaryLanguage(language: string | null): string {
  return (language ?? "").split(/[-_]/)[0]?.toLowerCase() ?? "";
}

/** True when SQLite indexes the book's pages with English stemming. */
export function sqliteStems(language: string | null): boolean {
  const primary = primaryLanguage(language);
  return primary === "" || primary === "en";
}
