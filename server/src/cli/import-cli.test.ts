import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gutenbergText, novelBody } from "@bindery/converter/testing";
import { afterAll, describe, expect, it } from "vitest";

const CLI = fileURLToPath(new URL("./import-cli.ts", import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bindery-cli-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs `catalog:import` as a person would, on its own SQLite database (DATA_DIR's default). */
function catalogImport(...args: string[]): Promise<{ code: number; output: string }> {
  const { DATABASE_URL: _developersOwn, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", CLI, ...args],
      { env: { ...env, DATA_DIR: dataDir, NODE_ENV: "test" } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    );
  });
}

describe("npm run catalog:import", () => {
  const book = path.join(dataDir, "tides.txt");
  fs.writeFileSync(
    book,
    gutenbergText({ ebookId: 4300, title: "Tides", author: "Ria Shore", body: novelBody(2) }),
  );
  const junk = path.join(dataDir, "junk.txt");
  fs.writeFileSync(junk, Buffer.from([0, 1, 2, 3, 0, 0, 0, 7]));

  it("imports a book, says so, and says so again instead of importing it twice", async () => {
    const first = await catalogImport(book);
    expect(first.output).toMatch(/Imported “Tides” by Ria Shore: \d+ pages in \d+\.\d s/);
    expect(first.output).toContain("1 imported, 0 already in the catalog, 0 failed.");
    expect(first.code).toBe(0);
    const again = await catalogImport(book);
    expect(again.output).toContain("Already in the catalog: “Tides”");
    expect(again.code).toBe(0);
  });

  it("reports a file it cannot import and exits with 1", async () => {
    const { code, output } = await catalogImport(junk);
    expect(output).toContain(
      "Failed: junk.txt: This file is not a PDF, an EPUB or a plain-text book.",
    );
    expect(code).toBe(1);
  });

  it("explains its usage when given nothing, or a name that is neither file nor id", async () => {
    const none = await catalogImport();
    expect(none.code).toBe(64);
    expect(none.output).toContain(
      "Usage: npm run catalog:import -- <file | folder | Gutenberg id>…",
    );
    const wrong = await catalogImport("no-such-book.epub");
    expect(wrong.code).toBe(64);
    expect(wrong.output).toContain("catalog:import: No such file: no-such-book.epub");
  });
});
