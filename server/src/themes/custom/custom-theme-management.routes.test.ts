import path from "node:path";
import {
  THEME_NAME_MAX_LENGTH,
  themeMessages,
  themeUploadMessages,
  userThemeMessages,
} from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../test-support/databases.js";
import {
  createTestUser,
  getJson,
  seedBook,
  type TestUser,
  TINY_PNG,
} from "../../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../../test-support/test-app.js";
import { customThemeRow, fakeThemeCatalog } from "../../test-support/theme-fixtures.js";
import { installBuiltinThemes } from "../install-builtin-themes.js";
import { createThemesRepo } from "../themes.repo.js";

const databases = await testDatabases();
const LIST_URL = "/api/v1/pdf_parser/user_themes/";
const themeUrl = (id: string) => `${LIST_URL}${id}/`;

describe.each(databases)("managing one's own themes on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
    await installBuiltinThemes(
      ctx.deps,
      fakeThemeCatalog(),
      path.join(ctx.dataDir, "cache", "builtin-themes"),
    );
  });
  afterAll(async () => ctx?.close());

  /** A stored theme of `owner`'s with its image file, as an upload leaves it. */
  async function ownTheme(owner: TestUser, name = "My Study") {
    const row = customThemeRow(owner.id, ctx.deps.clock(), name);
    await ctx.deps.storage.put(row.image_key, TINY_PNG);
    await createThemesRepo(ctx.deps.db).insertCustom(row);
    return row;
  }
  const call = (method: "PATCH" | "DELETE", url: string, user: TestUser | null, payload?: object) =>
    ctx.app.inject({ method, url, headers: user?.headers ?? {}, payload });
  const names = async (user: TestUser) =>
    (await getJson(ctx, LIST_URL, user.headers)).body.themes.map(
      (theme: { theme_name: string }) => theme.theme_name,
    );

  it("is documented in the OpenAPI", async () => {
    const docs = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(docs.paths["/api/v1/pdf_parser/user_themes/{theme_id}/"]).sort()).toEqual([
      "delete",
      "patch",
    ]);
    expect(Object.keys(docs.paths["/api/v1/pdf_parser/user_themes/"]).sort()).toEqual([
      "get",
      "post",
    ]);
  });

  it("lists only the caller's own themes", async () => {
    const owner = await createTestUser(ctx, { premium: true });
    const other = await createTestUser(ctx, { premium: true });
    await ownTheme(owner, "Study");
    await ownTheme(owner, "Garden");
    await ownTheme(other, "Not Mine");
    expect(await names(owner)).toEqual(["Study", "Garden"]);
    expect((await getJson(ctx, LIST_URL)).status).toBe(401);
  });

  it("renames the owner's theme, and checks the name", async () => {
    const owner = await createTestUser(ctx, { premium: true });
    const theme = await ownTheme(owner, "Old Name");
    const renamed = await call("PATCH", themeUrl(theme.id), owner, { title: "  Reading Nook " });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().theme).toMatchObject({
      theme_meta_unique_id: theme.id,
      theme_name: "Reading Nook",
    });
    expect(await names(owner)).toEqual(["Reading Nook"]);
    const themes = await getJson(ctx, `/api/v1/pdf_parser/themes/${owner.id}/`, owner.headers);
    expect(themes.body.book_themes.map((row: { theme_name: string }) => row.theme_name)).toContain(
      "Reading Nook",
    );

    const blank = await call("PATCH", themeUrl(theme.id), owner, { title: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ title: [userThemeMessages.nameRequired] });
    const long = await call("PATCH", themeUrl(theme.id), owner, {
      title: "x".repeat(THEME_NAME_MAX_LENGTH + 1),
    });
    expect(long.json()).toEqual({
      title: [themeUploadMessages.nameTooLong(THEME_NAME_MAX_LENGTH)],
    });
    expect(await names(owner)).toEqual(["Reading Nook"]);
  });

  it("keeps other users, guests and built-in themes out", async () => {
    const owner = await createTestUser(ctx, { premium: true });
    const other = await createTestUser(ctx, { premium: true });
    const theme = await ownTheme(owner, "Private");
    for (const method of ["PATCH", "DELETE"] as const) {
      const foreign = await call(method, themeUrl(theme.id), other, { title: "Taken" });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ detail: themeMessages.unknownTheme });
      expect((await call(method, themeUrl(theme.id), null, { title: "Taken" })).statusCode).toBe(
        401,
      );
      const builtin = await call(method, themeUrl("book-walnut-desk"), owner, { title: "Mine" });
      expect(builtin.statusCode).toBe(403);
      expect(builtin.json()).toEqual({ detail: userThemeMessages.builtinReadOnly });
    }
    expect(await names(owner)).toEqual(["Private"]);
    expect(await ctx.deps.storage.exists(theme.image_key)).toBe(true);
  });

  it("deletes the theme and its files; books read with it show the default theme", async () => {
    const owner = await createTestUser(ctx, { premium: true });
    const theme = await ownTheme(owner, "Going");
    const kept = await ownTheme(owner, "Staying");
    const book = await seedBook(ctx, { pages: 4 });
    // As the reader saves it: the book read with the theme, on a page theme of its own.
    await ctx.deps.db
      .insertInto("reading_progress")
      .values({
        user_id: owner.id,
        book_id: book.id,
        last_read_page: 2,
        last_read_block: 0,
        progress: 50,
        theme_id: theme.id,
        page_theme_id: "page-classic",
        updated_at: 1,
      })
      .execute();
    const shelfTheme = async () =>
      (await getJson(ctx, "/api/v1/pdf_parser/continue_reading/", owner.headers)).body.books[0]
        .theme_id;
    expect(await shelfTheme()).toBe(theme.id);

    const response = await call("DELETE", themeUrl(theme.id), owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect(await names(owner)).toEqual(["Staying"]);
    expect(await ctx.deps.storage.exists(theme.image_key)).toBe(false);
    expect(await ctx.deps.storage.exists(kept.image_key)).toBe(true);
    // No theme kept means the default one (progress.service answers the first free theme).
    expect(await shelfTheme()).toBeNull();
    const progress = await ctx.deps.db
      .selectFrom("reading_progress")
      .select(["theme_id", "page_theme_id", "last_read_page"])
      .where("book_id", "=", book.id)
      .executeTakeFirstOrThrow();
    expect(progress).toEqual({ theme_id: null, page_theme_id: "page-classic", last_read_page: 2 });
    expect((await call("DELETE", themeUrl(theme.id), owner)).statusCode).toBe(404);
  });
});
