import type { InclusiveRange } from "@bindery/contract";
import type { BooksTable } from "../db/schema.js";
import type { SearchWords } from "./search-words.js";

export type SearchableBook = Pick<BooksTable, "id" | "language">;

/** A page that matched, with its whole text and the matches marked (see search-snippet.ts). */
export interface MarkedPage {
  page_order: number;
  page_number: number;
  marked: string;
}

/**
 * One database's full-text search over a book's pages: the pages in `range` of the
 * matches ranked best first, and how many pages match in all.
 */
export type SearchPages = (
  book: SearchableBook,
  words: SearchWords,
  range: InclusiveRange,
) => Promise<{ total: number; pages: MarkedPage[] }>;
