import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

// The page routing is the same on every database; SQLite is always there.
const [sqlite] = await testDatabases();
const MARK = "document.documentElement.dataset.member=''";
const HOME = `<!doctype html><title>Home</title><script>${MARK}</script><div id="root"><h1>Prerendered</h1></div>`;
const INDEX = '<!doctype html><title>Bindery</title><div id="root"></div>';

describe("the web app's pages", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const webDist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "bindery-web-"));
    fs.writeFileSync(path.join(webDist, "index.html"), INDEX);
    fs.writeFileSync(path.join(webDist, "home.html"), HOME);
    ctx = await startTestApp(sqlite as NonNullable<typeof sqlite>, {}, {}, { webDist });
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });

  it("answers the home page with its prerendered HTML, its inline script allowed", async () => {
    for (const url of ["/", "/?view=home"]) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(HOME);
      const hash = createHash("sha256").update(MARK).digest("base64");
      expect(String(page.headers["content-security-policy"])).toMatch(
        new RegExp(`script-src 'self'[^;]* 'sha256-${hash.replace(/[+/]/g, "\\$&")}'`),
      );
    }
  });

  it("answers every other page with the plain app, whose policy allows no inline script", async () => {
    for (const url of ["/?view=books", "/?view=login", "/pricing", "/read_book/abc"]) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
      expect(String(page.headers["content-security-policy"])).not.toContain("sha256-");
    }
  });
});
