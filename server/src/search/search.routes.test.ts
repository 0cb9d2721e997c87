import {
  bookMessages,
  bookSearchMessages,
  HEADING_MARKER,
  ITALIC_END,
  ITALIC_START,
  MAX_SEARCH_QUERY_LENGTH,
  MAX_SEARCH_RESULTS_PER_REQUEST,
  SEARCH_PAGE_SIZE,
} from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookRow, NewBook } from "../books/books.repo.js";
import { testDatabases } from "../test-support/databases.js";
import {
  booksRepoOf,
  createTestUser,
  getJson,
  type TestUser,
} from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

const databases = await testDatabases();

/** Filler prose without any of the words the tests look for. */
const FILLER = "The morning was quiet and the road ran on between the hedges.";

describe.each(databases)("search inside a book on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
  });
  afterAll(async () => ctx?.close());

  /** A book whose page N holds texts[N]. */
  const bookOf = async (texts: string[], fields: Partial<NewBook> = {}): Promise<BookRow> => {
    const repo = booksRepoOf(ctx);
    const book = await repo.createBook({
      owner_id: null,
      title: "Searchable",
      is_public_domain: 1,
      status: "ready",
      language: "en",
      ...fields,
    });
    await ctx.deps.repos.pages.appendPages(
      book.id,
      texts.map((page_content, order) => ({ page_order: order, page_number: order, page_content })),
    );
    return book;
  };
  const search = (bookId: string, query: string, user?: TestUser) =>
    getJson(ctx, `/api/v1/pdf_parser/books/${bookId}/search/?${query}`, user?.headers);
  const orders = (body: { results: Array<{ page_order: number }> }) =>
    body.results.map((hit) => hit.page_order);

  it("answers matching pages best first with a plain snippet and the words as written", async () => {
    const book = await bookOf([
      FILLER,
      `${HEADING_MARKER}The Lantern\n\n${FILLER} A lantern hung by the door. Lanterns swung.`,
      `${FILLER} Somewhere a lantern was lit.`,
      FILLER,
    ]);
    const { status, body } = await search(book.id, "q=lantern");
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    // Three matches on page 1, one on page 2.
    expect(orders(body)).toEqual([1, 2]);
    const [best] = body.results;
    expect(best.page_number).toBe(1);
    expect(best.snippet).not.toContain(HEADING_MARKER);
    expect(best.snippet.startsWith("The Lantern The morning")).toBe(true);
    const marked = best.highlights.map(([from, to]: [number, number]) =>
      best.snippet.slice(from, to),
    );
    // English stemming: "Lanterns" is the same word.
    expect(marked).toEqual(["Lantern", "lantern", "Lanterns"]);
    expect(best.words).toEqual(["Lantern", "lantern", "Lanterns"]);
    // The heading holds the first match; on page 2 the first paragraph does.
    expect(body.results.map((hit: { block: number }) => hit.block)).toEqual([0, 0]);
  });

  it("names the paragraph of a page's first match, where the reader opens it", async () => {
    const book = await bookOf([
      `${FILLER}\n\n${HEADING_MARKER}Harbour\n\n${FILLER} The ${ITALIC_START}kelp${ITALIC_END} drifted.\n\nMore kelp.`,
    ]);
    const [hit] = (await search(book.id, "q=kelp")).body.results;
    expect(hit.block).toBe(2);
  });

  it("finds words set in italics and shows them in a plain snippet", async () => {
    const book = await bookOf([FILLER, `${FILLER} The ${ITALIC_START}Nautilus${ITALIC_END} sank.`]);
    const { body } = await search(book.id, "q=nautilus");
    expect(orders(body)).toEqual([1]);
    const [hit] = body.results;
    expect(hit.snippet).toContain("The Nautilus sank.");
    expect(hit.words).toEqual(["Nautilus"]);
  });

  it("needs every word, takes the last as a prefix, and treats query syntax as words", async () => {
    const book = await bookOf([
      "The harbour lights went out one by one.",
      "A lantern in the harbour, a lantern on the hill.",
      "NEAR the mill (they said) the miller's daughter sang.",
    ]);
    expect(orders((await search(book.id, "q=harbour+lantern")).body)).toEqual([1]);
    expect(orders((await search(book.id, "q=lante")).body)).toEqual([1]);
    expect((await search(book.id, "q=harb+lante")).body.total).toBe(0);
    // As the page writes them, in its order.
    expect((await search(book.id, "q=harbour+lante")).body.results[0].words).toEqual([
      "lantern",
      "harbour",
    ]);
    for (const query of [
      '"unbalanced',
      'harbour"',
      "NEAR(harbour lantern)",
      "-harbour",
      "harbour*",
      "(mill",
      "mill)",
      "book_id:harbour",
      "harbour OR",
      "AND",
      "a & b | !c",
      "lantern:*",
      "'quoted' \\ back",
      "***",
      "--",
      "^",
      "\u0301",
      "a ½",
      "🙂 lantern",
    ]) {
      const answer = await search(book.id, `q=${encodeURIComponent(query)}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 200 });
    }
    expect(
      orders((await search(book.id, `q=${encodeURIComponent('"near" (mill)')}`)).body),
    ).toEqual([2]);
    expect((await search(book.id, "q=***")).body).toEqual({ results: [], total: 0 });
  });

  it("finds words joined by hyphens side by side and marks the compound, not its parts", async () => {
    const book = await bookOf([
      "Stop the press: the world can wait.",
      "A stop-the-world pause froze the program.",
      "Collectors that stop the world are simpler.",
      "The miller's daughter sang; the miller slept.",
    ]);
    const { body } = await search(book.id, `q=${encodeURIComponent("stop-the-world")}`);
    expect(orders(body).sort()).toEqual([1, 2]);
    const hyphenated = body.results.find((hit: { page_order: number }) => hit.page_order === 1);
    expect(hyphenated.words).toEqual(["stop-the-world"]);
    // Typed with its apostrophe, a possessive is one phrase too.
    expect(orders((await search(book.id, `q=${encodeURIComponent("miller's")}`)).body)).toEqual([
      3,
    ]);
  });

  it("pages through the matches with start and end", async () => {
    const texts = Array.from({ length: 30 }, (_, i) =>
      `${"willow ".repeat(30 - i)}${FILLER}`.trim(),
    );
    const book = await bookOf(texts);
    const first = await search(book.id, "q=willow");
    expect(first.body.total).toBe(30);
    expect(orders(first.body)).toEqual(Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => i));
    const later = await search(book.id, "q=willow&start=25&end=40");
    expect(orders(later.body)).toEqual([25, 26, 27, 28, 29]);
    expect(later.body.total).toBe(30);
  });

  it("refuses bad input with the messages readers see", async () => {
    const book = await bookOf([FILLER]);
    const cases: Array<[string, Record<string, string[]>]> = [
      ["", { q: [bookSearchMessages.queryRequired] }],
      ["q=", { q: [bookSearchMessages.queryRequired] }],
      ["q=%20%20", { q: [bookSearchMessages.queryRequired] }],
      [
        `q=${"a".repeat(MAX_SEARCH_QUERY_LENGTH + 1)}`,
        { q: [bookSearchMessages.queryTooLong(MAX_SEARCH_QUERY_LENGTH)] },
      ],
      ["q=road&start=5&end=2", { end: [bookMessages.endBeforeStart] }],
      [
        `q=road&start=0&end=${MAX_SEARCH_RESULTS_PER_REQUEST}`,
        { end: [bookMessages.rangeTooLarge(MAX_SEARCH_RESULTS_PER_REQUEST)] },
      ],
    ];
    for (const [query, fields] of cases) {
      const { status, body } = await search(book.id, query);
      expect({ query, status, body }).toEqual({ query, status: 400, body: fields });
    }
    const badStart = await search(book.id, "q=road&start=-1");
    expect(badStart.status).toBe(400);
    expect(Object.keys(badStart.body)).toEqual(["start"]);
  });

  it("searches private books for their owner only", async () => {
    const owner = await createTestUser(ctx);
    const stranger = await createTestUser(ctx);
    const book = await bookOf(["A compass lay on the table."], {
      owner_id: owner.id,
      is_public_domain: 0,
    });
    expect(orders((await search(book.id, "q=compass", owner)).body)).toEqual([0]);
    for (const answer of [
      await search(book.id, "q=compass", stranger),
      await search(book.id, "q=compass"),
      await search("no-such-book", "q=compass", owner),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: bookMessages.bookNotFound });
    }
    // A public book is searched by guests and any reader; other books' pages never show.
    const other = await bookOf(["The compass pointed north."]);
    expect((await search(other.id, "q=compass")).body.total).toBe(1);
    expect((await search(other.id, "q=compass", stranger)).body.total).toBe(1);
  });

  it("follows edits and deletes of pages and of the book", async () => {
    const owner = await createTestUser(ctx);
    const book = await bookOf(
      ["An orchard of apples.", "The meadow by the orchard.", "Only the meadow."],
      { owner_id: owner.id, is_public_domain: 0 },
    );
    const pages = (await getJson(ctx, `/api/v1/pdf_parser/books/${book.id}/`, owner.headers)).body
      .pages;
    const edited = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/pdf_parser/pages/${pages[0].page_meta_unique_id}/`,
      headers: owner.headers,
      payload: { page_content: "A field of pears." },
    });
    expect(edited.statusCode).toBe(200);
    expect(orders((await search(book.id, "q=orchard", owner)).body)).toEqual([1]);
    expect(orders((await search(book.id, "q=pears", owner)).body)).toEqual([0]);

    const deleted = await ctx.app.inject({
      method: "DELETE",
      url: `/api/v1/pdf_parser/pages/${pages[1].page_meta_unique_id}/`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await search(book.id, "q=orchard", owner)).body).toEqual({ results: [], total: 0 });
    // The last page moved up one place.
    expect(orders((await search(book.id, "q=meadow", owner)).body)).toEqual([1]);

    await booksRepoOf(ctx).deleteBookWithFiles(book.id);
    expect(await indexedRows(ctx, book.id)).toBe(0);
  });

  it("indexes a book in its language, also when the language is learnt after its pages", async () => {
    const running = "The travellers were running to the river.";
    const english = await bookOf([running], { language: null });
    await booksRepoOf(ctx).updateBook(english.id, { language: "en-GB" });
    expect((await search(english.id, "q=runs")).body.total).toBe(1);
    // Unknown: SQLite stems as English (most such books are), PostgreSQL keeps plain words.
    const unknown = await bookOf([running], { language: null });
    expect((await search(unknown.id, "q=runs")).body.total).toBe(target.name === "sqlite" ? 1 : 0);
    expect((await search(unknown.id, "q=running")).body.total).toBe(1);
    const french = await bookOf(["La maison était au bord de la rivière."], { language: null });
    await booksRepoOf(ctx).updateBook(french.id, { language: "fr-FR" });
    // Accents fold away on both databases, stemming or not.
    expect((await search(french.id, "q=maison+riviere")).body.total).toBe(1);
    const named = await bookOf(["“Natásha!” cried Prince Andréy."], { language: "en" });
    expect((await search(named.id, "q=natasha+andrey")).body.results[0]?.words).toEqual([
      "Natásha",
      "Andréy",
    ]);
    expect((await search(french.id, "q=maison+rivière")).body.results[0]?.words).toEqual([
      "maison",
      "rivière",
    ]);
    expect(await indexedRows(ctx, french.id)).toBe(1);
  });

  it("is listed in the API documentation", async () => {
    const { body } = await getJson(ctx, "/api/docs/json");
    const route = body.paths["/api/v1/pdf_parser/books/{book_id}/search/"];
    expect(route.get.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      "book_id",
      "end",
      "q",
      "start",
    ]);
  });
});

/** How many index rows a book has: none may outlive it. */
async function indexedRows(ctx: TestContext, bookId: string): Promise<number> {
  const { sql } = await import("kysely");
  const query =
    ctx.deps.dbKind === "sqlite"
      ? sql<{ n: number }>`SELECT
          (SELECT count(*) FROM pages_fts_stemmed WHERE pages_fts_stemmed MATCH ${`book_id : "${bookId}"`}) +
          (SELECT count(*) FROM pages_fts_plain WHERE pages_fts_plain MATCH ${`book_id : "${bookId}"`}) AS n`
      : sql<{ n: number }>`SELECT count(*)::int AS n FROM page_search WHERE book_id = ${bookId}`;
  return Number((await query.execute(ctx.deps.db)).rows[0]?.n);
}
