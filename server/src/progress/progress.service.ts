import { type BookDetail, type BookViewUpdate, readingProgressPercent } from "@bindery/contract";
import { readableOr404 } from "../book-data/book-access.js";
import type { BookRow, BooksRepo } from "../books/books.repo.js";
import type { Clock } from "../lib/clock.js";
import type { ThemesService } from "../themes/themes.service.js";
import type { ProgressRepo, ProgressRow } from "./progress.repo.js";

export interface ProgressServiceDeps {
  books: BooksRepo;
  progress: ProgressRepo;
  themes: ThemesService;
  clock: Clock;
}

/** The last page of a book, or 0 while it has none: a saved page never points past it. */
const clampPage = (page: number, book: BookRow) =>
  Math.min(Math.max(0, page), Math.max(0, book.bindery_pages_count - 1));

/** Where a signed-in user is in a book and which themes they read it with. */
export function createProgressService({ books, progress, themes, clock }: ProgressServiceDeps) {
  const detailOf = async (book: BookRow, row: ProgressRow | undefined): Promise<BookDetail> => {
    const lastReadPage = clampPage(row?.last_read_page ?? 0, book);
    return {
      last_read_page: lastReadPage,
      last_read_block: row?.last_read_block ?? 0,
      theme_id: row?.theme_id ?? (await themes.defaultThemeId("book")),
      page_theme_id: row?.page_theme_id ?? (await themes.defaultThemeId("page")),
      // Never opened is 0%, even for a one-page book that would be 100% once shown.
      progress: row ? readingProgressPercent(lastReadPage, book.bindery_pages_count) : 0,
      bindery_pages_count: book.bindery_pages_count,
      original_pages_count: book.original_pages_count,
      place_read_at:
        row && Number(row.place_read_at) > 0
          ? new Date(Number(row.place_read_at)).toISOString()
          : null,
    };
  };

  return {
    async view(bookId: string, userId: string): Promise<BookDetail> {
      const book = readableOr404(await books.findBook(bookId), userId);
      return detailOf(book, await progress.find(userId, book.id));
    },

    async save(bookId: string, userId: string, update: BookViewUpdate): Promise<BookDetail> {
      const book = readableOr404(await books.findBook(bookId), userId);
      if (update.theme_id !== undefined) {
        await themes.assertUsable(update.theme_id, "book", userId, "theme_id");
      }
      if (update.page_theme_id !== undefined) {
        await themes.assertUsable(update.page_theme_id, "page", userId, "page_theme_id");
      }
      const current = await progress.find(userId, book.id);
      const now = clock();
      // A place sent says when it was read (a place read offline arrives late); a clock
      // ahead of ours counts as now. The repository keeps whichever place was read last,
      // so a place read an hour ago offline does not replace one read since elsewhere.
      const sent = update.last_read_page;
      const place =
        sent !== undefined
          ? {
              page: clampPage(sent, book),
              // The block belongs to the page it was sent with: a page without one opens
              // at its start.
              block: update.last_read_block ?? 0,
              readAt: Math.min(update.read_at ? Date.parse(update.read_at) : now, now),
            }
          : {
              // A theme change alone keeps the saved place whole (never read: time 0).
              page: clampPage(current?.last_read_page ?? 0, book),
              block: current?.last_read_block ?? 0,
              readAt: Number(current?.place_read_at ?? 0),
            };
      const row: ProgressRow = {
        user_id: userId,
        book_id: book.id,
        last_read_page: place.page,
        last_read_block: place.block,
        // Stored for reports; answers derive it afresh as the page count may change.
        progress: readingProgressPercent(place.page, book.bindery_pages_count),
        theme_id: update.theme_id !== undefined ? update.theme_id : (current?.theme_id ?? null),
        page_theme_id:
          update.page_theme_id !== undefined
            ? update.page_theme_id
            : (current?.page_theme_id ?? null),
        updated_at: now,
        place_read_at: place.readAt,
      };
      return detailOf(book, await progress.save(row));
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
