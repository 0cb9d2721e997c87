import type { Kysely } from "kysely";
import type { Database, ReadingProgressTable } from "../db/schema.js";

export type ProgressRow = ReadingProgressTable;

export function createProgressRepo(db: Kysely<Database>) {
  return {
    find: (userId: string, bookId: string) =>
      db
        .selectFrom("reading_progress")
        .selectAll()
        .where("user_id", "=", userId)
        .where("book_id", "=", bookId)
        .executeTakeFirst(),

    /** One row per (user, book); two tabs saving at once leave the later one. */
    async save(row: ProgressRow): Promise<void> {
      const { user_id: _user, book_id: _book, ...changes } = row;
      await db
        .insertInto("reading_progress")
        .values(row)
        .onConflict((conflict) => conflict.columns(["user_id", "book_id"]).doUpdateSet(changes))
        .execute();
    },
  };
}

export type ProgressRepo = ReturnType<typeof createProgressRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    progress: ProgressRepo;
  }
}
