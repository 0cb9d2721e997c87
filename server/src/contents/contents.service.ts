import type { BookContentsResponse } from "@bindery/contract";
import { headingContents } from "@bindery/converter";
import { readableOr404 } from "../book-data/book-access.js";
import type { Repos } from "../feature-deps.js";

/**
 * A book's table of contents, for whoever may read the book. Books converted before
 * contents were kept (and books whose headings changed since) get theirs from their
 * headings on the first request; it is stored once the book is finished converting.
 */
export function createContentsService(repos: Pick<Repos, "books" | "bookContents" | "pages">) {
  const stored = repos.bookContents;

  return {
    async contents(bookId: string, userId: string | null): Promise<BookContentsResponse> {
      const book = readableOr404(await repos.books.findBook(bookId), userId);
      let contents = await stored.find(book.id);
      if (!contents) {
        contents = headingContents(
          await repos.pages.headingPages(book.id),
          book.bindery_pages_count,
        );
        // While it converts, more headings are on their way: made again next time.
        if (book.status !== "converting") await stored.save(book.id, contents);
      }
      // A page deleted at the end can leave an entry past the last page.
      const lastPage = Math.max(0, book.bindery_pages_count - 1);
      return {
        source: contents.source,
        entries: contents.entries.map((entry) => ({
          ...entry,
          page_order: Math.min(entry.page_order, lastPage),
        })),
      };
    },
  };
}
