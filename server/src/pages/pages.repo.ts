import type { InclusiveRange } from "@bindery/contract";
import type { Kysely } from "kysely";
import { createBookContentsRepo } from "../book-data/book-contents.repo.js";
import type { Database } from "../db/schema.js";
import type { Clock } from "../lib/clock.js";

/** Thrown inside the delete transaction to roll it back when the page is already gone. */
class PageGone extends Error {}

/** Reading and editing book pages; pages are created by books.repo.ts (appendPages). */
export function createPagesRepo(db: Kysely<Database>, clock: Clock) {
  return {
    /** Pages whose page_order lies in the range, both ends included, in reading order. */
    listRange: (bookId: string, range: InclusiveRange) =>
      db
        .selectFrom("pages")
        .selectAll()
        .where("book_id", "=", bookId)
        .where("page_order", ">=", range.start)
        .where("page_order", "<=", range.end)
        .orderBy("page_order")
        .execute(),

    /** A page with what decides who may change it. */
    findWithBook: (pageId: string) =>
      db
        .selectFrom("pages")
        .innerJoin("books", "books.id", "pages.book_id")
        .select([
          "pages.id",
          "pages.book_id",
          "books.owner_id",
          "books.is_public_domain",
          "books.status",
        ])
        .where("pages.id", "=", pageId)
        .executeTakeFirst(),

    async updateContent(bookId: string, pageId: string, pageContent: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("pages")
          .set({ page_content: pageContent })
          .where("id", "=", pageId)
          .execute();
        await createBookContentsRepo(trx).pageEdited(bookId);
      });
    },

    /**
     * Deletes a page, moves every later page one place up and counts one page fewer, all
     * or nothing. False when the page was already deleted.
     */
    async deleteAndShift(bookId: string, pageId: string): Promise<boolean> {
      try {
        await db.transaction().execute(async (trx) => {
          // The book row is updated first: it locks the book, so two deletes in one book
          // run one after the other (no deadlock between their shifts of overlapping
          // pages) and the second sees the orders the first left. SQLite runs one
          // writer at a time anyway.
          await trx
            .updateTable("books")
            .set((eb) => ({
              bindery_pages_count: eb
                .case()
                .when("bindery_pages_count", ">", 0)
                .then(eb("bindery_pages_count", "-", 1))
                .else(0)
                .end(),
              updated_at: clock(),
            }))
            .where("id", "=", bookId)
            .execute();
          const deleted = await trx
            .deleteFrom("pages")
            .where("id", "=", pageId)
            .where("book_id", "=", bookId)
            .returning("page_order")
            .executeTakeFirst();
          if (!deleted) throw new PageGone();
          await trx
            .updateTable("pages")
            .set((eb) => ({ page_order: eb("page_order", "-", 1) }))
            .where("book_id", "=", bookId)
            .where("page_order", ">", deleted.page_order)
            .execute();
          await createBookContentsRepo(trx).pageDeleted(bookId, deleted.page_order);
        });
        return true;
      } catch (error) {
        if (error instanceof PageGone) return false;
        throw error;
      }
    },
  };
}

export type PagesRepo = ReturnType<typeof createPagesRepo>;
