import fs from "node:fs";
import path from "node:path";
import { buildEpub, gutenbergText, novelBody, prose } from "@bindery/converter/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { testDatabases } from "../test-support/databases.js";
import { seedBook } from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { createCatalogTools } from "./catalog-tools.js";
import { seedCatalogIfEmpty } from "./first-run-seed.js";
import { startFakeGutenberg } from "./testing/fake-gutenberg.js";

const databases = await testDatabases();

/** Collects what seeding tells the operator. */
function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (line: string) => lines.push(line),
    warn: (line: string) => lines.push(line),
  };
}

describe.each(databases)("first-run seeding ($name)", (target) => {
  let ctx: TestContext;
  let seedDir: string;

  beforeAll(async () => {
    ctx = await startTestApp(target);
    seedDir = fs.mkdtempSync(path.join(ctx.dataDir, "seed-"));
    fs.writeFileSync(
      path.join(seedDir, "pg4200.txt"),
      gutenbergText({ ebookId: 4200, title: "Tides", author: "Ria Shore", body: novelBody(2) }),
    );
    fs.writeFileSync(
      path.join(seedDir, "songs.epub"),
      buildEpub({
        version: 3,
        title: "Harbour Songs",
        author: "Tom Sailor",
        language: "en",
        identifier: "urn:uuid:11111111-2222-4333-8444-555555555555",
        chapters: [{ file: "a.xhtml", body: `<h2>Songs</h2>${prose(3).join("")}` }],
      }),
    );
    fs.writeFileSync(path.join(seedDir, "INDEX.tsv"), "file\ttitle\n");
  });
  afterAll(async () => ctx?.close());
  afterEach(async () => {
    await ctx.deps.db.deleteFrom("catalog_seed").execute();
    await ctx.deps.db.deleteFrom("books").execute();
  });

  /** The app's deps under other settings, as another start would read them. */
  const withSettings = (env: Record<string, string>) => ({
    ...ctx.deps,
    config: loadConfig({ DATA_DIR: ctx.dataDir, DATABASE_URL: "sqlite:unused", ...env }),
  });
  const publicTitles = async () =>
    (
      await ctx.deps.db
        .selectFrom("books")
        .select("title")
        .where("is_public_domain", "=", 1)
        .orderBy("title")
        .execute()
    ).map((row) => row.title);

  it("fills an empty catalog from BINDERY_SEED_DIR, once", async () => {
    const log = recordingLog();
    const deps = withSettings({ NODE_ENV: "test", BINDERY_SEED_DIR: seedDir });
    const outcome = await seedCatalogIfEmpty(deps, { log });
    expect(outcome).toMatchObject({
      status: "seeded",
      from: seedDir,
      tally: { imported: 2, duplicates: 0, failed: 0 },
    });
    expect(await publicTitles()).toEqual(["Harbour Songs", "Tides"]);
    expect(log.lines[0]).toBe(`The catalog is empty: importing 2 books from ${seedDir}…`);
    expect(log.lines).toEqual(
      expect.arrayContaining([
        "Seeding the catalog 1/2: pg4200.txt…",
        expect.stringMatching(/^Seeding the catalog 2\/2: “Harbour Songs” imported \(\d+\.\d s\)$/),
      ]),
    );
    expect(log.lines.at(-1)).toBe("Catalog seeding done: 2 imported, 0 already there, 0 failed.");

    // Done is done: a later start leaves the catalog alone, even emptied.
    await ctx.deps.db.deleteFrom("books").execute();
    expect(await seedCatalogIfEmpty(deps, { log })).toEqual({ status: "not-needed" });
    expect(await publicTitles()).toEqual([]);
  });

  it("leaves a catalog that has books alone, and test servers alone without a seed folder", async () => {
    await seedBook(ctx, { title: "Already Here" });
    const log = recordingLog();
    expect(
      await seedCatalogIfEmpty(withSettings({ NODE_ENV: "test", BINDERY_SEED_DIR: seedDir }), {
        log,
      }),
    ).toEqual({
      status: "not-needed",
    });
    await ctx.deps.db.deleteFrom("books").execute();
    expect(await seedCatalogIfEmpty(withSettings({ NODE_ENV: "test" }), { log })).toEqual({
      status: "not-needed",
    });
    expect(log.lines).toEqual([]);
  });

  it("uses the development seed folder outside production", async () => {
    const deps = withSettings({ NODE_ENV: "development", CATALOG_STARTER_SET: "none" });
    const outcome = await seedCatalogIfEmpty(deps, {
      log: recordingLog(),
      developmentSeedDir: seedDir,
    });
    expect(outcome).toMatchObject({ status: "seeded", from: seedDir });
    expect(await publicTitles()).toEqual(["Harbour Songs", "Tides"]);
  });

  it("lets one process seed at a time, and takes up a seeding cut short", async () => {
    const deps = withSettings({ NODE_ENV: "test", BINDERY_SEED_DIR: seedDir });
    const now = ctx.deps.clock();
    await ctx.deps.db
      .insertInto("catalog_seed")
      .values({ id: "first-run", status: "running", lease_until: now + 60_000, updated_at: now })
      .execute();
    expect(await seedCatalogIfEmpty(deps, { log: recordingLog() })).toEqual({ status: "busy" });

    // The other process died after importing one book: its lease runs out, the next start goes on.
    await ctx.deps.db
      .updateTable("catalog_seed")
      .set({ lease_until: now - 1 })
      .execute();
    await seedBook(ctx, { title: "Tides", source_id: "gutenberg:4200" });
    const outcome = await seedCatalogIfEmpty(deps, { log: recordingLog() });
    expect(outcome).toMatchObject({
      status: "seeded",
      tally: { imported: 1, duplicates: 1, failed: 0 },
    });
  });

  it("fetches the starter set from Project Gutenberg when there is no seed folder", async () => {
    const gutenberg = await startFakeGutenberg({
      epubs: {
        301: buildEpub({
          version: 3,
          title: "A Starter Classic",
          author: "Old Master",
          language: "en",
          identifier: "http://www.gutenberg.org/ebooks/301",
          chapters: [{ file: "a.xhtml", body: `<h2>One</h2>${prose(2).join("")}` }],
        }),
      },
    });
    try {
      const deps = withSettings({
        NODE_ENV: "production",
        JWT_SECRET: "x".repeat(40),
        FILE_URL_SECRET: "y".repeat(40),
        PUBLIC_URL: "https://books.example.com",
        GUTENBERG_URL: gutenberg.url,
        CATALOG_STARTER_SET: "301,302",
      });
      const log = recordingLog();
      const outcome = await seedCatalogIfEmpty(deps, {
        log,
        tools: createCatalogTools(deps, { gutenbergIntervalMs: 0 }),
      });
      expect(outcome).toMatchObject({
        status: "seeded",
        tally: { imported: 1, duplicates: 0, failed: 1 },
      });
      expect(await publicTitles()).toEqual(["A Starter Classic"]);
      expect(log.lines).toContain(
        "Seeding the catalog 2/2: Project Gutenberg eBook #302 failed: Project Gutenberg has no EPUB for eBook #302 (HTTP 404).",
      );
    } finally {
      await gutenberg.close();
    }
  });

  it("starts empty offline, saying how to import, and tries again next time", async () => {
    const closed = await startFakeGutenberg({ epubs: {} });
    await closed.close();
    const deps = withSettings({ NODE_ENV: "development", GUTENBERG_URL: closed.url });
    const log = recordingLog();
    const outcome = await seedCatalogIfEmpty(deps, {
      log,
      developmentSeedDir: path.join(seedDir, "absent"),
    });
    expect(outcome).toEqual({ status: "offline" });
    expect(log.lines).toEqual([
      `The catalog is empty and Project Gutenberg (${closed.url}) cannot be reached, so it stays empty for now. Import public-domain books with: npm run catalog:import -- <EPUB, text or PDF files, folders, or Gutenberg ids>`,
    ]);
    expect(await publicTitles()).toEqual([]);
    expect(await ctx.deps.db.selectFrom("catalog_seed").selectAll().execute()).toEqual([]);
  });
});
