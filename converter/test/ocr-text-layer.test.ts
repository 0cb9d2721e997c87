import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { bookText, convert, paragraphs, tempDir } from "./support/book.js";
import { CORPUS_DIR, corpusAvailable } from "./support/corpus.js";
import { gluedShare, referenceWords, words } from "./support/words.js";

const require = createRequire(import.meta.url);

/**
 * Pages scanned (rendered at 200 dpi in greys) and run through tesseract's PDF
 * renderer, as ocrmypdf does: the scan with an invisible text layer in GlyphLessFont,
 * each word stretched to its width on the scan.
 */
async function ocrdScanPdf(printed: Uint8Array, pages: number[]): Promise<Uint8Array> {
  const source = mupdf.Document.openDocument(printed, "application/pdf");
  const { createWorker, OEM } = await import("tesseract.js");
  const worker = await createWorker("eng", OEM.LSTM_ONLY, {
    langPath: join(
      dirname(require.resolve("@tesseract.js-data/eng/package.json")),
      "4.0.0_best_int",
    ),
    corePath: dirname(require.resolve("tesseract.js-core/package.json")),
    gzip: true,
    cacheMethod: "none",
  });
  try {
    await worker.setParameters({ user_defined_dpi: "200" });
    const scanned = new mupdf.PDFDocument();
    for (const n of pages) {
      const scan = source
        .loadPage(n)
        .toPixmap(mupdf.Matrix.scale(200 / 72, 200 / 72), mupdf.ColorSpace.DeviceGray, false);
      const { data } = await worker.recognize(Buffer.from(scan.asPNG()), {}, { pdf: true });
      const page = mupdf.Document.openDocument(new Uint8Array(data.pdf ?? []), "application/pdf");
      scanned.graftPage(-1, page as mupdf.PDFDocument, 0);
    }
    return new Uint8Array(scanned.saveToBuffer("").asUint8Array());
  } finally {
    await worker.terminate();
  }
}

const FREE_CULTURE = join(CORPUS_DIR, "freeculture.pdf");

describe.skipIf(!corpusAvailable())("a book's pages scanned and read by OCR", () => {
  const dir = tempDir();

  it("keeps the words of the printed pages apart, as they were printed", async () => {
    // Three pages of running text with acronyms (RCA, FM, FCC), quotations and words
    // hyphenated at line ends: the layer's words vary in stretch from line to line.
    const pages = [20, 21, 22];
    const source = mupdf.Document.openDocument(readFileSync(FREE_CULTURE), "application/pdf");
    const subset = new mupdf.PDFDocument();
    for (const n of pages) subset.graftPage(-1, source as mupdf.PDFDocument, n);
    const printedPath = join(dir, "printed.pdf");
    writeFileSync(printedPath, subset.saveToBuffer("").asUint8Array());
    const scan = await ocrdScanPdf(
      readFileSync(printedPath),
      pages.map((_, i) => i),
    );
    const book = await convert(scan, { ocr: false });
    const printed = referenceWords(printedPath, null);
    const glued = gluedShare(printed, words(bookText(book.pages)));
    console.info(`glued ${(glued.share * 100).toFixed(2)}%: ${glued.glued.join(" ")}`);
    expect(glued.share).toBeLessThanOrEqual(0.005);
    expect(bookText(book.pages)).not.toMatch(/^# /m);
    // A paragraph going on over a page break reads as one: the layer's fixed-pitch font
    // does not make its text code, which stands apart.
    const crossing = paragraphs(book.pages).filter((paragraph) =>
      /would crumble in another, are sustained/.test(paragraph),
    );
    expect(crossing).toHaveLength(1);
  }, 600_000);
});
