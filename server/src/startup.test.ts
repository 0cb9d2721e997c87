import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Theme } from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStartupTasks } from "./startup.js";
import { testDatabases } from "./test-support/databases.js";
import { getJson } from "./test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "./test-support/test-app.js";

// The real catalog renders for seconds on its first run; the cache outlives the test run
// so later runs only check it (its output depends on the code alone).
const themeCacheDir = path.join(os.tmpdir(), "bindery-test-theme-cache");
const [sqlite] = await testDatabases();

/** Each cached file's last change, to see that a run rewrote nothing. */
async function cacheTimes(): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  for (const entry of await fs.readdir(themeCacheDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    times[file] = (await fs.stat(file)).mtimeMs;
  }
  return times;
}

describe("startup tasks with the real theme catalog", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(sqlite as NonNullable<typeof sqlite>);
    await runStartupTasks(ctx.deps, { themeCacheDir });
  }, 120_000);
  afterAll(async () => ctx?.close());

  it("installs the built-in themes, servable, and again in moments on restart", async () => {
    const { body } = await getJson(ctx, "/api/v1/pdf_parser/themes/guest/");
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

    // A second start finds the rendered themes and renders none again.
    const before = await cacheTimes();
    expect(Object.keys(before).length).toBeGreaterThan(0);
    await runStartupTasks(ctx.deps, { themeCacheDir });
    expect(await cacheTimes()).toEqual(before);
    const again = await getJson(ctx, "/api/v1/pdf_parser/themes/guest/");
    expect(again.body).toEqual(body);
  });
});
