import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** What an account holds, read for the export and for deleting it. */
export function createAccountDataRepo(db: Kysely<Database>) {
  return {
    ownBooks: (userId: string) =>
      db
        .selectFrom("books")
        .select(["id", "title", "author", "status", "bindery_pages_count", "created_at"])
        .where("owner_id", "=", userId)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),

    progress: (userId: string) =>
      db
        .selectFrom("reading_progress as p")
        .innerJoin("books as b", "b.id", "p.book_id")
        .select(["p.book_id", "b.title", "p.last_read_page", "p.progress", "p.updated_at"])
        .where("p.user_id", "=", userId)
        .orderBy("p.updated_at", "desc")
        .execute(),

    orders: (userId: string) =>
      db
        .selectFrom("orders")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute(),

    /** Upload PDFs still stored for the user (tasks whose book is gone or never came). */
    uploadFileKeys: async (userId: string) =>
      (
        await db
          .selectFrom("upload_tasks")
          .select("file_key")
          .where("user_id", "=", userId)
          .execute()
      ).map((row) => row.file_key),

    /**
     * Deletes the user's row after detaching their orders (kept for accounting, with no
     * link to anyone); call it on a transaction's repositories. Everything else that names
     * the user goes with the row: sign-ins, e-mailed tokens, themes, progress, reader
     * settings, upload tasks. A book still owned here (an upload that began meanwhile)
     * goes through `deleteBookRows` in the same transaction, so its files are owed a
     * deletion; answers those books' ids.
     */
    async deleteUserKeepingOrders(
      userId: string,
      deleteBookRows: (bookId: string) => Promise<void>,
    ): Promise<string[]> {
      const books = await db
        .selectFrom("books")
        .select("id")
        .where("owner_id", "=", userId)
        .execute();
      for (const book of books) await deleteBookRows(book.id);
      await db.updateTable("orders").set({ user_id: null }).where("user_id", "=", userId).execute();
      await db.deleteFrom("users").where("id", "=", userId).execute();
      return books.map((book) => book.id);
    },
  };
}

export type AccountDataRepo = ReturnType<typeof createAccountDataRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    accountData: AccountDataRepo;
  }
}
