import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { GONE_REFERENCE_MESSAGE, handleError } from "./error-handler.js";

const databases = await testDatabases();

describe.each(databases)("a write naming a deleted row on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
  });
  afterAll(async () => ctx?.close());

  it("answers 409 with a message, not 500, when the database refuses the reference", async () => {
    const app = Fastify();
    app.setErrorHandler(handleError);
    // What a write racing an account's deletion does: settings for a user who is gone.
    app.put("/settings", async () => {
      await ctx.deps.db
        .insertInto("reader_settings")
        .values({ user_id: "deleted-user", settings: "{}", updated_at: 1 })
        .execute();
      return { ok: true };
    });
    const response = await app.inject({ method: "PUT", url: "/settings" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: GONE_REFERENCE_MESSAGE });
    await app.close();
  });
});
