import type { BookStatus } from "@bindery/contract";
import type { Kysely } from "kysely";
import type { CatalogVersion } from "../book-data/catalog-version.js";
import type { BooksTable, Database } from "../db/schema.js";
import type { Transaction } from "../feature-deps.js";
import type { FileDeletionsRepo } from "../files/file-deletions.repo.js";
import { assertBookFileKey, bookFilesPrefix } from "../files/storage-keys.js";
import { chunksOf } from "../lib/chunked-insert.js";
import type { Clock } from "../lib/clock.js";
import { newId } from "../lib/ids.js";
import type { FileStorage } from "../storage/file-storage.js";

/**
 * The books repository: the one place that creates and changes books and their
 * snapshots (pages are the pages repository's, file deletions the fileDeletions
 * repository's). The uploads pipeline and the catalog importer write through it:
 *
 * - `createBook({owner_id, title, description, author, language, is_public_domain,
 *   status, source_id})` → the new row. `owner_id` null for catalog books; `status`
 *   starts as "converting" unless given; `source_id` is unique (the importer's key
 *   against duplicates, see `findBySourceId`; `createBookOnce` lets the unique index
 *   decide between two importers of the same source).
 * - `appendSnapshots(bookId, snapshots)`: bulk insert; a snapshot for a page that has
 *   one already replaces it (a restarted conversion writes the same pages again).
 * - `updateBook(bookId, changes)`: status, cover_key, counts, title…
 * - `deleteBookWithFiles(bookId)`: the row (pages, snapshots and progress go with it)
 *   and every file under "books/<id>/", the files owed in the same transaction
 *   (`deleteBookRows` inside a caller's transaction, then `fileDeletions.settle`).
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
    | "page_direction"
    | "cover_key"
    | "bindery_pages_count"
    | "original_pages_count"
    | "is_public_domain"
    | "notice"
  >
> & { status?: BookStatus };

export function createBooksRepo(
  db: Kysely<Database>,
  parts: {
    storage: FileStorage;
    clock: Clock;
    catalog: CatalogVersion;
    /** Settles a deleted book's files once its transaction has committed. */
    fileDeletions: FileDeletionsRepo;
    transaction: Transaction;
  },
) {
  const { storage, clock, catalog, fileDeletions, transaction } = parts;
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
      page_direction: null,
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

  const settleBookFiles = (bookId: string) => fileDeletions.settle([bookFilesPrefix(bookId)]);

  /** The book's row goes, and its files are owed a deletion, in one transaction. */
  const deleteBookRows = (bookId: string) =>
    transaction(async (repos, trx) => {
      await trx.deleteFrom("books").where("id", "=", bookId).execute();
      await repos.fileDeletions.owe(bookFilesPrefix(bookId));
    });

  return {
    findBook,

    findBySourceId: (sourceId: string) =>
      db.selectFrom("books").selectAll().where("source_id", "=", sourceId).executeTakeFirst(),

    async createBook(input: NewBook): Promise<BookRow> {
      const row = bookRow(input);
      await db.insertInto("books").values(row).execute();
      catalog.changed();
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
      catalog.changed();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? row : null;
    },

    async updateBook(bookId: string, changes: BookChanges): Promise<void> {
      if (changes.cover_key) assertBookFileKey(bookId, changes.cover_key);
      await db
        .updateTable("books")
        .set({ ...changes, updated_at: clock() })
        .where("id", "=", bookId)
        .execute();
      catalog.changed();
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

    /**
     * Deletes the book's row (pages, snapshots and progress go with it) and records that
     * its files are owed a deletion, in one transaction; then deletes the files. A stop
     * between the two leaves the debt recorded, paid by the next `fileDeletions.settle()`:
     * never files that no row names.
     */
    async deleteBookWithFiles(bookId: string): Promise<void> {
      await deleteBookRows(bookId);
      catalog.changed();
      await settleBookFiles(bookId);
    },

    /**
     * The row part of deleteBookWithFiles, for a repo on a caller's transaction; settle
     * after it commits (the fileDeletions repository).
     */
    deleteBookRows,

    async deleteUploadedBook(bookId: string): Promise<void> {
      const uploads = await transaction(async (repos) => {
        const fileKeys = await repos.uploadTasks.deleteForBook(bookId);
        await repos.books.deleteBookRows(bookId);
        return fileKeys;
      });
      await settleBookFiles(bookId);
      // A finished conversion deleted its PDF already; deleting a missing file is fine.
      for (const fileKey of uploads) await storage.delete(fileKey);
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

declare module "../feature-deps.js" {
  interface Repos {
    books: BooksRepo;
  }
}
