import type { Kysely, Migration } from "kysely";

// A reader that lays text out at its own size reopens on the paragraph (block) of the
// saved page that was first on screen, so progress keeps that block's index; rows saved
// before it existed open the page at its start (0).
//
// Type settings (font size, spacing, margins, font, pages) follow a reader to every
// device: one JSON object per user, in its own table so the users row stays the account.
export const readerPlaceAndSettings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("reading_progress")
      .addColumn("last_read_block", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable("reader_settings")
      .addColumn("user_id", "text", (c) =>
        c.primaryKey().references("users.id").onDelete("cascade"),
      )
      .addColumn("settings", "text", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("reader_settings").execute();
    await db.schema.alterTable("reading_progress").dropColumn("last_read_block").execute();
  },
};
