import type { Kysely, Migration } from "kysely";

// Several workers may take upload tasks: a task is converted only by the worker holding
// its lease (owner and expiry, taken with a conditional UPDATE), and a protected PDF's
// password travels with the task, sealed, until the task ends. Files of a book whose rows
// were deleted are owed a deletion, recorded in the same transaction, so a stop between
// the two never leaves files that no row names.
export const uploadTaskClaims: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("upload_tasks").addColumn("lease_owner", "text").execute();
    await db.schema.alterTable("upload_tasks").addColumn("lease_until", "bigint").execute();
    await db.schema.alterTable("upload_tasks").addColumn("password_sealed", "text").execute();
    await db.schema
      .createTable("file_deletions")
      .addColumn("prefix", "text", (c) => c.primaryKey())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("file_deletions").execute();
    await db.schema.alterTable("upload_tasks").dropColumn("password_sealed").execute();
    await db.schema.alterTable("upload_tasks").dropColumn("lease_until").execute();
    await db.schema.alterTable("upload_tasks").dropColumn("lease_owner").execute();
  },
};
