import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as mupdf from "mupdf";
import { beforeAll, describe, expect, it } from "vitest";
import { bookText, convert, paragraphs, tempDir } from "./support/book.js";
import { CORPUS_DIR, corpusAvailable } from "./support/corpus.js";
import {
  placedLayerPdf,
  type ReadScan,
  readScans,
  tesseractLayerPdf,
} from "./support/ocr-layers.js";
import { gluedShare, referenceWords, words } from "./support/words.js";

const FREE_CULTURE = join(CORPUS_DIR, "freeculture.pdf");

describe.skipIf(!corpusAvailable())("a book's pages scanned and read by OCR", () => {
  const dir = tempDir();
  let scans: ReadScan[] = [];
  let printed: string[] = [];

  beforeAll(async () => {
    // Five pages of running text with acronyms (RCA, FM, FCC), quotations and words
    // hyphenated at line ends: the layer's words vary in stretch from line to line.
    const pages = [20, 21, 22, 100, 101];
    const source = mupdf.Document.openDocument(readFileSync(FREE_CULTURE), "application/pdf");
    const subset = new mupdf.PDFDocument();
    for (const n of pages) subset.graftPage(-1, source as mupdf.PDFDocument, n);
    const printedPath = join(dir, "printed.pdf");
    writeFileSync(printedPath, subset.saveToBuffer("").asUint8Array());
    printed = referenceWords(printedPath, null);
    scans = await readScans(
      readFileSync(printedPath),
      pages.map((_, i) => i),
    );
  }, 600_000);

  /** The share of the book's words that are not printed words, and which they are. */
  async function glued(layered: Uint8Array): Promise<number> {
    const book = await convert(layered, { ocr: false });
    const { share, glued } = gluedShare(printed, words(bookText(book.pages)));
    console.info(`glued ${(share * 100).toFixed(2)}%: ${glued.join(" ")}`);
    return share;
  }

  it("keeps the words of tesseract's layer apart, as they were printed", async () => {
    const book = await convert(tesseractLayerPdf(scans), { ocr: false });
    expect(gluedShare(printed, words(bookText(book.pages))).share).toBeLessThanOrEqual(0.005);
    expect(bookText(book.pages)).not.toMatch(/^# /m);
    // A paragraph going on over a page break reads as one: the layer's fixed-pitch font
    // does not make its text code, which stands apart.
    const crossing = paragraphs(book.pages).filter((paragraph) =>
      /would crumble in another, are sustained/.test(paragraph),
    );
    expect(crossing).toHaveLength(1);
  });

  it("keeps apart words a layer places one by one with no space between", async () => {
    // Short words in tight lines stand less than MuPDF's 0.15 em apart: "ofa", "ifwe".
    expect(await glued(placedLayerPdf(scans, "words"))).toBeLessThanOrEqual(0.005);
  });

  it("reads a layer placing each letter no worse than MuPDF's own text", async () => {
    // Each letter is a span of its own, stretched: its size is its line's, not the
    // stretched letter's, or narrow letters would stand a word apart ("preside nt").
    const layered = placedLayerPdf(scans, "letters");
    const layeredPath = join(dir, "letters.pdf");
    writeFileSync(layeredPath, layered);
    const mupdfShare = gluedShare(printed, referenceWords(layeredPath, null)).share;
    expect(await glued(layered)).toBeLessThanOrEqual(mupdfShare + 0.01);
  });
});
