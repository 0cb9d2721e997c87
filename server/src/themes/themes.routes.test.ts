import fs from "node:fs/promises";
import path from "node:path";
import type { Theme } from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, getJson, TINY_PNG } from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { customThemeRow, FAKE_THEMES, fakeThemeCatalog } from "../test-support/theme-fixtures.js";
import { type BuiltinThemeCatalog, installBuiltinThemes } from "./install-builtin-themes.js";

const databases = await testDatabases();

const availability = (list: Theme[]) =>
  Object.fromEntries(list.map((theme) => [theme.theme_meta_unique_id, theme.is_available]));

describe.each(databases)("themes API on $name", (target) => {
  let ctx: TestContext;
  let cacheDir: string;
  beforeAll(async () => {
    ctx = await startTestApp(target);
    cacheDir = path.join(ctx.dataDir, "cache", "builtin-themes");
    await installBuiltinThemes(ctx.deps, fakeThemeCatalog(), cacheDir);
  });
  afterAll(async () => ctx?.close());

  const themesUrl = (userId: string) => `/api/v1/pdf_parser/themes/${userId}/`;

  /** An uploaded theme, as the theme-upload feature stores one. */
  const addCustomTheme = async (ownerId: string) => {
    const row = customThemeRow(ownerId, ctx.deps.clock());
    await ctx.deps.storage.put(row.image_key, TINY_PNG);
    await ctx.deps.db.insertInto("themes").values(row).execute();
    return row.id;
  };

  it("lists book and page themes for a guest, premium ones locked", async () => {
    const { status, body } = await getJson(ctx, themesUrl("guest"));
    expect(status).toBe(200);
    expect(body.book_themes.map((theme: Theme) => theme.theme_meta_unique_id)).toEqual([
      "book-walnut-desk",
      "book-rainy-window",
    ]);
    expect(body.page_themes.map((theme: Theme) => theme.theme_meta_unique_id)).toEqual([
      "page-classic",
      "page-night",
    ]);
    const [walnut, rain] = body.book_themes;
    expect(walnut).toEqual({
      theme_meta_unique_id: "book-walnut-desk",
      theme_name: "Walnut Desk",
      theme_url: expect.stringMatching(
        /^\/files\/themes\/builtin\/book-walnut-desk\/preview-[0-9a-f]{16}\.png$/,
      ),
      image_url: expect.stringMatching(
        /^\/files\/themes\/builtin\/book-walnut-desk\/image-[0-9a-f]{16}\.png$/,
      ),
      // Bindery's own field: the background's crop for a phone held upright.
      image_portrait_url: expect.stringMatching(
        /^\/files\/themes\/builtin\/book-walnut-desk\/portrait-[0-9a-f]{16}\.png$/,
      ),
      has_audio: 0,
      audio_url: null,
      border_color: "#5b3a21",
      text_color: null,
      is_available: 1,
      is_premium: 0,
    });
    expect(rain).toMatchObject({ has_audio: 1, is_available: 0, is_premium: 1 });
    expect(rain.audio_url).toMatch(
      /^\/files\/themes\/builtin\/book-rainy-window\/sound-[0-9a-f]{16}\.wav$/,
    );
    expect(body.page_themes[0]).toMatchObject({
      text_color: "#1f1a14",
      border_color: "#d8d0c0",
      image_portrait_url: null,
    });
    expect(availability(body.page_themes)).toEqual({ "page-classic": 1, "page-night": 0 });
  });

  it("unlocks premium themes only for a premium user asking with their own token", async () => {
    const free = await createTestUser(ctx);
    const premium = await createTestUser(ctx, { premium: true });
    const locked = { "book-walnut-desk": 1, "book-rainy-window": 0 };
    const open = { "book-walnut-desk": 1, "book-rainy-window": 1 };

    const asFree = await getJson(ctx, themesUrl(free.id), free.headers);
    expect(availability(asFree.body.book_themes)).toEqual(locked);
    const asPremium = await getJson(ctx, themesUrl(premium.id), premium.headers);
    expect(availability(asPremium.body.book_themes)).toEqual(open);
    expect(availability(asPremium.body.page_themes)).toEqual({
      "page-classic": 1,
      "page-night": 1,
    });

    // The path alone proves nothing: without that user's token, the guest answer.
    for (const [url, headers] of [
      [themesUrl(premium.id), {}],
      [themesUrl(premium.id), free.headers],
      [themesUrl("guest"), premium.headers],
      [themesUrl(free.id), premium.headers],
    ] as const) {
      const answer = await getJson(ctx, url, headers);
      expect(answer.status).toBe(200);
      expect(availability(answer.body.book_themes)).toEqual(locked);
    }
    // A token that is present but invalid asks the client to refresh.
    const stale = await getJson(ctx, themesUrl(free.id), { authorization: "Bearer stale" });
    expect(stale.status).toBe(401);
  });

  it("shows a user's own themes to that user only, with signed URLs", async () => {
    const owner = await createTestUser(ctx, { premium: true });
    const other = await createTestUser(ctx, { premium: true });
    const customId = await addCustomTheme(owner.id);

    const mine = await getJson(ctx, themesUrl(owner.id), owner.headers);
    const ids = mine.body.book_themes.map((theme: Theme) => theme.theme_meta_unique_id);
    expect(ids).toEqual(["book-walnut-desk", "book-rainy-window", customId]);
    const custom = mine.body.book_themes[2];
    expect(custom).toMatchObject({ theme_name: "My Study", is_available: 1, has_audio: 0 });
    expect(custom.image_url).toMatch(/^\/files\/themes\/custom\/.+\?exp=\d+&sig=[\w-]+$/);
    expect(custom.theme_url).toBe(custom.image_url);

    for (const [url, headers] of [
      [themesUrl(owner.id), {}],
      [themesUrl(owner.id), other.headers],
      [themesUrl(other.id), other.headers],
      [themesUrl("guest"), owner.headers],
    ] as const) {
      const answer = await getJson(ctx, url, headers);
      const listed = answer.body.book_themes.map((theme: Theme) => theme.theme_meta_unique_id);
      expect(listed).not.toContain(customId);
    }
  });

  it("installs idempotently: a restart copies nothing and changes nothing", async () => {
    const before = await ctx.deps.db.selectFrom("themes").selectAll().orderBy("id").execute();
    const again = await installBuiltinThemes(ctx.deps, fakeThemeCatalog(), cacheDir);
    expect(again).toEqual({ themes: FAKE_THEMES.length, filesCopied: 0 });
    const after = await ctx.deps.db.selectFrom("themes").selectAll().orderBy("id").execute();
    expect(after).toEqual(before);
  });

  it("follows catalog changes: new bytes get a new key, dropped themes go", async () => {
    const [walnut, ...rest] = FAKE_THEMES;
    const renamed = { ...(walnut as (typeof FAKE_THEMES)[number]), name: "Walnut Desk II" };
    const kept = [renamed, ...rest.filter((theme) => theme.id !== "page-night")];
    // The same theme id with different bytes: as if the generator had changed.
    const changed: BuiltinThemeCatalog = async (outDir) => {
      const sources = await fakeThemeCatalog(kept)(outDir);
      await fs.appendFile(path.join(outDir, "themes/book-walnut-desk/image.png"), "v2");
      return sources;
    };
    const before = (await getJson(ctx, themesUrl("guest"))).body;
    const result = await installBuiltinThemes(
      ctx.deps,
      changed,
      path.join(ctx.dataDir, "cache", "changed-themes"),
    );
    expect(result).toEqual({ themes: 3, filesCopied: 1 });

    const after = (await getJson(ctx, themesUrl("guest"))).body;
    expect(after.book_themes[0].theme_name).toBe("Walnut Desk II");
    expect(after.book_themes[0].image_url).not.toBe(before.book_themes[0].image_url);
    expect(after.book_themes[0].theme_url).toBe(before.book_themes[0].theme_url);
    expect(after.page_themes.map((theme: Theme) => theme.theme_meta_unique_id)).toEqual([
      "page-classic",
    ]);
    const image = await ctx.app.inject({ url: after.book_themes[0].image_url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(-2).toString()).toBe("v2");

    await installBuiltinThemes(ctx.deps, fakeThemeCatalog(), cacheDir);
  });
});
