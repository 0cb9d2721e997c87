import { annotationLimits, annotationMessages, bookMessages } from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../lib/ids.js";
import { testDatabases } from "../test-support/databases.js";
import {
  createTestUser,
  getJson,
  seedBook,
  type TestUser,
} from "../test-support/library-fixtures.js";
import { manualClock, startTestApp, type TestContext } from "../test-support/test-app.js";
import { SYNC_OVERLAP_MS } from "./annotations.service.js";

const databases = await testDatabases();

const PAGE_TEXT = "It was a bright cold day in April, and the clocks were striking thirteen.";

describe.each(databases)("annotations API on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
  });
  afterAll(async () => ctx?.close());

  const listUrl = (bookId: string) => `/api/v1/pdf_parser/books/${bookId}/annotations/`;
  const oneUrl = (bookId: string, id: string) => `${listUrl(bookId)}${id}/`;
  const send = async (
    method: "POST" | "PATCH" | "DELETE",
    url: string,
    user?: TestUser,
    payload?: object,
  ) => {
    const response = await ctx.app.inject({ method, url, headers: user?.headers ?? {}, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const list = (bookId: string, user?: TestUser, since?: string) =>
    getJson(
      ctx,
      since ? `${listUrl(bookId)}?since=${encodeURIComponent(since)}` : listUrl(bookId),
      user?.headers,
    );
  const highlight = (page = 1, extra: object = {}) => ({
    kind: "highlight",
    page,
    quote: { exact: "bright cold day", prefix: "It was a ", suffix: " in April" },
    ...extra,
  });
  const bookWithText = async () => {
    const book = await seedBook(ctx, {
      pages: 4,
      title: "Nineteen Eighty-Four",
      author: "George Orwell",
    });
    const [page] = await ctx.deps.repos.pages.listRange(book.id, { start: 1, end: 1 });
    if (!page) throw new Error("seeded page 1 is missing");
    await ctx.deps.repos.pages.updateContent(book.id, page.id, PAGE_TEXT);
    return book;
  };

  it("creates a highlight (201) and a bookmark, and lists them by page", async () => {
    const reader = await createTestUser(ctx);
    const book = await bookWithText();
    const created = await send(
      "POST",
      listUrl(book.id),
      reader,
      highlight(1, { note: "Orwell's opening" }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      book_id: book.id,
      kind: "highlight",
      page: 1,
      quote: { exact: "bright cold day", prefix: "It was a ", suffix: " in April" },
      color: "yellow",
      note: "Orwell's opening",
      detached: false,
      deleted_at: null,
    });
    expect(Date.parse(created.body.updated_at)).not.toBeNaN();

    const mark = await send("POST", listUrl(book.id), reader, { kind: "bookmark", page: 0 });
    expect(mark.status).toBe(201);
    expect(mark.body).toMatchObject({ kind: "bookmark", page: 0, quote: null, color: null });
    // A second bookmark on the same page is the first one.
    const again = await send("POST", listUrl(book.id), reader, { kind: "bookmark", page: 0 });
    expect(again.body.id).toBe(mark.body.id);

    const { status, body } = await list(book.id, reader);
    expect(status).toBe(200);
    expect(body.annotations.map((a: { id: string }) => a.id)).toEqual([
      mark.body.id,
      created.body.id,
    ]);
  });

  it("validates pages, kinds, colors, quotes and note sizes with field messages", async () => {
    const reader = await createTestUser(ctx);
    const book = await bookWithText();
    const cases: [object, Record<string, string[]>][] = [
      [highlight(4), { page: [annotationMessages.pagePastEnd(4)] }],
      [highlight(-1), { page: [annotationMessages.page] }],
      [{ kind: "underline", page: 1 }, { kind: [annotationMessages.kind] }],
      [highlight(1, { color: "purple" }), { color: [annotationMessages.color] }],
      [{ kind: "highlight", page: 1 }, { quote: [annotationMessages.quoteNeeded] }],
      [{ kind: "bookmark", page: 1, color: "blue" }, { color: [annotationMessages.bookmarkPlain] }],
      [
        highlight(1, { quote: { exact: "x".repeat(annotationLimits.exactChars + 1) } }),
        { quote: [annotationMessages.exact] },
      ],
      [
        highlight(1, { quote: { exact: "bright", prefix: "p".repeat(65) } }),
        { quote: [annotationMessages.context] },
      ],
      // 10 KB in bytes: 3,414 three-byte characters are 10,242 bytes.
      [highlight(1, { note: "€".repeat(3414) }), { note: [annotationMessages.note] }],
    ];
    for (const [payload, fields] of cases) {
      const { status, body } = await send("POST", listUrl(book.id), reader, payload);
      expect({ payload, status, body }).toEqual({ payload, status: 400, body: fields });
    }
    const fits = await send(
      "POST",
      listUrl(book.id),
      reader,
      highlight(3, { note: "n".repeat(10240) }),
    );
    expect(fits.status).toBe(201);
    const badSince = await list(book.id, reader, "yesterday");
    expect(badSince.status).toBe(400);
    expect(badSince.body).toEqual({ since: [annotationMessages.since] });
  });

  it("changes note and color, the later change winning", async () => {
    const reader = await createTestUser(ctx);
    const book = await bookWithText();
    const { body: made } = await send("POST", listUrl(book.id), reader, highlight());
    const changed = await send("PATCH", oneUrl(book.id, made.id), reader, {
      color: "blue",
      note: "cold",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ color: "blue", note: "cold" });
    // An edit made offline before the stored one loses.
    const stale = await send("PATCH", oneUrl(book.id, made.id), reader, {
      note: "older",
      updated_at: "2001-01-01T00:00:00Z",
    });
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ color: "blue", note: "cold" });
    const cleared = await send("PATCH", oneUrl(book.id, made.id), reader, { note: "" });
    expect(cleared.body.note).toBeNull();
    const nothing = await send("PATCH", oneUrl(book.id, made.id), reader, {});
    expect(nothing.status).toBe(400);
    const { body: mark } = await send("POST", listUrl(book.id), reader, {
      kind: "bookmark",
      page: 2,
    });
    const colored = await send("PATCH", oneUrl(book.id, mark.id), reader, { color: "pink" });
    expect(colored).toEqual({ status: 400, body: { color: [annotationMessages.colorOfBookmark] } });
  });

  it("deletes as a tombstone that only since lists", async () => {
    const reader = await createTestUser(ctx);
    const book = await bookWithText();
    const { body: kept } = await send("POST", listUrl(book.id), reader, highlight());
    const { body: gone } = await send("POST", listUrl(book.id), reader, {
      kind: "bookmark",
      page: 3,
    });
    const before = new Date(Date.parse(gone.updated_at)).toISOString();

    const deleted = await send("DELETE", oneUrl(book.id, gone.id), reader);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted_at).not.toBeNull();
    expect((await send("DELETE", oneUrl(book.id, gone.id), reader)).status).toBe(404);
    expect((await send("PATCH", oneUrl(book.id, gone.id), reader, { note: "x" })).status).toBe(404);

    const live = await list(book.id, reader);
    expect(live.body.annotations.map((a: { id: string }) => a.id)).toEqual([kept.id]);
    const changes = await list(book.id, reader, before);
    expect(changes.body.annotations).toEqual([
      expect.objectContaining({ id: gone.id, deleted_at: deleted.body.deleted_at, note: null }),
    ]);
    const everything = await list(book.id, reader, "2000-01-01T00:00:00Z");
    expect(everything.body.annotations.map((a: { id: string }) => a.id).sort()).toEqual(
      [kept.id, gone.id].sort(),
    );
    const future = await list(book.id, reader, "2999-01-01T00:00:00+02:00");
    expect(future.body.annotations).toEqual([]);
  });

  it("syncs by what the server received: an edit sent late is news, and next_since says when", async () => {
    const minute = 60_000;
    const clock = manualClock(Date.UTC(2026, 2, 1, 9));
    // Tokens last the test's quarter of an hour of manual time.
    const timed = await startTestApp(target, { ACCESS_TOKEN_TTL_SECONDS: "900" }, { clock });
    try {
      const at = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 9, minutes)).toISOString();
      const reader = await createTestUser(timed);
      const book = await seedBook(timed, { pages: 3 });
      const url = listUrl(book.id);
      const call = async (method: "GET" | "POST" | "PATCH", path: string, payload?: object) => {
        const headers = reader.headers;
        return (await timed.app.inject({ method, url: path, headers, payload })).json();
      };
      const { id } = await call("POST", url, { kind: "bookmark", page: 1 });

      // 09:08: a laptop syncs; its next sync asks from a little before.
      clock.advance(8 * minute);
      const laptop = await call("GET", url);
      expect(laptop.annotations.map((a: { id: string }) => a.id)).toEqual([id]);
      expect(laptop.next_since).toBe(new Date(clock() - SYNC_OVERLAP_MS).toISOString());

      // 09:11: a phone sends the note it wrote offline at 09:05. It wins (it is later than
      // the bookmark's last change) and the laptop hears of it, though 09:05 is before its
      // last sync.
      clock.advance(3 * minute);
      const sent = await call("PATCH", `${url}${id}/`, { note: "offline", updated_at: at(5) });
      expect(sent).toMatchObject({ note: "offline", updated_at: at(5) });
      const news = await call("GET", `${url}?since=${encodeURIComponent(laptop.next_since)}`);
      expect(news.annotations).toEqual([
        expect.objectContaining({ id, note: "offline", updated_at: at(5) }),
      ]);
      expect(news.next_since).toBe(at(10));

      // Past the overlap nothing more is news.
      clock.advance(2 * minute);
      const later = await call("GET", `${url}?since=${encodeURIComponent(at(12))}`);
      expect(later.annotations).toEqual([]);
    } finally {
      await timed.close();
    }
  });

  it("keeps each reader's annotations to themselves and refuses guests", async () => {
    const reader = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    const book = await bookWithText();
    const { body: mine } = await send("POST", listUrl(book.id), reader, highlight());

    expect((await list(book.id, other)).body.annotations).toEqual([]);
    expect((await list(book.id, other, "2000-01-01T00:00:00Z")).body.annotations).toEqual([]);
    const patch = await send("PATCH", oneUrl(book.id, mine.id), other, { note: "mine now" });
    expect(patch).toEqual({ status: 404, body: { detail: annotationMessages.notFound } });
    expect((await send("DELETE", oneUrl(book.id, mine.id), other)).status).toBe(404);
    expect((await list(book.id, reader)).body.annotations[0].note).toBeNull();

    expect((await list(book.id)).status).toBe(401);
    expect((await send("POST", listUrl(book.id), undefined, highlight())).status).toBe(401);
    expect((await send("DELETE", oneUrl(book.id, mine.id))).status).toBe(401);
    expect((await getJson(ctx, `${listUrl(book.id)}export/`)).status).toBe(401);

    // A private book of someone else is no book at all.
    const secret = await seedBook(ctx, { owner_id: other.id, is_public_domain: 0, pages: 3 });
    const refused = await send("POST", listUrl(secret.id), reader, { kind: "bookmark", page: 0 });
    expect(refused).toEqual({ status: 404, body: { detail: bookMessages.bookNotFound } });
    expect((await list(secret.id, reader)).status).toBe(404);
  });

  it("holds the per-book limit under parallel requests", async () => {
    const reader = await createTestUser(ctx);
    const book = await bookWithText();
    const now = ctx.deps.clock();
    const rows = Array.from({ length: annotationLimits.perBook - 5 }, (_, index) => ({
      id: newId(),
      user_id: reader.id,
      book_id: book.id,
      kind: "bookmark" as const,
      page: index % 4,
      quote_exact: null,
      quote_prefix: null,
      quote_suffix: null,
      color: null,
      note: null,
      created_at: now,
      updated_at: now,
      changed_at: now,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await ctx.deps.db
        .insertInto("annotations")
        .values(rows.slice(start, start + 500))
        .execute();
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send("POST", listUrl(book.id), reader, highlight())),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      detail: annotationMessages.tooMany,
    });
    expect((await list(book.id, reader)).body.annotations).toHaveLength(annotationLimits.perBook);
    // Another reader of the same book has a limit of their own.
    const other = await createTestUser(ctx);
    expect((await send("POST", listUrl(book.id), other, highlight())).status).toBe(201);
  });

  it("exports Markdown with title, author, quotes, pages, notes and links, and JSON", async () => {
    const reader = await createTestUser(ctx);
    const book = await bookWithText();
    const { body: made } = await send(
      "POST",
      listUrl(book.id),
      reader,
      highlight(1, { note: "Thirteen!" }),
    );
    await send("POST", listUrl(book.id), reader, { kind: "bookmark", page: 2, note: "stop here" });
    const { body: gone } = await send(
      "POST",
      listUrl(book.id),
      reader,
      highlight(1, { quote: { exact: "clocks" } }),
    );
    await send("DELETE", oneUrl(book.id, gone.id), reader);

    const md = await ctx.app.inject({
      method: "GET",
      url: `${listUrl(book.id)}export/?format=md`,
      headers: reader.headers,
    });
    expect(md.statusCode).toBe(200);
    expect(md.headers["content-type"]).toMatch(/^text\/markdown/);
    expect(md.headers["content-disposition"]).toBe(
      'attachment; filename="nineteen-eighty-four-notes.md"',
    );
    const text = md.body;
    expect(text).toContain("# Nineteen Eighty-Four");
    expect(text).toContain("*George Orwell*");
    expect(text).toContain("> bright cold day");
    expect(text).toContain("Thirteen!");
    expect(text).toContain(`/read_book/${book.id}?page=2#hl=${made.id})`);
    expect(text).toContain("Page 3");
    expect(text).toContain("stop here");
    expect(text).not.toContain("clocks");

    const json = await getJson(ctx, `${listUrl(book.id)}export/?format=json`, reader.headers);
    expect(json.status).toBe(200);
    expect(json.body.book).toEqual({
      id: book.id,
      title: "Nineteen Eighty-Four",
      author: "George Orwell",
    });
    expect(json.body.annotations).toHaveLength(2);
    const bad = await getJson(ctx, `${listUrl(book.id)}export/?format=pdf`, reader.headers);
    expect(bad).toMatchObject({ status: 400, body: { format: [annotationMessages.format] } });
  });

  it("finds a highlight again after its page is edited, or marks it detached", async () => {
    const owner = await createTestUser(ctx);
    const book = await seedBook(ctx, { owner_id: owner.id, is_public_domain: 0, pages: 3 });
    const [page] = await ctx.deps.repos.pages.listRange(book.id, { start: 1, end: 1 });
    if (!page) throw new Error("seeded page 1 is missing");
    const editPage = (content: string) =>
      send("PATCH", `/api/v1/pdf_parser/pages/${page.id}/`, owner, { page_content: content });
    await editPage(`${PAGE_TEXT} And again: a bright cold day.`);
    const { body: second } = await send("POST", listUrl(book.id), owner, {
      kind: "highlight",
      page: 1,
      quote: { exact: "bright cold day", prefix: "And again: a ", suffix: "." },
    });
    const createdAt = second.updated_at;

    // Text added before it: found again by its surroundings, the second of two places.
    await editPage(`Chapter One\n\n${PAGE_TEXT} And again: a bright cold day.`);
    const moved = (await list(book.id, owner)).body.annotations[0];
    expect(moved).toMatchObject({
      detached: false,
      quote: { exact: "bright cold day", suffix: "." },
    });
    // Its surroundings are read afresh from the new text.
    expect(moved.quote.prefix).toBe("striking thirteen. And again: a ");

    // Its words gone: detached, and a device syncing since its creation hears of it.
    await editPage("Chapter One\n\nA different opening altogether.");
    const changes = await list(book.id, owner, createdAt);
    expect(changes.body.annotations).toEqual([
      expect.objectContaining({ id: second.id, detached: true }),
    ]);
    // The words back: attached again.
    await editPage("Then: a bright cold day.");
    expect((await list(book.id, owner)).body.annotations[0].detached).toBe(false);
  });
});
