import { CONTENT_HEIGHT, HEADING_MARKER } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { convertBookFile, measureBookPage } from "../src/index.js";
import type { BookPage, ConvertResult } from "../src/types.js";
import { bookText, tempDir } from "./support/book.js";
import {
  BOOKS_DIR,
  booksAvailable,
  type CorpusBook,
  readBooksIndex,
  sourceText,
} from "./support/book-corpus.js";
import { chromiumPath, renderInChromium } from "./support/chromium.js";
import { coverage, words } from "./support/words.js";

/**
 * Every public-domain book of the shared corpus (Project Gutenberg texts from a short
 * story to War and Peace, Standard Ebooks EPUBs) imports; novels have chapters; at least
 * 99% of the source's words are in the book; no page overflows its box, as measured and
 * (for each book's first pages) as Chromium sets them.
 */
const available = booksAvailable();
if (!available) console.warn(`Skipping the book corpus tests: ${BOOKS_DIR} not found.`);
const chromium = chromiumPath();

describe.skipIf(!available)("book corpus", () => {
  const outDir = tempDir();
  const entries: CorpusBook[] = available
    ? readBooksIndex()
    : [{ file: "INDEX.tsv", path: BOOKS_DIR, title: "", author: "", language: "", notes: "" }];
  const sampled: BookPage[] = [];

  for (const book of entries) {
    it(`imports ${book.file}`, { timeout: 300_000 }, async () => {
      const result: ConvertResult = await convertBookFile(book.path, {
        outDir: `${outDir}/${book.file}`,
      });
      expect(result.pages.length).toBeGreaterThan(0);
      expect(result.language?.split("-")[0]).toBe(book.language.split("-")[0]);
      if (book.file.endsWith(".epub")) {
        // The index writes straight apostrophes where the books have typographic ones.
        expect(result.title?.replaceAll("’", "'")).toBe(book.title.replace(/ \(.*\)$/, ""));
        expect(result.author).toBe(book.author);
      }

      if (/novel/i.test(book.notes)) {
        const chapterStarts = result.pages.filter((page) =>
          page.page_content.startsWith(HEADING_MARKER),
        );
        expect(chapterStarts.length, "pages opening with a heading").toBeGreaterThan(2);
        expect(result.originalPagesCount, "sections").toBeGreaterThan(2);
      }
      if (book.file.startsWith("pg2600_")) {
        // War and Peace's contents: its books at the top, their chapters one level in.
        const level = (title: string) =>
          result.contents.entries.find((entry) => entry.title === title)?.level;
        expect([level("BOOK ONE: 1805"), level("CHAPTER I")]).toEqual([0, 1]);
      }

      const { share, missing } = coverage(words(sourceText(book)), words(bookText(result.pages)));
      expect(share, `missing words: ${missing.slice(0, 30).join(" ")}`).toBeGreaterThanOrEqual(
        0.99,
      );

      for (const page of result.pages) {
        expect(measureBookPage(page).overflows, `page ${page.page_order}`).toBe(false);
      }
      sampled.push(...result.pages.slice(0, 30));
    });
  }

  it.skipIf(!chromium)("sets the books' first pages in Chromium without overflow", () => {
    const pages = sampled.map((page, order) => ({ ...page, page_order: order }));
    const rendered = renderInChromium(chromium as string, pages, outDir);
    expect(rendered).toHaveLength(pages.length);
    for (const page of rendered) {
      expect(page.height, pages[page.order]?.page_content.slice(0, 80)).toBeLessThanOrEqual(
        CONTENT_HEIGHT,
      );
    }
  });
});
