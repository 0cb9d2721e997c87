import type {
  BookPagesResponse,
  InclusiveRange,
  MyBooksResponse,
  PublicBooksResponse,
  SnapshotsResponse,
} from "@bindery/contract";
import { bookMessages, readingProgressPercent } from "@bindery/contract";
import { readableOr404 } from "../book-data/book-access.js";
import { bookFileAccess } from "../files/file-access.js";
import type { FileAddresses } from "../files/file-urls.js";
import { forbidden } from "../lib/http-errors.js";
import { toPage } from "../pages/page-view.js";
import type { PagesRepo } from "../pages/pages.repo.js";
import type { BookListsRepo, ShelfScope } from "./book-lists.repo.js";
import { toBook } from "./book-view.js";
import type { BooksRepo } from "./books.repo.js";
import type { SnapshotsRepo } from "./snapshots.repo.js";

export interface BooksServiceDeps {
  books: BooksRepo;
  lists: BookListsRepo;
  pages: PagesRepo;
  snapshots: SnapshotsRepo;
  urls: FileAddresses;
}

/** Reading books: one book's pages and snapshots, the two shelves, and deleting one's own. */
export function createBooksService({ books, lists, pages, snapshots, urls }: BooksServiceDeps) {
  return {
    /** The book and its pages in the range; a book still converting answers what exists. */
    async bookWithPages(
      bookId: string,
      userId: string | null,
      range: InclusiveRange,
    ): Promise<BookPagesResponse> {
      const book = readableOr404(await books.findBook(bookId), userId);
      const access = bookFileAccess(book);
      const rows = await pages.listRange(book.id, range);
      return { book: toBook(book, urls), pages: rows.map((row) => toPage(row, urls, access)) };
    },

    async snapshots(
      bookId: string,
      userId: string | null,
      range: InclusiveRange,
    ): Promise<SnapshotsResponse> {
      const book = readableOr404(await books.findBook(bookId), userId);
      const access = bookFileAccess(book);
      const rows = await snapshots.listRange(book.id, range);
      return {
        snapshots: rows.map((row) => ({
          snap_shot_url: urls.url(row.image_key, access),
          page_number: row.page_number,
          thumb_url: row.thumb_key ? urls.url(row.thumb_key, access) : null,
        })),
      };
    },

    /**
     * The owner deletes an uploaded book: a book the caller cannot read is "not found",
     * as everywhere, and a public-domain book is refused, being everyone's.
     */
    async deleteOwnBook(bookId: string, userId: string): Promise<{ success: true }> {
      const book = readableOr404(await books.findBook(bookId), userId);
      if (book.is_public_domain === 1) throw forbidden(bookMessages.publicDomainNotDeletable);
      await books.deleteUploadedBook(book.id);
      return { success: true };
    },

    async publicBooks(range: InclusiveRange): Promise<PublicBooksResponse> {
      const { rows, total } = await lists.publicPage(range);
      return { public_books: rows.map((row) => toBook(row, urls)), total };
    },

    /** My Books is the user's own uploads; Continue reading adds the public books they opened. */
    async shelf(
      userId: string,
      scope: ShelfScope,
      range: InclusiveRange,
    ): Promise<MyBooksResponse> {
      const { rows, total } = await lists.shelfPage(userId, scope, range);
      return {
        books: rows.map((row) => {
          const lastReadPage = row.last_read_page ?? 0;
          return {
            ...toBook(row, urls),
            // Derived now rather than stored: the page count changes while a book converts.
            progress:
              row.last_read_page === null
                ? 0
                : readingProgressPercent(lastReadPage, row.bindery_pages_count),
            last_read_page: lastReadPage,
            theme_id: row.theme_id,
          };
        }),
        total,
      };
    },
  };
}

export type BooksService = ReturnType<typeof createBooksService>;
