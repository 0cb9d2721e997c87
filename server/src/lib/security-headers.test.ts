import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

const databases = await testDatabases();

describe.each(databases)("security headers on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
  });
  afterAll(async () => ctx.close());

  it.each([
    ["an API answer", "/api/v1/pdf_parser/public_domain_books/?start=0&end=2", 200],
    ["the health check", "/healthz", 200],
    ["an unknown API path", "/api/v1/no-such-thing/", 404],
    ["a refused request", "/api/v1/users/profile/", 401],
  ])("are on %s", async (_name, url, status) => {
    const response = await ctx.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "referrer-policy": "no-referrer",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "cross-origin-opener-policy": "same-origin",
    });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });
});
