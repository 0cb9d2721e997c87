import { type Kysely, type Migration, sql } from "kysely";

// When the server last wrote an annotation (changed_at), apart from the time of the change
// the reader made (updated_at, which decides which of two edits wins). A device syncing
// with `since` asks what the server received after its last answer; an edit made offline
// yesterday and sent now carries yesterday's updated_at but is news today. Rows from
// before it start from their updated_at.
export const annotationChangedAt: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("annotations")
      .addColumn("changed_at", "bigint", (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE annotations SET changed_at = updated_at`.execute(db);
    await db.schema.dropIndex("annotations_user_book_updated").execute();
    await db.schema
      .createIndex("annotations_user_book_changed")
      .on("annotations")
      .columns(["user_id", "book_id", "changed_at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("annotations_user_book_changed").execute();
    await db.schema
      .createIndex("annotations_user_book_updated")
      .on("annotations")
      .columns(["user_id", "book_id", "updated_at"])
      .execute();
    await db.schema.alterTable("annotations").dropColumn("changed_at").execute();
  },
};
