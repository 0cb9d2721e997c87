import { uploadMessages } from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../lib/ids.js";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, getJson, seedBook } from "../test-support/library-fixtures.js";
import { brokenMultipartForms, multipartForm, samplePdf } from "../test-support/sample-pdf.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import {
  pdfFile,
  requestTasks,
  settledTask,
  spooledFiles,
  storedFiles,
  tasksOf,
  upload,
} from "../test-support/upload-calls.js";
import { createUploadTasksRepo } from "./upload-tasks.repo.js";
import { uploadFileKey } from "./uploads.service.js";

const databases = await testDatabases();

describe.each(databases)("uploads API on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target, {
      UPLOAD_MAX_MB: "1",
      UPLOAD_MAX_PAGES: "5",
      CONVERSION_CONCURRENCY: "2",
    });
  });
  afterAll(async () => ctx?.close());

  it("refuses guests, a missing title, a missing file and a file that is not a PDF", async () => {
    const user = await createTestUser(ctx);
    const { bytes } = samplePdf(1);

    const guest = await upload(ctx, null, { title: "Mine" }, pdfFile(bytes));
    expect(guest.statusCode).toBe(401);

    const untitled = await upload(ctx, user, { title: "  " }, pdfFile(bytes));
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json()).toEqual({ title: [uploadMessages.title] });

    const noFile = await upload(ctx, user, { title: "Mine" });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ file: [uploadMessages.fileMissing] });

    // Judged by content: a text file named .pdf is refused, whatever its type claims.
    const fake = await upload(ctx, user, { title: "Mine" }, pdfFile(Buffer.from("hello"), "a.pdf"));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ file: [uploadMessages.notPdf] });

    const big = Buffer.concat([bytes, Buffer.alloc(1024 * 1024 + 10, 32)]);
    const tooLarge = await upload(ctx, user, { title: "Mine" }, pdfFile(big));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: uploadMessages.tooLarge(1) });

    expect((await tasksOf(ctx, user)).tasks_count).toBe(0);
    expect(storedFiles(ctx).filter((file) => file.startsWith("uploads"))).toEqual([]);
  });

  const brokenForms = brokenMultipartForms(
    multipartForm({ title: "Mine" }, pdfFile(samplePdf(1).bytes)),
  );
  it.each(Object.entries(brokenForms))(
    "answers 400 for a form %s and keeps nothing of it",
    async (_broken, form) => {
      const user = await createTestUser(ctx);
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/pdf_parser/parse_pdf/",
        payload: form.payload,
        headers: { ...form.headers, ...user.headers },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: uploadMessages.malformedForm });
      expect((await tasksOf(ctx, user)).tasks_count).toBe(0);
      expect(storedFiles(ctx).filter((file) => file.startsWith("uploads"))).toEqual([]);
      expect(spooledFiles(ctx)).toEqual([]);
    },
  );

  it("answers 400 for a task_progress call without task 'book_upload'", async () => {
    const user = await createTestUser(ctx);
    const response = await requestTasks(ctx, user, { task: "other" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ task: ["task must be 'book_upload'."] });
  });

  it("queues an upload, converts it and serves the book only to its owner", async () => {
    const owner = await createTestUser(ctx);
    const pdf = samplePdf(3);
    const accepted = await upload(
      ctx,
      owner,
      { title: "Field Notes", description: "Three pages" },
      pdfFile(pdf.bytes, "notes.bin"),
    );
    expect(accepted.statusCode).toBe(202);
    const { message, task_id: taskId } = accepted.json();
    expect(message).toBe(uploadMessages.received);

    const queued = await tasksOf(ctx, owner);
    expect(queued.tasks_count).toBe(1);
    expect(queued.tasks[0]).toMatchObject({
      user_task_progress_unique_id: taskId,
      name: "Field Notes",
      status: 0,
      reason: null,
      book_id: null,
      pages_ready: 0,
    });
    // The queued upload already takes one of the free places.
    expect(queued).toMatchObject({ uploads_used: 1, upload_limit: 4 });

    await ctx.startJobs();
    const done = await settledTask(ctx, owner, taskId);
    expect(done.status).toBe(100);
    const bookId = done.book_id as string;

    const { status, body } = await getJson(
      ctx,
      `/api/v1/pdf_parser/books/${bookId}/?start=0&end=99`,
      owner.headers,
    );
    expect(status).toBe(200);
    expect(body.book).toMatchObject({
      book_name: "Field Notes",
      description: "Three pages",
      original_pages_count: 3,
      is_public_domain: 0,
      status: "ready",
    });
    expect(body.book.book_cover).toEqual(expect.any(String));
    expect(body.pages.length).toBe(body.book.bindery_pages_count);
    expect(done.pages_ready).toBe(body.book.bindery_pages_count);
    const text = body.pages.map((page: { page_content: string }) => page.page_content).join(" ");
    const kept = pdf.words.filter((word) => text.includes(word));
    expect(kept.length / pdf.words.length).toBeGreaterThanOrEqual(0.98);
    // page_number is the PDF page from 0, as the snapshots are numbered.
    expect(body.pages[0].page_number).toBe(0);
    expect(body.pages.at(-1).page_number).toBe(2);

    const snapshots = await getJson(
      ctx,
      `/api/v1/pdf_parser/snapshots/${bookId}/?start=0&end=19`,
      owner.headers,
    );
    expect(snapshots.status).toBe(200);
    expect(snapshots.body.snapshots).toHaveLength(3);
    const snapshotImage = await ctx.app.inject({
      method: "GET",
      url: snapshots.body.snapshots[0].snap_shot_url,
    });
    expect(snapshotImage.statusCode).toBe(200);
    // A page of text in black: its snapshot and thumbnail are PNG (see ENCODING in
    // converter/src/pdf/image-writes.ts).
    expect(snapshotImage.headers["content-type"]).toBe("image/png");
    const thumbnail = await ctx.app.inject({
      method: "GET",
      url: snapshots.body.snapshots[0].thumb_url,
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers["content-type"]).toBe("image/png");

    const stranger = await createTestUser(ctx);
    for (const headers of [stranger.headers, {}]) {
      expect((await getJson(ctx, `/api/v1/pdf_parser/books/${bookId}/`, headers)).status).toBe(404);
      expect((await getJson(ctx, `/api/v1/pdf_parser/snapshots/${bookId}/`, headers)).status).toBe(
        404,
      );
    }
    expect((await tasksOf(ctx, stranger)).tasks).toEqual([]);
    // The uploaded PDF is not kept once its book is made (it goes just after the task says
    // completed: a stop in between must not cost the book its source).
    await expect
      .poll(() => storedFiles(ctx).filter((file) => file.startsWith("uploads")))
      .toEqual([]);
  });

  it("serves a page shown as its snapshot both as the page's picture and as the snapshot", async () => {
    // The converter names one file twice (the page's picture and its snapshot); storing the
    // first must not take it from the second.
    const owner = await createTestUser(ctx);
    const pdf = samplePdf(3, { drawingPages: [1] });
    const { task_id: taskId } = (
      await upload(ctx, owner, { title: "With a Plate" }, pdfFile(pdf.bytes))
    ).json();
    await ctx.startJobs();
    const done = await settledTask(ctx, owner, taskId);
    expect(done).toMatchObject({ status: 100, reason: null });
    const bookId = done.book_id as string;

    const { body } = await getJson(
      ctx,
      `/api/v1/pdf_parser/books/${bookId}/?start=0&end=99`,
      owner.headers,
    );
    const plate = body.pages.find(
      (page: { page_number: number; visual_content: string[] }) =>
        page.page_number === 1 && page.visual_content.length > 0,
    );
    expect(plate.page_content).toBe("");
    const snapshots = await getJson(
      ctx,
      `/api/v1/pdf_parser/snapshots/${bookId}/?start=0&end=19`,
      owner.headers,
    );
    expect(snapshots.body.snapshots).toHaveLength(3);
    for (const url of [plate.visual_content[0], snapshots.body.snapshots[1].snap_shot_url]) {
      const image = await ctx.app.inject({ method: "GET", url });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/jpeg");
    }
  });

  it("fails damaged and password-protected PDFs with a reason, leaving no book or file", async () => {
    const user = await createTestUser(ctx);
    const damaged = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage without pages");
    const locked = samplePdf(1, { encryptWith: "secret" }).bytes;
    const before = storedFiles(ctx).length;

    const first = (await upload(ctx, user, { title: "Damaged" }, pdfFile(damaged))).json();
    const second = (await upload(ctx, user, { title: "Locked" }, pdfFile(locked))).json();
    await ctx.startJobs();

    const brokenTask = await settledTask(ctx, user, first.task_id);
    expect(brokenTask.status).toBeLessThan(0);
    expect(brokenTask.reason).toMatch(/damaged|no pages/i);
    expect(brokenTask.book_id).toBeNull();
    const lockedTask = await settledTask(ctx, user, second.task_id);
    expect(lockedTask.status).toBeLessThan(0);
    expect(lockedTask.reason).toBe("This PDF is password-protected.");

    const books = await getJson(ctx, "/api/v1/pdf_parser/my_books/", user.headers);
    expect(books.body.books).toEqual([]);
    expect(storedFiles(ctx).length).toBe(before);
  });

  it("opens a protected PDF with the password given with it, and says when it is wrong", async () => {
    const user = await createTestUser(ctx);
    const locked = samplePdf(2, { encryptWith: "open sesame " }).bytes;
    const right = await upload(
      ctx,
      user,
      { title: "Unlocked", password: "open sesame " },
      pdfFile(locked),
    );
    const wrong = await upload(ctx, user, { title: "Guessed", password: "guess" }, pdfFile(locked));
    expect(right.statusCode).toBe(202);
    await ctx.startJobs();

    const unlocked = await settledTask(ctx, user, right.json().task_id);
    expect(unlocked.status).toBe(100);
    const book = await getJson(
      ctx,
      `/api/v1/pdf_parser/books/${unlocked.book_id}/?start=0&end=19`,
      user.headers,
    );
    expect(book.body.book.original_pages_count).toBe(2);
    const guessed = await settledTask(ctx, user, wrong.json().task_id);
    expect(guessed.status).toBeLessThan(0);
    expect(guessed.reason).toBe("The password for this PDF is not correct.");
    // Nothing of the password is kept once the conversions are over.
    const rows = await ctx.deps.db
      .selectFrom("upload_tasks")
      .select("password_sealed")
      .where("id", "in", [right.json().task_id, wrong.json().task_id])
      .execute();
    expect(rows).toEqual([{ password_sealed: null }, { password_sealed: null }]);

    const tooLong = await upload(
      ctx,
      user,
      { title: "Long", password: "x".repeat(513) },
      pdfFile(locked),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().password).toEqual(["The password must not be more than 512 characters."]);
  });

  it("refuses a free user's fifth book with the limit message, and not a premium user's", async () => {
    const free = await createTestUser(ctx);
    for (let index = 0; index < 3; index++)
      await seedBook(ctx, { owner_id: free.id, is_public_domain: 0 });
    const { bytes } = samplePdf(1);
    // A queued upload counts as a book already: the fourth place is taken by it.
    expect((await upload(ctx, free, { title: "Fourth" }, pdfFile(bytes))).statusCode).toBe(202);
    const fifth = await upload(ctx, free, { title: "Fifth" }, pdfFile(bytes));
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual({ detail: uploadMessages.freeLimit(4) });
    expect(await tasksOf(ctx, free)).toMatchObject({
      tasks_count: 1,
      uploads_used: 4,
      upload_limit: 4,
    });

    const premium = await createTestUser(ctx, { premium: true });
    for (let index = 0; index < 4; index++)
      await seedBook(ctx, { owner_id: premium.id, is_public_domain: 0 });
    expect((await upload(ctx, premium, { title: "Fifth" }, pdfFile(bytes))).statusCode).toBe(202);
    // Premium users have no limit to count against.
    expect(await tasksOf(ctx, premium)).toMatchObject({ uploads_used: 5, upload_limit: null });
  });

  it("never lets parallel uploads of a free user pass the limit", async () => {
    const free = await createTestUser(ctx);
    const { bytes } = samplePdf(1);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        upload(ctx, free, { title: `Book ${n}` }, pdfFile(bytes)),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 202);
    const refused = responses.filter((response) => response.statusCode === 403);
    expect([accepted.length, refused.length]).toEqual([4, 4]);
    expect(refused[0]?.json()).toEqual({ detail: uploadMessages.freeLimit(4) });
    expect(await tasksOf(ctx, free)).toMatchObject({ tasks_count: 4, uploads_used: 4 });
  });

  it("fails a PDF over the page limit with a reason naming the limit", async () => {
    const user = await createTestUser(ctx);
    const accepted = await upload(ctx, user, { title: "Long" }, pdfFile(samplePdf(6).bytes));
    expect(accepted.statusCode).toBe(202);
    await ctx.startJobs();
    const task = await settledTask(ctx, user, accepted.json().task_id);
    expect(task).toMatchObject({
      status: -1,
      reason: "This PDF has more than 5 pages, the limit.",
      book_id: null,
      pages_ready: 0,
    });
    // A failed upload frees its place again.
    expect((await tasksOf(ctx, user)).uploads_used).toBe(0);
  });

  it("resumes a conversion a stopped process left half done, from the task row", async () => {
    const user = await createTestUser(ctx);
    const { bytes } = samplePdf(2);
    // What a process stopped mid-conversion leaves: the stored PDF, a half-made book and
    // a task at 40% pointing at it.
    const taskId = newId();
    await ctx.deps.storage.put(uploadFileKey(taskId), bytes);
    const partial = await seedBook(ctx, {
      owner_id: user.id,
      is_public_domain: 0,
      pages: 2,
      status: "converting",
    });
    await createUploadTasksRepo(ctx.deps.db).insert({
      id: taskId,
      user_id: user.id,
      book_id: partial.id,
      name: "Resumed",
      description: "",
      status: 40,
      reason: null,
      file_key: uploadFileKey(taskId),
      attempts: 1,
      created_at: ctx.deps.clock(),
      updated_at: ctx.deps.clock(),
    });

    const restarted = await startTestApp(
      target,
      {},
      { db: ctx.deps.db, dbKind: ctx.deps.dbKind, storage: ctx.deps.storage },
    );
    try {
      await restarted.startJobs();
      const task = await settledTask(ctx, user, taskId);
      expect(task.status).toBe(100);
      expect(task.book_id).not.toBe(partial.id);
      expect(
        (await getJson(ctx, `/api/v1/pdf_parser/books/${partial.id}/`, user.headers)).status,
      ).toBe(404);
      const book = await getJson(ctx, `/api/v1/pdf_parser/books/${task.book_id}/`, user.headers);
      expect(book.body.book.original_pages_count).toBe(2);
    } finally {
      await restarted.close();
    }
  });
});
