import type { Kysely, Migration } from "kysely";

// A book's table of contents, as the converter made it (from the PDF's outline, the
// EPUB's navigation or the headings): one row per book, its entries as JSON, kept apart
// from the books row that every shelf listing reads. Books converted before this have no
// row: their contents are made from their headings when first asked for, and stored.
export const bookContents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("book_contents")
      .addColumn("book_id", "text", (c) =>
        c.primaryKey().references("books.id").onDelete("cascade"),
      )
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("entries", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("book_contents").execute();
  },
};
