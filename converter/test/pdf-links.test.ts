import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { joinLinkTargets, LINK_START, linkedRuns, pageTarget } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import type { BookPage } from "../src/types.js";
import { convert } from "./support/book.js";
import { CORPUS_DIR } from "./support/corpus.js";
import { PdfBuilder } from "./support/pdf-builder.js";

/** Each link of the book: its page, its words and its target. */
function linksOf(pages: readonly BookPage[]) {
  return pages.flatMap((page) =>
    linkedRuns(joinLinkTargets(page.page_content, page.links ?? []))
      .filter((run) => run.link !== null)
      .map((run) => ({ page: page.page_order, words: run.text, target: run.link as string })),
  );
}

function corpusFile(file: string): Uint8Array | null {
  const path = join(process.env.LINKS_CORPUS ?? CORPUS_DIR, file);
  if (existsSync(path)) return new Uint8Array(readFileSync(path));
  console.warn(`${path} is missing: the test of its links is skipped`);
  return null;
}

describe("links inside PDFs", () => {
  it("keeps http, https and mailto links on their words and drops other schemes", async () => {
    const links = [
      {
        box: [38, 48, 200, 64] as [number, number, number, number],
        uri: "https://example.org/book",
      },
      { box: [38, 78, 200, 94] as [number, number, number, number], uri: "javascript:alert(1)" },
      { box: [38, 108, 200, 124] as [number, number, number, number], uri: "file:///etc/passwd" },
      {
        box: [38, 138, 200, 154] as [number, number, number, number],
        uri: "mailto:author@example.org",
      },
    ];
    const bytes = new PdfBuilder()
      .page(
        (page) => {
          page.text(40, 60, "Website of the book");
          page.text(40, 90, "Script that runs");
          page.text(40, 120, "File on a disk");
          page.text(40, 150, "Mail the author");
        },
        420,
        600,
        { links },
      )
      .page((page) => page.text(40, 60, "Back to the first page"), 420, 600, {
        links: [{ box: [38, 48, 200, 64], page: 1 }],
      })
      .bytes();
    const { pages } = await convert(bytes);
    expect(linksOf(pages)).toEqual([
      { page: 0, words: "Website of the book", target: "https://example.org/book" },
      { page: 0, words: "Mail the author", target: "mailto:author@example.org" },
      { page: pages.length - 1, words: "Back to the first page", target: "#page=0" },
    ]);
    const text = pages.map((page) => page.page_content).join("\n\n");
    expect(text).not.toMatch(/javascript|file:/);
    expect(text).toContain("Script that runs");
    expect(text).toContain("File on a disk");
  });

  it("turns pdflatex-outline.pdf's contents into 9 links to their sections' pages", async () => {
    const bytes = corpusFile("pdflatex-outline.pdf");
    if (!bytes) return;
    const { pages, contents } = await convert(bytes);
    const links = linksOf(pages);
    expect(links.map((link) => link.words)).toEqual([
      "1 Foo",
      "2 Bar",
      "3 Baz",
      "4 Foo",
      "5 Bar",
      "6 Baz",
      "7 Foo",
      "8 Bar",
      "9 Baz",
    ]);
    expect(links.every((link) => link.page === 0)).toBe(true);
    for (const [index, link] of links.entries()) {
      // The link opens the place the outline's contents open: the section's heading.
      const entry = contents.entries[index];
      expect(link.target).toBe(pageTarget(entry?.page_order ?? -1, entry?.block));
    }
  });

  it("keeps freeculture.pdf's web links with their addresses, not its running footer", async () => {
    const bytes = corpusFile("freeculture.pdf");
    if (!bytes) return;
    const { pages } = await convert(bytes, { concurrency: 2 });
    const links = linksOf(pages);
    expect(links.every((link) => /^http:\/\//.test(link.target))).toBe(true);
    expect(links).toContainEqual({
      page: expect.any(Number),
      words: "Buy a copy of this book:",
      target: "http://www.free-culture.cc/get-it",
    });
    expect(links.map((link) => link.target)).toContain("http://free-culture.cc/notes");
    // "<http://free-culture.org/get-it>", a link at the foot of 166 of its pages, is a
    // running footer: left out with the running heads, but where no page near repeats it.
    expect(
      links.filter((link) => link.target === "http://free-culture.org/get-it").length,
    ).toBeLessThanOrEqual(1);
    // Every page's targets match its links, one for one.
    for (const page of pages) {
      const count = page.page_content.split(LINK_START).length - 1;
      expect(page.links?.length ?? 0).toBe(count);
    }
  }, 300_000);
});
