import { CONTACT_PATH, inputMessages } from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, getJson, seedBook } from "../test-support/library-fixtures.js";
import { samplePdf } from "../test-support/sample-pdf.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { pdfFile, tasksOf, upload } from "../test-support/upload-calls.js";

const databases = await testDatabases();
const NUL = "\u0000";
const refusal = (field: string) => ({ [field]: [inputMessages.nulCharacter] });

// PostgreSQL cannot store a NUL, so a query carrying one failed (500) there and passed on
// SQLite: both must refuse it alike, before any query.
describe.each(databases)("text holding a NUL character on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url, payload, headers });

  it("refuses a NUL as a path id with 400", async () => {
    const { status, body } = await getJson(ctx, "/api/v1/pdf_parser/books/%00/");
    expect(status).toBe(400);
    expect(body).toEqual(refusal("book_id"));
    const user = await createTestUser(ctx, { premium: true });
    const theme = await ctx.app.inject({
      method: "DELETE",
      url: "/api/v1/pdf_parser/user_themes/a%00b/",
      headers: user.headers,
    });
    expect(theme.statusCode).toBe(400);
    expect(theme.json()).toEqual(refusal("theme_id"));
  });

  it("refuses a NUL in a query value with 400", async () => {
    const book = await seedBook(ctx, { pages: 2 });
    const { status, body } = await getJson(
      ctx,
      `/api/v1/pdf_parser/books/${book.id}/search/?q=a%00b`,
    );
    expect(status).toBe(400);
    expect(body).toEqual(refusal("q"));
  });

  it("refuses a NUL in a JSON body's text with 400 and stores nothing", async () => {
    const signup = await post("/api/v1/users/signup/", {
      first_name: `Ada${NUL}`,
      last_name: "Lovelace",
      email: "ada@example.com",
      password: "correct horse battery",
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toEqual(refusal("first_name"));
    const users = ctx.deps.db.selectFrom("users").where("email", "=", "ada@example.com");
    expect(await users.select("id").execute()).toEqual([]);

    const contact = await post(CONTACT_PATH, {
      email: "ada@example.com",
      subject: "Feedback",
      message: `Hello${NUL}there`,
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual(refusal("message"));
    expect(await ctx.deps.db.selectFrom("contact_messages").select("id").execute()).toEqual([]);

    const owner = await createTestUser(ctx);
    const book = await seedBook(ctx, { owner_id: owner.id, is_public_domain: 0, pages: 1 });
    const pages = await getJson(ctx, `/api/v1/pdf_parser/books/${book.id}/`, owner.headers);
    const pageId = pages.body.pages[0].page_meta_unique_id;
    const edit = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/pdf_parser/pages/${pageId}/`,
      payload: { page_content: `New${NUL}text` },
      headers: owner.headers,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual(refusal("page_content"));
    // Nested text and keys count too: the field named is the top-level one.
    const nested = await post("/api/v1/events/", {
      events: [{ name: "book_opened", props: { book_id: `x${NUL}` } }],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual(refusal("events"));
  });

  it("refuses a NUL in an upload form's title with 400 and keeps no task", async () => {
    const user = await createTestUser(ctx);
    const response = await upload(
      ctx,
      user,
      { title: `My${NUL}Book` },
      pdfFile(samplePdf(1).bytes),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal("title"));
    expect((await tasksOf(ctx, user)).tasks_count).toBe(0);
  });
});
