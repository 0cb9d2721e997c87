import fs from "node:fs";
import path from "node:path";
import { bookMessages, HEADING_MARKER } from "@bindery/contract";
import { buildEpub, prose } from "@bindery/converter/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogTools } from "../catalog/catalog-tools.js";
import { testDatabases } from "../test-support/databases.js";
import {
  booksRepoOf,
  createTestUser,
  getJson,
  type TestUser,
} from "../test-support/library-fixtures.js";
import { samplePdf } from "../test-support/sample-pdf.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { pdfFile, settledTask, upload } from "../test-support/upload-calls.js";

const databases = await testDatabases();

describe.each(databases)("book contents API on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target, { CONVERSION_CONCURRENCY: "1" });
    await ctx.startJobs();
  });
  afterAll(async () => ctx?.close());

  const contentsOf = (bookId: string, user?: TestUser) =>
    getJson(ctx, `/api/v1/pdf_parser/books/${bookId}/contents/`, user?.headers);
  const pagesOf = async (bookId: string, user?: TestUser) =>
    (await getJson(ctx, `/api/v1/pdf_parser/books/${bookId}/?start=0&end=199`, user?.headers)).body
      .pages as Array<{ page_meta_unique_id: string; page_order: number; page_content: string }>;
  const storedRow = (bookId: string) =>
    ctx.deps.db
      .selectFrom("book_contents")
      .selectAll()
      .where("book_id", "=", bookId)
      .executeTakeFirst();

  it("answers an uploaded PDF's outline, on the pages its PDF pages begin, to its owner only", async () => {
    const owner = await createTestUser(ctx);
    const stranger = await createTestUser(ctx);
    const pdf = samplePdf(4, {
      outline: [
        { title: "Opening", page: 1 },
        { title: "The Third Page", page: 3 },
      ],
    });
    const accepted = await upload(ctx, owner, { title: "Outlined" }, pdfFile(pdf.bytes));
    const done = await settledTask(ctx, owner, accepted.json().task_id);
    expect(done.status).toBe(100);
    const bookId = done.book_id as string;
    const pages = await pagesOf(bookId, owner);
    // The book page holding the third PDF page's first word (each page has 270 words).
    const firstWord = new RegExp(`\\b${pdf.words[2 * 270]}\\b`);
    const third = pages.find((page) => firstWord.test(page.page_content))?.page_order;
    expect(third).toBeGreaterThan(0);

    const { status, body } = await contentsOf(bookId, owner);
    expect(status).toBe(200);
    expect(body).toEqual({
      source: "outline",
      entries: [
        { title: "Opening", page_order: 0, level: 0 },
        { title: "The Third Page", page_order: third, level: 0 },
      ],
    });
    for (const answer of [
      await contentsOf(bookId, stranger),
      await contentsOf(bookId),
      await contentsOf("no-such-book", owner),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: bookMessages.bookNotFound });
    }

    // Deleting a page moves the entries after it up one page, with the paragraph each names;
    // an entry of the deleted page opens the top of the page that took its place.
    await ctx.deps.repos.bookContents.save(bookId, {
      source: "outline",
      entries: [
        { title: "Opening", page_order: 0, block: 2, level: 0 },
        { title: "The Third Page", page_order: third as number, block: 1, level: 0 },
      ],
    });
    const deleted = await ctx.app.inject({
      method: "DELETE",
      url: `/api/v1/pdf_parser/pages/${pages[0]?.page_meta_unique_id}/`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await contentsOf(bookId, owner)).body.entries).toEqual([
      { title: "Opening", page_order: 0, level: 0 },
      { title: "The Third Page", page_order: (third as number) - 1, block: 1, level: 0 },
    ]);
  });

  it("answers a catalog EPUB's navigation to anyone", async () => {
    const dir = fs.mkdtempSync(path.join(ctx.dataDir, "sources-"));
    const file = path.join(dir, "navigated.epub");
    fs.writeFileSync(
      file,
      buildEpub({
        version: 3,
        title: "Navigated",
        author: "Ann Writer",
        language: "en",
        identifier: `urn:uuid:${target.name}-navigated`,
        chapters: [
          { file: "one.xhtml", body: `<h2>One</h2>${prose(30).join("")}` },
          { file: "two.xhtml", body: `<h2>Two</h2>${prose(5).join("")}` },
        ],
        navigation: [
          { title: "Chapter One", href: "one.xhtml" },
          { title: "Chapter Two", href: "two.xhtml" },
        ],
      }),
    );
    const outcome = await createCatalogTools(ctx.deps).importBook({ file });
    const bookId = (outcome as { bookId: string }).bookId;
    const pages = await getJson(ctx, `/api/v1/pdf_parser/books/${bookId}/?start=0&end=99`);
    const two = pages.body.pages.find((page: { page_content: string }) =>
      page.page_content.startsWith(`${HEADING_MARKER}Two`),
    ).page_order;
    const reader = await createTestUser(ctx);
    for (const user of [undefined, reader]) {
      expect((await contentsOf(bookId, user)).body).toEqual({
        source: "navigation",
        entries: [
          { title: "Chapter One", page_order: 0, level: 0 },
          { title: "Chapter Two", page_order: two, level: 0 },
        ],
      });
    }
  });

  it("makes an older book's contents from its headings once, and again after an edit", async () => {
    const owner = await createTestUser(ctx);
    const repo = booksRepoOf(ctx);
    const book = await repo.createBook({
      owner_id: owner.id,
      title: "Stored before contents",
      is_public_domain: 0,
      status: "ready",
    });
    await ctx.deps.repos.pages.appendPages(
      book.id,
      [
        "Front matter.",
        `${HEADING_MARKER}Part One\n\n${HEADING_MARKER}Chapter 1\n\nText.`,
        "More text.",
        `Text.\n\n${HEADING_MARKER}Chapter 2`,
      ].map((page_content, page_order) => ({ page_order, page_number: page_order, page_content })),
    );
    expect(await storedRow(book.id)).toBeUndefined();
    const headings = {
      source: "headings",
      entries: [
        { title: "Part One", page_order: 1, level: 0 },
        // Each below other text of its page: the entry names the heading's paragraph.
        { title: "Chapter 1", page_order: 1, block: 1, level: 1 },
        { title: "Chapter 2", page_order: 3, block: 1, level: 1 },
      ],
    };
    expect((await contentsOf(book.id, owner)).body).toEqual(headings);
    expect(await storedRow(book.id)).toMatchObject({ source: "headings" });
    expect((await contentsOf(book.id, owner)).body).toEqual(headings);

    const pages = await pagesOf(book.id, owner);
    const edit = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/pdf_parser/pages/${pages[2]?.page_meta_unique_id}/`,
      headers: owner.headers,
      payload: { page_content: `${HEADING_MARKER}Interlude\n\nMore text.` },
    });
    expect(edit.statusCode).toBe(200);
    expect((await contentsOf(book.id, owner)).body.entries).toEqual([
      { title: "Part One", page_order: 1, level: 0 },
      { title: "Chapter 1", page_order: 1, block: 1, level: 1 },
      { title: "Interlude", page_order: 2, level: 0 },
      { title: "Chapter 2", page_order: 3, block: 1, level: 1 },
    ]);
  });

  it("finds an outline entry's heading again on an edited page, else opens its top", async () => {
    const owner = await createTestUser(ctx);
    const book = await booksRepoOf(ctx).createBook({
      owner_id: owner.id,
      title: "Outlined and edited",
      is_public_domain: 0,
      status: "ready",
    });
    await ctx.deps.repos.pages.appendPages(
      book.id,
      [
        "Front matter.",
        `The end of the first part.\n\n${HEADING_MARKER}2 The Harbour\n\nText.`,
      ].map((page_content, page_order) => ({ page_order, page_number: page_order, page_content })),
    );
    await ctx.deps.repos.bookContents.save(book.id, {
      source: "outline",
      entries: [{ title: "The Harbour", page_order: 1, block: 1, level: 0 }],
    });
    const [, second] = await pagesOf(book.id, owner);
    const edit = (page_content: string) =>
      ctx.app.inject({
        method: "PATCH",
        url: `/api/v1/pdf_parser/pages/${second?.page_meta_unique_id}/`,
        headers: owner.headers,
        payload: { page_content },
      });
    // A paragraph added above the heading: the entry follows it.
    expect(
      (await edit(`The end.\n\nOne more line.\n\n${HEADING_MARKER}2 The Harbour\n\nText.`))
        .statusCode,
    ).toBe(200);
    expect((await contentsOf(book.id, owner)).body.entries).toEqual([
      { title: "The Harbour", page_order: 1, block: 2, level: 0 },
    ]);
    // The heading gone: the entry opens the page's top.
    expect((await edit("The end.\n\nText without a heading.")).statusCode).toBe(200);
    expect((await contentsOf(book.id, owner)).body.entries).toEqual([
      { title: "The Harbour", page_order: 1, level: 0 },
    ]);
  });

  it("answers a converting book's headings so far without keeping them, and an empty book's none", async () => {
    const repo = booksRepoOf(ctx);
    const book = await repo.createBook({ owner_id: null, title: "Arriving", is_public_domain: 1 });
    expect((await contentsOf(book.id)).body).toEqual({ source: "headings", entries: [] });
    await ctx.deps.repos.pages.appendPages(book.id, [
      { page_order: 0, page_number: 0, page_content: `${HEADING_MARKER}First` },
    ]);
    expect((await contentsOf(book.id)).body.entries).toEqual([
      { title: "First", page_order: 0, level: 0 },
    ]);
    expect(await storedRow(book.id)).toBeUndefined();
  });

  it("is listed in the API documentation", async () => {
    const { body } = await getJson(ctx, "/api/docs/json");
    expect(Object.keys(body.paths["/api/v1/pdf_parser/books/{book_id}/contents/"])).toEqual([
      "get",
    ]);
  });
});
