import type { Kysely, Migration } from "kysely";

// How many of the PDF's pages a conversion has read, so the upload view can say
// "Converting · 120 of 352 pages" rather than a percentage alone.
export const uploadTaskPages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("upload_tasks")
      .addColumn("pages_converted", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("upload_tasks").dropColumn("pages_converted").execute();
  },
};
