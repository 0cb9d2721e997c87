import {
  type BookContentsResponse,
  type BookStatus,
  readingProgressPercent,
} from "@bindery/contract";
import type { Kysely } from "kysely";
import { createBookContentsRepo } from "../book-data/book-contents.repo.js";
import type { BooksTable, Database } from "../db/schema.js";
import { bookFilesPrefix } from "../files/storage-keys.js";
import type { Clock } from "../lib/clock.js";
import { newId } from "../lib/ids.js";
import { assertSafeKey, type FileStorage } from "../storage/file-storage.js";
import { catalogChanged } from "./catalog-version.js";
import { chunksOf } from "./chunked-insert.js";
import { readingPlaceMove } from "./reading-place-move.js";

/**
 * The books repository: the one place that creates and changes books, their pages and
 * their snapshots. The uploads pipeline and the catalog importer write through it:
 *
 * - `createBook({owner_id, title, description, author, language, is_public_domain,
 *   status, source_id})` → the new row. `owner_id` null for catalog books; `status`
 *   starts as "converting" unless given; `source_id` is unique (the importer's key
 *   against duplicates, see `findBySourceId`; `createBookOnce` lets the unique index
 *   decide between two importers of the same source).
 * - `appendPages(bookId, pages)`: bulk insert, in one transaction, chunked for the
 *   databases' parameter limits; adds `pages.length` to bindery_pages_count so a book
 *   that is still converting answers the pages made so far. `visual_content` is a list
 *   of storage keys. Call it as batches are laid out: readers see each batch at once.
 * - `appendSnapshots(bookId, snapshots)`: bulk insert; a snapshot for a page that has
 *   one already replaces it (a restarted conversion writes the same pages again).
 * - `updateBook(bookId, changes)`: status, cover_key, counts, title…
 * - `saveContents(bookId, contents)`: the table of contents (ConvertResult.contents).
 * - `deleteBookWithFiles(bookId)`: the row (pages, snapshots and progress go with it)
 *   and every file under "books/<id>/", the files owed in the same transaction
 *   (`deleteBookRows` inside a caller's transaction, then `settleFileDeletions`).
 * - `deleteUploadedBook(bookId)`: what an owner's delete removes: the book as above, and
 *   the upload tasks that made it with their PDFs, so its conversion, running or not,
 *   finds its task gone and stops (uploads/conversion-job.ts), and the free limit counts
 *   neither the book nor its task.
 * - `countOwnedBooks(userId)`: every book the user owns, whatever its status.
 *
 * Every file key given (cover, page images, snapshots) must be a storage key under
 * "books/<id>/", the book's own prefix (files/storage-keys.ts `bookFilesPrefix`);
 * anything else throws. Store the files first, then write the rows that point at them.
 *
 * Numbering (see contract/src/books.ts): page_order is the place in the book from 0,
 * page_number the PDF page index from 0, the same index snapshots use.
 */
export type BookRow = BooksTable;

/**
 * Every file of a book lives under "books/<id>/": deleting the book removes them all,
 * and serving one knows whose it is (files/file-access.ts). A key elsewhere is a bug in
 * the writer, caught here rather than as a broken image later.
 */
function assertBookFileKey(bookId: string, key: string): void {
  assertSafeKey(key);
  if (!key.startsWith(bookFilesPrefix(bookId))) {
    throw new Error(`A file of book ${bookId} must be under ${bookFilesPrefix(bookId)}: ${key}`);
  }
}

export interface NewBook {
  /** Given when another row must name the book before it exists (an upload task does). */
  id?: string;
  owner_id: string | null;
  title: string;
  description?: string;
  author?: string | null;
  language?: string | null;
  is_public_domain: 0 | 1;
  status?: BookStatus;
  source_id?: string | null;
  original_pages_count?: number;
}

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
}

export interface NewSnapshot {
  page_number: number;
  image_key: string;
  thumb_key?: string | null;
}

export type BookChanges = Partial<
  Pick<
    BooksTable,
    | "title"
    | "description"
    | "author"
    | "language"
    | "cover_key"
    | "bindery_pages_count"
    | "original_pages_count"
    | "is_public_domain"
    | "notice"
  >
> & { status?: BookStatus };

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
    };
  });
}

export function createBooksRepo(db: Kysely<Database>, storage: FileStorage, clock: Clock) {
  const findBook = (bookId: string) =>
    db.selectFrom("books").selectAll().where("id", "=", bookId).executeTakeFirst();

  function bookRow(input: NewBook): BookRow {
    const now = clock();
    return {
      id: input.id ?? newId(),
      owner_id: input.owner_id,
      title: input.title,
      description: input.description ?? "",
      author: input.author ?? null,
      language: input.language ?? null,
      is_public_domain: input.is_public_domain,
      status: input.status ?? "converting",
      cover_key: null,
      bindery_pages_count: 0,
      original_pages_count: input.original_pages_count ?? 0,
      source_id: input.source_id ?? null,
      notice: null,
      created_at: now,
      updated_at: now,
    };
  }

  async function deleteBookRows(trx: Kysely<Database>, bookId: string): Promise<void> {
    await trx.deleteFrom("books").where("id", "=", bookId).execute();
    await trx
      .insertInto("file_deletions")
      .values({ prefix: bookFilesPrefix(bookId), created_at: clock() })
      .onConflict((conflict) => conflict.column("prefix").doNothing())
      .execute();
  }

  async function settle(prefixes?: readonly string[]): Promise<void> {
    const owed = prefixes
      ? prefixes
      : (await db.selectFrom("file_deletions").select("prefix").execute()).map((row) => row.prefix);
    for (const prefix of owed) {
      await storage.deletePrefix(prefix);
      await db.deleteFrom("file_deletions").where("prefix", "=", prefix).execute();
    }
  }

  return {
    findBook,

    findBySourceId: (sourceId: string) =>
      db.selectFrom("books").selectAll().where("source_id", "=", sourceId).executeTakeFirst(),

    async createBook(input: NewBook): Promise<BookRow> {
      const row = bookRow(input);
      await db.insertInto("books").values(row).execute();
      catalogChanged();
      return row;
    },

    /**
     * Creates the book unless one with the same source_id exists: null then. The unique
     * index decides, so two importers racing for the same source make one book.
     */
    async createBookOnce(input: NewBook & { source_id: string }): Promise<BookRow | null> {
      const row = bookRow(input);
      const result = await db
        .insertInto("books")
        .values(row)
        .onConflict((conflict) => conflict.column("source_id").doNothing())
        .executeTakeFirst();
      catalogChanged();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? row : null;
    },

    async updateBook(bookId: string, changes: BookChanges): Promise<void> {
      if (changes.cover_key) assertBookFileKey(bookId, changes.cover_key);
      await db
        .updateTable("books")
        .set({ ...changes, updated_at: clock() })
        .where("id", "=", bookId)
        .execute();
      catalogChanged();
    },

    async appendPages(bookId: string, pages: readonly NewPage[]): Promise<void> {
      if (pages.length === 0) return;
      const rows = pageRows(bookId, pages);
      await db.transaction().execute(async (trx) => {
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
      catalogChanged();
    },

    /**
     * Puts new pages in place of all of a book's pages (a catalog book imported again), in
     * one transaction. Readers keep their place: each reading place moves to the new page
     * and paragraph that hold the words the reader was at (reading-place-move.ts).
     */
    async replacePages(bookId: string, pages: readonly NewPage[]): Promise<void> {
      const rows = pageRows(bookId, pages);
      await db.transaction().execute(async (trx) => {
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
      catalogChanged();
    },

    async appendSnapshots(bookId: string, snapshots: readonly NewSnapshot[]): Promise<void> {
      if (snapshots.length === 0) return;
      // One row per page: PostgreSQL refuses an upsert that touches a row twice.
      const latest = new Map(snapshots.map((snapshot) => [snapshot.page_number, snapshot]));
      const rows = [...latest.values()].map((snapshot) => {
        assertBookFileKey(bookId, snapshot.image_key);
        if (snapshot.thumb_key) assertBookFileKey(bookId, snapshot.thumb_key);
        return {
          id: newId(),
          book_id: bookId,
          page_number: snapshot.page_number,
          image_key: snapshot.image_key,
          thumb_key: snapshot.thumb_key ?? null,
        };
      });
      await db.transaction().execute(async (trx) => {
        for (const chunk of chunksOf(rows)) {
          await trx
            .insertInto("snapshots")
            .values(chunk)
            .onConflict((conflict) =>
              conflict.columns(["book_id", "page_number"]).doUpdateSet((eb) => ({
                image_key: eb.ref("excluded.image_key"),
                thumb_key: eb.ref("excluded.thumb_key"),
              })),
            )
            .execute();
        }
      });
    },

    /** The book's table of contents, as the converter made it (replacing any before). */
    saveContents: (bookId: string, contents: BookContentsResponse) =>
      createBookContentsRepo(db).save(bookId, contents),

    /**
     * Deletes the book's row (pages, snapshots and progress go with it) and records that
     * its files are owed a deletion, in one transaction; then deletes the files. A stop
     * between the two leaves the debt recorded, paid by the next `settleFileDeletions`:
     * never files that no row names.
     */
    async deleteBookWithFiles(bookId: string): Promise<void> {
      await db.transaction().execute((trx) => deleteBookRows(trx, bookId));
      catalogChanged();
      await settle([bookFilesPrefix(bookId)]);
    },

    /** The row part of deleteBookWithFiles, for a repo made on a transaction; settle after. */
    deleteBookRows: (bookId: string) => deleteBookRows(db, bookId),

    /** Deletes the files owed a deletion (all of them, or those under `prefixes`). */
    settleFileDeletions: (prefixes?: readonly string[]) => settle(prefixes),

    async deleteUploadedBook(bookId: string): Promise<void> {
      const uploads = await db.transaction().execute(async (trx) => {
        const tasks = await trx
          .deleteFrom("upload_tasks")
          .where("book_id", "=", bookId)
          .returning("file_key")
          .execute();
        await deleteBookRows(trx, bookId);
        return tasks;
      });
      await settle([bookFilesPrefix(bookId)]);
      // A finished conversion deleted its PDF already; deleting a missing file is fine.
      for (const task of uploads) await storage.delete(task.file_key);
    },

    async countOwnedBooks(userId: string): Promise<number> {
      const row = await db
        .selectFrom("books")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("owner_id", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type BooksRepo = ReturnType<typeof createBooksRepo>;
