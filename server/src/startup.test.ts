import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Theme } from "@bindery/contract";
import { BUILTIN_THEMES_DIR, CATALOG_FILE } from "@bindery/themes/builtin-catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStartupTasks } from "./startup.js";
import { testDatabases } from "./test-support/databases.js";
import { getJson } from "./test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "./test-support/test-app.js";
import { FAKE_THEMES, fakeThemeCatalog } from "./test-support/theme-fixtures.js";

const [sqlite] = await testDatabases();
const guestThemes = "/api/v1/pdf_parser/themes/guest/";

/** A built-in themes folder as the themes build writes it: files plus their manifest. */
async function builtFolder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bindery-built-themes-"));
  const themes = await fakeThemeCatalog()(dir);
  await fs.writeFile(path.join(dir, CATALOG_FILE), JSON.stringify({ sourceHash: "x", themes }));
  return dir;
}

describe("a start on a fresh data folder", () => {
  let ctx: TestContext;
  let dir: string;
  beforeAll(async () => {
    ctx = await startTestApp(sqlite as NonNullable<typeof sqlite>);
    dir = await builtFolder();
    await runStartupTasks(ctx.deps, { builtinThemesDir: dir });
  });
  afterAll(async () => {
    await ctx?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it("offers the built-in themes the manifest lists, their files servable", async () => {
    const { body } = await getJson(ctx, guestThemes);
    const listed: Theme[] = [...body.book_themes, ...body.page_themes];
    expect(listed.map((theme) => theme.theme_meta_unique_id).sort()).toEqual(
      FAKE_THEMES.map((theme) => theme.id).sort(),
    );
    for (const theme of listed) {
      const image = await ctx.app.inject({ url: theme.image_url });
      expect(image.statusCode, theme.theme_meta_unique_id).toBe(200);
    }
  });

  it("offers the same themes again after a restart", async () => {
    const before = await getJson(ctx, guestThemes);
    await runStartupTasks(ctx.deps, { builtinThemesDir: dir });
    expect((await getJson(ctx, guestThemes)).body).toEqual(before.body);
  });
});

const built = existsSync(path.join(BUILTIN_THEMES_DIR, CATALOG_FILE));
if (!built) console.warn("The built-in themes are not built (npm run build): skipping their test.");

describe.skipIf(!built)("a start with the themes the build rendered", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(sqlite as NonNullable<typeof sqlite>);
    await runStartupTasks(ctx.deps);
  });
  afterAll(async () => ctx?.close());

  it("installs every built-in theme, servable", async () => {
    const { body } = await getJson(ctx, guestThemes);
    const books: Theme[] = body.book_themes;
    const pages: Theme[] = body.page_themes;
    expect(books.length).toBeGreaterThanOrEqual(8);
    expect(books.filter((theme) => theme.has_audio === 1).length).toBeGreaterThanOrEqual(4);
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(pages.every((theme) => theme.text_color && theme.border_color)).toBe(true);
    expect([...books, ...pages].some((theme) => theme.is_premium === 1)).toBe(true);

    const withSound = books.find((theme) => theme.has_audio === 1) as Theme;
    const sound = await ctx.app.inject({
      url: withSound.audio_url as string,
      headers: { range: "bytes=0-" },
    });
    expect(sound.statusCode).toBe(206);
    expect(sound.headers["content-type"]).toBe("audio/mpeg");
    const image = await ctx.app.inject({ url: withSound.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toContain("immutable");
  });
});
