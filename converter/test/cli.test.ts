import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { ConvertResult } from "../src/index.js";
import { tempDir } from "./support/book.js";
import { articlePdf } from "./support/fixtures.js";

const run = promisify(execFile);
const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url));
const dir = tempDir();

function binderyConvert(...args: string[]) {
  return run(process.execPath, ["--import", "tsx", cli, ...args]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe("bindery-convert", () => {
  it("writes book.json and the images into the output folder", async () => {
    const pdf = join(dir, "article.pdf");
    writeFileSync(pdf, articlePdf());
    const out = join(dir, "article");
    const { code, stderr } = await binderyConvert(pdf, out);
    expect(code).toBe(0);
    expect(stderr).toMatch(/1 PDF pages → \d+ book pages/);
    const book = JSON.parse(readFileSync(join(out, "book.json"), "utf8")) as ConvertResult;
    expect(book.originalPagesCount).toBe(1);
    expect(book.pages[0]?.page_content).toContain("The Art of Binding");
    expect(book.cover).toBe("cover.webp");
  });

  it("fails with one clear line and a non-zero exit for a bad file", async () => {
    const fake = join(dir, "fake.pdf");
    writeFileSync(fake, "hello");
    const { code, stderr } = await binderyConvert(fake, join(dir, "fake"));
    expect(code).toBe(2);
    expect(stderr.trim().split("\n")).toEqual([
      `bindery-convert: ${fake}: This file is not a PDF. (not_pdf)`,
    ]);
  });

  it("explains its usage when arguments are missing", async () => {
    const { code, stderr } = await binderyConvert();
    expect(code).toBe(64);
    expect(stderr).toContain("Usage: bindery-convert <file.pdf> <outDir>");
  });
});
