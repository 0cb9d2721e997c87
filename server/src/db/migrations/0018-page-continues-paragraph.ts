import type { Kysely, Migration } from "kysely";

// Whether a page's first paragraph goes on from the previous page's last, split there by
// the layout: the reader sets it with no indent or gap. 0 or 1; pages stored before it say
// 0 (a catalog book's re-import writes it, an upload keeps it until converted again).
export const pageContinuesParagraph: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("pages")
      .addColumn("continues_paragraph", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("pages").dropColumn("continues_paragraph").execute();
  },
};
