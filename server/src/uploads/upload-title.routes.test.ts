import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, getJson } from "../test-support/library-fixtures.js";
import { samplePdf } from "../test-support/sample-pdf.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { pdfFile, settledTask, upload } from "../test-support/upload-calls.js";

const databases = await testDatabases();

describe.each(databases)("an upload's title on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
    await ctx.startJobs();
  });
  afterAll(async () => ctx?.close());

  /** Uploads a PDF headed "The Constitution of the United States" as `fileName`. */
  async function bookTitle(title: string, fileName: string): Promise<string> {
    const owner = await createTestUser(ctx);
    const pdf = samplePdf(2, { heading: "The Constitution of the United States" });
    const accepted = await upload(ctx, owner, { title }, pdfFile(pdf.bytes, fileName));
    expect(accepted.statusCode).toBe(202);
    const done = await settledTask(ctx, owner, accepted.json().task_id);
    expect(done.status).toBe(100);
    const { body } = await getJson(
      ctx,
      `/api/v1/pdf_parser/books/${done.book_id}/?start=0&end=1`,
      owner.headers,
    );
    return body.book.book_name;
  }

  it("takes the PDF's first heading in place of a title made from the file name", async () => {
    expect(await bookTitle("Us Constitution", "us_constitution.pdf")).toBe(
      "The Constitution of the United States",
    );
  });

  it("keeps a title the uploader wrote", async () => {
    expect(await bookTitle("My Constitution Notes", "us_constitution.pdf")).toBe(
      "My Constitution Notes",
    );
  });
});
