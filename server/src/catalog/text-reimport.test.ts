import fs from "node:fs";
import path from "node:path";
import { identifyBook } from "@bindery/converter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { testDatabases } from "../test-support/databases.js";
import {
  booksRepoOf,
  createTestUser,
  getJson,
  type TestUser,
} from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { reimportCatalogTexts } from "./text-reimport.js";

const databases = await testDatabases();

/** A paragraph as an edition with narrow lines has it, one of many. */
const passage = (n: number) => [
  "Longtemps, je me suis couché de bonne heure, et",
  `pour la ${n}e fois, à peine ma bougie éteinte, mes`,
  "yeux se fermaient si vite que je n’avais pas le",
  "temps de me dire que je m’endormais dans le noir.",
];

/** A title page (author, then title), then a hundred passages: a text without a header. */
const SWANN = [
  "MARCEL PROUST",
  "",
  "DU CÔTÉ DE CHEZ SWANN",
  "",
  "",
  "",
  ...Array.from({ length: 100 }, (_, i) => [...passage(i + 1), ""]).flat(),
].join("\r\n");

const log = { info: () => {}, warn: () => {} };

describe.each(databases)("re-import of plain-text catalog books ($name)", (target) => {
  let ctx: TestContext;
  let seedDir: string;
  let reader: TestUser;
  let bookId: string;

  /** The app's deps with BINDERY_SEED_DIR set, as the catalog was seeded. */
  const seeded = () => ({
    ...ctx.deps,
    config: loadConfig({
      DATA_DIR: ctx.dataDir,
      DATABASE_URL: "sqlite:unused",
      BINDERY_SEED_DIR: seedDir,
    }),
  });
  const place = () =>
    ctx.deps.db
      .selectFrom("reading_progress")
      .select(["last_read_page", "last_read_block", "progress"])
      .where("book_id", "=", bookId)
      .where("user_id", "=", reader.id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    ctx = await startTestApp(target);
    seedDir = fs.mkdtempSync(path.join(ctx.dataDir, "seed-"));
    const file = path.join(seedDir, "swann.txt");
    fs.writeFileSync(file, SWANN);
    // The book as the earlier importer made it: titled by its author, every wrapped line
    // of a two-line-looking passage a paragraph, ten lines to a page.
    const repo = booksRepoOf(ctx);
    const { sourceId } = await identifyBook(file);
    const book = await repo.createBook({
      owner_id: null,
      title: "Marcel Proust",
      is_public_domain: 1,
      status: "ready",
      source_id: sourceId,
    });
    bookId = book.id;
    const lines = Array.from({ length: 100 }, (_, i) => passage(i + 1)).flat();
    await ctx.deps.repos.pages.appendPages(
      bookId,
      Array.from({ length: 40 }, (_, order) => ({
        page_order: order,
        page_number: 0,
        page_content: lines.slice(order * 10, order * 10 + 10).join("\n\n"),
      })),
    );
    reader = await createTestUser(ctx);
    // The reader is at the 70th passage’s second line: page 27, its eighth paragraph.
    await ctx.deps.db
      .insertInto("reading_progress")
      .values({
        user_id: reader.id,
        book_id: bookId,
        last_read_page: 27,
        last_read_block: 7,
        progress: 70,
        theme_id: null,
        page_theme_id: null,
        updated_at: ctx.deps.clock(),
      })
      .execute();
  });
  afterAll(async () => ctx?.close());

  it("imports the text again in place, once, keeping the reader at the same words", async () => {
    expect(await reimportCatalogTexts(seeded(), { log })).toEqual({
      status: "done",
      reimported: 1,
    });

    const { status, body } = await getJson(
      ctx,
      `/api/v1/pdf_parser/books/${bookId}/?start=0&end=99`,
    );
    expect(status).toBe(200);
    expect(body.book).toMatchObject({ book_name: "Du Côté de Chez Swann", status: "ready" });
    const pages: { page_content: string }[] = body.pages;
    const paragraphs = pages.flatMap((page) => page.page_content.split("\n\n"));
    expect(paragraphs).toContain(
      "Longtemps, je me suis couché de bonne heure, et pour la 70e fois, à peine ma bougie éteinte, mes yeux se fermaient si vite que je n’avais pas le temps de me dire que je m’endormais dans le noir.",
    );
    expect(paragraphs).not.toContain("pour la 70e fois, à peine ma bougie éteinte, mes");
    const row = await ctx.deps.db
      .selectFrom("books")
      .select(["author", "bindery_pages_count"])
      .where("id", "=", bookId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ author: "Marcel Proust", bindery_pages_count: pages.length });

    const moved = await place();
    const there = pages[moved.last_read_page]?.page_content.split("\n\n")[moved.last_read_block];
    expect(there).toMatch(/^Longtemps, je me suis couché de bonne heure, et pour la 70e fois/);
    expect(moved.progress).toBeLessThan(100);

    // Done once: a later start leaves the book alone.
    expect(await reimportCatalogTexts(seeded(), { log })).toEqual({ status: "not-needed" });
  });
});
