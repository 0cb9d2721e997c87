import type { BookSearchResponse, InclusiveRange } from "@bindery/contract";
import { readableOr404 } from "../book-data/book-access.js";
import type { BooksRepo } from "../books/books.repo.js";
import type { SearchPages } from "./search-pages.js";
import { snippetOf } from "./search-snippet.js";
import { searchWords } from "./search-words.js";

/** Search inside one book, for whoever may read it. */
export function createSearchService(deps: { books: BooksRepo; search: SearchPages }) {
  return {
    async search(
      bookId: string,
      userId: string | null,
      query: { q: string } & InclusiveRange,
    ): Promise<BookSearchResponse> {
      const book = readableOr404(await deps.books.findBook(bookId), userId);
      const words = searchWords(query.q);
      // Only punctuation ("--", "***"): nothing a page could match.
      if (words.terms.length === 0) return { results: [], total: 0 };
      const { total, pages } = await deps.search(book, words, query);
      return {
        total,
        results: pages.map((page) => ({
          page_order: page.page_order,
          page_number: page.page_number,
          ...snippetOf(page.marked),
        })),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
