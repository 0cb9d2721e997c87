import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrate.js";
import type { Database } from "../db/schema.js";
import { testDatabases } from "../test-support/databases.js";
import { migrationDatabase } from "../test-support/migration-database.js";
import { createPostgresSearch } from "./postgres-search.js";
import { searchWords } from "./search-words.js";
import { createSqliteSearch } from "./sqlite-search.js";

const databases = await testDatabases();

/** A book and its pages as they were stored before search existed. */
async function storeOldBook(db: Kysely<Database>, id: string, language: string | null) {
  await db
    .insertInto("books")
    .values({
      id,
      owner_id: null,
      title: "Stored earlier",
      description: "",
      author: null,
      language,
      is_public_domain: 1,
      status: "ready",
      cover_key: null,
      bindery_pages_count: 2,
      original_pages_count: 2,
      source_id: null,
      created_at: 0,
      updated_at: 0,
    })
    .execute();
  await db
    .insertInto("pages")
    .values(
      ["The orchard was quiet.", "Lanterns hung in the orchard."].map((page_content, order) => ({
        id: `${id}-${order}`,
        book_id: id,
        page_order: order,
        page_number: order,
        page_content,
        visual_content: "[]",
      })),
    )
    .execute();
}

describe.each(databases)("the search migration on $name", (target) => {
  const at = migrationDatabase(target);

  it("indexes the pages already stored, in their book's language", async () => {
    await at.migrateTo("0007-reader-place-and-settings");
    const handle = at.handle();
    await storeOldBook(handle.db, "old-english", "en");
    await storeOldBook(handle.db, "old-unknown", null);
    await migrateToLatest(handle.db);

    const search =
      handle.kind === "sqlite" ? createSqliteSearch(handle.db) : createPostgresSearch(handle.db);
    const range = { start: 0, end: 19 };
    const found = await search(
      { id: "old-english", language: "en" },
      searchWords("lantern"),
      range,
    );
    expect(found.total).toBe(1);
    expect(found.pages[0]?.page_order).toBe(1);
    const both = await search(
      { id: "old-unknown", language: null },
      searchWords("orchard."),
      range,
    );
    expect(both.pages.map((page) => page.page_order).sort()).toEqual([0, 1]);
  });
});
