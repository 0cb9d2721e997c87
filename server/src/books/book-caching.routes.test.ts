import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_NO_STORE } from "../lib/private-answers.js";
import { testDatabases } from "../test-support/databases.js";
import { booksRepoOf, createTestUser, seedBook } from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

const databases = await testDatabases();

describe.each(databases)("cacheable public answers on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url, headers });

  it("gives a ready public book's pages an ETag, a lifetime and 304 when unchanged", async () => {
    const book = await seedBook(ctx, { pages: 6 });
    const url = `/api/v1/pdf_parser/books/${book.id}/?start=0&end=3`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=300");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get(url, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // Another range is another answer.
    const other = await get(`/api/v1/pdf_parser/books/${book.id}/?start=4&end=5`, {
      "if-none-match": etag,
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().pages).toHaveLength(2);
  });

  it("keeps a private book's answer out of shared caches", async () => {
    const owner = await createTestUser(ctx);
    const book = await seedBook(ctx, { pages: 2, owner_id: owner.id, is_public_domain: 0 });
    const answer = await get(`/api/v1/pdf_parser/books/${book.id}/`, owner.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
    expect(answer.headers.etag).toBeUndefined();
  });

  it("revalidates the public list: 304 while unchanged, the new list once a book is added", async () => {
    const url = "/api/v1/pdf_parser/public_domain_books/?start=0&end=24";
    const first = await get(url);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const etag = String(first.headers.etag);
    expect((await get(url, { "if-none-match": etag })).statusCode).toBe(304);

    await seedBook(ctx, { title: "A New Arrival" });
    const changed = await get(url, { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().public_books[0].book_name).toBe("A New Arrival");
  });

  it("answers an unchanged list from memory, and at once after a change through the repository", async () => {
    const book = await seedBook(ctx, { title: "Kept In Memory" });
    const url = "/api/v1/pdf_parser/public_domain_books/?start=0&end=4";
    expect((await get(url)).json().public_books[0].book_name).toBe("Kept In Memory");
    // A write that bypasses the repository is not seen while the answer is kept.
    await ctx.deps.db
      .updateTable("books")
      .set({ title: "Renamed Aside" })
      .where("id", "=", book.id)
      .execute();
    expect((await get(url)).json().public_books[0].book_name).toBe("Kept In Memory");
    await booksRepoOf(ctx).updateBook(book.id, { title: "Renamed Properly" });
    expect((await get(url)).json().public_books[0].book_name).toBe("Renamed Properly");
  });
});
