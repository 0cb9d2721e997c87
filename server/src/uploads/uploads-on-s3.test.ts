import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, getJson } from "../test-support/library-fixtures.js";
import { startS3Server } from "../test-support/s3-server.js";
import { samplePdf } from "../test-support/sample-pdf.js";
import { auditStoredFiles } from "../test-support/stored-files-audit.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { pdfFile, settledTask, storedFiles, upload } from "../test-support/upload-calls.js";

const [sqlite] = await testDatabases();

/**
 * With S3_BUCKET set, an upload is kept in the bucket, its conversion writes the book's
 * files there, and the files route serves them from it, byte ranges included.
 */
describe("uploads on an S3-compatible store", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let ctx: TestContext;
  beforeAll(async () => {
    s3 = await startS3Server();
    ctx = await startTestApp(sqlite as NonNullable<typeof sqlite>, s3.env);
    await ctx.startJobs();
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  it("converts an upload into a book whose files live in the bucket", async () => {
    const user = await createTestUser(ctx);
    const accepted = await upload(ctx, user, { title: "Bucket" }, pdfFile(samplePdf(2).bytes));
    expect(accepted.statusCode).toBe(202);
    const done = await settledTask(ctx, user, accepted.json().task_id);
    expect(done.status).toBe(100);

    const snapshots = await getJson(
      ctx,
      `/api/v1/pdf_parser/snapshots/${done.book_id}/?start=0&end=19`,
      user.headers,
    );
    expect(snapshots.body.snapshots).toHaveLength(2);
    const url = snapshots.body.snapshots[0].snap_shot_url as string;
    const whole = await ctx.app.inject({ method: "GET", url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    const ranged = await ctx.app.inject({ method: "GET", url, headers: { range: "bytes=1-3" } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.body).toBe("PNG");
    expect(ranged.headers["content-range"]).toBe(`bytes 1-3/${whole.rawPayload.length}`);

    // Nothing on the local disk: every file is in the bucket, each named by a row.
    expect(storedFiles(ctx)).toEqual([]);
    const keys = await ctx.deps.storage.list(`books/${done.book_id}/`);
    expect(keys.length).toBeGreaterThan(2);
    expect(await auditStoredFiles(ctx.deps.db, ctx.deps.storage)).toEqual({
      unreferenced: [],
      missing: [],
    });
  });
});
