import { setTimeout as sleep } from "node:timers/promises";
import { convertPdfIsolated } from "@bindery/converter";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookFilesPrefix } from "../files/storage-keys.js";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, getJson, seedBook } from "../test-support/library-fixtures.js";
import { samplePdf } from "../test-support/sample-pdf.js";
import { auditStoredFiles } from "../test-support/stored-files-audit.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { conversionJobOf, pdfFile, upload } from "../test-support/upload-calls.js";
import type { ConversionJobDeps } from "./conversion-job.js";

const databases = await testDatabases();
const silentLog = { error: () => {} };

/**
 * Two workers given the same upload task (a queue that delivers a job twice, or a worker
 * taken for dead) must convert it once: one book, its files stored once, none left over.
 */
describe.each(databases)("conversion claims on $name", (target) => {
  let ctx: TestContext;
  afterEach(async () => ctx?.close());

  const worker = (owner: string, extra: Partial<ConversionJobDeps> = {}) =>
    conversionJobOf(ctx, owner, { activeConversions: () => 2, log: silentLog, ...extra });
  const booksOf = (userId: string) =>
    ctx.deps.db.selectFrom("books").select("id").where("owner_id", "=", userId).execute();
  const taskRow = (taskId: string) =>
    ctx.deps.db
      .selectFrom("upload_tasks")
      .selectAll()
      .where("id", "=", taskId)
      .executeTakeFirstOrThrow();

  async function queuedUpload(pages = 3) {
    ctx = await startTestApp(target);
    const user = await createTestUser(ctx);
    const accepted = await upload(ctx, user, { title: "Raced" }, pdfFile(samplePdf(pages).bytes));
    expect(accepted.statusCode).toBe(202);
    return { user, taskId: accepted.json().task_id as string };
  }

  it("lets one of two workers racing for a task convert it, once", async () => {
    const { user, taskId } = await queuedUpload();
    const signal = new AbortController().signal;

    const outcomes = await Promise.all([
      worker("worker-a")(taskId, signal),
      worker("worker-b")(taskId, signal),
    ]);

    expect(outcomes.sort()).toEqual(["busy", "done"]);
    const task = await taskRow(taskId);
    expect(task).toMatchObject({ status: 100, attempts: 1, lease_owner: null });
    expect(await booksOf(user.id)).toEqual([{ id: task.book_id }]);
    const book = await getJson(ctx, `/api/v1/pdf_parser/books/${task.book_id}/`, user.headers);
    expect(book.body.book.original_pages_count).toBe(3);
    expect(await auditStoredFiles(ctx.deps.db, ctx.deps.storage)).toEqual({
      unreferenced: [],
      missing: [],
    });
  });

  it("takes over a dead worker's task only once its lease ran out, replacing its half-made book", async () => {
    const { user, taskId } = await queuedUpload(2);
    // What a worker killed mid-conversion leaves: its lease, a half-made book with a file.
    const partial = await seedBook(ctx, {
      owner_id: user.id,
      is_public_domain: 0,
      pages: 1,
      status: "converting",
    });
    await ctx.deps.storage.put(`${bookFilesPrefix(partial.id)}pages/p1.webp`, Buffer.from("x"));
    const now = ctx.deps.clock();
    await ctx.deps.db
      .updateTable("upload_tasks")
      .set({ lease_owner: "dead", lease_until: now + 60_000, book_id: partial.id, status: 40 })
      .where("id", "=", taskId)
      .execute();
    const signal = new AbortController().signal;

    expect(await worker("heir")(taskId, signal)).toBe("busy");
    await ctx.deps.db
      .updateTable("upload_tasks")
      .set({ lease_until: now - 1 })
      .where("id", "=", taskId)
      .execute();
    expect(await worker("heir")(taskId, signal)).toBe("done");

    const task = await taskRow(taskId);
    expect(task.status).toBe(100);
    expect(task.book_id).not.toBe(partial.id);
    expect(await booksOf(user.id)).toEqual([{ id: task.book_id }]);
    expect(await ctx.deps.storage.list(bookFilesPrefix(partial.id))).toEqual([]);
    expect(await auditStoredFiles(ctx.deps.db, ctx.deps.storage)).toEqual({
      unreferenced: [],
      missing: [],
    });
  });

  it("stops a worker whose lease was taken over, and leaves only the new holder's book", async () => {
    const { user, taskId } = await queuedUpload(2);
    const signal = new AbortController().signal;
    // A worker stalled long enough for its lease to run out (a long pause, a lost network).
    const stalled = worker("stalled", {
      leaseMs: 300,
      convert: async (file, options) => {
        await sleep(1500, undefined, { signal: options.signal }).catch(() => {});
        return convertPdfIsolated(file, options);
      },
    });
    const first = stalled(taskId, signal);
    await vi.waitFor(async () => expect((await taskRow(taskId)).status).toBe(1));
    // The heir comes a minute later, by when the stalled worker's lease has run out.
    const later = () => ctx.deps.clock() + 60_000;
    const second = await worker("heir", { clock: later })(taskId, signal);

    expect([await first, second]).toEqual(["gone", "done"]);
    const task = await taskRow(taskId);
    expect(task).toMatchObject({ status: 100, attempts: 2 });
    expect(await booksOf(user.id)).toEqual([{ id: task.book_id }]);
    expect(await auditStoredFiles(ctx.deps.db, ctx.deps.storage)).toEqual({
      unreferenced: [],
      missing: [],
    });
  });
});
