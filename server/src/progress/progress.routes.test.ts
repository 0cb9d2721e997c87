import path from "node:path";
import {
  bookMessages,
  progressMessages,
  readingProgressPercent,
  themeMessages,
} from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import {
  createTestUser,
  getJson,
  seedBook,
  type TestUser,
} from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { fakeThemeCatalog } from "../test-support/theme-fixtures.js";
import { installBuiltinThemes } from "../themes/install-builtin-themes.js";

describe("readingProgressPercent", () => {
  it("counts the whole spread as read and gives 100% on the last spread only", () => {
    expect(readingProgressPercent(0, 0)).toBe(0);
    expect(readingProgressPercent(0, 1)).toBe(100);
    expect(readingProgressPercent(0, 100)).toBe(2);
    expect(readingProgressPercent(1, 100)).toBe(2);
    expect(readingProgressPercent(49, 100)).toBe(50);
    expect(readingProgressPercent(97, 100)).toBe(98);
    expect(readingProgressPercent(98, 100)).toBe(100);
    expect(readingProgressPercent(99, 100)).toBe(100);
    // An odd count: the last spread has one page.
    expect(readingProgressPercent(8, 9)).toBe(100);
    expect(readingProgressPercent(7, 9)).toBe(88);
    // Rounding down: 399 of 400 pages seen is not yet 100%.
    expect(readingProgressPercent(397, 400)).toBe(99);
    // Past the end or negative: clamped.
    expect(readingProgressPercent(500, 10)).toBe(100);
    expect(readingProgressPercent(-3, 10)).toBe(20);
  });
});

const databases = await testDatabases();

describe.each(databases)("reading progress API on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
    const cache = path.join(ctx.dataDir, "cache", "builtin-themes");
    await installBuiltinThemes(ctx.deps, fakeThemeCatalog(), cache);
  });
  afterAll(async () => ctx?.close());

  const viewUrl = (bookId: string) => `/api/v1/pdf_parser/my_book_view/${bookId}/`;
  const view = (bookId: string, user?: TestUser) => getJson(ctx, viewUrl(bookId), user?.headers);
  const save = async (bookId: string, payload: unknown, user?: TestUser) => {
    const response = await ctx.app.inject({
      method: "PATCH",
      url: viewUrl(bookId),
      headers: user?.headers ?? {},
      payload: payload as object,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it("answers defaults for a book never opened", async () => {
    const reader = await createTestUser(ctx);
    const book = await seedBook(ctx, { pages: 40, original_pages_count: 21 });
    const { status, body } = await view(book.id, reader);
    expect(status).toBe(200);
    expect(body).toEqual({
      book_detail: {
        last_read_page: 0,
        last_read_block: 0,
        theme_id: "book-walnut-desk",
        page_theme_id: "page-classic",
        progress: 0,
        bindery_pages_count: 40,
        original_pages_count: 21,
        place_read_at: null,
      },
    });
  });

  it("saves the page, derives the percent and restores both", async () => {
    const reader = await createTestUser(ctx);
    const book = await seedBook(ctx, { pages: 40 });
    const saved = await save(book.id, { last_read_page: 19 }, reader);
    expect(saved.status).toBe(200);
    expect(saved.body.book_detail).toMatchObject({ last_read_page: 19, progress: 50 });

    const restored = await view(book.id, reader);
    expect(restored.body.book_detail).toMatchObject({ last_read_page: 19, progress: 50 });

    const end = await save(book.id, { last_read_page: 38 }, reader);
    expect(end.body.book_detail.progress).toBe(100);
    // Past the end (the book lost pages since the client loaded it): the last page.
    const past = await save(book.id, { last_read_page: 500 }, reader);
    expect(past.body.book_detail).toMatchObject({ last_read_page: 39, progress: 100 });
    // Another reader of the same book has their own place.
    const other = await createTestUser(ctx);
    expect((await view(book.id, other)).body.book_detail.last_read_page).toBe(0);
  });

  it("saves the block with its page, 0 when a page comes without one", async () => {
    const reader = await createTestUser(ctx, { premium: true });
    const book = await seedBook(ctx, { pages: 40 });
    const saved = await save(book.id, { last_read_page: 12, last_read_block: 7 }, reader);
    expect(saved.status).toBe(200);
    expect(saved.body.book_detail).toMatchObject({ last_read_page: 12, last_read_block: 7 });
    expect((await view(book.id, reader)).body.book_detail).toMatchObject({
      last_read_page: 12,
      last_read_block: 7,
    });
    // A theme change alone keeps the place, block included.
    await save(book.id, { page_theme_id: "page-night" }, reader);
    expect((await view(book.id, reader)).body.book_detail.last_read_block).toBe(7);
    // A page sent without a block opens at the page's start.
    await save(book.id, { last_read_page: 14 }, reader);
    expect((await view(book.id, reader)).body.book_detail).toMatchObject({
      last_read_page: 14,
      last_read_block: 0,
    });
    // A block alone is not a place: nothing to save.
    const alone = await save(book.id, { last_read_block: 3 }, reader);
    expect(alone.status).toBe(400);
    expect(alone.body).toEqual({ non_field_errors: [progressMessages.nothingToSave] });
    // Another reader of the same book has their own block.
    const other = await createTestUser(ctx);
    expect((await view(book.id, other)).body.book_detail.last_read_block).toBe(0);
  });

  it("keeps the place read last, whatever order the places arrive in", async () => {
    const reader = await createTestUser(ctx, { premium: true });
    const book = await seedBook(ctx, { pages: 40 });
    const at = (iso: string) => new Date(iso).toISOString();
    // Read on a phone at 10:00 (sent now), then a place read offline at 09:00 arrives.
    const phone = await save(
      book.id,
      { last_read_page: 20, last_read_block: 3, read_at: "2024-05-01T10:00:00Z" },
      reader,
    );
    expect(phone.body.book_detail).toMatchObject({
      last_read_page: 20,
      last_read_block: 3,
      place_read_at: at("2024-05-01T10:00:00Z"),
    });
    const late = await save(
      book.id,
      { last_read_page: 8, last_read_block: 1, read_at: "2024-05-01T09:00:00+00:00" },
      reader,
    );
    expect(late.status).toBe(200);
    // The answer is the place kept, so the sender learns a later one won.
    expect(late.body.book_detail).toMatchObject({
      last_read_page: 20,
      last_read_block: 3,
      progress: 55,
      place_read_at: at("2024-05-01T10:00:00Z"),
    });
    // A theme chosen with an older place still applies; the place stays.
    const themed = await save(
      book.id,
      { page_theme_id: "page-night", last_read_page: 2, read_at: "2024-05-01T08:00:00Z" },
      reader,
    );
    expect(themed.body.book_detail).toMatchObject({
      page_theme_id: "page-night",
      last_read_page: 20,
    });
    // A later place read offline replaces it; so does one sent without a time (now).
    const later = await save(
      book.id,
      { last_read_page: 30, read_at: "2024-05-01T12:30:00+02:00" },
      reader,
    );
    expect(later.body.book_detail).toMatchObject({
      last_read_page: 30,
      last_read_block: 0,
      place_read_at: at("2024-05-01T10:30:00Z"),
    });
    const plain = await save(book.id, { last_read_page: 12 }, reader);
    expect(plain.body.book_detail.last_read_page).toBe(12);
    const sentNow = Date.parse(plain.body.book_detail.place_read_at);
    expect(sentNow).toBeGreaterThan(Date.parse("2024-05-02T00:00:00Z"));
    expect((await view(book.id, reader)).body.book_detail).toMatchObject({
      last_read_page: 12,
      page_theme_id: "page-night",
      place_read_at: plain.body.book_detail.place_read_at,
    });
  });

  it("counts a place from a clock ahead of the server's as read now", async () => {
    const reader = await createTestUser(ctx);
    const book = await seedBook(ctx, { pages: 40 });
    const ahead = await save(
      book.id,
      { last_read_page: 30, read_at: "2999-01-01T00:00:00Z" },
      reader,
    );
    expect(Date.parse(ahead.body.book_detail.place_read_at)).toBeLessThan(
      Date.parse("2999-01-01T00:00:00Z"),
    );
    // So a place read a moment later on another device still wins.
    const next = await save(book.id, { last_read_page: 4 }, reader);
    expect(next.body.book_detail.last_read_page).toBe(4);
  });

  it("keeps the later place when two places arrive together", async () => {
    const reader = await createTestUser(ctx);
    const book = await seedBook(ctx, { pages: 40 });
    const times = ["2024-06-01T10:00:00Z", "2024-06-01T12:00:00Z", "2024-06-01T11:00:00Z"];
    const answers = await Promise.all(
      times.map((read_at, index) => save(book.id, { last_read_page: 10 + index, read_at }, reader)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await view(book.id, reader)).body.book_detail).toMatchObject({
      last_read_page: 11,
      place_read_at: new Date(times[1] ?? "").toISOString(),
    });
  });

  it("saves themes per book, keeping what is not sent", async () => {
    const premium = await createTestUser(ctx, { premium: true });
    const book = await seedBook(ctx, { pages: 10 });
    await save(book.id, { last_read_page: 4 }, premium);
    const themed = await save(
      book.id,
      { theme_id: "book-rainy-window", page_theme_id: "page-night" },
      premium,
    );
    expect(themed.status).toBe(200);
    expect(themed.body.book_detail).toMatchObject({
      theme_id: "book-rainy-window",
      page_theme_id: "page-night",
      last_read_page: 4,
    });
    await save(book.id, { last_read_page: 6 }, premium);
    expect((await view(book.id, premium)).body.book_detail).toMatchObject({
      theme_id: "book-rainy-window",
      page_theme_id: "page-night",
      last_read_page: 6,
      progress: 80,
    });
    // null goes back to the default theme.
    const reset = await save(book.id, { theme_id: null }, premium);
    expect(reset.body.book_detail).toMatchObject({
      theme_id: "book-walnut-desk",
      page_theme_id: "page-night",
    });
  });

  it("refuses locked premium themes and unknown or mismatched ones", async () => {
    const free = await createTestUser(ctx);
    const book = await seedBook(ctx, { pages: 10 });
    for (const payload of [
      { theme_id: "book-rainy-window" },
      { page_theme_id: "page-night", last_read_page: 3 },
    ]) {
      const locked = await save(book.id, payload, free);
      expect(locked.status).toBe(403);
      expect(locked.body).toEqual({ detail: themeMessages.premiumLocked });
    }
    // Nothing was saved by the refused calls.
    expect((await view(book.id, free)).body.book_detail.last_read_page).toBe(0);

    const unknown = await save(book.id, { theme_id: "book-nowhere" }, free);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ theme_id: [themeMessages.unknownTheme] });
    const wrongKind = await save(book.id, { page_theme_id: "book-walnut-desk" }, free);
    expect(wrongKind.body).toEqual({ page_theme_id: [themeMessages.unknownTheme] });
    const free2 = await save(book.id, { theme_id: "book-walnut-desk" }, free);
    expect(free2.status).toBe(200);
  });

  it("validates the body", async () => {
    const reader = await createTestUser(ctx);
    const book = await seedBook(ctx, { pages: 10 });
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{}, { non_field_errors: [progressMessages.nothingToSave] }],
      [{ last_read_page: -1 }, { last_read_page: [progressMessages.lastReadPage] }],
      [{ last_read_page: 2.5 }, { last_read_page: [progressMessages.lastReadPage] }],
      [{ last_read_page: "3" }, { last_read_page: [progressMessages.lastReadPage] }],
      [{ theme_id: "" }, { theme_id: [progressMessages.themeId] }],
      [
        { last_read_page: 1, last_read_block: -1 },
        { last_read_block: [progressMessages.lastReadBlock] },
      ],
      [
        { last_read_page: 1, last_read_block: 1.5 },
        { last_read_block: [progressMessages.lastReadBlock] },
      ],
      [
        { last_read_page: 1, last_read_block: "2" },
        { last_read_block: [progressMessages.lastReadBlock] },
      ],
      [{ theme_id: 7 }, { theme_id: [progressMessages.themeId] }],
      [{ last_read_page: 1, read_at: "yesterday" }, { read_at: [progressMessages.readAt] }],
      [
        { last_read_page: 1, read_at: "2024-05-01T10:00:00" },
        { read_at: [progressMessages.readAt] },
      ],
      [{ last_read_page: 1, read_at: 1714557600000 }, { read_at: [progressMessages.readAt] }],
    ];
    for (const [payload, fields] of cases) {
      const answer = await save(book.id, payload, reader);
      expect({ payload, ...answer }).toEqual({ payload, status: 400, body: fields });
    }
  });

  it("needs a signed-in reader who may read the book", async () => {
    const owner = await createTestUser(ctx);
    const stranger = await createTestUser(ctx);
    const book = await seedBook(ctx, { owner_id: owner.id, is_public_domain: 0, pages: 4 });

    expect((await view(book.id)).status).toBe(401);
    expect((await save(book.id, { last_read_page: 1 })).status).toBe(401);
    for (const answer of [
      await view(book.id, stranger),
      await save(book.id, { last_read_page: 1 }, stranger),
      await view("no-such-book", owner),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: bookMessages.bookNotFound });
    }
    const own = await save(book.id, { last_read_page: 3, last_read_block: 2 }, owner);
    expect(own.body.book_detail).toMatchObject({
      last_read_page: 3,
      last_read_block: 2,
      progress: 100,
    });
    // A public book: any signed-in reader saves a place; a guest still may not.
    const open = await seedBook(ctx, { pages: 4 });
    const stranger2 = await save(open.id, { last_read_page: 2, last_read_block: 5 }, stranger);
    expect(stranger2.body.book_detail).toMatchObject({ last_read_page: 2, last_read_block: 5 });
    expect((await save(open.id, { last_read_page: 1 })).status).toBe(401);
  });
});
