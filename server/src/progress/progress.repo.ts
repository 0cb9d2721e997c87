import type { Kysely, Selectable } from "kysely";
import type { Database, ReadingProgressTable } from "../db/schema.js";

export type ProgressRow = Selectable<ReadingProgressTable>;

/** The columns that say where the reader is, replaced together or not at all. */
type PlaceColumn = "last_read_page" | "last_read_block" | "progress" | "place_read_at";

export function createProgressRepo(db: Kysely<Database>) {
  return {
    find: (userId: string, bookId: string) =>
      db
        .selectFrom("reading_progress")
        .selectAll()
        .where("user_id", "=", userId)
        .where("book_id", "=", bookId)
        .executeTakeFirst(),

    /**
     * One row per (user, book); answers the row as stored. The place (page, block, its
     * percent and time) is replaced only by a place read as late or later, decided in the
     * statement itself, so two saves arriving together still keep the later place read;
     * the themes are the last save's.
     */
    save: (row: ProgressRow): Promise<ProgressRow> =>
      db
        .insertInto("reading_progress")
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(["user_id", "book_id"]).doUpdateSet((eb) => {
            const place = <C extends PlaceColumn>(column: C) =>
              eb
                .case()
                .when("excluded.place_read_at", ">=", eb.ref("reading_progress.place_read_at"))
                .then(eb.ref(`excluded.${column}`))
                .else(eb.ref(`reading_progress.${column}`))
                .end();
            return {
              last_read_page: place("last_read_page"),
              last_read_block: place("last_read_block"),
              progress: place("progress"),
              place_read_at: place("place_read_at"),
              theme_id: eb.ref("excluded.theme_id"),
              page_theme_id: eb.ref("excluded.page_theme_id"),
              updated_at: eb.ref("excluded.updated_at"),
            };
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow(),
  };
}

export type ProgressRepo = ReturnType<typeof createProgressRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    progress: ProgressRepo;
  }
}
