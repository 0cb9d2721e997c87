import fs from "node:fs/promises";
import path from "node:path";
import { bookMessages, uploadMessages } from "@bindery/contract";
import type { ConvertResult } from "@bindery/converter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import {
  booksRepoOf,
  createTestUser,
  getJson,
  seedBook,
  type TestUser,
} from "../test-support/library-fixtures.js";
import { samplePdf } from "../test-support/sample-pdf.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { conversionJobOf, pdfFile, tasksOf, upload } from "../test-support/upload-calls.js";
import { createUploadTasksRepo } from "../uploads/upload-tasks.repo.js";

const databases = await testDatabases();

describe.each(databases)("deleting a book on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
  });
  afterAll(async () => ctx?.close());

  const deleteBook = (bookId: string, user: TestUser | null) =>
    ctx.app.inject({
      method: "DELETE",
      url: `/api/v1/pdf_parser/my_books/${bookId}/`,
      headers: user?.headers ?? {},
    });
  const ownBook = (user: TestUser, title = "My Notes") =>
    seedBook(ctx, {
      owner_id: user.id,
      is_public_domain: 0,
      title,
      pages: 4,
      snapshots: 2,
      withFiles: true,
    });
  const exists = (key: string) => ctx.deps.storage.exists(key);

  it("removes the owner's book, its pages, snapshots, progress and files", async () => {
    const user = await createTestUser(ctx);
    const book = await ownBook(user);
    const kept = await ownBook(user, "Kept");
    const files = [book.cover_key as string, `books/${book.id}/images/p0-1.png`];
    for (const key of files) expect(await exists(key)).toBe(true);
    await ctx.deps.db
      .insertInto("reading_progress")
      .values({
        user_id: user.id,
        book_id: book.id,
        last_read_page: 2,
        last_read_block: 0,
        progress: 50,
        theme_id: null,
        page_theme_id: null,
        updated_at: 1,
      })
      .execute();

    const response = await deleteBook(book.id, user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const read = await getJson(ctx, `/api/v1/pdf_parser/books/${book.id}/`, user.headers);
    expect(read.status).toBe(404);
    const shelf = await getJson(ctx, "/api/v1/pdf_parser/my_books/", user.headers);
    expect(shelf.body.books.map((row: { book_name: string }) => row.book_name)).toEqual(["Kept"]);
    for (const key of files) expect(await exists(key)).toBe(false);
    expect(await exists(kept.cover_key as string)).toBe(true);
    const leftovers = await Promise.all(
      (["pages", "snapshots", "reading_progress"] as const).map((table) =>
        ctx.deps.db.selectFrom(table).select("book_id").where("book_id", "=", book.id).execute(),
      ),
    );
    expect(leftovers.flat()).toEqual([]);
    // A second delete finds nothing.
    expect((await deleteBook(book.id, user)).statusCode).toBe(404);
  });

  it("is documented in the OpenAPI", async () => {
    const docs = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(docs.paths["/api/v1/pdf_parser/my_books/{book_id}/"])).toContain("delete");
  });

  it("answers another user's book as not found, and leaves it", async () => {
    const owner = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    const book = await ownBook(owner);
    const response = await deleteBook(book.id, other);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: bookMessages.bookNotFound });
    expect((await getJson(ctx, `/api/v1/pdf_parser/books/${book.id}/`, owner.headers)).status).toBe(
      200,
    );
    expect(await exists(book.cover_key as string)).toBe(true);
  });

  it("asks a guest to sign in", async () => {
    const owner = await createTestUser(ctx);
    const book = await ownBook(owner);
    expect((await deleteBook(book.id, null)).statusCode).toBe(401);
    expect(await exists(book.cover_key as string)).toBe(true);
  });

  it("refuses public-domain books with a reason", async () => {
    const user = await createTestUser(ctx);
    const book = await seedBook(ctx, { pages: 2, withFiles: true });
    const response = await deleteBook(book.id, user);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: bookMessages.publicDomainNotDeletable });
    expect((await getJson(ctx, `/api/v1/pdf_parser/books/${book.id}/`)).status).toBe(200);
  });

  it("frees the free slot at once", async () => {
    const user = await createTestUser(ctx);
    const books = [];
    for (let index = 0; index < 4; index++) books.push(await ownBook(user, `Book ${index}`));
    const pdf = pdfFile(samplePdf(1).bytes);
    const refused = await upload(ctx, user, { title: "Fifth" }, pdf);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: uploadMessages.freeLimit(4) });

    const [oldest] = books;
    if (!oldest) throw new Error("The four books were not made.");
    expect((await deleteBook(oldest.id, user)).statusCode).toBe(200);
    const accepted = await upload(ctx, user, { title: "Fifth" }, pdf);
    expect(accepted.statusCode).toBe(202);
  });

  describe("while it converts", () => {
    /**
     * A converter that lays out one page, then waits for the test to delete the book,
     * then either lays out another page or finishes: the two places a conversion learns
     * that its book is gone.
     */
    async function convertDeletedMidway(after: "more pages" | "finish") {
      const user = await createTestUser(ctx);
      const accepted = await upload(ctx, user, { title: "Half done" }, pdfFile(samplePdf(1).bytes));
      const taskId: string = accepted.json().task_id;
      const tasks = createUploadTasksRepo(ctx.deps.db);
      const uploadKey = (await tasks.find(taskId))?.file_key as string;

      let bookDeleted: () => void = () => {};
      const deletedSignal = new Promise<void>((resolve) => {
        bookDeleted = resolve;
      });
      let firstPages: () => void = () => {};
      const firstPagesStored = new Promise<void>((resolve) => {
        firstPages = resolve;
      });
      const write = async (dir: string, name: string) => {
        await fs.writeFile(path.join(dir, name), "image");
        return name;
      };
      const page = async (dir: string, order: number) => ({
        page_order: order,
        page_number: 1,
        page_content: `Page ${order}`,
        visual_content: [await write(dir, `p${order}.png`)],
      });
      // A deleted book is no failure of the conversion: nothing is logged as one.
      const loggedErrors: object[] = [];
      const job = conversionJobOf(ctx, "worker-of-this-test", {
        log: { error: (details) => loggedErrors.push(details) },
        convert: async (_input, options) => {
          await options.onPages?.([await page(options.outDir, 0)]);
          firstPages();
          await deletedSignal;
          if (after === "more pages") await options.onPages?.([await page(options.outDir, 1)]);
          const result: ConvertResult = {
            title: null,
            author: null,
            language: null,
            originalPagesCount: 1,
            pages: [],
            snapshots: [
              {
                page_number: 1,
                file: await write(options.outDir, "s1.png"),
                thumb: await write(options.outDir, "t1.png"),
              },
            ],
            cover: await write(options.outDir, "cover.png"),
            contents: { source: "headings", entries: [] },
          };
          return result;
        },
      });
      const running = job(taskId, new AbortController().signal);
      await firstPagesStored;
      const bookId = (await tasks.find(taskId))?.book_id as string;
      expect(await exists(`books/${bookId}/p0.png`)).toBe(true);

      expect((await deleteBook(bookId, user)).statusCode).toBe(200);
      bookDeleted();
      await running;

      expect((await getJson(ctx, `/api/v1/pdf_parser/books/${bookId}/`, user.headers)).status).toBe(
        404,
      );
      for (const name of ["p0.png", "p1.png", "s1.png", "t1.png", "cover.png"]) {
        expect(await exists(`books/${bookId}/${name}`)).toBe(false);
      }
      expect(await exists(uploadKey)).toBe(false);
      expect((await tasksOf(ctx, user)).tasks).toEqual([]);
      expect(await booksRepoOf(ctx).countOwnedBooks(user.id)).toBe(0);
      expect(loggedErrors).toEqual([]);
    }

    it("stops at its next pages and leaves nothing", () => convertDeletedMidway("more pages"));
    it("does not finish the book it was making", () => convertDeletedMidway("finish"));
  });
});
