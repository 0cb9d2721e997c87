import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app.js";
import { testDatabases } from "../test-support/databases.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

const [sqlite] = await testDatabases();

/** The shape of Vite's built index.html: a module script, a preload and a stylesheet. */
const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Bindery</title>
    <script type="module" crossorigin src="/static/js/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/static/js/chunk-def.js">
    <link rel="stylesheet" crossorigin href="/static/assets/index-ghi.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const ADSENSE = { ADSENSE_CLIENT_ID: "ca-pub-1234567890123456", ADSENSE_SLOT_ID: "9876543210" };

function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("pages and their Content-Security-Policy", () => {
  let ctx: TestContext | undefined;
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    await ctx?.close();
  });

  /** The app serving a built web app, with the given settings. */
  async function serve(env: Record<string, string>) {
    if (!sqlite) throw new Error("SQLite is always available");
    ctx = await startTestApp(sqlite, env);
    const webDist = path.join(ctx.dataDir, "web");
    fs.mkdirSync(webDist);
    fs.writeFileSync(path.join(webDist, "index.html"), BUILT_INDEX);
    app = await buildApp(ctx.deps, { webDist });
    const page = async (url: string) => {
      const response = await app?.inject({ method: "GET", url });
      if (!response) throw new Error("no app");
      return {
        status: response.statusCode,
        html: response.body,
        policy: directivesOf(String(response.headers["content-security-policy"])),
      };
    };
    return { page };
  }

  it("allows only the site's own scripts when no ad network is configured", async () => {
    const { page } = await serve({});
    const home = await page("/");
    expect(home.status).toBe(200);
    expect(home.policy["script-src"]).toEqual(["'self'"]);
    expect(home.policy["connect-src"]).toEqual(["'self'"]);
    // default-src 'self' covers frames when frame-src is absent: no other site may be framed.
    expect(home.policy["frame-src"] ?? ["'self'"]).toEqual(["'self'"]);
    expect(home.html).toBe(BUILT_INDEX);
  });

  it("serves pages with a fresh nonce on their scripts when AdSense is configured", async () => {
    const { page } = await serve(ADSENSE);
    const home = await page("/?view=books");
    expect(home.status).toBe(200);
    const scriptSources = home.policy["script-src"] ?? [];
    const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(
      scriptSources.find((source) => source.startsWith("'nonce-")) ?? "",
    )?.[1];
    expect(nonce).toBeDefined();
    expect(scriptSources).toEqual(
      expect.arrayContaining(["'strict-dynamic'", "'unsafe-eval'", "https:"]),
    );
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(home.policy["frame-src"]).toEqual(["'self'", "https:"]);
    expect(home.policy["connect-src"]).toEqual(["'self'", "https:"]);
    expect(home.policy["img-src"]).toContain("https:");
    // What ads never need stays shut.
    expect(home.policy["object-src"]).toEqual(["'none'"]);
    expect(home.policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(home.policy["base-uri"]).toEqual(["'self'"]);

    expect(home.html).toContain(
      `<script nonce="${nonce}" type="module" crossorigin src="/static/js/index-abc.js"></script>`,
    );
    expect(home.html).toContain(
      `<link nonce="${nonce}" rel="modulepreload" crossorigin href="/static/js/chunk-def.js">`,
    );
    expect(home.html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect(home.html).toContain(`<link rel="stylesheet" crossorigin`);

    const again = await page("/");
    const otherNonce = again.policy["script-src"]?.find((source) => source.startsWith("'nonce-"));
    expect(otherNonce).toBeDefined();
    expect(otherNonce).not.toBe(`'nonce-${nonce}'`);
  });

  it("keeps the strict policy on API answers when AdSense is configured", async () => {
    const { page } = await serve(ADSENSE);
    const api = await page("/api/v1/site/");
    expect(api.status).toBe(200);
    expect(api.policy["script-src"]).toEqual(["'self'"]);
    expect(api.policy["connect-src"]).toEqual(["'self'"]);
  });
});
