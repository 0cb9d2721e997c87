import { existsSync } from "node:fs";
import { join } from "node:path";
import { ITALIC_END as E, HEADING_MARKER, ITALIC_START as S } from "@bindery/contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  ConversionError,
  convertBookFile,
  convertEpub,
  identifyBook,
  measureBookPage,
} from "../src/index.js";
import { buildEpub, pngPicture, prose } from "../src/testing/index.js";
import type { BookPage } from "../src/types.js";
import { bookText, isWebp, paragraphs, tempDir } from "./support/book.js";

/** The page a paragraph starts on, and whether it is the page's first paragraph. */
function placeOf(pages: BookPage[], paragraph: string) {
  for (const page of pages) {
    const index = page.page_content.split("\n\n").indexOf(paragraph);
    if (index >= 0) return { order: page.page_order, first: index === 0 };
  }
  return null;
}

function expectNoOverflow(pages: BookPage[]) {
  for (const page of pages)
    expect(measureBookPage(page).overflows, `page ${page.page_order}`).toBe(false);
}

describe("EPUB 3, shaped like a Standard Ebooks book", async () => {
  const outDir = tempDir();
  const epub = buildEpub({
    version: 3,
    title: "The River Book",
    author: "Ann Writer",
    illustrator: "Ivo Drawer",
    language: "en-GB",
    identifier: "urn:uuid:5b1c9a4e-1111-4222-8333-944455556666",
    manifestOrder: "reversed",
    nonLinear: ["endnotes.xhtml"],
    cover: "cover.png",
    images: {
      "cover.png": await pngPicture(600, 900, "#aa3322"),
      "mill.png": await pngPicture(800, 500),
    },
    chapters: [
      {
        file: "titlepage.xhtml",
        body: `<section epub:type="titlepage"><h1 epub:type="title">The River Book</h1><p>By <b>Ann Writer</b>.</p></section>`,
      },
      {
        file: "chapter-1.xhtml",
        body: `<section id="chapter-1" epub:type="chapter">
<hgroup><h2 epub:type="ordinal">I</h2><p epub:type="title">The Crossing</p></hgroup>
${prose(12).join("\n")}
<figure><img alt="The mill." src="../images/mill.png"/><figcaption>The mill at dawn.</figcaption></figure>
<p>The ferryman said <em>nothing</em> at all<span epub:type="pagebreak" title="12"/> and rowed on.</p>
</section>`,
      },
      {
        file: "chapter-2.xhtml",
        body: `<section id="chapter-2" epub:type="chapter"><h2 epub:type="ordinal">II</h2>
<blockquote><p><span>Row, row, the river runs,</span><br/><span>under bridges, past the guns.</span></p></blockquote>
<p><cite>Italic over<br/>a line break</cite>, and upright.</p>
<dl><dt>Abacot</dt><dd><p>A cap of state.</p></dd></dl>
<table><tr><td>Mile</td><td>Twelve</td></tr></table>
</section>`,
      },
      {
        file: "endnotes.xhtml",
        body: `<section epub:type="endnotes"><p>A secret endnote kept out of the reading order.</p></section>`,
      },
      {
        file: "uncopyright.xhtml",
        body: `<section epub:type="copyright-page"><p>The creators dedicate this ebook to the public domain under CC0.</p></section>`,
      },
    ],
  });
  const result = await convertEpub(epub, { outDir });
  const all = paragraphs(result.pages);

  it("reads title, author and language from the package metadata", () => {
    expect(result.title).toBe("The River Book");
    expect(result.author).toBe("Ann Writer");
    expect(result.language).toBe("en-GB");
    expect(result.snapshots).toEqual([]);
    expect(result.originalPagesCount).toBe(4);
  });

  it("follows the spine, not the manifest, and leaves non-linear items and the licence page out", () => {
    const order = [
      "# The River Book",
      "# I",
      "# The Crossing",
      prose(12, "")[11],
      "The mill at dawn.",
      "# II",
    ];
    const positions = order.map((paragraph) => all.indexOf(paragraph as string));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(bookText(result.pages)).not.toContain("secret endnote");
    expect(bookText(result.pages)).not.toContain("CC0");
  });

  it("starts each chapter on a new page, with its headings as headings", () => {
    expect(placeOf(result.pages, `${HEADING_MARKER}I`)).toMatchObject({ first: true });
    expect(placeOf(result.pages, `${HEADING_MARKER}II`)).toMatchObject({ first: true });
    const crossing = placeOf(result.pages, `${HEADING_MARKER}The Crossing`);
    expect(crossing?.order).toBe(placeOf(result.pages, `${HEADING_MARKER}I`)?.order);
  });

  it("keeps inline text whole, ends paragraphs at line breaks, and reads lists and tables", () => {
    expect(all).toContain(`The ferryman said ${S}nothing${E} at all and rowed on.`);
    expect(all).toContain(`${S}Italic over${E}`);
    expect(all).toContain(`${S}a line break${E}, and upright.`);
    expect(all).toContain("Row, row, the river runs,");
    expect(all).toContain("under bridges, past the guns.");
    expect(all).toContain("Abacot");
    expect(all).toContain("A cap of state.");
    expect(all).toContain("Mile Twelve");
  });

  it("keeps the pictures as WebP, and the cover image as the cover", async () => {
    const withImage = result.pages.filter((page) => page.visual_content.length > 0);
    expect(withImage).toHaveLength(1);
    const file = withImage[0]?.visual_content[0] as string;
    expect(isWebp(join(outDir, file))).toBe(true);
    expect(await sharp(join(outDir, file)).metadata()).toMatchObject({ width: 800, height: 500 });
    expect(result.cover).toBe("cover.webp");
    const cover = await sharp(join(outDir, "cover.webp")).stats();
    // The red cover picture, not a generated design.
    expect(cover.dominant.r).toBeGreaterThan(cover.dominant.b);
    expectNoOverflow(result.pages);
  });

  it("is identified by its unique identifier", async () => {
    expect(await identifyBook(epub)).toEqual({
      format: "epub",
      sourceId: "epub:urn:uuid:5b1c9a4e-1111-4222-8333-944455556666",
    });
  });
});

describe("EPUB 2, shaped like a Project Gutenberg book", async () => {
  const outDir = tempDir();
  const licence =
    "This eBook is for the use of anyone anywhere in the United States and most other parts of the world at no cost.";
  const epub = buildEpub({
    version: 2,
    title: "Harbour Tales",
    author: "Tom Sailor",
    language: "en",
    identifier: "http://www.gutenberg.org/4242",
    cover: "cover.png",
    images: { "cover.png": await pngPicture(500, 800, "#2255aa") },
    chapters: [
      {
        file: "wrap0000.xhtml",
        body: `<div class="pg-boilerplate pgheader" id="pg-header"><h2>The Project Gutenberg eBook of Harbour Tales</h2><p>${licence}</p></div>`,
      },
      {
        file: "old-header.xhtml",
        body: `<pre>Title: Harbour Tales
Author: Tom Sailor</pre>
<p>*** START OF THIS PROJECT GUTENBERG EBOOK HARBOUR TALES ***</p>
<p>Produced by volunteers.</p>`,
      },
      {
        file: "book.xhtml",
        body: `<h1>HARBOUR TALES</h1><p>For the harbour folk.</p>
<div class="chapter"><h2><a id="chap01"/>CHAPTER I. The Quay</h2>
${prose(6).join("\n")}
<p><span class="pagenum">[Pg 12]</span>The gulls cried over the quay.</p></div>
<div class="chapter"><h2>CHAPTER II. The Storm</h2>
${prose(3).join("\n")}</div>`,
      },
      {
        file: "footer.xhtml",
        body: `<p>End of the Project Gutenberg EBook of Harbour Tales, by Tom Sailor</p><p>${licence}</p>
<section class="pg-boilerplate pgfooter" id="pg-footer"><p>${licence}</p></section>`,
      },
    ],
  });
  const result = await convertEpub(epub, { outDir });
  const text = bookText(result.pages);

  it('reads the metadata and the cover named by <meta name="cover">', async () => {
    expect(result).toMatchObject({ title: "Harbour Tales", author: "Tom Sailor", language: "en" });
    const cover = await sharp(join(outDir, result.cover)).metadata();
    expect(cover).toMatchObject({ width: 375, height: 600, format: "webp" });
  });

  it("drops Project Gutenberg's licence, old and new style, and print page numbers", () => {
    expect(text).not.toMatch(/Project Gutenberg|anyone anywhere|\[Pg 12\]/);
    expect(text).toContain("Produced by volunteers.");
    expect(paragraphs(result.pages)).toContain("The gulls cried over the quay.");
  });

  it("starts each chapter of a many-chapter document on a new page", () => {
    expect(placeOf(result.pages, `${HEADING_MARKER}CHAPTER I. The Quay`)?.first).toBe(true);
    expect(placeOf(result.pages, `${HEADING_MARKER}CHAPTER II. The Storm`)?.first).toBe(true);
    expectNoOverflow(result.pages);
  });

  it("is identified by its Gutenberg eBook number", async () => {
    expect((await identifyBook(epub)).sourceId).toBe("gutenberg:4242");
  });
});

describe("EPUB problems", () => {
  it("gives a book without a cover image a generated cover", async () => {
    const outDir = tempDir();
    const epub = buildEpub({
      version: 3,
      title: "Plain Cover",
      author: "No Picture",
      language: "fr",
      identifier: "urn:uuid:00000000-0000-4000-8000-000000000001",
      chapters: [{ file: "a.xhtml", body: "<h2>Un</h2><p>Il était une fois.</p>" }],
    });
    const result = await convertEpub(epub, { outDir });
    expect(existsSync(join(outDir, result.cover))).toBe(true);
    expect(await sharp(join(outDir, result.cover)).metadata()).toMatchObject({
      width: 400,
      height: 600,
    });
  });

  it("refuses a damaged EPUB with a message a user can read", async () => {
    const error = await convertBookFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), {
      outDir: tempDir(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConversionError);
    expect((error as ConversionError).userMessage).toBe(
      "This EPUB is damaged and could not be read.",
    );
  });

  it("refuses a file that is no book at all", async () => {
    const error = await convertBookFile(new Uint8Array([0, 1, 2, 3, 0, 0, 255, 254]), {
      outDir: tempDir(),
    }).catch((e: unknown) => e);
    expect((error as ConversionError).code).toBe("unsupported");
    expect((error as ConversionError).userMessage).toBe(
      "This file is not a PDF, an EPUB or a plain-text book.",
    );
  });
});

describe("an EPUB that turns right to left", () => {
  it("reports the spine's page-progression-direction, and nothing when it names none", async () => {
    const book = (pageProgression?: "rtl") =>
      buildEpub({
        version: 3,
        title: "ספר",
        author: "סופר",
        language: "he",
        identifier: "urn:uuid:5b1c9a4e-1111-4222-8333-944455550001",
        pageProgression,
        chapters: [{ file: "one.xhtml", body: "<p>בערב הדליק השומר את המנורה.</p>" }],
      });
    const declared = await convertEpub(book("rtl"), { outDir: tempDir() });
    expect(declared.declaredDirection).toBe("rtl");
    const silent = await convertEpub(book(), { outDir: tempDir() });
    expect(silent.declaredDirection).toBeUndefined();
  });
});
