import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { FileStorage } from "../storage/file-storage.js";

/**
 * Stored files against the rows that name them: `unreferenced` files no row names (under
 * books/ and uploads/), `missing` files a row names that are not stored. Both must be
 * empty once every job is over. A finished task's upload is deleted on purpose, so only
 * unfinished tasks name their upload.
 */
export async function auditStoredFiles(db: Kysely<Database>, storage: FileStorage) {
  const named = new Set<string>();
  for (const book of await db.selectFrom("books").select("cover_key").execute()) {
    if (book.cover_key) named.add(book.cover_key);
  }
  for (const page of await db.selectFrom("pages").select("visual_content").execute()) {
    for (const key of JSON.parse(page.visual_content) as string[]) named.add(key);
  }
  for (const snapshot of await db
    .selectFrom("snapshots")
    .select(["image_key", "thumb_key"])
    .execute()) {
    named.add(snapshot.image_key);
    if (snapshot.thumb_key) named.add(snapshot.thumb_key);
  }
  for (const task of await db
    .selectFrom("upload_tasks")
    .select("file_key")
    .where("status", ">=", 0)
    .where("status", "<", 100)
    .execute()) {
    named.add(task.file_key);
  }
  const stored = [...(await storage.list("books/")), ...(await storage.list("uploads/"))];
  const storedSet = new Set(stored);
  return {
    unreferenced: stored.filter((key) => !named.has(key)).sort(),
    missing: [...named].filter((key) => !storedSet.has(key)).sort(),
  };
}
