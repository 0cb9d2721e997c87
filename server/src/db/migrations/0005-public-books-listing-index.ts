import type { Kysely, Migration } from "kysely";

// The public catalog is paged newest first with the id as tie-breaker (books imported in
// one batch can share a timestamp). With the id in the index both databases read a page
// straight from it, in order, without sorting the whole catalog.
export const publicBooksListingIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex("books_public_created").ifExists().execute();
    await db.schema
      .createIndex("books_public_listing")
      .on("books")
      .columns(["is_public_domain", "status", "created_at", "id"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("books_public_listing").ifExists().execute();
    await db.schema
      .createIndex("books_public_created")
      .on("books")
      .columns(["is_public_domain", "status", "created_at"])
      .execute();
  },
};
