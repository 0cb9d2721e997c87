import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { Clock } from "../lib/clock.js";

const SEED_ID = "first-run";

/**
 * The claim on the first-run seeding (table catalog_seed): one process at a time seeds,
 * renewing a lease while it works; a lease that ran out was left by a stopped process
 * and can be claimed again. Once done, the catalog is never seeded again.
 */
export function createSeedClaim(db: Kysely<Database>, clock: Clock, leaseMs: number) {
  const row = () =>
    db.selectFrom("catalog_seed").selectAll().where("id", "=", SEED_ID).executeTakeFirst();
  return {
    row,

    /** True when this process now holds the seeding. */
    async claim(): Promise<boolean> {
      const now = clock();
      const inserted = await db
        .insertInto("catalog_seed")
        .values({ id: SEED_ID, status: "running", lease_until: now + leaseMs, updated_at: now })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
      const taken = await db
        .updateTable("catalog_seed")
        .set({ lease_until: now + leaseMs, updated_at: now })
        .where("id", "=", SEED_ID)
        .where("status", "=", "running")
        .where("lease_until", "<", now)
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1;
    },

    async renew(): Promise<void> {
      const now = clock();
      await db
        .updateTable("catalog_seed")
        .set({ lease_until: now + leaseMs, updated_at: now })
        .where("id", "=", SEED_ID)
        .execute();
    },

    async finish(): Promise<void> {
      await db
        .updateTable("catalog_seed")
        .set({ status: "done", lease_until: 0, updated_at: clock() })
        .where("id", "=", SEED_ID)
        .execute();
    },

    /** Gives the seeding up unfinished: the next start tries again. */
    async release(): Promise<void> {
      await db.deleteFrom("catalog_seed").where("id", "=", SEED_ID).execute();
    },
  };
}
