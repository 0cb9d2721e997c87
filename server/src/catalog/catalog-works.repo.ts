import type { Kysely } from "kysely";
import type { BookRow } from "../books/books.repo.js";
import type { Database } from "../db/schema.js";

/**
 * Which public book holds each work (lib/work-key.ts). A row goes with its book: the
 * foreign key cascades, so deleting a failed import frees its work for the next one.
 */
export function createCatalogWorksRepo(db: Kysely<Database>) {
  const repo = {
    /** Records `bookId` as the work's book; false when another book holds it already. */
    async claim(workKey: string, bookId: string): Promise<boolean> {
      const result = await db
        .insertInto("catalog_works")
        .values({ work_key: workKey, book_id: bookId })
        .onConflict((conflict) => conflict.column("work_key").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** The book's work is now `workKey` (its title or author changed); false when taken. */
    async rekey(bookId: string, workKey: string): Promise<boolean> {
      await db.deleteFrom("catalog_works").where("book_id", "=", bookId).execute();
      return repo.claim(workKey, bookId);
    },
    holder: (workKey: string): Promise<BookRow | undefined> =>
      db
        .selectFrom("catalog_works")
        .innerJoin("books", "books.id", "catalog_works.book_id")
        .selectAll("books")
        .where("catalog_works.work_key", "=", workKey)
        .executeTakeFirst(),
  };
  return repo;
}

export type CatalogWorksRepo = ReturnType<typeof createCatalogWorksRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    catalogWorks: CatalogWorksRepo;
  }
}
