import type { Kysely, Migration } from "kysely";

// Reading apps (KOReader, Thorium, a Kobo's browser) sign in to the OPDS catalogs over HTTP
// Basic auth, which would put the account password in every app's settings. An app password
// is a random secret the member names and can revoke alone; only its SHA-256 is kept (it is
// long and random, so a slow hash adds nothing), looked up by that hash. Deleting the
// account deletes them.
export const appPasswords: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("app_passwords")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("password_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("last_used_at", "bigint")
      .execute();
    await db.schema
      .createIndex("app_passwords_user")
      .on("app_passwords")
      .columns(["user_id", "created_at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("app_passwords").execute();
  },
};
