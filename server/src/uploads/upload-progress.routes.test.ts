import fs from "node:fs/promises";
import path from "node:path";
import { READER_CHUNK_PAGES } from "@bindery/contract";
import type { BookPage, ConvertResult } from "@bindery/converter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, getJson } from "../test-support/library-fixtures.js";
import { samplePdf } from "../test-support/sample-pdf.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import {
  conversionJobOf,
  pdfFile,
  settledTask,
  upload,
  waitForTask,
} from "../test-support/upload-calls.js";

const databases = await testDatabases();

/** A converter's book page, as the layout hands it on. */
const bookPage = (order: number): BookPage => ({
  page_order: order,
  page_number: order + 1,
  page_content: `Page ${order + 1}`,
  visual_content: [],
});

describe.each(databases)("upload progress by pages, on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
  });
  afterAll(async () => ctx?.close());

  it("says how many of the PDF's pages are converted, and the book opens meanwhile", async () => {
    const user = await createTestUser(ctx);
    const accepted = await upload(ctx, user, { title: "Long Book" }, pdfFile(samplePdf(1).bytes));
    const taskId: string = accepted.json().task_id;

    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const loggedErrors: object[] = [];
    // A converter a third of the way through a 352-page PDF, that waits for the test.
    const job = conversionJobOf(ctx, "worker-of-this-test", {
      log: { error: (details) => loggedErrors.push(details) },
      convert: async (_input, options) => {
        options.onOpen?.({ pageCount: 352, title: null, author: null });
        const first = Array.from({ length: READER_CHUNK_PAGES }, (_, order) => bookPage(order));
        await options.onPages?.(first);
        options.onProgress?.(34, 120);
        await released;
        options.onProgress?.(99, 352);
        // Files are named relative to outDir, as the converter names them.
        const cover = "cover.png";
        await fs.writeFile(path.join(options.outDir, cover), "image");
        const result: ConvertResult = {
          title: null,
          author: null,
          language: null,
          originalPagesCount: 352,
          pages: first,
          snapshots: [],
          cover,
          contents: { source: "headings", entries: [] },
        };
        return result;
      },
    });
    const running = job(taskId, new AbortController().signal);

    const converting = await waitForTask(ctx, user, taskId, (task) => task.pages_converted > 0);
    expect(converting).toMatchObject({
      status: 34,
      pages_converted: 120,
      pages_total: 352,
      pages_ready: READER_CHUNK_PAGES,
    });
    // The reader opens the book's first pages while the rest converts.
    const bookId = converting.book_id as string;
    const opened = await getJson(
      ctx,
      `/api/v1/pdf_parser/books/${bookId}/?start=0&end=${READER_CHUNK_PAGES - 1}`,
      user.headers,
    );
    expect(opened.status).toBe(200);
    expect(opened.body.pages).toHaveLength(READER_CHUNK_PAGES);
    expect(opened.body.pages[0].page_content).toBe("Page 1");

    release();
    expect(await running).toBe("done");
    expect(loggedErrors).toEqual([]);
    expect(await settledTask(ctx, user, taskId)).toMatchObject({
      status: 100,
      pages_converted: 352,
      pages_total: 352,
    });
  });

  it("counts the pages a real conversion reads, through its own process", async () => {
    await ctx.startJobs();
    const user = await createTestUser(ctx);
    const accepted = await upload(ctx, user, { title: "Forty" }, pdfFile(samplePdf(40).bytes));
    const queued = await waitForTask(ctx, user, accepted.json().task_id, () => true);
    expect(queued).toMatchObject({ pages_converted: 0 });

    const done = await settledTask(ctx, user, accepted.json().task_id);
    expect(done).toMatchObject({ status: 100, pages_converted: 40, pages_total: 40 });
  });
});
