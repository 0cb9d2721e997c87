import type { Kysely, Migration } from "kysely";

// The uploader's description travels with the task until the book row exists.
export const uploadTaskDescription: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("upload_tasks")
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("upload_tasks").dropColumn("description").execute();
  },
};
