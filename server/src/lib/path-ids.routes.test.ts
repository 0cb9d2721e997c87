import { bookMessages, progressMessages, themeMessages } from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, getJson, seedBook } from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { newId } from "./ids.js";

const databases = await testDatabases();

// Ids are checked by the route schemas before any query: a path id that cannot exist gets
// the very answer an unknown one gets (404), so the reader shows "not found" for both.
describe.each(databases)("ids in paths and bodies on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
  });
  afterAll(async () => ctx?.close());

  it("answers a malformed book or page id as an unknown one: 404, same message", async () => {
    const owner = await createTestUser(ctx);
    for (const id of ["not-a-uuid", "1 OR 1=1", "x".repeat(90), newId()]) {
      const path = encodeURIComponent(id);
      const book = await getJson(ctx, `/api/v1/pdf_parser/books/${path}/`, owner.headers);
      expect([book.status, book.body], id).toEqual([404, { detail: bookMessages.bookNotFound }]);
      const contents = await getJson(ctx, `/api/v1/pdf_parser/books/${path}/contents/`);
      expect([contents.status, contents.body], id).toEqual([
        404,
        { detail: bookMessages.bookNotFound },
      ]);
      const page = await ctx.app.inject({
        method: "DELETE",
        url: `/api/v1/pdf_parser/pages/${path}/`,
        headers: owner.headers,
      });
      expect([page.statusCode, page.json()], id).toEqual([
        404,
        { detail: bookMessages.pageNotFound },
      ]);
    }
  });

  it("takes built-in themes' slugs and custom themes' UUIDs, 404 for anything else", async () => {
    const premium = await createTestUser(ctx, { premium: true });
    const rename = (id: string) =>
      ctx.app.inject({
        method: "PATCH",
        url: `/api/v1/pdf_parser/user_themes/${encodeURIComponent(id)}/`,
        payload: { title: "Mine" },
        headers: premium.headers,
      });
    for (const id of ["Not_A_Theme", "a".repeat(65), newId(), "book-nowhere"]) {
      const response = await rename(id);
      expect([response.statusCode, response.json()], id).toEqual([
        404,
        { detail: themeMessages.unknownTheme },
      ]);
    }
  });

  it("serves the themes list for a user id or guest, 404 for anything else", async () => {
    const user = await createTestUser(ctx);
    expect((await getJson(ctx, "/api/v1/pdf_parser/themes/guest/")).status).toBe(200);
    expect((await getJson(ctx, `/api/v1/pdf_parser/themes/${user.id}/`)).status).toBe(200);
    const odd = await getJson(ctx, "/api/v1/pdf_parser/themes/someone/");
    expect([odd.status, odd.body]).toEqual([404, { detail: themeMessages.unknownList }]);
  });

  it("refuses a malformed theme id in a body with 400 on its field", async () => {
    const reader = await createTestUser(ctx);
    const book = await seedBook(ctx, { pages: 2 });
    const save = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/pdf_parser/my_book_view/${book.id}/`,
      payload: { theme_id: "Book Walnut Desk" },
      headers: reader.headers,
    });
    expect(save.statusCode).toBe(400);
    expect(save.json()).toEqual({ theme_id: [progressMessages.themeId] });
  });
});
