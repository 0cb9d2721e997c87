import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { Clock } from "../lib/clock.js";

/** The first run's seeding; other one-time catalog work claims rows of its own. */
export const FIRST_RUN_SEED = "first-run";

/**
 * The claim on one-time catalog work, the first-run seeding above all (table catalog_seed,
 * a row per piece of work): one process at a time does it, renewing a lease while it
 * works; a lease that ran out was left by a stopped process and can be claimed again.
 * Once done, it is never done again.
 */
export function createSeedClaim(
  db: Kysely<Database>,
  clock: Clock,
  leaseMs: number,
  claimId = FIRST_RUN_SEED,
) {
  const row = () =>
    db.selectFrom("catalog_seed").selectAll().where("id", "=", claimId).executeTakeFirst();
  return {
    row,

    /** True when this process now holds the seeding. */
    async claim(): Promise<boolean> {
      const now = clock();
      const inserted = await db
        .insertInto("catalog_seed")
        .values({ id: claimId, status: "running", lease_until: now + leaseMs, updated_at: now })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
      const taken = await db
        .updateTable("catalog_seed")
        .set({ lease_until: now + leaseMs, updated_at: now })
        .where("id", "=", claimId)
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
        .where("id", "=", claimId)
        .execute();
    },

    async finish(): Promise<void> {
      await db
        .updateTable("catalog_seed")
        .set({ status: "done", lease_until: 0, updated_at: clock() })
        .where("id", "=", claimId)
        .execute();
    },

    /** Gives the seeding up unfinished: the next start tries again. */
    async release(): Promise<void> {
      await db.deleteFrom("catalog_seed").where("id", "=", claimId).execute();
    },
  };
}
