import fs from "node:fs";
import path from "node:path";
import { buildEpub, gutenbergText, novelBody, prose } from "@bindery/converter/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { getJson } from "../test-support/library-fixtures.js";
import { samplePdf } from "../test-support/sample-pdf.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { CatalogImportError } from "./catalog-importer.js";
import { type CatalogTools, createCatalogTools } from "./catalog-tools.js";

const databases = await testDatabases();

/** A Project Gutenberg text of a three-chapter novel, eBook #4100. */
const lighthouse = gutenbergText({
  ebookId: 4100,
  title: "The Lighthouse Keeper",
  author: "Mara Quill",
  body: `THE LIGHTHOUSE KEEPER\n\nby Mara Quill${novelBody(3)}`,
});

describe.each(databases)("catalog import ($name)", (target) => {
  let ctx: TestContext;
  let tools: CatalogTools;
  let dir: string;
  const write = (name: string, data: string | Uint8Array) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, data);
    return file;
  };
  const publicBooks = async () =>
    (await getJson(ctx, "/api/v1/pdf_parser/public_domain_books/?start=0&end=24")).body;

  beforeAll(async () => {
    ctx = await startTestApp(target);
    tools = createCatalogTools(ctx.deps);
    dir = fs.mkdtempSync(path.join(ctx.dataDir, "sources-"));
  });
  afterAll(async () => ctx?.close());

  it("makes a public-domain book without owner, readable through the API", async () => {
    const outcome = await tools.importBook({ file: write("lighthouse.txt", lighthouse) });
    expect(outcome).toMatchObject({
      status: "imported",
      title: "The Lighthouse Keeper",
      author: "Mara Quill",
    });
    const bookId = (outcome as { bookId: string }).bookId;

    const row = await ctx.deps.db
      .selectFrom("books")
      .selectAll()
      .where("id", "=", bookId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      owner_id: null,
      is_public_domain: 1,
      status: "ready",
      author: "Mara Quill",
      language: "en",
      source_id: "gutenberg:4100",
    });

    const { status, body } = await getJson(
      ctx,
      `/api/v1/pdf_parser/books/${bookId}/?start=0&end=19`,
    );
    expect(status).toBe(200);
    expect(body.book).toMatchObject({
      book_name: "The Lighthouse Keeper",
      is_public_domain: 1,
      status: "ready",
    });
    const text = body.pages.map((page: { page_content: string }) => page.page_content).join("\n\n");
    expect(text).toContain("# CHAPTER 1.");
    expect(text).toContain("Chapter 2, paragraph 1: the keeper climbed the hundred steps");
    expect(text).not.toMatch(/Project Gutenberg|anyone anywhere/);
    // Chapters start pages, counted from 0 like every book's.
    expect(body.pages[0].page_order).toBe(0);
    expect(
      body.pages.filter((page: { page_content: string }) =>
        page.page_content.startsWith("# CHAPTER"),
      ),
    ).toHaveLength(3);

    const cover = await ctx.app.inject({ url: body.book.book_cover });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers["content-type"]).toBe("image/webp");
    const snapshots = await getJson(ctx, `/api/v1/pdf_parser/snapshots/${bookId}/?start=0&end=19`);
    expect(snapshots.body.snapshots).toEqual([]);
    expect(
      (await publicBooks()).public_books.map((book: { book_name: string }) => book.book_name),
    ).toContain("The Lighthouse Keeper");
  });

  it("does not import the same book twice, by eBook number, identifier or content", async () => {
    const again = await tools.importBook({ file: write("pg4100-copy.txt", lighthouse) });
    expect(again).toMatchObject({ status: "duplicate", title: "The Lighthouse Keeper" });

    const epub = buildEpub({
      version: 2,
      title: "The Lighthouse Keeper",
      author: "Mara Quill",
      language: "en",
      identifier: "http://www.gutenberg.org/ebooks/4100",
      chapters: [{ file: "one.xhtml", body: `<h2>One</h2>${prose(2).join("")}` }],
    });
    expect(await tools.importBook({ file: write("lighthouse.epub", epub) })).toMatchObject({
      status: "duplicate",
    });

    const plain = write("notes.txt", "A short note about harbours.\n\nIt has two paragraphs.\n");
    expect(await tools.importBook({ file: plain })).toMatchObject({
      status: "imported",
      title: "Notes",
    });
    expect(
      await tools.importBook({ file: write("notes-again.txt", fs.readFileSync(plain)) }),
    ).toMatchObject({
      status: "duplicate",
    });
    const titles = (await publicBooks()).public_books.map(
      (book: { book_name: string }) => book.book_name,
    );
    expect(titles.filter((title: string) => title === "The Lighthouse Keeper")).toHaveLength(1);
  });

  it("refuses another edition of a work in the catalog, whatever its file", async () => {
    // Another publisher's EPUB of the same novel: its own identifier, the title in
    // capitals without its article, the author's names the other way round.
    const edition = buildEpub({
      version: 3,
      title: "LIGHTHOUSE KEEPER",
      author: "Quill, Mara",
      language: "en",
      identifier: "urn:uuid:another-publisher-lighthouse",
      chapters: [{ file: "one.xhtml", body: `<h2>One</h2>${prose(3).join("")}` }],
    });
    const before = (await publicBooks()).total;
    const outcome = await tools.importBook({ file: write("lighthouse-se.epub", edition) });
    // Its title in capitals is shown in title case, as every catalog title is.
    expect(outcome).toMatchObject({ status: "duplicate", title: "Lighthouse Keeper" });
    const kept = (await publicBooks()).public_books.find(
      (book: { book_name: string }) => book.book_name === "The Lighthouse Keeper",
    );
    expect(outcome).toMatchObject({
      bookId: kept.book_meta_unique_id,
      message: `Not imported: “Lighthouse Keeper” by Quill, Mara is already in the catalog as “The Lighthouse Keeper” (book ${kept.book_meta_unique_id}). The catalog holds each work once; delete that book first to import this edition instead.`,
    });
    expect((await publicBooks()).total).toBe(before);
    // Nothing of the refused book stays: no row, no files.
    const rows = await ctx.deps.db
      .selectFrom("books")
      .select("id")
      .where("source_id", "=", "epub:urn:uuid:another-publisher-lighthouse")
      .execute();
    expect(rows).toEqual([]);

    // The same title by someone else is another work.
    const namesake = buildEpub({
      version: 3,
      title: "The Lighthouse Keeper",
      author: "Jon Finch",
      language: "en",
      identifier: "urn:uuid:finch-lighthouse",
      chapters: [{ file: "one.xhtml", body: `<h2>One</h2>${prose(2).join("")}` }],
    });
    expect(await tools.importBook({ file: write("finch.epub", namesake) })).toMatchObject({
      status: "imported",
      author: "Jon Finch",
    });
  });

  it("imports EPUBs with their images, and PDFs through the converter", async () => {
    const epub = buildEpub({
      version: 3,
      title: "Harbour Songs",
      author: "Tom Sailor",
      language: "en",
      identifier: "urn:uuid:7c0d7d1e-2222-4333-8444-955566667777",
      chapters: [{ file: "a.xhtml", body: `<h2>Songs</h2>${prose(3).join("")}` }],
    });
    const outcome = await tools.importBook({ file: write("songs.epub", epub) });
    expect(outcome).toMatchObject({
      status: "imported",
      title: "Harbour Songs",
      author: "Tom Sailor",
    });

    const pdf = await tools.importBook({ file: write("sample.pdf", samplePdf(2).bytes) });
    expect(pdf.status).toBe("imported");
    const { body } = await getJson(
      ctx,
      `/api/v1/pdf_parser/snapshots/${pdf.bookId}/?start=0&end=19`,
    );
    expect(body.snapshots.length).toBeGreaterThan(0);
  });

  it("reports a file it cannot read, and leaves nothing behind", async () => {
    const before = (await publicBooks()).total;
    const junk = write("junk.epub", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9]));
    const error = await tools.importBook({ file: junk }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogImportError);
    expect((error as Error).message).toBe("This EPUB is damaged and could not be read.");
    const missing = await tools
      .importBook({ file: path.join(dir, "absent.txt") })
      .catch((e: unknown) => e);
    expect((missing as Error).message).toBe(`No such file: ${path.join(dir, "absent.txt")}`);
    expect((await publicBooks()).total).toBe(before);
    const rows = await ctx.deps.db
      .selectFrom("books")
      .select("id")
      .where("status", "!=", "ready")
      .execute();
    expect(rows).toEqual([]);
  });
});
