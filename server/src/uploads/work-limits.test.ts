import { conversionMessages } from "@bindery/converter";
import { scannedPagesPdf, unpackBombPdf } from "@bindery/converter/testing";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, getJson, type TestUser } from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { pdfFile, settledTask, storedFiles, upload } from "../test-support/upload-calls.js";

const databases = await testDatabases();

/**
 * One cheap file must not hold a converter for long: each upload's conversion has limits
 * on scanned pages sent to OCR, CPU time and what a page unpacks to, smaller for a free
 * account. Past one, the task fails saying which, and nothing of the book is kept.
 */
describe.each(databases)("a conversion's work limits, on $name", (target) => {
  let ctx: TestContext;
  const start = async (env: Record<string, string>) => {
    ctx = await startTestApp(target, env);
    await ctx.startJobs();
  };
  afterEach(async () => {
    await ctx?.close();
  });

  /** Uploads `bytes` as `user` and waits until its task has settled. */
  async function convert(user: TestUser, title: string, bytes: Uint8Array) {
    const accepted = await upload(ctx, user, { title }, pdfFile(Buffer.from(bytes)));
    expect(accepted.statusCode).toBe(202);
    return settledTask(ctx, user, accepted.json().task_id);
  }

  /** The task failed with `reason`, and the book left neither rows nor files. */
  async function expectFailedWithNothingKept(
    user: TestUser,
    task: Awaited<ReturnType<typeof convert>>,
    reason: string,
    filesBefore: number,
  ) {
    expect(task).toMatchObject({ status: -1, reason, book_id: null, pages_ready: 0 });
    const shelf = await getJson(ctx, "/api/v1/pdf_parser/my_books/", user.headers);
    expect(shelf.body.books).toEqual([]);
    expect(storedFiles(ctx).length).toBe(filesBefore);
  }

  it("fails a free account's scan with more pages than it may recognise; premium's passes", async () => {
    await start({ CONVERSION_OCR_PAGES_FREE: "1", CONVERSION_OCR_PAGES_PREMIUM: "3" });
    const scan = scannedPagesPdf(3);

    const free = await createTestUser(ctx);
    const before = storedFiles(ctx).length;
    const failed = await convert(free, "Long scan", scan);
    await expectFailedWithNothingKept(free, failed, conversionMessages.ocrLimit(1, 3), before);
    expect(failed.reason).toBe(
      "This PDF has more scanned pages than a free account can recognise (limit: 1). Please split it into smaller PDFs, or go Premium to recognise up to 3 pages in one upload.",
    );

    const premium = await createTestUser(ctx, { premium: true });
    const done = await convert(premium, "Long scan", scan);
    expect(done).toMatchObject({ status: 100, reason: null });
    expect(done.pages_ready).toBeGreaterThan(0);
  }, 180_000);

  it("fails a PDF whose page unpacks past the limit, before converting it", async () => {
    await start({ CONVERSION_PAGE_UNPACK_MB: "10" });
    const user = await createTestUser(ctx, { premium: true });
    const before = storedFiles(ctx).length;
    // About 100 KB that inflates to 100 MB.
    const failed = await convert(user, "Bomb", unpackBombPdf(100));
    await expectFailedWithNothingKept(user, failed, conversionMessages.unpackLimit(10), before);
  }, 120_000);

  it("fails a conversion that uses more CPU time than a free account may", async () => {
    await start({ CONVERSION_CPU_SECONDS_FREE: "1", CONVERSION_CPU_SECONDS_PREMIUM: "600" });
    const user = await createTestUser(ctx);
    const before = storedFiles(ctx).length;
    // OCR costs far more than a second of CPU for these pages.
    const failed = await convert(user, "Costly", scannedPagesPdf(8));
    await expectFailedWithNothingKept(user, failed, conversionMessages.cpuLimit(1, 600), before);
  }, 180_000);
});
