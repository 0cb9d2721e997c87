import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_LOGGED_URL_LENGTH, serverLoggerOptions } from "./request-log.js";
import { testDatabases } from "./test-support/databases.js";
import { startTestApp, type TestContext } from "./test-support/test-app.js";

const databases = await testDatabases();

/** A log destination that keeps every line written to it. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split("\n"));
      done();
    },
  });
  return { stream, lines };
}

const requests = [
  "/files/books/some-book/pages/p0001-1.webp?exp=1999999999&sig=SIGNATURE-VALUE",
  "/api/v1/pdf_parser/public_domain_books/?page=2&token=TOKEN-VALUE&Password=PASSWORD-VALUE",
];

describe.each(databases)("request log on $name", (target) => {
  let ctx: TestContext;
  afterEach(async () => ctx?.close());

  const runWithLog = async (level: string, urls = requests) => {
    const log = captureLog();
    const logger = { ...(serverLoggerOptions(level) as object), stream: log.stream };
    ctx = await startTestApp(target, { LOG_LEVEL: level }, {}, { logger });
    for (const url of urls) await ctx.app.inject({ method: "GET", url });
    return log.lines.filter((line) => line.includes('"reqId"'));
  };

  it("writes one short line per request at info, without signatures, tokens or passwords", async () => {
    const lines = await runWithLog("info");
    const messages = lines.map((line) => JSON.parse(line).msg);
    expect(messages).toEqual([
      expect.stringMatching(/^GET \/files\/books\/some-book\/pages\/p0001-1\.webp 403 \d+ms$/),
      expect.stringMatching(
        /^GET \/api\/v1\/pdf_parser\/public_domain_books\/\?page=2&token=\[redacted\]&Password=\[redacted\] 200 \d+ms$/,
      ),
    ]);
    for (const line of lines) expect(line.length).toBeLessThan(300);
  });

  it("gives the detail at debug, still without the secrets", async () => {
    const lines = await runWithLog("debug");
    const text = lines.join("\n");
    for (const secret of ["SIGNATURE-VALUE", "exp=1999999999", "TOKEN-VALUE", "PASSWORD-VALUE"]) {
      expect(text).not.toContain(secret);
    }
    const detailed = lines.map((line) => JSON.parse(line)).filter((entry) => entry.res);
    expect(detailed.map((entry) => [entry.req.url, entry.res.statusCode])).toEqual([
      ["/files/books/some-book/pages/p0001-1.webp", 403],
      ["/api/v1/pdf_parser/public_domain_books/?page=2&token=[redacted]&Password=[redacted]", 200],
    ]);
  });

  it("keeps a reader's search terms out of the log, and cuts a long URL with a marker", async () => {
    const search = "/api/v1/pdf_parser/books/no-such-book/search/";
    const terms = encodeURIComponent("letters to my sister about the diagnosis");
    const longUrl = `/api/v1/pdf_parser/public_domain_books/?page=${"7".repeat(10_000)}`;
    const lines = await runWithLog("info", [
      `${search}?q=${terms}&start=0&end=20`,
      `${search}?Q=${"w".repeat(10_000)}`,
      longUrl,
    ]);
    const messages = lines.map((line) => JSON.parse(line).msg as string);
    expect(messages).toEqual([
      expect.stringMatching(
        /^GET \/api\/v1\/pdf_parser\/books\/no-such-book\/search\/\?q=\[redacted\]&start=0&end=20 \d{3} \d+ms$/,
      ),
      expect.stringMatching(
        /^GET \/api\/v1\/pdf_parser\/books\/no-such-book\/search\/\?Q=\[redacted\] \d{3} \d+ms$/,
      ),
      expect.stringMatching(/ \d{3} \d+ms$/),
    ]);
    // The first MAX_LOGGED_URL_LENGTH characters as requested, then how much was cut.
    expect(messages[2]?.replace(/ \d{3} \d+ms$/, "")).toBe(
      `GET ${longUrl.slice(0, MAX_LOGGED_URL_LENGTH)}…[9533 more characters cut]`,
    );
    for (const line of lines) {
      expect(line).not.toContain("diagnosis");
      expect(line.length).toBeLessThan(800);
    }
  });
});
