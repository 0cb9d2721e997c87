import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { Clock } from "../lib/clock.js";
import type { FileStorage } from "../storage/file-storage.js";

/**
 * The ledger of stored files owed a deletion (file_deletions), by key prefix. A row is
 * written in the same transaction as the rows that named the files; the files go after it
 * commits (`settle`). A stop between the two leaves the debt recorded, paid by the next
 * `settle()` (recover-work): never files that no row names.
 */
export function createFileDeletionsRepo(db: Kysely<Database>, storage: FileStorage, clock: Clock) {
  return {
    /** Records that the files under `prefix` are owed a deletion (once, however often owed). */
    async owe(prefix: string): Promise<void> {
      await db
        .insertInto("file_deletions")
        .values({ prefix, created_at: clock() })
        .onConflict((conflict) => conflict.column("prefix").doNothing())
        .execute();
    },

    /** Deletes the files owed a deletion (all of them, or those under `prefixes`). */
    async settle(prefixes?: readonly string[]): Promise<void> {
      const owed = prefixes
        ? prefixes
        : (await db.selectFrom("file_deletions").select("prefix").execute()).map(
            (row) => row.prefix,
          );
      for (const prefix of owed) {
        await storage.deletePrefix(prefix);
        await db.deleteFrom("file_deletions").where("prefix", "=", prefix).execute();
      }
    },
  };
}

export type FileDeletionsRepo = ReturnType<typeof createFileDeletionsRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    fileDeletions: FileDeletionsRepo;
  }
}
