import type { Kysely, Migration } from "kysely";

// A reader's bookmarks and highlights, one row each, private to the reader. A deletion
// keeps the row as a tombstone (deleted_at) so the reader's other devices learn of it
// when they ask what changed since their last sync (updated_at).
export const annotations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("annotations")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("book_id", "text", (c) => c.notNull().references("books.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("page", "integer", (c) => c.notNull())
      .addColumn("quote_exact", "text")
      .addColumn("quote_prefix", "text")
      .addColumn("quote_suffix", "text")
      .addColumn("color", "text")
      .addColumn("note", "text")
      .addColumn("detached", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addColumn("deleted_at", "bigint")
      .execute();
    await db.schema
      .createIndex("annotations_user_book_updated")
      .on("annotations")
      .columns(["user_id", "book_id", "updated_at"])
      .execute();
    // Re-anchoring after a page edit finds a page's highlights of every reader.
    await db.schema
      .createIndex("annotations_book_page")
      .on("annotations")
      .columns(["book_id", "page"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("annotations").execute();
  },
};
