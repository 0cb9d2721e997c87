import fs from "node:fs";
import path from "node:path";
import { buildEpub, prose } from "@bindery/converter/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { createCatalogTools } from "./catalog-tools.js";
import { importSources } from "./import-sources.js";
import { type FakeGutenberg, startFakeGutenberg } from "./testing/fake-gutenberg.js";

const [sqlite] = await testDatabases();

const gutenbergEpub = (id: number, title: string) =>
  buildEpub({
    version: 3,
    title,
    author: "Anon Writer",
    language: "en",
    identifier: `http://www.gutenberg.org/ebooks/${id}`,
    chapters: [{ file: "c1.xhtml", body: `<h2>Chapter One</h2>${prose(4).join("")}` }],
  });

describe("Project Gutenberg ids, fetched from a local stand-in of gutenberg.org", () => {
  let ctx: TestContext;
  let gutenberg: FakeGutenberg;

  beforeAll(async () => {
    gutenberg = await startFakeGutenberg({
      epubs: { 101: gutenbergEpub(101, "First Light"), 102: gutenbergEpub(102, "Second Wind") },
      htmlFor: [103],
      delayMs: 150,
    });
    ctx = await startTestApp(sqlite as NonNullable<typeof sqlite>, {
      GUTENBERG_URL: gutenberg.url,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await gutenberg?.close();
  });

  it("downloads one at a time with a clear User-Agent, caches, and imports each once", async () => {
    const tools = createCatalogTools(ctx.deps, { gutenbergIntervalMs: 0 });
    const [first, second] = await Promise.all([
      tools.gutenberg.fetchEpub(101),
      tools.gutenberg.fetchEpub(102),
    ]);
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(false);
    expect(gutenberg.maxConcurrent()).toBe(1);
    expect(gutenberg.requests.map((request) => request.path)).toEqual([
      "/ebooks/101.epub3.images",
      "/ebooks/102.epub3.images",
    ]);
    for (const request of gutenberg.requests) {
      expect(request.userAgent).toMatch(/^Bindery\/\d+\.\d+\.\d+ \(public-domain catalog import/);
    }
    expect(fs.existsSync(path.join(ctx.dataDir, "cache", "gutenberg", "pg101.epub"))).toBe(true);

    const sources = [
      { kind: "gutenberg" as const, id: 101 },
      { kind: "gutenberg" as const, id: 102 },
      { kind: "gutenberg" as const, id: 101 },
    ];
    const tally = await importSources(sources, tools);
    expect(tally).toEqual({ imported: 2, duplicates: 1, failed: 0 });
    // Both were cached by the first fetches: importing sent no further request.
    expect(gutenberg.requests).toHaveLength(2);
    const books = await ctx.deps.db
      .selectFrom("books")
      .select(["title", "source_id", "is_public_domain", "owner_id"])
      .orderBy("source_id")
      .execute();
    expect(books).toEqual([
      { title: "First Light", source_id: "gutenberg:101", is_public_domain: 1, owner_id: null },
      { title: "Second Wind", source_id: "gutenberg:102", is_public_domain: 1, owner_id: null },
    ]);
  });

  it("reports missing eBooks, wrong answers and an unreachable site clearly", async () => {
    const tools = createCatalogTools(ctx.deps, { gutenbergIntervalMs: 0 });
    const failures: string[] = [];
    const tally = await importSources(
      [
        { kind: "gutenberg", id: 999 },
        { kind: "gutenberg", id: 103 },
      ],
      tools,
      { failed: (_source, message) => failures.push(message) },
    );
    expect(tally).toEqual({ imported: 0, duplicates: 0, failed: 2 });
    expect(failures).toEqual([
      "Project Gutenberg has no EPUB for eBook #999 (HTTP 404).",
      "Project Gutenberg answered eBook #103 with a file that is not an EPUB.",
    ]);
    // Both download addresses were tried for the missing one.
    expect(gutenberg.requests.slice(-3).map((request) => request.path)).toEqual([
      "/ebooks/999.epub3.images",
      "/ebooks/999.epub.images",
      "/ebooks/103.epub3.images",
    ]);

    const closed = await startFakeGutenberg({ epubs: {} });
    await closed.close();
    const offline = createCatalogTools(
      { ...ctx.deps, config: { ...ctx.deps.config, GUTENBERG_URL: closed.url } },
      { gutenbergIntervalMs: 0 },
    );
    expect(await offline.gutenberg.reachable()).toBe(false);
    const error = await offline.gutenberg.fetchEpub(555).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      `Could not reach Project Gutenberg at ${closed.url} (ECONNREFUSED).`,
    );
  });
});
