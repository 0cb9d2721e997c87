import type { Kysely, Migration } from "kysely";

// The first-run seeding of the public catalog is claimed through this table, so that of
// several processes starting on an empty database one seeds, and a seeding cut short by
// a stop is taken up again on the next start (its lease runs out) rather than forgotten.
export const catalogSeed: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("catalog_seed")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("lease_until", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("catalog_seed").execute();
  },
};
