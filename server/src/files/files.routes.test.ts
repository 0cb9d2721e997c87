import path from "node:path";
import { SIGNED_URL_MAX_VALIDITY_SECONDS } from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import {
  createTestUser,
  getJson,
  seedBook,
  type TestUser,
  TINY_PNG,
} from "../test-support/library-fixtures.js";
import { manualClock, startTestApp, type TestContext } from "../test-support/test-app.js";
import { fakeThemeCatalog, TINY_WAV } from "../test-support/theme-fixtures.js";
import { installBuiltinThemes } from "../themes/install-builtin-themes.js";
import { createFileUrls } from "./file-urls.js";

const databases = await testDatabases();

describe.each(databases)("file serving on $name", (target) => {
  let ctx: TestContext;
  let clock: ReturnType<typeof manualClock>;
  let owner: TestUser;
  let privateCover: string;
  let publicCover: string;
  let soundUrl: string;

  beforeAll(async () => {
    clock = manualClock();
    ctx = await startTestApp(target, {}, { clock });
    await installBuiltinThemes(
      ctx.deps,
      fakeThemeCatalog(),
      path.join(ctx.dataDir, "cache", "builtin-themes"),
    );
    owner = await createTestUser(ctx);
    const privateBook = await seedBook(ctx, {
      owner_id: owner.id,
      is_public_domain: 0,
      pages: 1,
      withFiles: true,
    });
    const publicBook = await seedBook(ctx, { pages: 1, withFiles: true });
    const url = (bookId: string, user?: TestUser) =>
      getJson(ctx, `/api/v1/pdf_parser/books/${bookId}/`, user?.headers);
    privateCover = (await url(privateBook.id, owner)).body.book.book_cover;
    publicCover = (await url(publicBook.id)).body.book.book_cover;
    const themes = await getJson(ctx, "/api/v1/pdf_parser/themes/guest/");
    soundUrl = themes.body.book_themes.find(
      (theme: { has_audio: number }) => theme.has_audio === 1,
    ).audio_url;
  });
  afterAll(async () => ctx?.close());

  const fetch = (
    url: string,
    headers: Record<string, string> = {},
    method: "GET" | "HEAD" = "GET",
  ) => ctx.app.inject({ method, url, headers });

  it("serves a public book's files to anyone, cached for a week", async () => {
    expect(publicCover).toMatch(/^\/files\/books\/[^?]+\/cover\.png$/);
    const response = await fetch(publicCover);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["content-length"]).toBe(String(TINY_PNG.length));
    expect(response.headers["cache-control"]).toBe("public, max-age=604800");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(String(response.headers["last-modified"])).getTime()).toBeGreaterThan(0);
  });

  it("serves built-in theme files forever-cacheable, with the right types", async () => {
    const response = await fetch(soundUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("audio/wav");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.rawPayload.equals(TINY_WAV)).toBe(true);
  });

  it("answers Range requests with 206 so audio can seek and loop", async () => {
    const part = await fetch(soundUrl, { range: "bytes=0-99" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${TINY_WAV.length}`);
    expect(part.headers["content-length"]).toBe("100");
    expect(part.headers["content-type"]).toBe("audio/wav");
    expect(part.rawPayload.equals(TINY_WAV.subarray(0, 100))).toBe(true);

    const open = await fetch(soundUrl, { range: "bytes=1000-" });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(TINY_WAV.subarray(1000))).toBe(true);
    const suffix = await fetch(soundUrl, { range: "bytes=-10" });
    expect(suffix.headers["content-range"]).toBe(
      `bytes ${TINY_WAV.length - 10}-${TINY_WAV.length - 1}/${TINY_WAV.length}`,
    );
    // Chromium's first request for media.
    const initial = await fetch(soundUrl, { range: "bytes=0-" });
    expect(initial.statusCode).toBe(206);
    expect(initial.rawPayload.length).toBe(TINY_WAV.length);

    const outside = await fetch(soundUrl, { range: `bytes=${TINY_WAV.length}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers["content-range"]).toBe(`bytes */${TINY_WAV.length}`);
    expect(outside.json()).toEqual({ detail: expect.any(String) });
    // Several ranges or a malformed header: the whole file.
    expect((await fetch(soundUrl, { range: "bytes=0-1,5-6" })).statusCode).toBe(200);
    expect((await fetch(soundUrl, { range: "pages=1-2" })).statusCode).toBe(200);
  });

  it("revalidates with ETag and Last-Modified, and honours If-Range", async () => {
    const first = await fetch(soundUrl);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);

    const cached = await fetch(soundUrl, { "if-none-match": etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect(cached.headers.etag).toBe(etag);
    expect((await fetch(soundUrl, { "if-none-match": `W/${etag}` })).statusCode).toBe(304);
    expect((await fetch(soundUrl, { "if-none-match": '"other"' })).statusCode).toBe(200);
    expect((await fetch(soundUrl, { "if-modified-since": lastModified })).statusCode).toBe(304);
    expect(
      (await fetch(soundUrl, { "if-modified-since": "Mon, 01 Jan 2001 00:00:00 GMT" })).statusCode,
    ).toBe(200);

    expect((await fetch(soundUrl, { range: "bytes=0-9", "if-range": etag })).statusCode).toBe(206);
    expect(
      (await fetch(soundUrl, { range: "bytes=0-9", "if-range": '"changed"' })).statusCode,
    ).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await fetch(publicCover, {}, "HEAD");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["content-length"]).toBe(String(TINY_PNG.length));
    expect(response.rawPayload.length).toBe(0);
  });

  it("serves a private book's files only through a valid, unexpired signed URL", async () => {
    expect(privateCover).toMatch(/\?exp=\d+&sig=/);
    const signed = await fetch(privateCover);
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(signed.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);

    const [bare = "", query = ""] = privateCover.split("?");
    const params = new URLSearchParams(query);
    const sig = params.get("sig") ?? "";
    const exp = Number(params.get("exp"));
    const tampered = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    const otherKey = bare.replace("cover.png", "images/p0-1.png");
    for (const url of [
      bare,
      `${bare}?exp=${exp}`,
      `${bare}?exp=${exp}&sig=${tampered}`,
      `${bare}?exp=${exp + 3600}&sig=${sig}`,
      `${otherKey}?exp=${exp}&sig=${sig}`,
      `${bare}?exp=abc&sig=${sig}`,
    ]) {
      const refused = await fetch(url);
      expect({ url, status: refused.statusCode }).toEqual({ url, status: 403 });
      expect(refused.json()).toEqual({ detail: expect.any(String) });
      expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    }
    // The signature is the whole permission: an <img> or <audio> cannot send a bearer token.
    expect((await fetch(privateCover)).statusCode).toBe(200);
  });

  it("refuses a signed URL fifteen minutes after it was handed out", async () => {
    const urls = createFileUrls(ctx.deps.config.FILE_URL_SECRET, clock);
    const key = privateCover.split("?")[0]?.replace("/files/", "") ?? "";
    const url = urls.signedUrl(key);
    expect((await fetch(url)).statusCode).toBe(200);
    clock.advance(SIGNED_URL_MAX_VALIDITY_SECONDS * 1000);
    const expired = await fetch(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().detail).toMatch(/expired/);
    clock.advance(-SIGNED_URL_MAX_VALIDITY_SECONDS * 1000);
  });

  it("never serves what is not a safe key, or not there", async () => {
    for (const url of [
      "/files/..%2F..%2Fetc%2Fpasswd",
      "/files/books/..%2F..%2Fbindery.db",
      "/files/books//cover.png",
      "/files/.hidden",
    ]) {
      const response = await fetch(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    // Dot segments are resolved before routing: the path leaves /files/ altogether.
    const climbed = await fetch("/files/books/%2e%2e/%2e%2e/bindery.db");
    expect(climbed.statusCode).not.toBe(200);
    expect(climbed.headers["content-type"]).not.toMatch(/octet-stream/);
    // Outside any public area and unsigned: refused before the file is looked up.
    expect((await fetch("/files/uploads/anything.pdf")).statusCode).toBe(403);
    const missing = await fetch(publicCover.replace("cover.png", "nothing.png"));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "File not found." });
  });

  it("sends unknown kinds of file as downloads, never as a page", async () => {
    const key = `books/${publicCover.split("/")[3]}/note.html`;
    await ctx.deps.storage.put(key, Buffer.from("<script>alert(1)</script>"));
    const response = await fetch(`/files/${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/octet-stream");
    expect(response.headers["content-disposition"]).toBe("attachment");
  });
});
