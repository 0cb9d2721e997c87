import fs from "node:fs";
import path from "node:path";
import {
  bookMessages,
  SHARE_ACCESS_HEADER,
  SHARE_TOKEN_PATTERN,
  shareMessages,
} from "@bindery/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueTokenPair } from "../auth/auth.service.js";
import { refreshTokenServiceFor } from "../auth/refresh-tokens.service.js";
import { testDatabases } from "../test-support/databases.js";
import {
  createTestUser,
  getJson,
  seedBook,
  type TestUser,
  TINY_PNG,
} from "../test-support/library-fixtures.js";
import { manualClock, startTestApp, type TestContext } from "../test-support/test-app.js";
import { customThemeRow } from "../test-support/theme-fixtures.js";
import { UNLOCK_LIMITS } from "./shares.service.js";

const databases = await testDatabases();

const READER_HTML =
  '<!doctype html><html><head><title>Bindery</title><template id="visitor-preloads"></template></head><body><div id="root"></div></body></html>';
const PASSWORD = "correct horse battery";
const DAY_MS = 24 * 3600_000;

describe.each(databases)("share links on $name", (target) => {
  let ctx: TestContext;
  const clock = manualClock(Date.now());
  beforeAll(async () => {
    // The share page is reader.html with the link's preview: a stand-in for the built app.
    const webDist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "bindery-web-"));
    fs.writeFileSync(path.join(webDist, "index.html"), READER_HTML);
    fs.writeFileSync(path.join(webDist, "reader.html"), READER_HTML);
    ctx = await startTestApp(target, {}, { clock }, { webDist });
  });
  afterAll(async () => ctx?.close());

  const shareUrl = (bookId: string) => `/api/v1/pdf_parser/my_books/${bookId}/share/`;
  const send = async (
    method: "POST" | "GET" | "DELETE",
    url: string,
    options: { user?: TestUser | null; payload?: object; headers?: Record<string, string> } = {},
  ) => {
    const response = await ctx.app.inject({
      method,
      url,
      payload: options.payload,
      headers: { ...(options.user?.headers ?? {}), ...(options.headers ?? {}) },
    });
    return { status: response.statusCode, body: response.json(), response };
  };
  const ownBook = (owner: TestUser, title = "Field Notes") =>
    seedBook(ctx, {
      owner_id: owner.id,
      is_public_domain: 0,
      title,
      author: "Ada Lovelace",
      pages: 6,
      snapshots: 3,
      withFiles: true,
    });
  /** Shares the book and answers its token (the last part of its page's address). */
  const share = async (owner: TestUser, bookId: string, payload: object = {}) => {
    const made = await send("POST", shareUrl(bookId), { user: owner, payload });
    expect(made.status).toBe(201);
    const token = new URL(made.body.share_url).pathname.split("/")[2] ?? "";
    expect(token).toMatch(SHARE_TOKEN_PATTERN);
    return { token, body: made.body };
  };
  const shared = (token: string, rest = "", headers: Record<string, string> = {}) =>
    send("GET", `/api/v1/shared/${token}/${rest}`, { headers });
  const page = (address: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url: address, headers });

  it("makes a link for the owner's book (201) and shows it again; others are refused", async () => {
    const owner = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    const book = await ownBook(owner);
    const { token, body } = await share(owner, book.id, {
      expires_at: new Date(clock() + 7 * DAY_MS).toISOString(),
      allow_download: true,
    });
    expect(body).toMatchObject({
      book_id: book.id,
      has_password: false,
      expired: false,
      allow_download: true,
      views: [],
    });
    expect(body.share_url).toMatch(new RegExp(`^https?://[^/]+/share/${token}$`));
    expect(body.embed_url).toBe(`${body.share_url}/embed`);
    expect(body.embed_html).toContain(`<iframe src="${body.embed_url}" title="Field Notes"`);
    expect(Date.parse(body.expires_at)).toBe(clock() + 7 * DAY_MS);

    const again = await send("GET", shareUrl(book.id), { user: owner });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(body);
    const mine = await send("GET", "/api/v1/pdf_parser/my_shares/", { user: owner });
    expect(mine.body.shares).toEqual([body]);
    // The token is stored as a hash and sealed, never as it is.
    const row = await ctx.deps.db
      .selectFrom("book_shares")
      .selectAll()
      .where("book_id", "=", book.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);

    // Someone else's book is "not found", as everywhere; a guest must sign in.
    for (const method of ["POST", "GET", "DELETE"] as const) {
      const theirs = await send(method, shareUrl(book.id), { user: other, payload: {} });
      expect({ method, ...theirs.body, status: theirs.status }).toEqual({
        method,
        status: 404,
        detail: bookMessages.bookNotFound,
      });
      expect((await send(method, shareUrl(book.id), { payload: {} })).status).toBe(401);
    }
    expect((await send("GET", "/api/v1/pdf_parser/my_shares/", { user: other })).body).toEqual({
      shares: [],
    });
    // A public-domain book is everyone's already.
    const classic = await seedBook(ctx, { pages: 2, owner_id: owner.id });
    const refused = await send("POST", shareUrl(classic.id), { user: owner, payload: {} });
    expect(refused).toMatchObject({ status: 403, body: { detail: shareMessages.publicDomain } });
    // Without a link there is nothing to show or turn off.
    const plain = await ownBook(owner, "Unshared");
    expect((await send("GET", shareUrl(plain.id), { user: owner })).body).toEqual({
      detail: shareMessages.notShared,
    });
  });

  it("validates what the owner sets, field by field", async () => {
    const owner = await createTestUser(ctx);
    const book = await ownBook(owner);
    const cases: [object, Record<string, string[]>][] = [
      [{ password: "abc" }, { password: [shareMessages.password] }],
      [{ expires_at: "next week" }, { expires_at: [shareMessages.expiresAt] }],
      [
        { expires_at: new Date(clock() - 1000).toISOString() },
        { expires_at: [shareMessages.expiresInPast] },
      ],
      [{ allow_download: "yes" }, { allow_download: [shareMessages.allowDownload] }],
    ];
    for (const [payload, fields] of cases) {
      const { status, body } = await send("POST", shareUrl(book.id), { user: owner, payload });
      expect({ payload, status, body }).toEqual({ payload, status: 400, body: fields });
    }
    // No body at all makes a plain link.
    const bare = await ctx.app.inject({
      method: "POST",
      url: shareUrl(book.id),
      headers: owner.headers,
    });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({
      has_password: false,
      expires_at: null,
      allow_download: false,
    });
  });

  it("lets anyone with the link read the book, its files only through the link", async () => {
    const owner = await createTestUser(ctx);
    const book = await ownBook(owner);
    const { token } = await share(owner, book.id);

    const opened = await shared(token);
    expect(opened.status).toBe(200);
    expect(opened.response.headers["cache-control"]).toBe("no-store");
    expect(opened.body).toMatchObject({
      locked: false,
      allow_download: false,
      book: { book_name: "Field Notes", bindery_pages_count: 6, is_public_domain: 0 },
    });
    expect(opened.body.book.book_cover).toBe(`/share/${token}/files/books/${book.id}/cover.png`);

    const pages = await shared(token, "pages/?start=0&end=19");
    expect(pages.status).toBe(200);
    expect(pages.body.pages.map((p: { page_content: string }) => p.page_content)).toEqual([
      "Page 0",
      "Page 1",
      "Page 2",
      "Page 3",
      "Page 4",
      "Page 5",
    ]);
    const image = pages.body.pages[0].visual_content[0];
    expect(image).toBe(`/share/${token}/files/books/${book.id}/images/p0-1.png`);
    const file = await page(image);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["cache-control"]).toBe("private, no-cache");

    const snapshots = await shared(token, "snapshots/?start=0&end=19");
    expect(snapshots.body.snapshots[1].snap_shot_url).toBe(
      `/share/${token}/files/books/${book.id}/snapshots/1.webp`,
    );
    expect((await shared(token, "contents/")).body).toMatchObject({ entries: expect.any(Array) });
    const found = await shared(token, "search/?q=Page");
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(6);
    // Downloads are the owner's choice.
    expect((await shared(token, "export/epub/")).body).toEqual({
      detail: shareMessages.downloadOff,
    });

    // The book's own routes still know only its owner, and no file is served by its key.
    expect((await getJson(ctx, `/api/v1/pdf_parser/books/${book.id}/?start=0&end=1`)).status).toBe(
      404,
    );
    expect((await page(`/files/books/${book.id}/cover.png`)).statusCode).toBe(403);
    // A file of another book, or outside any book, is not the link's to give.
    const other = await ownBook(owner, "Not Shared");
    for (const key of [`books/${other.id}/cover.png`, "uploads/anything.pdf"]) {
      expect((await page(`/share/${token}/files/${key}`)).statusCode).toBe(404);
    }
    // Reading is all a link allows: editing stays the owner's (bearer) alone.
    const firstPage = pages.body.pages[0].page_meta_unique_id;
    const edit = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/pdf_parser/pages/${firstPage}/`,
      payload: { page_content: "Defaced", links: [] },
    });
    expect(edit.statusCode).toBe(401);
  });

  it("opens in the owner's themes, their own upload's files served through the link", async () => {
    const owner = await createTestUser(ctx, { premium: true });
    const other = await createTestUser(ctx, { premium: true });
    const book = await ownBook(owner);
    const mine = customThemeRow(owner.id, clock(), "Owner's Study");
    const theirs = customThemeRow(other.id, clock(), "Someone Else's");
    for (const row of [mine, theirs]) {
      await ctx.deps.repos.themes.insertCustom(row);
      await ctx.deps.storage.put(row.image_key, TINY_PNG);
    }
    await ctx.deps.repos.progress.save({
      user_id: owner.id,
      book_id: book.id,
      last_read_page: 0,
      last_read_block: 0,
      progress: 0,
      theme_id: mine.id,
      page_theme_id: null,
      updated_at: clock(),
      place_read_at: clock(),
    });
    const { token } = await share(owner, book.id);
    const opened = await shared(token);
    expect(opened.body).toMatchObject({
      book_theme: { theme_meta_unique_id: mine.id, theme_name: "Owner's Study", is_available: 1 },
      page_theme: null,
    });
    const image = opened.body.book_theme.image_url;
    expect(image).toBe(`/share/${token}/files/${mine.image_key}`);
    expect((await page(image)).statusCode).toBe(200);
    // Another user's upload is not the link's to give, even by its key.
    expect((await page(`/share/${token}/files/${theirs.image_key}`)).statusCode).toBe(404);
  });

  it("offers the EPUB when the owner allowed downloads", async () => {
    const owner = await createTestUser(ctx);
    const book = await ownBook(owner);
    const { token } = await share(owner, book.id, { allow_download: true });
    const download = await page(`/api/v1/shared/${token}/export/epub/`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/epub+zip");
    expect(download.headers["content-disposition"]).toContain('filename="Field Notes.epub"');
  });

  it("replaces the link when made again: the old one answers 404 at once", async () => {
    const owner = await createTestUser(ctx);
    const book = await ownBook(owner);
    const first = await share(owner, book.id);
    const second = await share(owner, book.id);
    expect(second.token).not.toBe(first.token);
    expect((await shared(first.token)).status).toBe(404);
    expect((await shared(first.token)).body).toEqual({ detail: shareMessages.notFound });
    expect((await page(`/share/${first.token}`)).statusCode).toBe(404);
    expect((await shared(second.token)).status).toBe(200);
    const mine = await send("GET", "/api/v1/pdf_parser/my_shares/", { user: owner });
    expect(mine.body.shares.map((s: { share_url: string }) => s.share_url)).toEqual([
      second.body.share_url,
    ]);

    // Made in parallel, the links still leave one: exactly one of the answers works.
    const made = await Promise.all(Array.from({ length: 6 }, () => share(owner, book.id)));
    const working = [];
    for (const { token } of made) if ((await shared(token)).status === 200) working.push(token);
    expect(working).toHaveLength(1);
    const rows = await ctx.deps.db
      .selectFrom("book_shares")
      .select("id")
      .where("book_id", "=", book.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("stops a revoked link at once: its page, its answers, its files (even revalidated)", async () => {
    const owner = await createTestUser(ctx);
    const book = await ownBook(owner);
    const { token } = await share(owner, book.id);
    const pages = await shared(token, "pages/?start=0&end=0");
    const image = pages.body.pages[0].visual_content[0];
    const cached = await page(image);
    expect(cached.statusCode).toBe(200);
    const etag = String(cached.headers.etag);
    expect((await page(image, { "if-none-match": etag })).statusCode).toBe(304);
    expect((await page(`/share/${token}/card.jpg`)).statusCode).toBe(200);

    const revoked = await send("DELETE", shareUrl(book.id), { user: owner });
    expect(revoked).toMatchObject({ status: 200, body: { success: true } });

    for (const rest of ["", "pages/?start=0&end=0", "snapshots/", "contents/", "search/?q=Page"]) {
      const answer = await shared(token, rest);
      expect({ rest, status: answer.status, body: answer.body }).toEqual({
        rest,
        status: 404,
        body: { detail: shareMessages.notFound },
      });
    }
    for (const address of [image, `/share/${token}/card.jpg`]) {
      expect((await page(address)).statusCode).toBe(404);
      expect((await page(address, { "if-none-match": etag })).statusCode).toBe(404);
    }
    const dead = await page(`/share/${token}`);
    expect(dead.statusCode).toBe(404);
    expect(dead.body).not.toContain("og:title");
    expect(dead.body).toContain('<meta name="robots" content="noindex, nofollow">');
    // A second revoke has nothing to revoke.
    expect((await send("DELETE", shareUrl(book.id), { user: owner })).body).toEqual({
      detail: shareMessages.notShared,
    });
  });

  it("asks for the password before anything of the book, and limits guesses", async () => {
    const owner = await createTestUser(ctx);
    const book = await ownBook(owner, "Sealed Diary");
    const { token, body } = await share(owner, book.id, { password: PASSWORD });
    expect(body.has_password).toBe(true);
    const row = await ctx.deps.db
      .selectFrom("book_shares")
      .select("password_hash")
      .where("book_id", "=", book.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    expect((await shared(token)).body).toEqual({ locked: true });
    for (const rest of ["pages/", "snapshots/", "contents/", "search/?q=Page"]) {
      expect((await shared(token, rest)).body).toEqual({ detail: shareMessages.passwordNeeded });
    }
    expect((await page(`/share/${token}/card.jpg`)).statusCode).toBe(403);
    expect((await page(`/share/${token}/files/books/${book.id}/cover.png`)).statusCode).toBe(403);
    const locked = await page(`/share/${token}`);
    expect(locked.statusCode).toBe(200);
    expect(locked.body).not.toContain("Sealed Diary");
    expect(locked.body).not.toContain("og:image");

    const unlock = (password: string, remoteAddress = "203.0.113.5") =>
      ctx.app.inject({
        method: "POST",
        url: `/api/v1/shared/${token}/unlock/`,
        payload: { password },
        remoteAddress,
      });
    const wrong = await unlock("not the password");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: shareMessages.wrongPassword });
    const right = await unlock(PASSWORD);
    expect(right.statusCode).toBe(200);
    const { access } = right.json();
    const headers = { [SHARE_ACCESS_HEADER]: access };
    const opened = await shared(token, "", headers);
    expect(opened.body).toMatchObject({ locked: false, book: { book_name: "Sealed Diary" } });
    const cover = opened.body.book.book_cover;
    expect(cover).toContain(`?access=${encodeURIComponent(access)}`);
    expect((await page(cover)).statusCode).toBe(200);
    expect((await shared(token, "pages/?start=0&end=0", headers)).status).toBe(200);
    // What unlocked the link ends with it: a new link asks again.
    const renewed = await share(owner, book.id, { password: PASSWORD });
    expect((await shared(renewed.token, "", headers)).body).toEqual({ locked: true });

    // Guesses from one address stop after the limit, whatever they are; another address goes on.
    for (let attempt = 0; attempt < UNLOCK_LIMITS.perAddress; attempt += 1) {
      const guess = await ctx.app.inject({
        method: "POST",
        url: `/api/v1/shared/${renewed.token}/unlock/`,
        payload: { password: `guess ${attempt}` },
        remoteAddress: "198.51.100.7",
      });
      expect(guess.statusCode).toBe(403);
    }
    const stopped = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/shared/${renewed.token}/unlock/`,
      payload: { password: PASSWORD },
      remoteAddress: "198.51.100.7",
    });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual({ detail: shareMessages.tooManyAttempts });
    expect(Number(stopped.headers["retry-after"])).toBeGreaterThan(0);
    // Guesses sent at once from a fresh address stop at the same limit.
    const burst = await Promise.all(
      Array.from({ length: UNLOCK_LIMITS.perAddress + 5 }, (_, attempt) =>
        ctx.app.inject({
          method: "POST",
          url: `/api/v1/shared/${renewed.token}/unlock/`,
          payload: { password: `burst ${attempt}` },
          remoteAddress: "198.51.100.9",
        }),
      ),
    );
    const statuses = burst.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 403)).toHaveLength(UNLOCK_LIMITS.perAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const elsewhere = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/shared/${renewed.token}/unlock/`,
      payload: { password: PASSWORD },
      remoteAddress: "198.51.100.8",
    });
    expect(elsewhere.statusCode).toBe(200);
  }, 60_000);

  it("ends a link at its expiry with 410, page and answers alike", async () => {
    const owner = await createTestUser(ctx);
    const book = await ownBook(owner);
    const { token } = await share(owner, book.id, {
      expires_at: new Date(clock() + DAY_MS).toISOString(),
    });
    expect((await shared(token)).status).toBe(200);
    clock.advance(DAY_MS + 1000);
    expect((await shared(token)).body).toEqual({ detail: shareMessages.expired });
    expect((await shared(token)).status).toBe(410);
    expect((await shared(token, "pages/")).status).toBe(410);
    expect((await page(`/share/${token}`)).statusCode).toBe(410);
    expect((await page(`/share/${token}/card.jpg`)).statusCode).toBe(410);
    // The owner still sees the link, marked expired, to replace or revoke it.
    const mine = await send("GET", shareUrl(book.id), { user: await signedInAgain(ctx, owner) });
    expect(mine.body).toMatchObject({ expired: true });
  });

  it("ends the link with the book, and with the account", async () => {
    const owner = await createTestUser(ctx);
    const book = await ownBook(owner);
    const { token } = await share(owner, book.id);
    expect(
      (await send("DELETE", `/api/v1/pdf_parser/my_books/${book.id}/`, { user: owner })).status,
    ).toBe(200);
    expect((await shared(token)).status).toBe(404);
    expect(await ctx.deps.repos.bookShares.findForBook(book.id)).toBeUndefined();

    const signup = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/signup/",
      payload: {
        first_name: "Grace",
        last_name: "Hopper",
        email: `grace-${Date.now()}@example.com`,
        password: PASSWORD,
      },
    });
    expect(signup.statusCode).toBe(201);
    const account = signup.json();
    const member: TestUser = {
      id: account.user_id,
      token: account.access,
      headers: { authorization: `Bearer ${account.access}` },
    };
    const theirs = await ownBook(member);
    const link = await share(member, theirs.id);
    const gone = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/delete_account/",
      payload: { current_password: PASSWORD },
      headers: member.headers,
    });
    expect(gone.statusCode).toBe(200);
    expect((await shared(link.token)).status).toBe(404);
  }, 30_000);

  it("counts openings once per visit and day, for the owner only, and never for DNT", async () => {
    const owner = await createTestUser(ctx);
    const book = await ownBook(owner);
    const { token } = await share(owner, book.id);
    const view = (visit: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/v1/shared/${token}/views/`,
        payload: { visit },
        headers,
      });
    const first = await view("visit-aaaaaaaaaaaaaaaa");
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ counted: true });
    expect((await view("visit-aaaaaaaaaaaaaaaa")).json()).toEqual({ counted: false });
    expect((await view("visit-bbbbbbbbbbbbbbbb")).json()).toEqual({ counted: true });
    expect((await view("visit-cccccccccccccccc", { dnt: "1" })).json()).toEqual({
      counted: false,
    });
    expect((await view("short")).json()).toEqual({ visit: [shareMessages.visit] });
    const today = new Date(clock()).toISOString().slice(0, 10);
    // The next day, the same visit counts again.
    clock.advance(DAY_MS);
    expect((await view("visit-aaaaaaaaaaaaaaaa")).json()).toEqual({ counted: true });
    const tomorrow = new Date(clock()).toISOString().slice(0, 10);
    const later = await signedInAgain(ctx, owner);
    const owners = await send("GET", shareUrl(book.id), { user: later });
    expect(owners.body.views).toEqual([
      { day: today, count: 2 },
      { day: tomorrow, count: 1 },
    ]);
    const mine = await send("GET", "/api/v1/pdf_parser/my_shares/", { user: later });
    expect(mine.body.shares[0].views).toEqual(owners.body.views);
    const stranger = await createTestUser(ctx);
    expect((await send("GET", shareUrl(book.id), { user: stranger })).status).toBe(404);
    // A revoked link counts nothing, and its views are forgotten.
    await send("DELETE", shareUrl(book.id), { user: later });
    expect((await view("visit-dddddddddddddddd")).statusCode).toBe(404);
    await share(later, book.id);
    expect((await send("GET", shareUrl(book.id), { user: later })).body.views).toEqual([]);
  });

  it("answers oEmbed 1.0 for a share's page, and refuses what it cannot answer", async () => {
    const owner = await createTestUser(ctx);
    const book = await ownBook(owner, "Embedded Atlas");
    const { token, body } = await share(owner, book.id);
    const oembed = (query: string) => page(`/api/oembed?${query}`);
    const answer = await oembed(`url=${encodeURIComponent(body.share_url)}&format=json`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("application/json");
    const site = new URL(body.share_url).origin;
    expect(answer.json()).toEqual({
      version: "1.0",
      type: "rich",
      provider_name: "Bindery",
      provider_url: site,
      title: "Embedded Atlas",
      author_name: "Ada Lovelace",
      html: `<iframe src="${body.embed_url}" title="Embedded Atlas" width="800" height="600" style="max-width:100%;border:0" loading="lazy" allowfullscreen></iframe>`,
      width: 800,
      height: 600,
      thumbnail_url: `${site}/share/${token}/card.jpg`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
    const smaller = await oembed(
      `url=${encodeURIComponent(body.embed_url)}&maxwidth=400&maxheight=300`,
    );
    expect(smaller.json()).toMatchObject({ width: 400, height: 300 });
    expect(smaller.json().html).toContain('width="400" height="300"');

    const xml = await oembed(`url=${encodeURIComponent(body.share_url)}&format=xml`);
    expect(xml.statusCode).toBe(501);
    const unknown = `${site}/share/${"x".repeat(43)}`;
    expect((await oembed(`url=${encodeURIComponent(unknown)}`)).statusCode).toBe(404);
    expect((await oembed(`url=${encodeURIComponent(`${site}/pricing`)}`)).statusCode).toBe(404);
    expect((await oembed("url=not-a-url")).statusCode).toBe(404);
    const missing = await oembed("format=json");
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(["url"]);
  });

  it("lets other sites frame the embed page only", async () => {
    const owner = await createTestUser(ctx);
    const book = await ownBook(owner);
    const { token } = await share(owner, book.id);
    const embed = await page(`/share/${token}/embed`);
    expect(embed.statusCode).toBe(200);
    expect(embed.headers["x-frame-options"]).toBeUndefined();
    expect(String(embed.headers["content-security-policy"])).toContain("frame-ancestors *");
    expect(String(embed.headers["content-security-policy"])).not.toContain(
      "frame-ancestors 'none'",
    );

    for (const address of [
      `/share/${token}`,
      `/read_book/${book.id}`,
      "/",
      "/pricing",
      `/api/v1/shared/${token}/`,
      `/share/${token}/card.jpg`,
    ]) {
      const answer = await page(address);
      expect({ address, frame: answer.headers["x-frame-options"] }).toEqual({
        address,
        frame: "SAMEORIGIN",
      });
      expect(String(answer.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
    }
  });

  it("sends a share page whose raw HTML carries its preview, with a 1200×630 card", async () => {
    const owner = await createTestUser(ctx);
    const book = await ownBook(owner, 'Notes on "Engines" & <Looms>');
    const { token, body } = await share(owner, book.id);
    const html = await page(`/share/${token}`);
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toContain("text/html");
    expect(html.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const metas = Object.fromEntries(
      [...html.body.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map(
        (match) => [match[1], match[2]],
      ),
    );
    const title = "Notes on &quot;Engines&quot; &amp; &lt;Looms&gt;";
    expect(metas).toMatchObject({
      robots: "noindex, nofollow",
      "og:type": "book",
      "og:title": title,
      "og:description":
        "A book by Ada Lovelace. Read it in Bindery's page-flipping reader, no account needed.",
      "og:url": body.share_url,
      "og:image": `${new URL(body.share_url).origin}/share/${token}/card.jpg`,
      "og:image:width": "1200",
      "og:image:height": "630",
      "twitter:card": "summary_large_image",
    });
    expect(html.body).toContain('<title>Notes on "Engines" &amp; &lt;Looms&gt; · Bindery</title>');
    expect(html.body).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${new URL(body.share_url).origin}/api/oembed?url=${encodeURIComponent(body.share_url)}&amp;format=json"`,
    );

    // The card answers anyone holding the link: an image, the size unfurlers ask for.
    const card = await page(new URL(String(metas["og:image"])).pathname);
    expect(card.statusCode).toBe(200);
    expect(card.headers["content-type"]).toMatch(/^image\//);
    const { width, height, format } = await sharp(card.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
  });
});

/** A fresh sign-in for `user`: these tests move the clock past an access token's life. */
async function signedInAgain(ctx: TestContext, user: TestUser): Promise<TestUser> {
  const { access } = await issueTokenPair(
    ctx.deps.accessTokens,
    refreshTokenServiceFor(ctx.deps),
    user.id,
  );
  return { id: user.id, token: access, headers: { authorization: `Bearer ${access}` } };
}
