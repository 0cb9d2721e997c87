import type { Kysely, Migration } from "kysely";
import { workKey } from "../../lib/work-key.js";

// The catalog holds each work once: an import of a book whose title and author match a
// public book's (lib/work-key.ts) is refused. The primary key decides between two
// imports of the same work at once. Public books already in the catalog get their keys
// here, the oldest of each work first; a duplicate imported before this stays (its key is
// taken) and is left for the operator to delete.
export const catalogWorks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("catalog_works")
      .addColumn("work_key", "text", (c) => c.primaryKey())
      .addColumn("book_id", "text", (c) => c.notNull().references("books.id").onDelete("cascade"))
      .execute();
    await db.schema
      .createIndex("catalog_works_book")
      .on("catalog_works")
      .column("book_id")
      .execute();

    const books = db as Kysely<{
      books: {
        id: string;
        title: string;
        author: string | null;
        is_public_domain: number;
        created_at: number;
      };
      catalog_works: { work_key: string; book_id: string };
    }>;
    const publicBooks = await books
      .selectFrom("books")
      .select(["id", "title", "author"])
      .where("is_public_domain", "=", 1)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    for (const book of publicBooks) {
      const key = workKey(book.title, book.author);
      if (!key) continue;
      await books
        .insertInto("catalog_works")
        .values({ work_key: key, book_id: book.id })
        .onConflict((conflict) => conflict.column("work_key").doNothing())
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("catalog_works").execute();
  },
};
