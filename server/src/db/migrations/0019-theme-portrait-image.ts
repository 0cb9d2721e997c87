import type { Kysely, Migration } from "kysely";

// A built-in background's centre crop for screens taller than they are wide: a phone held
// upright shows only that part of the picture, so it loads it in a fraction of the bytes.
export const themePortraitImage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("themes").addColumn("portrait_key", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("themes").dropColumn("portrait_key").execute();
  },
};
