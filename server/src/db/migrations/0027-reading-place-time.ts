import { type Kysely, type Migration, sql } from "kysely";

// When the reader was at the saved place, in ms since the epoch, as the device that sent
// it said (the server's clock when it did not say). A place read offline reaches the
// server later than places read since on other devices; comparing these times, not the
// order of arrival, keeps the last place read. updated_at cannot serve: a theme change
// moves it too. Rows saved before this column read as of their last change.
export const readingPlaceTime: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("reading_progress")
      .addColumn("place_read_at", "bigint", (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update reading_progress set place_read_at = updated_at`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("reading_progress").dropColumn("place_read_at").execute();
  },
};
