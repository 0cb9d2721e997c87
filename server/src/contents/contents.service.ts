import { type BookContentsResponse, HEADING_MARKER } from "@bindery/contract";
import { headingContents } from "@bindery/converter";
import type { Kysely } from "kysely";
import { readableOr404 } from "../book-data/book-access.js";
import { createBookContentsRepo } from "../book-data/book-contents.repo.js";
import type { BooksRepo } from "../books/books.repo.js";
import type { Database } from "../db/schema.js";

/**
 * A book's table of contents, for whoever may read the book. Books converted before
 * contents were kept (and books whose headings changed since) get theirs from their
 * headings on the first request; it is stored once the book is finished converting.
 */
export function createContentsService(deps: { db: Kysely<Database>; books: BooksRepo }) {
  const stored = createBookContentsRepo(deps.db);

  /** Only the pages with a heading paragraph are read: a long novel has few. */
  const headingPages = (bookId: string) =>
    deps.db
      .selectFrom("pages")
      .select(["page_order", "page_content"])
      .where("book_id", "=", bookId)
      .where((eb) =>
        eb.or([
          eb("page_content", "like", `${HEADING_MARKER}%`),
          eb("page_content", "like", `%\n\n${HEADING_MARKER}%`),
        ]),
      )
      .orderBy("page_order")
      .execute();

  return {
    async contents(bookId: string, userId: string | null): Promise<BookContentsResponse> {
      const book = readableOr404(await deps.books.findBook(bookId), userId);
      let contents = await stored.find(book.id);
      if (!contents) {
        contents = headingContents(await headingPages(book.id), book.bindery_pages_count);
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
