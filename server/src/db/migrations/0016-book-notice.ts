import type { Kysely, Migration } from "kysely";

// A book can carry one notice from its conversion, shown to its owner wherever the book is
// ("This PDF was damaged: some pages may be missing"). The task says it too, but tasks are
// a passing record; the notice stays with the book. Null for books without one.
export const bookNotice: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("books").addColumn("notice", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("books").dropColumn("notice").execute();
  },
};
