import type { Kysely, Migration } from "kysely";

// Whether an upload's title is its file's name made readable (the form's proposal when the
// PDF's metadata names no title): the PDF's own title, found by converting it, replaces it.
export const uploadTitleFromFileName: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("upload_tasks")
      .addColumn("title_from_file_name", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("upload_tasks").dropColumn("title_from_file_name").execute();
  },
};
