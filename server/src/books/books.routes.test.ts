import {
  bookMessages,
  DASHBOARD_PUBLIC_RANGE,
  GRID_PAGE_SIZE,
  gridPageCount,
  gridPageRange,
} from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import {
  booksRepoOf,
  createTestUser,
  getJson,
  seedBook,
} from "../test-support/library-fixtures.js";
import { manualClock, startTestApp, type TestContext } from "../test-support/test-app.js";

const databases = await testDatabases();

describe.each(databases)("books API on $name", (target) => {
  let ctx: TestContext;
  let clock: ReturnType<typeof manualClock>;
  beforeAll(async () => {
    clock = manualClock();
    ctx = await startTestApp(target, {}, { clock });
  });
  afterAll(async () => ctx?.close());

  const bookUrl = (id: string, query = "") => `/api/v1/pdf_parser/books/${id}/${query}`;
  const snapshotsUrl = (id: string, query = "") => `/api/v1/pdf_parser/snapshots/${id}/${query}`;

  it("answers each picture's alternative text beside its address", async () => {
    const repo = booksRepoOf(ctx);
    const book = await repo.createBook({
      owner_id: null,
      title: "Diagrams",
      is_public_domain: 1,
      status: "ready",
    });
    const keys = [1, 2].map((n) => `books/${book.id}/images/page-0001-${n}.webp`);
    await ctx.deps.repos.pages.appendPages(book.id, [
      {
        page_order: 0,
        page_number: 0,
        page_content: "Text around a figure.",
        visual_content: keys,
        visual_alt: ["", "Interpret Record Compile"],
      },
      { page_order: 1, page_number: 0, page_content: "No pictures." },
    ]);
    const { status, body } = await getJson(ctx, bookUrl(book.id));
    expect(status).toBe(200);
    const [first, second] = body.pages;
    expect(first.visual_content).toHaveLength(2);
    expect(first.visual_alt).toEqual(["", "Interpret Record Compile"]);
    expect(second).toMatchObject({ visual_content: [], visual_alt: [] });
  });

  it("says which pages continue the paragraph the page before them ends with", async () => {
    const repo = booksRepoOf(ctx);
    const book = await repo.createBook({
      owner_id: null,
      title: "Long Paragraphs",
      is_public_domain: 1,
      status: "ready",
    });
    await ctx.deps.repos.pages.appendPages(book.id, [
      { page_order: 0, page_number: 0, page_content: "A paragraph that runs on" },
      {
        page_order: 1,
        page_number: 0,
        page_content: "to the next page.",
        continues_paragraph: true,
      },
    ]);
    const { body } = await getJson(ctx, bookUrl(book.id));
    expect(
      body.pages.map((page: { continues_paragraph: boolean }) => page.continues_paragraph),
    ).toEqual([false, true]);
  });

  it("turns a Hebrew book right to left, unless its file declared otherwise", async () => {
    const repo = booksRepoOf(ctx);
    const directionOf = async (language: string, page_direction: string | null) => {
      const book = await repo.createBook({
        owner_id: null,
        title: "Directions",
        language,
        is_public_domain: 1,
        status: "ready",
      });
      await repo.updateBook(book.id, { page_direction });
      await ctx.deps.repos.pages.appendPages(book.id, [
        { page_order: 0, page_number: 0, page_content: "text" },
      ]);
      const { body } = await getJson(ctx, bookUrl(book.id));
      return body.book.reading_direction;
    };
    expect(await directionOf("he", null)).toBe("rtl");
    expect(await directionOf("en", null)).toBe("ltr");
    expect(await directionOf("en", "rtl")).toBe("rtl");
    expect(await directionOf("ar", "ltr")).toBe("ltr");
  });

  it("answers the book and the pages start..end, both ends included", async () => {
    const book = await seedBook(ctx, { pages: 45, title: "Walden", author: "Thoreau" });
    const { status, body } = await getJson(ctx, bookUrl(book.id, "?start=0&end=19"));
    expect(status).toBe(200);
    expect(body.book).toEqual({
      book_meta_unique_id: book.id,
      book_name: "Walden",
      book_cover: null,
      bindery_pages_count: 45,
      original_pages_count: 0,
      is_public_domain: 1,
      description: "",
      author: "Thoreau",
      language: null,
      reading_direction: "ltr",
      status: "ready",
      notice: null,
    });
    expect(body.pages).toHaveLength(20);
    expect(body.pages[0]).toEqual({
      page_meta_unique_id: expect.any(String),
      page_order: 0,
      page_number: 0,
      page_content: "Page 0",
      visual_content: [],
      visual_alt: [],
      continues_paragraph: false,
      links: [],
    });
    expect(body.pages.map((page: { page_order: number }) => page.page_order)).toEqual(
      Array.from({ length: 20 }, (_, index) => index),
    );

    const last = await getJson(ctx, bookUrl(book.id, "?start=40&end=59"));
    expect(last.body.pages.map((page: { page_order: number }) => page.page_order)).toEqual([
      40, 41, 42, 43, 44,
    ]);
    const past = await getJson(ctx, bookUrl(book.id, "?start=100&end=119"));
    expect(past.status).toBe(200);
    expect(past.body.pages).toEqual([]);
    // Without a range: the first 20, as the reader's first load.
    expect((await getJson(ctx, bookUrl(book.id))).body.pages).toHaveLength(20);
    // The trailing slash is the spec's; without it the same answer.
    expect(
      (await getJson(ctx, `/api/v1/pdf_parser/books/${book.id}?start=3&end=3`)).body.pages,
    ).toHaveLength(1);
  });

  it("shows a catalog title in capitals in title case and no junk author", async () => {
    const book = await seedBook(ctx, {
      title: "A CHRISTMAS CAROL IN PROSE BEING A Ghost Story of Christmas",
      author: "SE:W:CAR:MP",
      language: "en",
    });
    const answer = await getJson(ctx, `/api/v1/pdf_parser/books/${book.id}/?start=0&end=0`);
    expect(answer.status).toBe(200);
    expect(answer.body.book).toMatchObject({
      book_name: "A Christmas Carol in Prose Being a Ghost Story of Christmas",
      author: null,
    });
  });

  it("validates start and end as field errors", async () => {
    const book = await seedBook(ctx, { pages: 3 });
    const cases: Array<[string, Record<string, string[]>]> = [
      ["?start=-1&end=5", { start: [bookMessages.wholeNumber("start")] }],
      ["?start=a&end=5", { start: [bookMessages.wholeNumber("start")] }],
      ["?start=1.5&end=5", { start: [bookMessages.wholeNumber("start")] }],
      ["?start=0&end=", { end: [bookMessages.wholeNumber("end")] }],
      ["?start=10&end=9", { end: [bookMessages.endBeforeStart] }],
      ["?start=0&end=200", { end: [bookMessages.rangeTooLarge(200)] }],
      ["?start=0&start=1&end=2", { start: [bookMessages.wholeNumber("start")] }],
    ];
    for (const [query, fields] of cases) {
      const { status, body } = await getJson(ctx, bookUrl(book.id, query));
      expect({ query, status, body }).toEqual({ query, status: 400, body: fields });
    }
    expect((await getJson(ctx, bookUrl(book.id, "?start=0&end=199"))).status).toBe(200);
  });

  it("serves a private book only to its owner: 404 for a guest and another user", async () => {
    const owner = await createTestUser(ctx);
    const stranger = await createTestUser(ctx);
    const book = await seedBook(ctx, {
      owner_id: owner.id,
      is_public_domain: 0,
      pages: 2,
      snapshots: 2,
    });
    const mine = await getJson(ctx, bookUrl(book.id, "?start=0&end=1"), owner.headers);
    expect(mine.status).toBe(200);
    expect(mine.body.book.is_public_domain).toBe(0);
    expect(mine.body.pages).toHaveLength(2);

    for (const headers of [{}, stranger.headers]) {
      for (const url of [bookUrl(book.id, "?start=0&end=1"), snapshotsUrl(book.id)]) {
        const refused = await getJson(ctx, url, headers);
        expect(refused.status).toBe(404);
        expect(refused.body).toEqual({ detail: bookMessages.bookNotFound });
      }
    }
    // The same answer as for a book that never existed.
    const missing = await getJson(ctx, bookUrl("no-such-book"));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: bookMessages.bookNotFound });
    // A bad token is a 401 (the client refreshes), not a silent guest.
    const bad = await getJson(ctx, bookUrl(book.id), { authorization: "Bearer nonsense" });
    expect(bad.status).toBe(401);
  });

  it("signs a private book's file URLs and leaves a public book's plain", async () => {
    const owner = await createTestUser(ctx);
    const privateBook = await seedBook(ctx, {
      owner_id: owner.id,
      is_public_domain: 0,
      pages: 1,
      snapshots: 1,
      withFiles: true,
    });
    const publicBook = await seedBook(ctx, { pages: 1, snapshots: 1, withFiles: true });

    const own = await getJson(ctx, bookUrl(privateBook.id), owner.headers);
    const signed = /^\/files\/books\/[^?]+\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/;
    expect(own.body.book.book_cover).toMatch(signed);
    expect(own.body.pages[0].visual_content[0]).toMatch(signed);
    const ownSnapshots = await getJson(ctx, snapshotsUrl(privateBook.id), owner.headers);
    expect(ownSnapshots.body.snapshots[0].snap_shot_url).toMatch(signed);

    const open = await getJson(ctx, bookUrl(publicBook.id));
    expect(open.body.book.book_cover).toBe(`/files/books/${publicBook.id}/cover.png`);
    expect(open.body.pages[0].visual_content).toEqual([
      `/files/books/${publicBook.id}/images/p0-1.png`,
    ]);
  });

  it("answers snapshots by PDF page index, both ends included", async () => {
    const book = await seedBook(ctx, { pages: 2, snapshots: 30 });
    const { status, body } = await getJson(ctx, snapshotsUrl(book.id, "?start=0&end=19"));
    expect(status).toBe(200);
    expect(body.snapshots).toHaveLength(20);
    expect(body.snapshots[3]).toEqual({
      snap_shot_url: `/files/books/${book.id}/snapshots/3.webp`,
      page_number: 3,
      thumb_url: `/files/books/${book.id}/snapshots/3-thumb.webp`,
    });
    const tail = await getJson(ctx, snapshotsUrl(book.id, "?start=20&end=39"));
    expect(tail.body.snapshots.map((s: { page_number: number }) => s.page_number)).toEqual(
      Array.from({ length: 10 }, (_, index) => 20 + index),
    );
    const bad = await getJson(ctx, snapshotsUrl(book.id, "?start=5&end=1"));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ end: [bookMessages.endBeforeStart] });
  });

  it("opens a book while it converts and shows the pages as they are made", async () => {
    const owner = await createTestUser(ctx);
    const repo = booksRepoOf(ctx);
    const book = await repo.createBook({
      owner_id: owner.id,
      title: "Converting",
      is_public_domain: 0,
    });
    const batch = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        page_order: from + index,
        page_number: from + index,
        page_content: `Page ${from + index}`,
      }));
    await ctx.deps.repos.pages.appendPages(book.id, batch(0, 20));
    const early = await getJson(ctx, bookUrl(book.id, "?start=0&end=39"), owner.headers);
    expect(early.body.book.status).toBe("converting");
    expect(early.body.book.bindery_pages_count).toBe(20);
    expect(early.body.pages).toHaveLength(20);

    await ctx.deps.repos.pages.appendPages(book.id, batch(20, 15));
    await repo.updateBook(book.id, { status: "ready", original_pages_count: 35 });
    const later = await getJson(ctx, bookUrl(book.id, "?start=20&end=39"), owner.headers);
    expect(later.body.book).toMatchObject({
      status: "ready",
      bindery_pages_count: 35,
      original_pages_count: 35,
    });
    expect(later.body.pages).toHaveLength(15);
  });

  it("writes thousands of pages in one call", async () => {
    const repo = booksRepoOf(ctx);
    const book = await repo.createBook({ owner_id: null, title: "Long", is_public_domain: 1 });
    await ctx.deps.repos.pages.appendPages(
      book.id,
      Array.from({ length: 5000 }, (_, order) => ({
        page_order: order,
        page_number: order,
        page_content: `Page ${order} `.repeat(20),
      })),
    );
    expect((await repo.findBook(book.id))?.bindery_pages_count).toBe(5000);
    const tail = await getJson(ctx, bookUrl(book.id, "?start=4980&end=4999"));
    expect(tail.body.pages).toHaveLength(20);
    expect(tail.body.pages[19].page_order).toBe(4999);
  });

  it("refuses unsafe keys and keys outside the book's folder from writers", async () => {
    const repo = booksRepoOf(ctx);
    const book = await repo.createBook({ owner_id: null, title: "Keys", is_public_domain: 1 });
    await expect(
      ctx.deps.repos.pages.appendPages(book.id, [
        { page_order: 0, page_number: 0, page_content: "", visual_content: ["../secret"] },
      ]),
    ).rejects.toThrow(/Unsafe storage key/);
    await expect(repo.updateBook(book.id, { cover_key: "/etc/passwd" })).rejects.toThrow();
    // Safe, but outside the book's own folder: it would outlive the book and be unreadable.
    await expect(repo.updateBook(book.id, { cover_key: "covers/shared.webp" })).rejects.toThrow(
      /must be under books\//,
    );
    await expect(
      repo.appendSnapshots(book.id, [{ page_number: 0, image_key: "books/other/0.webp" }]),
    ).rejects.toThrow(/must be under/);
  });

  it("replaces a page's snapshot when it is written again", async () => {
    const repo = booksRepoOf(ctx);
    const book = await seedBook(ctx, { snapshots: 2 });
    await repo.appendSnapshots(book.id, [
      { page_number: 1, image_key: `books/${book.id}/v2/1.webp` },
      { page_number: 1, image_key: `books/${book.id}/v3/1.webp` },
    ]);
    const { body } = await getJson(ctx, snapshotsUrl(book.id, "?start=0&end=5"));
    expect(body.snapshots).toHaveLength(2);
    expect(body.snapshots[1]).toEqual({
      snap_shot_url: `/files/books/${book.id}/v3/1.webp`,
      page_number: 1,
      thumb_url: null,
    });
  });

  it("deletes a book with its rows and files, and counts owned books", async () => {
    const owner = await createTestUser(ctx);
    const repo = booksRepoOf(ctx);
    const book = await seedBook(ctx, {
      owner_id: owner.id,
      is_public_domain: 0,
      pages: 3,
      snapshots: 2,
      withFiles: true,
    });
    await seedBook(ctx, { owner_id: owner.id, is_public_domain: 0, status: "failed" });
    await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/pdf_parser/my_book_view/${book.id}/`,
      headers: owner.headers,
      payload: { last_read_page: 1 },
    });
    expect(await repo.countOwnedBooks(owner.id)).toBe(2);
    expect(await ctx.deps.storage.exists(`books/${book.id}/cover.png`)).toBe(true);

    await repo.deleteBookWithFiles(book.id);
    expect(await repo.findBook(book.id)).toBeUndefined();
    expect(await repo.countOwnedBooks(owner.id)).toBe(1);
    expect(await ctx.deps.storage.exists(`books/${book.id}/cover.png`)).toBe(false);
    const { db } = ctx.deps;
    for (const table of ["pages", "snapshots", "reading_progress"] as const) {
      const left = await db.selectFrom(table).select("book_id").where("book_id", "=", book.id);
      expect(await left.execute()).toEqual([]);
    }
  });
});

describe.each(databases)("book lists on $name", (target) => {
  let ctx: TestContext;
  let clock: ReturnType<typeof manualClock>;
  beforeAll(async () => {
    clock = manualClock();
    ctx = await startTestApp(target, {}, { clock });
  });
  afterAll(async () => ctx?.close());

  const publicUrl = (query = "") => `/api/v1/pdf_parser/public_domain_books/${query}`;
  const myBooksUrl = (query = "") => `/api/v1/pdf_parser/my_books/${query}`;
  const readingUrl = (query = "") => `/api/v1/pdf_parser/continue_reading/${query}`;
  const names = (list: Array<{ book_name: string }>) => list.map((book) => book.book_name);

  it("pages through ready public books newest first, without repeats", async () => {
    const owner = await createTestUser(ctx);
    // Sixty books, pairs sharing a timestamp: paging must still be stable.
    for (let index = 0; index < 60; index += 1) {
      if (index % 2 === 0) clock.advance(1000);
      await seedBook(ctx, { title: `Public ${String(index).padStart(2, "0")}` });
    }
    await seedBook(ctx, { title: "Still converting", status: "converting" });
    await seedBook(ctx, { title: "Broken", status: "failed" });
    await seedBook(ctx, { title: "Private", owner_id: owner.id, is_public_domain: 0 });

    const first = await getJson(ctx, publicUrl("?start=0&end=24"));
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(60);
    expect(first.body.public_books).toHaveLength(25);
    expect(first.body.public_books[0].book_name).toMatch(/^Public 5[89]$/);

    const seen: string[] = [];
    for (let start = 0; start < 60; start += 25) {
      const page = await getJson(ctx, publicUrl(`?start=${start}&end=${start + 24}`));
      seen.push(...names(page.body.public_books));
    }
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    expect(seen.every((name) => name.startsWith("Public"))).toBe(true);

    // Without a range: the first grid page of 25.
    expect((await getJson(ctx, publicUrl())).body.public_books).toHaveLength(25);
    const tooMany = await getJson(ctx, publicUrl("?start=0&end=100"));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ end: [bookMessages.rangeTooLarge(100)] });
  });

  it("answers the dashboard's start 0, end 24 with the first grid page of 25", async () => {
    const { start, end } = DASHBOARD_PUBLIC_RANGE;
    expect({ start, end }).toEqual({ start: 0, end: 24 });
    const dashboard = await getJson(ctx, publicUrl(`?start=${start}&end=${end}`));
    const firstPage = await getJson(ctx, publicUrl(`?start=0&end=${GRID_PAGE_SIZE - 1}`));
    expect(dashboard.body.public_books).toHaveLength(25);
    expect(names(dashboard.body.public_books)).toEqual(names(firstPage.body.public_books));
  });

  it("pages through a shelf of more than 25 books, 25 at a time, without repeats", async () => {
    const reader = await createTestUser(ctx);
    const openedPublic = await seedBook(ctx, { title: "Opened classic", pages: 10 });
    for (let index = 0; index < 29; index += 1) {
      clock.advance(1000);
      await seedBook(ctx, {
        title: `Upload ${String(index).padStart(2, "0")}`,
        owner_id: reader.id,
        is_public_domain: 0,
      });
    }
    clock.advance(1000);
    const saved = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/pdf_parser/my_book_view/${openedPublic.id}/`,
      headers: reader.headers,
      payload: { last_read_page: 3 },
    });
    expect(saved.statusCode).toBe(200);

    const pages = [];
    for (let index = 0; index < gridPageCount(30); index += 1) {
      const { start, end } = gridPageRange(index);
      const page = await getJson(ctx, readingUrl(`?start=${start}&end=${end}`), reader.headers);
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(30);
      pages.push(names(page.body.books));
    }
    expect(pages.map((page) => page.length)).toEqual([25, 5]);
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(30);
    // The book read last comes first, then the uploads newest first.
    expect(seen[0]).toBe("Opened classic");
    expect(seen[1]).toBe("Upload 28");
    expect(seen.at(-1)).toBe("Upload 00");

    const past = await getJson(ctx, readingUrl("?start=50&end=74"), reader.headers);
    expect(past.body).toEqual({ books: [], total: 30 });
    // My Books pages through the 29 uploads alone.
    const ownLast = await getJson(ctx, myBooksUrl("?start=25&end=49"), reader.headers);
    expect(ownLast.body.total).toBe(29);
    expect(names(ownLast.body.books)).toEqual(["Upload 03", "Upload 02", "Upload 01", "Upload 00"]);
    const bad = await getJson(ctx, myBooksUrl("?start=25&end=24"), reader.headers);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ end: [bookMessages.endBeforeStart] });
  });

  it("lists the user's uploads in My Books and adds opened public books to Continue reading", async () => {
    const reader = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    clock.advance(60_000);
    const uploaded = await seedBook(ctx, {
      title: "My upload",
      owner_id: reader.id,
      is_public_domain: 0,
      pages: 10,
    });
    clock.advance(60_000);
    const converting = await seedBook(ctx, {
      title: "My converting upload",
      owner_id: reader.id,
      is_public_domain: 0,
      status: "converting",
    });
    await seedBook(ctx, { title: "Someone else's", owner_id: other.id, is_public_domain: 0 });
    const classic = await seedBook(ctx, { title: "A classic", pages: 100 });
    await seedBook(ctx, { title: "A classic never opened", pages: 100 });

    const empty = await getJson(ctx, myBooksUrl(), other.headers);
    expect(empty.body.books.map((book: { book_name: string }) => book.book_name)).toEqual([
      "Someone else's",
    ]);

    clock.advance(60_000);
    const save = (bookId: string, payload: object) =>
      ctx.app.inject({
        method: "PATCH",
        url: `/api/v1/pdf_parser/my_book_view/${bookId}/`,
        headers: reader.headers,
        payload,
      });
    expect((await save(classic.id, { last_read_page: 49 })).statusCode).toBe(200);

    // My Books: the uploads only, never the public book being read.
    const mine = await getJson(ctx, myBooksUrl(), reader.headers);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(2);
    expect(names(mine.body.books)).toEqual(["My converting upload", "My upload"]);

    const { status, body } = await getJson(ctx, readingUrl(), reader.headers);
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    // Most recently read or added first.
    expect(names(body.books)).toEqual(["A classic", "My converting upload", "My upload"]);
    expect(body.books[0]).toMatchObject({
      book_meta_unique_id: classic.id,
      is_public_domain: 1,
      progress: 50,
      last_read_page: 49,
      theme_id: null,
    });
    expect(body.books[1]).toMatchObject({
      book_meta_unique_id: converting.id,
      status: "converting",
      progress: 0,
      last_read_page: 0,
    });

    clock.advance(60_000);
    await save(uploaded.id, { last_read_page: 9 });
    const after = await getJson(ctx, readingUrl("?start=0&end=1"), reader.headers);
    expect(names(after.body.books)).toEqual(["My upload", "A classic"]);
    expect(after.body.books[0].progress).toBe(100);
    expect(after.body.total).toBe(3);
    const ownAfter = await getJson(ctx, myBooksUrl(), reader.headers);
    expect(names(ownAfter.body.books)).toEqual(["My upload", "My converting upload"]);
    expect(ownAfter.body.books[0].progress).toBe(100);

    expect((await getJson(ctx, myBooksUrl())).status).toBe(401);
    expect((await getJson(ctx, readingUrl())).status).toBe(401);
  });
});
