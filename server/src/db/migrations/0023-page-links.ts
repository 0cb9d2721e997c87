import type { Kysely, Migration } from "kysely";

// The targets of a page's links, a JSON array of strings: the n-th for the n-th link
// marker of page_content (contract links.ts). Apart from the text, so the search index
// sees the words only. Pages stored before it have none.
export const pageLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("pages")
      .addColumn("links", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("pages").dropColumn("links").execute();
  },
};
