import { conversionMessages } from "@bindery/converter";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, getJson } from "../test-support/library-fixtures.js";
import { samplePdf } from "../test-support/sample-pdf.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import {
  pdfFile,
  settledTask,
  storedFiles,
  upload,
  waitForTask,
} from "../test-support/upload-calls.js";

const databases = await testDatabases();

/**
 * Read by the converter's child process at start (converter/src/isolation/child-protocol.ts):
 * makes it crash or hang, as a hostile or broken PDF could.
 */
const FAULT_ENV = "BINDERY_CONVERTER_TEST_FAULT";

describe.each(databases)("conversions that go wrong, on $name", (target) => {
  let ctx: TestContext;
  const start = async (env: Record<string, string> = {}) => {
    ctx = await startTestApp(target, env);
    await ctx.startJobs();
  };
  afterEach(async () => {
    delete process.env[FAULT_ENV];
    await ctx?.close();
  });

  it("fails a conversion that hangs, while the API keeps answering", async () => {
    await start({ CONVERSION_TIMEOUT_SECONDS: "2" });
    process.env[FAULT_ENV] = "hang";
    const user = await createTestUser(ctx);
    const before = storedFiles(ctx).length;
    const accepted = await upload(ctx, user, { title: "Stuck" }, pdfFile(samplePdf(2).bytes));
    expect(accepted.statusCode).toBe(202);
    const taskId = accepted.json().task_id;

    // In progress: the task has its book, which has no pages yet.
    const running = await waitForTask(ctx, user, taskId, (task) => task.status !== 0);
    expect(running.status).toBeGreaterThan(0);
    expect(running.status).toBeLessThan(100);
    expect(running.pages_ready).toBe(0);
    // The conversion runs in another process: the API answers while it is stuck.
    const shelf = await getJson(ctx, "/api/v1/pdf_parser/my_books/", user.headers);
    expect(shelf.status).toBe(200);

    const failed = await settledTask(ctx, user, taskId);
    expect(failed).toMatchObject({
      status: -1,
      reason: conversionMessages.timeout,
      book_id: null,
      pages_ready: 0,
    });
    expect((await getJson(ctx, "/api/v1/pdf_parser/my_books/", user.headers)).body.books).toEqual(
      [],
    );
    expect(storedFiles(ctx).length).toBe(before);
  });

  it("fails a conversion whose process crashes, and converts the next upload", async () => {
    await start();
    process.env[FAULT_ENV] = "crash";
    const user = await createTestUser(ctx);
    const crashed = await upload(ctx, user, { title: "Crash" }, pdfFile(samplePdf(1).bytes));
    const failed = await settledTask(ctx, user, crashed.json().task_id);
    expect(failed).toMatchObject({ status: -1, reason: conversionMessages.crashed });

    delete process.env[FAULT_ENV];
    const next = await upload(ctx, user, { title: "Fine" }, pdfFile(samplePdf(1).bytes));
    const done = await settledTask(ctx, user, next.json().task_id);
    expect(done.status).toBe(100);
    expect(done.pages_ready).toBeGreaterThan(0);
  });

  it("converts a damaged PDF MuPDF can repair, and its task and book say so", async () => {
    await start();
    const user = await createTestUser(ctx);
    const intact = samplePdf(1).bytes.toString("latin1");
    // The cross-reference table is gone and its offset points nowhere: MuPDF rebuilds it.
    const damaged = intact
      .replace(/\nxref\n[\s\S]*?trailer/, "\nxerf\ntrailer")
      .replace(/startxref\s+\d+/, "startxref\n999999");
    const accepted = await upload(
      ctx,
      user,
      { title: "Torn" },
      pdfFile(Buffer.from(damaged, "latin1")),
    );
    const done = await settledTask(ctx, user, accepted.json().task_id);
    expect(done).toMatchObject({ status: 100, reason: conversionMessages.damaged });
    expect(done.pages_ready).toBeGreaterThan(0);
    // The book keeps the notice after the task is gone: its pages and the shelf say it.
    const torn = await getJson(ctx, `/api/v1/pdf_parser/books/${done.book_id}/`, user.headers);
    expect(torn.status).toBe(200);
    expect(torn.body.book).toMatchObject({ status: "ready", notice: conversionMessages.damaged });

    const fine = await upload(ctx, user, { title: "Whole" }, pdfFile(samplePdf(1).bytes));
    const whole = await settledTask(ctx, user, fine.json().task_id);
    expect(whole).toMatchObject({ status: 100, reason: null });
    const shelf = await getJson(ctx, "/api/v1/pdf_parser/my_books/", user.headers);
    const notices = Object.fromEntries(
      shelf.body.books.map((book: { book_name: string; notice: string | null }) => [
        book.book_name,
        book.notice,
      ]),
    );
    expect(notices).toEqual({ Torn: conversionMessages.damaged, Whole: null });
  });
});
