import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { HEADING_MARKER, MAX_CONTENTS_ENTRIES, MAX_CONTENTS_LEVEL } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { outlineContents } from "../src/contents/outline-contents.js";
import { sourcePageStarts } from "../src/contents/source-pages.js";
import { convertEpub, headingContents, tidyContents } from "../src/index.js";
import { buildEpub, type EpubSpec, prose } from "../src/testing/index.js";
import type { BookPage } from "../src/types.js";
import { convert, tempDir } from "./support/book.js";
import { CORPUS_DIR } from "./support/corpus.js";
import { articlePdf, LOREM, wrap } from "./support/fixtures.js";
import { PdfBuilder } from "./support/pdf-builder.js";

/** The page_order of the page where a paragraph beginning with `start` begins. */
function pageOf(pages: BookPage[], start: string): number | undefined {
  return pages.find((page) => page.page_content.split("\n\n").some((p) => p.startsWith(start)))
    ?.page_order;
}

describe("contents from a PDF's outline", () => {
  /** Five PDF pages of a heading and a book page or more of text; the third is blank. */
  const markers = ["Alpha Rivers", "Bravo of Meadows", null, "Delta", "Echo and the Lanterns"];
  const builder = new PdfBuilder();
  // Ends with a full stop: a paragraph cut at a page's foot would run on into the next page.
  const body = wrap(Array.from({ length: 6 }, () => LOREM.join(" ")).join(" "), 90);
  for (const [index, marker] of markers.entries()) {
    builder.page(
      (page) => {
        if (!marker) return;
        // At a different height on each page: a line at one place on every page is a running head.
        page.text(40, 60 + index * 40, marker, { size: 22 });
        page.lines(40, 100 + index * 40, body);
      },
      595,
      842,
    );
  }
  builder.outline([
    {
      title: "Part One",
      page: 1,
      children: [
        {
          title: "Chapter 1",
          page: 2,
          children: [
            {
              title: "A blank page",
              page: 3,
              children: [{ title: "Deep", page: 4, children: [{ title: "Deeper", page: 5 }] }],
            },
          ],
        },
      ],
    },
    { title: "A web link", children: [{ title: "  Appendix\n  A ", page: 5 }] },
  ]);

  it("maps each bookmark to the first book page holding its PDF page", async () => {
    const { pages, contents } = await convert(builder.bytes());
    const [alpha, bravo, delta, echo] = markers
      .filter((marker) => marker !== null)
      .map((marker) => pageOf(pages, `${HEADING_MARKER}${marker}`));
    // The blank PDF page is shown as its picture, on a page of its own.
    const blank = pages.find((page) => page.page_number === 3)?.page_order;
    expect(new Set([alpha, bravo, blank, delta, echo]).size).toBe(5);
    expect(contents).toEqual({
      source: "outline",
      entries: [
        { title: "Part One", page_order: alpha, level: 0 },
        { title: "Chapter 1", page_order: bravo, level: 1 },
        { title: "A blank page", page_order: blank, level: 2 },
        { title: "Deep", page_order: delta, level: 3 },
        // Deeper levels fold into the deepest a panel shows.
        { title: "Deeper", page_order: echo, level: MAX_CONTENTS_LEVEL },
        // A bookmark that opens no page is left out; its children stay, on one line.
        { title: "Appendix A", page_order: echo, level: 1 },
      ],
    });
  });

  it("falls back to the headings when the PDF has no outline", async () => {
    const { contents } = await convert(articlePdf());
    expect(contents).toEqual({
      source: "headings",
      entries: [
        { title: "The Art of Binding", page_order: 0, level: 0 },
        // Set below the article's first paragraph: the entry opens that paragraph.
        { title: "Materials", page_order: 0, block: 1, level: 0 },
      ],
    });
  });
});

describe("contents from an EPUB's navigation", () => {
  const chapters: EpubSpec["chapters"] = [
    { file: "chapter-1.xhtml", body: `<h2>I</h2>${prose(30).join("")}` },
    {
      file: "chapter-2.xhtml",
      body: `<h2>II</h2>${prose(30).join("")}<section id="storm"><p>The storm broke over the harbour at last.</p>${prose(20).join("")}</section>`,
    },
    { file: "empty.xhtml", body: "" },
    { file: "chapter-3.xhtml", body: `<h2>III</h2>${prose(3).join("")}` },
  ];
  const navigation = [
    { title: "Chapter I", href: "chapter-1.xhtml" },
    {
      title: "Chapter II",
      href: "chapter-2.xhtml#top",
      children: [{ title: "The Storm", href: "chapter-2.xhtml#storm" }],
    },
    { title: "Nothing here", href: "empty.xhtml" },
    { title: "Not in the book", href: "missing.xhtml" },
  ];
  const spec = (version: 2 | 3): EpubSpec => ({
    version,
    title: "Navigated",
    author: "Ann Writer",
    language: "en",
    identifier: `urn:uuid:nav-${version}`,
    chapters,
    navigation,
  });

  for (const version of [3, 2] as const) {
    it(`puts EPUB ${version}'s entries on the pages their chapters and anchors begin`, async () => {
      const { pages, contents } = await convertEpub(buildEpub(spec(version)), {
        outDir: tempDir(),
      });
      const storm = pageOf(pages, "The storm broke");
      const two = pageOf(pages, `${HEADING_MARKER}II`);
      expect(storm).toBeGreaterThan(two ?? Number.POSITIVE_INFINITY);
      expect(contents).toEqual({
        source: "navigation",
        entries: [
          { title: "Chapter I", page_order: pageOf(pages, `${HEADING_MARKER}I`), level: 0 },
          // An anchor the chapter does not have: the chapter's start.
          { title: "Chapter II", page_order: two, level: 0 },
          { title: "The Storm", page_order: storm, level: 1 },
          // A document that made no page: the next one's first page.
          { title: "Nothing here", page_order: pageOf(pages, `${HEADING_MARKER}III`), level: 0 },
        ],
      });
    });
  }

  it("falls back to the headings without a navigation document", async () => {
    const { pages, contents } = await convertEpub(
      buildEpub({ ...spec(3), navigation: undefined }),
      { outDir: tempDir() },
    );
    expect(contents.source).toBe("headings");
    expect(contents.entries.map((entry) => [entry.title, entry.page_order])).toEqual([
      ["I", pageOf(pages, `${HEADING_MARKER}I`)],
      ["II", pageOf(pages, `${HEADING_MARKER}II`)],
      ["III", pageOf(pages, `${HEADING_MARKER}III`)],
    ]);
  });
});

describe("contents rules", () => {
  it("moves a bookmark to its heading when that opens one of the next two pages", () => {
    const pages = [
      "Copyright page.",
      "Tail of the copyright page.",
      `${HEADING_MARKER}CONTENTS\n\nPreface 1`,
      `${HEADING_MARKER}Preface\n\nText.`,
    ].map((page_content, page_order) => ({ page_order, page_content }));
    const outline = [
      { title: "Contents", pdfPage: 1, level: 0 },
      { title: "Preface", pdfPage: 1, level: 0 },
      { title: "Nowhere", pdfPage: 1, level: 0 },
    ];
    // PDF page 2 begins on book page 1, its heading opens book page 2.
    const { entries } = outlineContents(outline, new Map([[2, 1]]), pages);
    expect(entries.map((entry) => entry.page_order)).toEqual([2, 3, 1]);
  });

  it("opens a source page that made no book page on the next one that did", () => {
    const startOf = sourcePageStarts(
      new Map([
        [1, 0],
        [2, 3],
        [4, 5],
      ]),
      9,
    );
    expect([1, 2, 3, 4, 5, 0].map(startOf)).toEqual([0, 3, 5, 5, 9, 0]);
  });

  it("keeps at most MAX_CONTENTS_ENTRIES entries, inside the book, titles not empty", () => {
    const many = Array.from({ length: MAX_CONTENTS_ENTRIES + 5 }, (_, i) => ({
      title: i === 0 ? "   " : `Entry ${i}`,
      page_order: i === 1 ? 99 : -4,
      level: -1,
    }));
    const { entries } = tidyContents("outline", many, 10);
    expect(entries).toHaveLength(MAX_CONTENTS_ENTRIES);
    expect(entries[0]).toEqual({ title: "Entry 1", page_order: 9, level: 0 });
    expect(entries[1]).toEqual({ title: "Entry 2", page_order: 0, level: 0 });
  });

  it("finds every heading of a page, in order, each at its paragraph", () => {
    const pages = [
      { page_order: 0, page_content: "Plain text." },
      { page_order: 1, page_content: `${HEADING_MARKER}Part Two\n\n${HEADING_MARKER}Five\n\nText` },
    ];
    expect(headingContents(pages).entries).toEqual([
      { title: "Part Two", page_order: 1, level: 0 },
      { title: "Five", page_order: 1, block: 1, level: 0 },
    ]);
  });

  it("puts bookmarks of the same words on their numbered headings, in reading order", () => {
    const pages = [
      `${HEADING_MARKER}1 Foo\n\nText.\n\n${HEADING_MARKER}2 Bar\n\nText.`,
      `More text.\n\n${HEADING_MARKER}3 Foo\n\nText.`,
    ].map((page_content, page_order) => ({ page_order, page_content }));
    const outline = ["Foo", "Bar", "Foo"].map((title) => ({ title, pdfPage: 0, level: 0 }));
    const { entries } = outlineContents(outline, new Map([[1, 0]]), pages);
    expect(entries.map(({ page_order, block }) => [page_order, block])).toEqual([
      [0, undefined],
      [0, 2],
      [1, 1],
    ]);
  });
});

// The shared corpus sits beside the repository; without it this check is skipped, saying so.
const outlinePdf = join(CORPUS_DIR, "pdflatex-outline.pdf");
const hasCorpus = existsSync(outlinePdf);
if (!hasCorpus) console.warn(`Skipping the corpus outline test: ${outlinePdf} not found.`);

describe.skipIf(!hasCorpus)("contents of a real PDF with bookmarks", () => {
  it("lists pdflatex's sections in order, each on the page its section starts", async () => {
    const { pages, contents } = await convert(readFileSync(outlinePdf));
    expect(contents.source).toBe("outline");
    expect(contents.entries.map((entry) => entry.title)).toEqual([
      "Foo",
      "Bar",
      "Baz",
      "Foo",
      "Bar",
      "Baz",
      "Foo",
      "Bar",
      "Baz",
    ]);
    const orders = contents.entries.map((entry) => entry.page_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    // Section 1 starts on the second PDF page, after the contents page.
    expect(orders[0]).toBe(pageOf(pages, `${HEADING_MARKER}1 Foo`) ?? pageOf(pages, "1 Foo"));
    expect(orders.at(-1)).toBeGreaterThan(orders[0] ?? 0);
  });
});
