import { GUEST_THEMES_USER_ID } from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, seedBook } from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { PRIVATE_NO_STORE } from "./private-answers.js";

const databases = await testDatabases();

describe.each(databases)("caching of signed-in answers on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url, headers });

  it("keeps every answer to a signed-in caller out of all caches", async () => {
    const reader = await createTestUser(ctx);
    const own = await seedBook(ctx, { pages: 3, owner_id: reader.id, is_public_domain: 0 });
    const open = await seedBook(ctx, { pages: 3 });
    const urls = [
      "/api/v1/users/profile/",
      "/api/v1/users/reader_settings/",
      "/api/v1/pdf_parser/my_books/",
      `/api/v1/pdf_parser/books/${own.id}/?start=0&end=2`,
      `/api/v1/pdf_parser/books/${own.id}/contents/`,
      `/api/v1/pdf_parser/books/${own.id}/search/?q=page`,
      `/api/v1/pdf_parser/my_book_view/${open.id}/`,
      `/api/v1/pdf_parser/themes/${reader.id}/`,
    ];
    for (const url of urls) {
      const answer = await get(url, reader.headers);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 200 });
      expect({ url, cache: answer.headers["cache-control"] }).toEqual({
        url,
        cache: PRIVATE_NO_STORE,
      });
    }
    const saved = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/pdf_parser/my_book_view/${open.id}/`,
      payload: { last_read_page: 1 },
      headers: reader.headers,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  });

  it("marks a refusal for want of a sign-in private too", async () => {
    const refused = await get("/api/v1/pdf_parser/my_books/");
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  });

  it("leaves a route's own choice: the export's no-store, a public book's shared lifetime", async () => {
    const reader = await createTestUser(ctx);
    const open = await seedBook(ctx, { pages: 3 });
    const exported = await get("/api/v1/users/my_data/", reader.headers);
    expect(exported.headers["cache-control"]).toBe("no-store");
    // The same answer for everyone, signed in or not.
    const pages = await get(`/api/v1/pdf_parser/books/${open.id}/?start=0&end=2`, reader.headers);
    expect(pages.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("adds nothing to a guest's answers", async () => {
    const themes = await get(`/api/v1/pdf_parser/themes/${GUEST_THEMES_USER_ID}/`);
    expect(themes.statusCode).toBe(200);
    expect(themes.headers["cache-control"]).toBeUndefined();
  });
});
