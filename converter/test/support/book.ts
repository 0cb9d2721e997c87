import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect } from "vitest";
import { convertPdf, measureBookPage } from "../../src/index.js";
import type { BookPage, ConvertOptions, ConvertResult } from "../../src/types.js";

/** A fresh output folder, removed when the test file is done. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "bindery-converter-test-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Converts on the test's own thread (concurrency 1): quick for small PDFs. Every page of
 * every book a test makes is checked to fit the reader's page box.
 */
export async function convert(
  bytes: Uint8Array,
  options: Partial<ConvertOptions> = {},
): Promise<ConvertResult & { outDir: string }> {
  const outDir = options.outDir ?? tempDir();
  const result = await convertPdf(bytes, { concurrency: 1, ...options, outDir });
  for (const page of result.pages) expect(measureBookPage(page).overflows).toBe(false);
  return { ...result, outDir };
}

export function bookText(pages: BookPage[]): string {
  return pages.map((page) => page.page_content).join("\n\n");
}

/** The alternative texts of the book's pictures (figures and formulas kept as pictures). */
export function altTexts(pages: BookPage[]): string {
  return pages.flatMap((page) => page.visual_alt ?? []).join("\n\n");
}

/** The book's paragraphs, one split between two pages whole again (continues_paragraph). */
export function paragraphs(pages: BookPage[]): string[] {
  const all: string[] = [];
  for (const page of pages) {
    const [first = "", ...rest] = page.page_content.split("\n\n");
    if (page.continues_paragraph && all.length > 0) all.push(`${all.pop()} ${first}`);
    else all.push(first);
    all.push(...rest);
  }
  return all.filter((p) => p.length > 0);
}

/** True when the file starts with a RIFF/WEBP header. */
export function isWebp(path: string): boolean {
  const head = readFileSync(path).subarray(0, 12);
  return head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP";
}
