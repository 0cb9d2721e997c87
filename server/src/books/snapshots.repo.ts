import type { InclusiveRange } from "@bindery/contract";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** Reads snapshots (the original PDF pages); they are written by books.repo.ts. */
export function createSnapshotsRepo(db: Kysely<Database>) {
  return {
    /** Snapshots whose PDF page index lies in the range, both ends included. */
    listRange: (bookId: string, range: InclusiveRange) =>
      db
        .selectFrom("snapshots")
        .select(["page_number", "image_key", "thumb_key"])
        .where("book_id", "=", bookId)
        .where("page_number", ">=", range.start)
        .where("page_number", "<=", range.end)
        .orderBy("page_number")
        .execute(),
  };
}

export type SnapshotsRepo = ReturnType<typeof createSnapshotsRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    snapshots: SnapshotsRepo;
  }
}
