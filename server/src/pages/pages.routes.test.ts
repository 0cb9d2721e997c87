import { bookMessages, MAX_PAGE_CONTENT_LENGTH } from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import {
  booksRepoOf,
  createTestUser,
  getJson,
  seedBook,
  type TestUser,
} from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

const databases = await testDatabases();

describe.each(databases)("page editing API on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
  });
  afterAll(async () => ctx?.close());

  const pageUrl = (id: string) => `/api/v1/pdf_parser/pages/${id}/`;
  const edit = (id: string, payload: object, user?: TestUser) =>
    ctx.app.inject({ method: "PATCH", url: pageUrl(id), payload, headers: user?.headers ?? {} });
  const remove = (id: string, user?: TestUser) =>
    ctx.app.inject({ method: "DELETE", url: pageUrl(id), headers: user?.headers ?? {} });
  const pagesOf = async (bookId: string, user: TestUser) =>
    (await getJson(ctx, `/api/v1/pdf_parser/books/${bookId}/?start=0&end=199`, user.headers)).body;
  const privateBook = async (owner: TestUser, pages = 5) =>
    seedBook(ctx, { owner_id: owner.id, is_public_domain: 0, pages });

  it("lets the owner change a page's text", async () => {
    const owner = await createTestUser(ctx);
    const book = await privateBook(owner);
    const before = await pagesOf(book.id, owner);
    const page = before.pages[2];
    const text = "# Chapter Two\n\nIt was a <b>bright</b> cold day.";

    const response = await edit(page.page_meta_unique_id, { page_content: text }, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, page_content: text, links: [] });
    const after = await pagesOf(book.id, owner);
    expect(after.pages[2].page_content).toBe(text);
    expect(after.pages[1].page_content).toBe("Page 1");

    const blank = await edit(page.page_meta_unique_id, { page_content: "" }, owner);
    expect(blank.statusCode).toBe(200);
  });

  it("validates page_content", async () => {
    const owner = await createTestUser(ctx);
    const book = await privateBook(owner, 1);
    const pageId = (await pagesOf(book.id, owner)).pages[0].page_meta_unique_id;
    const cases: Array<[object, Record<string, string[]>]> = [
      [{}, { page_content: [bookMessages.pageContentRequired] }],
      [{ page_content: 42 }, { page_content: [bookMessages.pageContentRequired] }],
      [
        { page_content: "x".repeat(MAX_PAGE_CONTENT_LENGTH + 1) },
        { page_content: [bookMessages.pageContentTooLong(MAX_PAGE_CONTENT_LENGTH)] },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await edit(pageId, payload, owner);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(fields);
    }
    const longest = await edit(
      pageId,
      { page_content: "x".repeat(MAX_PAGE_CONTENT_LENGTH) },
      owner,
    );
    expect(longest.statusCode).toBe(200);
  });

  it("needs the owner's token: 401 without one, 404 for anyone else", async () => {
    const owner = await createTestUser(ctx);
    const stranger = await createTestUser(ctx);
    const book = await privateBook(owner, 2);
    const pageId = (await pagesOf(book.id, owner)).pages[0].page_meta_unique_id;

    expect((await edit(pageId, { page_content: "mine now" })).statusCode).toBe(401);
    expect((await remove(pageId)).statusCode).toBe(401);
    for (const response of [
      await edit(pageId, { page_content: "mine now" }, stranger),
      await remove(pageId, stranger),
      await edit("no-such-page", { page_content: "x" }, owner),
      await remove("no-such-page", owner),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: bookMessages.pageNotFound });
    }
    const untouched = await pagesOf(book.id, owner);
    expect(untouched.pages.map((page: { page_content: string }) => page.page_content)).toEqual([
      "Page 0",
      "Page 1",
    ]);
    expect(untouched.book.bindery_pages_count).toBe(2);
  });

  it("refuses to edit or delete pages of public-domain books, for everyone", async () => {
    const uploader = await createTestUser(ctx);
    const reader = await createTestUser(ctx);
    const catalogBook = await seedBook(ctx, { pages: 2 });
    // A user's own upload marked public domain is read-only too.
    const ownPublic = await seedBook(ctx, { owner_id: uploader.id, is_public_domain: 1, pages: 2 });
    for (const [book, user] of [
      [catalogBook, reader],
      [ownPublic, uploader],
      [ownPublic, reader],
    ] as const) {
      const pageId = (await pagesOf(book.id, user)).pages[0].page_meta_unique_id;
      for (const response of [
        await edit(pageId, { page_content: "vandal" }, user),
        await remove(pageId, user),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: bookMessages.publicDomainReadOnly });
      }
    }
  });

  it("deletes a page, moves the following pages up one place and counts one fewer", async () => {
    const owner = await createTestUser(ctx);
    const book = await privateBook(owner, 6);
    const before = await pagesOf(book.id, owner);
    const doomed = before.pages[2];

    const response = await remove(doomed.page_meta_unique_id, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const after = await pagesOf(book.id, owner);
    expect(after.book.bindery_pages_count).toBe(5);
    expect(
      after.pages.map((page: { page_order: number; page_content: string }) => [
        page.page_order,
        page.page_content,
      ]),
    ).toEqual([
      [0, "Page 0"],
      [1, "Page 1"],
      [2, "Page 3"],
      [3, "Page 4"],
      [4, "Page 5"],
    ]);
    // Deleting it again: it is gone.
    expect((await remove(doomed.page_meta_unique_id, owner)).statusCode).toBe(404);
  });

  it("refuses to delete pages while the book converts, but lets the owner edit them", async () => {
    const owner = await createTestUser(ctx);
    const book = await seedBook(ctx, {
      owner_id: owner.id,
      is_public_domain: 0,
      status: "converting",
      pages: 3,
    });
    const pageId = (await pagesOf(book.id, owner)).pages[1].page_meta_unique_id;

    const refused = await remove(pageId, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: bookMessages.stillConverting });
    expect((await edit(pageId, { page_content: "Fixed a typo" }, owner)).statusCode).toBe(200);

    const after = await pagesOf(book.id, owner);
    expect(after.book.bindery_pages_count).toBe(3);
    expect(after.pages.map((page: { page_content: string }) => page.page_content)).toEqual([
      "Page 0",
      "Fixed a typo",
      "Page 2",
    ]);

    await booksRepoOf(ctx).updateBook(book.id, { status: "ready" });
    expect((await remove(pageId, owner)).statusCode).toBe(200);
  });

  it("keeps the order gapless when several pages are deleted at once", async () => {
    const owner = await createTestUser(ctx);
    const book = await privateBook(owner, 30);
    const before = await pagesOf(book.id, owner);
    const doomed = [3, 4, 10, 11, 12, 20, 29].map((order) => before.pages[order]);

    const responses = await Promise.all(
      doomed.map((page: { page_meta_unique_id: string }) =>
        remove(page.page_meta_unique_id, owner),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(doomed.map(() => 200));

    const after = await pagesOf(book.id, owner);
    const gone = new Set(doomed.map((page: { page_content: string }) => page.page_content));
    const expected = before.pages
      .map((page: { page_content: string }) => page.page_content)
      .filter((text: string) => !gone.has(text));
    expect(after.book.bindery_pages_count).toBe(23);
    expect(after.pages.map((page: { page_order: number }) => page.page_order)).toEqual(
      expected.map((_: string, index: number) => index),
    );
    expect(after.pages.map((page: { page_content: string }) => page.page_content)).toEqual(
      expected,
    );
    expect((await booksRepoOf(ctx).findBook(book.id))?.bindery_pages_count).toBe(23);
  });
});
