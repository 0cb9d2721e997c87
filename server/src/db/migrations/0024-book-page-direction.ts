import type { Kysely, Migration } from "kysely";

// The page direction a book's file declared (a PDF's /Direction /R2L, an EPUB's
// page-progression-direction). Null for every existing book: their language decides.
export const bookPageDirection: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("books").addColumn("page_direction", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("books").dropColumn("page_direction").execute();
  },
};
