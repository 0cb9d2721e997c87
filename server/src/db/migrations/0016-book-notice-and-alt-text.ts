import type { Kysely, Migration } from "kysely";

// A book can carry one notice from its conversion, shown to its owner wherever the book is
// ("This PDF was damaged: some pages may be missing"). The task says it too, but tasks are
// a passing record; the notice stays with the book. Null for books without one.
//
// A page's pictures can have alternative text (a figure or a formula kept as a picture of
// its region keeps its words): a JSON array beside visual_content, one string per image in
// the same order, "" for none. Pages written before it have none.
export const bookNoticeAndAltText: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("books").addColumn("notice", "text").execute();
    await db.schema
      .alterTable("pages")
      .addColumn("visual_alt", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("pages").dropColumn("visual_alt").execute();
    await db.schema.alterTable("books").dropColumn("notice").execute();
  },
};
