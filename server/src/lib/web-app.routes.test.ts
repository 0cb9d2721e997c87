import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { seedBook } from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { fakeThemeCatalog } from "../test-support/theme-fixtures.js";
import { installBuiltinThemes } from "../themes/install-builtin-themes.js";

// The page routing is the same on every database; SQLite is always there.
const [sqlite] = await testDatabases();
const MARK = "document.documentElement.dataset.member=''";
const HOME = `<!doctype html><title>Home</title><script>${MARK}</script><div id="root"><h1>Prerendered</h1></div>`;
const INDEX = '<!doctype html><title>Bindery</title><div id="root"></div>';
const VISITOR_SCRIPT = "document.head.append(document.getElementById('visitor-preloads').content)";
const READER = `<!doctype html><title>Bindery</title><template id="visitor-preloads"></template><script>${VISITOR_SCRIPT}</script><div id="root"></div>`;

/** The policy's script-src allows the inline script `body` by its hash. */
function expectScriptAllowed(policy: unknown, body: string) {
  const hash = createHash("sha256").update(body).digest("base64");
  expect(String(policy)).toMatch(
    new RegExp(`script-src 'self'[^;]* 'sha256-${hash.replace(/[+/]/g, "\\$&")}'`),
  );
}

describe("the web app's pages", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const webDist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "bindery-web-"));
    fs.writeFileSync(path.join(webDist, "index.html"), INDEX);
    fs.writeFileSync(path.join(webDist, "home.html"), HOME);
    fs.writeFileSync(path.join(webDist, "reader.html"), READER);
    ctx = await startTestApp(sqlite as NonNullable<typeof sqlite>, {}, {}, { webDist });
    await installBuiltinThemes(ctx.deps, fakeThemeCatalog(), path.join(ctx.dataDir, "themes"));
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });

  it("answers the home page with its prerendered HTML, its inline script allowed", async () => {
    for (const url of ["/", "/?view=home"]) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(HOME);
      expectScriptAllowed(page.headers["content-security-policy"], MARK);
    }
  });

  it("answers every other page with the plain app, whose policy allows no inline script", async () => {
    for (const url of ["/?view=books", "/?view=login", "/pricing", "/read_book/abc/pages"]) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
      expect(String(page.headers["content-security-policy"])).not.toContain("sha256-");
    }
  });

  it("answers a public book's reader with its first requests for a visitor's browser", async () => {
    const book = await seedBook(ctx, { pages: 60 });
    const page = await get(`/read_book/${book.id}?page=25`);
    expect(page.statusCode).toBe(200);
    expectScriptAllowed(page.headers["content-security-policy"], VISITOR_SCRIPT);
    const template = page.body.match(/<template id="visitor-preloads">(.*?)<\/template>/)?.[1];
    // Page 25 (printed) is index 24: the chunk of pages 20-39.
    expect(template).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/api/v1/pdf_parser/books/${book.id}/?start=20&amp;end=39">`,
    );
    expect(template).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/v1/pdf_parser/themes/guest/">',
    );
    // The default (first free) background, named by the page's own head (not the
    // template): its portrait crop for a phone held upright, the whole picture for other
    // screens, at high priority; the paper stays a visitor's.
    const themes = await (await get("/api/v1/pdf_parser/themes/guest/")).json();
    const background = themes.book_themes[0];
    expect(background.image_portrait_url).toMatch(/^\/files\/.+portrait/);
    const head = page.body.slice(0, page.body.indexOf('<template id="visitor-preloads">'));
    expect(head).toContain(
      `<link rel="preload" as="image" fetchpriority="high" media="(max-aspect-ratio: 2/3)" href="${background.image_portrait_url}">`,
    );
    expect(head).toContain(
      `<link rel="preload" as="image" fetchpriority="high" media="not all and (max-aspect-ratio: 2/3)" href="${background.image_url}">`,
    );
    expect(template).toContain(
      `<link rel="preload" as="image" fetchpriority="auto" href="${themes.page_themes[0].image_url}">`,
    );
    // The backdrop shell drawn with those pictures for a visitor, before any script runs,
    // by a style the page's script finds by its id (it waits for that backdrop's paint).
    const style = head.match(/<style id="reader-backdrop-style">(.*?)<\/style>/)?.[1] ?? "";
    expect(style).toContain("html:not([data-member]) #reader-backdrop-shell{position:fixed;");
    expect(style).toContain(`url("${background.image_url}")`);
    expect(style).toContain(
      `@media (max-aspect-ratio: 2/3){html:not([data-member]) #reader-backdrop-shell{`,
    );
    expect(style).toContain(`url("${background.image_portrait_url}")`);
  });

  it("names nothing for a book a visitor may not read, nor for one that does not exist", async () => {
    const owner = await seedBook(ctx, { owner_id: null, is_public_domain: 0, pages: 2 });
    for (const url of [
      `/read_book/${owner.id}`,
      "/read_book/no-such-book",
      "/read_book/no%20such%20book",
    ]) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(READER);
    }
  });
});
