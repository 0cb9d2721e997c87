import { HEADING_MARKER, type InclusiveRange, readingProgressPercent } from "@bindery/contract";
import type { Kysely } from "kysely";
import type { CatalogVersion } from "../book-data/catalog-version.js";
import type { Database } from "../db/schema.js";
import type { Transaction } from "../feature-deps.js";
import { assertBookFileKey } from "../files/storage-keys.js";
import { chunksOf } from "../lib/chunked-insert.js";
import type { Clock } from "../lib/clock.js";
import { newId } from "../lib/ids.js";
import { readingPlaceMove } from "./reading-place-move.js";

/** Thrown inside the delete transaction to roll it back when the page is already gone. */
class PageGone extends Error {}

export interface NewPage {
  page_order: number;
  page_number: number;
  page_content: string;
  /** Storage keys of the page's images, in reading order. */
  visual_content?: readonly string[];
  /** Their alternative texts, in the same order ("" for none). */
  visual_alt?: readonly string[];
  /** Its first paragraph goes on from the previous page's last. */
  continues_paragraph?: boolean;
  /** The targets of its links, in the order of their markers. */
  links?: readonly string[];
}

/** Page rows as stored: images named by their storage keys, which must be the book's. */
function pageRows(bookId: string, pages: readonly NewPage[]) {
  return pages.map((page) => {
    const keys = page.visual_content ?? [];
    for (const key of keys) assertBookFileKey(bookId, key);
    return {
      id: newId(),
      book_id: bookId,
      page_order: page.page_order,
      page_number: page.page_number,
      page_content: page.page_content,
      visual_content: JSON.stringify(keys),
      visual_alt: JSON.stringify(keys.map((_key, index) => page.visual_alt?.[index] ?? "")),
      continues_paragraph: page.continues_paragraph ? 1 : 0,
      links: JSON.stringify(page.links ?? []),
    };
  });
}

/**
 * The pages repository: the one place that reads and writes book pages. Pages are laid
 * out by `appendPages` as a conversion makes them, replaced by `replacePages`, edited and
 * deleted one at a time. A book's page count moves with its pages, in the same transaction.
 */
export function createPagesRepo(
  db: Kysely<Database>,
  parts: { clock: Clock; catalog: CatalogVersion; transaction: Transaction },
) {
  const { clock, catalog, transaction } = parts;
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

    /** The targets of a page's links, as stored (contract links.ts). */
    async linksOf(pageId: string): Promise<string[]> {
      const row = await db
        .selectFrom("pages")
        .select("links")
        .where("id", "=", pageId)
        .executeTakeFirst();
      const parsed: unknown = JSON.parse(row?.links ?? "[]");
      return Array.isArray(parsed) ? parsed.filter((target) => typeof target === "string") : [];
    },

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

    /** Only the pages with a heading paragraph, in reading order: a long novel has few. */
    headingPages: (bookId: string) =>
      db
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
        .execute(),

    /**
     * Bulk insert, in one transaction, chunked for the databases' parameter limits; adds
     * `pages.length` to bindery_pages_count so a book that is still converting answers the
     * pages made so far. `visual_content` is a list of storage keys. Call it as batches are
     * laid out: readers see each batch at once.
     */
    async appendPages(bookId: string, pages: readonly NewPage[]): Promise<void> {
      if (pages.length === 0) return;
      const rows = pageRows(bookId, pages);
      await transaction(async (_repos, trx) => {
        for (const chunk of chunksOf(rows)) await trx.insertInto("pages").values(chunk).execute();
        await trx
          .updateTable("books")
          .set((eb) => ({
            bindery_pages_count: eb("bindery_pages_count", "+", rows.length),
            updated_at: clock(),
          }))
          .where("id", "=", bookId)
          .execute();
      });
      catalog.changed();
    },

    /**
     * Puts new pages in place of all of a book's pages (a catalog book imported again), in
     * one transaction. Readers keep their place: each reading place moves to the new page
     * and paragraph that hold the words the reader was at (reading-place-move.ts).
     */
    async replacePages(bookId: string, pages: readonly NewPage[]): Promise<void> {
      const rows = pageRows(bookId, pages);
      await transaction(async (_repos, trx) => {
        const before = await trx
          .selectFrom("pages")
          .select(["page_order", "page_content"])
          .where("book_id", "=", bookId)
          .orderBy("page_order")
          .execute();
        const places = await trx
          .selectFrom("reading_progress")
          .select(["user_id", "last_read_page", "last_read_block"])
          .where("book_id", "=", bookId)
          .execute();
        await trx.deleteFrom("pages").where("book_id", "=", bookId).execute();
        for (const chunk of chunksOf(rows)) await trx.insertInto("pages").values(chunk).execute();
        await trx
          .updateTable("books")
          .set({ bindery_pages_count: rows.length, updated_at: clock() })
          .where("id", "=", bookId)
          .execute();
        const move = readingPlaceMove(before, pages);
        for (const place of places) {
          const moved = move({ page: place.last_read_page, block: place.last_read_block });
          await trx
            .updateTable("reading_progress")
            .set({
              last_read_page: moved.page,
              last_read_block: moved.block,
              progress: readingProgressPercent(moved.page, rows.length),
            })
            .where("user_id", "=", place.user_id)
            .where("book_id", "=", bookId)
            .execute();
        }
      });
      catalog.changed();
    },

    /**
     * The targets of pages' links, known once a conversion has laid out the whole book
     * (its pages were appended before). The text is untouched: the search index is not.
     */
    async setLinks(
      bookId: string,
      pages: ReadonlyArray<{ page_order: number; links: readonly string[] }>,
    ): Promise<void> {
      if (pages.length === 0) return;
      await transaction(async (_repos, trx) => {
        for (const page of pages) {
          await trx
            .updateTable("pages")
            .set({ links: JSON.stringify(page.links) })
            .where("book_id", "=", bookId)
            .where("page_order", "=", page.page_order)
            .execute();
        }
      });
      catalog.changed();
    },

    /** A page's new text; its links' targets too when given (else they stay). */
    async updateContent(
      bookId: string,
      pageId: string,
      pageContent: string,
      links?: readonly string[],
    ): Promise<void> {
      await transaction(async (repos, trx) => {
        const edited = await trx
          .updateTable("pages")
          .set({
            page_content: pageContent,
            ...(links === undefined ? {} : { links: JSON.stringify(links) }),
          })
          .where("id", "=", pageId)
          .returning("page_order")
          .executeTakeFirst();
        if (edited) {
          await repos.bookContents.pageEdited(bookId, edited.page_order, pageContent);
          await repos.annotations.pageEdited(bookId, edited.page_order, pageContent);
        }
      });
    },

    /**
     * Deletes a page, moves every later page one place up and counts one page fewer, all
     * or nothing. False when the page was already deleted.
     */
    async deleteAndShift(bookId: string, pageId: string): Promise<boolean> {
      try {
        await transaction(async (repos, trx) => {
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
          await repos.bookContents.pageDeleted(bookId, deleted.page_order);
          await repos.annotations.pageDeleted(bookId, deleted.page_order);
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

declare module "../feature-deps.js" {
  interface Repos {
    pages: PagesRepo;
  }
}
