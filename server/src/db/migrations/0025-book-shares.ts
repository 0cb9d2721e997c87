import type { Kysely, Migration } from "kysely";

// A book's share link (at most one per book: making another replaces it) and the openings
// counted through it. The token is looked up by its SHA-256 (long and random, so a slow
// hash adds nothing) and kept AES-GCM sealed for the owner to copy again; a password is
// an argon2 hash. Views are one row per visit (a random id the reader's tab makes) and
// UTC day, nothing that names a person. Deleting the book (or its owner) deletes both.
export const bookShares: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("book_shares")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("book_id", "text", (c) =>
        c.notNull().unique().references("books.id").onDelete("cascade"),
      )
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("token_sealed", "text", (c) => c.notNull())
      .addColumn("password_hash", "text")
      .addColumn("expires_at", "bigint")
      .addColumn("allow_download", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("share_views")
      .addColumn("book_id", "text", (c) => c.notNull().references("books.id").onDelete("cascade"))
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("visit", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("share_views_pk", ["book_id", "day", "visit"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("share_views").execute();
    await db.schema.dropTable("book_shares").execute();
  },
};
