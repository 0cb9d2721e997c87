import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrate.js";
import type { Database } from "../db/schema.js";
import { workKey } from "../lib/work-key.js";
import { testDatabases } from "../test-support/databases.js";
import { migrationDatabase } from "../test-support/migration-database.js";
import { createCatalogWorksRepo } from "./catalog-works.repo.js";

const databases = await testDatabases();

/** A book as stored before the catalog knew works. */
async function storeOldBook(
  db: Kysely<Database>,
  book: { id: string; title: string; author: string | null; publicDomain: boolean; at: number },
) {
  await db
    .insertInto("books")
    .values({
      id: book.id,
      owner_id: null,
      title: book.title,
      description: "",
      author: book.author,
      language: "en",
      is_public_domain: book.publicDomain ? 1 : 0,
      status: "ready",
      cover_key: null,
      bindery_pages_count: 1,
      original_pages_count: 1,
      source_id: null,
      created_at: book.at,
      updated_at: book.at,
    })
    .execute();
}

describe.each(databases)("the catalog works migration on $name", (target) => {
  const at = migrationDatabase(target);

  it("gives each public work to its oldest book and leaves duplicates be", async () => {
    await at.migrateTo("0010-upload-task-claims");
    const handle = at.handle();
    const alice = { title: "Alice's Adventures in Wonderland", author: "Lewis Carroll" };
    await storeOldBook(handle.db, { id: "alice-new", ...alice, publicDomain: true, at: 2000 });
    await storeOldBook(handle.db, {
      id: "alice-old",
      title: "ALICE'S ADVENTURES IN WONDERLAND",
      author: "Carroll, Lewis",
      publicDomain: true,
      at: 1000,
    });
    await storeOldBook(handle.db, { id: "private", ...alice, publicDomain: false, at: 500 });
    await storeOldBook(handle.db, {
      id: "no-author",
      title: "Notes",
      author: null,
      publicDomain: true,
      at: 500,
    });
    await migrateToLatest(handle.db);

    const works = createCatalogWorksRepo(handle.db);
    const key = workKey(alice.title, alice.author) ?? "";
    expect((await works.holder(key))?.id).toBe("alice-old");
    // Both books stay; only a new import of the work is refused from now on.
    expect(await works.claim(key, "alice-new")).toBe(false);
    const rows = await handle.db.selectFrom("catalog_works").selectAll().execute();
    expect(rows).toEqual([{ work_key: key, book_id: "alice-old" }]);
    const books = await handle.db.selectFrom("books").select("id").orderBy("id").execute();
    expect(books.map((book) => book.id)).toEqual([
      "alice-new",
      "alice-old",
      "no-author",
      "private",
    ]);
  });
});
