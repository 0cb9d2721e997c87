import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { seedBook } from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

const databases = await testDatabases();

const SCRIPT = `console.log(${JSON.stringify("bindery ".repeat(800))});\n`;
// The build's copies, at the strongest settings: what is sent must be these bytes, not a
// copy compressed again on every request.
const SCRIPT_BR = zlib.brotliCompressSync(SCRIPT);
const SCRIPT_GZ = zlib.gzipSync(SCRIPT, { level: 9 });

/** A built web app as web/scripts/build.mjs leaves it: one script with its two copies. */
function writeWebDist(root: string): void {
  const js = path.join(root, "static", "js");
  fs.mkdirSync(js, { recursive: true });
  fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Bindery</title>");
  const file = path.join(js, "main-abc123.js");
  fs.writeFileSync(file, SCRIPT);
  fs.writeFileSync(`${file}.br`, SCRIPT_BR);
  fs.writeFileSync(`${file}.gz`, SCRIPT_GZ);
}

describe.each(databases)("compression on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    const webDist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "bindery-web-"));
    writeWebDist(webDist);
    ctx = await startTestApp(target, {}, {}, { webDist });
    for (let n = 0; n < 30; n++) await seedBook(ctx, { title: `Book number ${n}` });
  });
  afterAll(async () => ctx?.close());

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: "GET",
      url,
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });

  it("sends a built script's brotli or gzip copy to browsers that accept it", async () => {
    const url = "/static/js/main-abc123.js";
    const br = await get(url, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.equals(SCRIPT_BR)).toBe(true);

    const gzip = await get(url, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    expect(gzip.rawPayload.equals(SCRIPT_GZ)).toBe(true);

    const plain = await get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("compresses JSON answers over 1 KB when accepted, and leaves small ones alone", async () => {
    const url = "/api/v1/pdf_parser/public_domain_books/?start=0&end=24";
    const compressed = await get(url, "gzip");
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(String(compressed.headers.vary)).toMatch(/accept-encoding/i);
    const list = JSON.parse(zlib.gunzipSync(compressed.rawPayload).toString());
    expect(list.public_books).toHaveLength(25);
    expect(list.total).toBe(30);

    const plain = await get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json().total).toBe(30);

    const small = await get("/healthz", "gzip, br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ status: "ok" });
  });
});
