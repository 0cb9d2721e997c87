import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ocrEngines } from "../src/ocr/engines.js";
import { MIN_OCR_CONFIDENCE, recognizePage } from "../src/ocr/recognizer.js";
import { extractPage } from "../src/pdf/extract-page.js";
import { openPdf } from "../src/pdf/open-document.js";
import { createOutputFolders } from "../src/pdf/output-files.js";
import { InlineExtractor } from "../src/pipeline/inline-extractor.js";
import { bookText, convert, tempDir } from "./support/book.js";
import { CORPUS_DIR, corpusAvailable } from "./support/corpus.js";
import {
  printLinesFromTop,
  printUnreadableLines,
  SCANNED_LINES,
  scannedPdf,
  textThenScanPdf,
} from "./support/fixtures.js";
import { words } from "./support/words.js";

describe("OCR of scans without a text layer", () => {
  it("reads the scan's words into text pages, keeping its snapshot", async () => {
    const result = await convert(scannedPdf(), { ocr: true });
    const expected = words(SCANNED_LINES.join(" "));
    const found = new Map<string, number>();
    for (const word of words(bookText(result.pages))) found.set(word, (found.get(word) ?? 0) + 1);
    const recognised = expected.filter((word) => {
      const left = found.get(word) ?? 0;
      found.set(word, left - 1);
      return left > 0;
    });
    expect(recognised.length / expected.length).toBeGreaterThanOrEqual(0.95);
    // Text pages, not the snapshot; the snapshot stays for the basic view.
    expect(result.pages.every((page) => page.visual_content.length === 0)).toBe(true);
    expect(result.snapshots).toHaveLength(1);
    expect(result.recognisedPages?.[0]?.page_number).toBe(1);
    expect(result.recognisedPages?.[0]?.confidence).toBeGreaterThanOrEqual(60);
  }, 120_000);

  it("reads a page whose top lines are close together", async () => {
    // OCR first reads the page's top sixth to judge it: that part must read as text too.
    const result = await convert(scannedPdf(1, printLinesFromTop), { ocr: true });
    expect(result.recognisedPages?.[0]?.confidence).toBeGreaterThanOrEqual(MIN_OCR_CONFIDENCE);
    const text = bookText(result.pages);
    for (const line of SCANNED_LINES.slice(0, 8)) expect(text).toContain(line);
  }, 120_000);

  it("recognises scans on the page workers too", async () => {
    const result = await convert(scannedPdf(2), { ocr: true, concurrency: 2 });
    expect(result.recognisedPages?.map((page) => page.page_number)).toEqual([1, 2]);
    const text = bookText(result.pages);
    expect(text.split(SCANNED_LINES[0] as string).length - 1).toBe(2);
  }, 120_000);

  it("reads a scan after many text pages, starting the engine when it comes", async () => {
    const textPages = 12;
    const result = await convert(textThenScanPdf(textPages), { ocr: true });
    expect(result.recognisedPages?.map((page) => page.page_number)).toEqual([textPages + 1]);
    expect(bookText(result.pages)).toContain(SCANNED_LINES[0]);
  }, 120_000);

  it("leaves a scan the model cannot read as its snapshot", async () => {
    const result = await convert(scannedPdf(1, printUnreadableLines), { ocr: true });
    expect(result.pages[0]?.visual_content).toEqual([result.snapshots[0]?.file]);
    expect(result.recognisedPages?.[0]?.confidence).toBeLessThan(MIN_OCR_CONFIDENCE);
  }, 120_000);

  it("shows the scan as its snapshot when OCR is off", async () => {
    const result = await convert(scannedPdf(), { ocr: false });
    expect(bookText(result.pages).trim()).toBe("");
    expect(result.pages[0]?.visual_content).toEqual([result.snapshots[0]?.file]);
    expect(result.recognisedPages).toBeUndefined();
  });

  it("leaves scans as snapshots once a page worker has spent its OCR time", async () => {
    const outDir = tempDir();
    await createOutputFolders(outDir);
    const settings = { password: undefined, maxPages: 10, sampleFontSizes: false, outDir };
    const extractor = new InlineExtractor({
      ...settings,
      bytes: scannedPdf(),
      imageBacklog: 2,
      ocr: true,
      ocrBudgetMs: 0,
      ocrPagesLeft: null,
      unpackLimitMb: null,
    });
    await extractor.open();
    const page = await extractor.extract(0, false);
    await extractor.close();
    expect(page.imageOnly).toBe(true);
    expect(page.ocrConfidence).toBeNull();
  });
});

const corpus = corpusAvailable();
if (!corpus) console.warn(`Skipping the OCR test on a real scan: ${CORPUS_DIR} not found.`);

describe.skipIf(!corpus)("OCR of a real scan the English model cannot read", () => {
  afterAll(() => ocrEngines.stop());

  it("judges a Russian certificate by its top band and reads no further", async () => {
    // Its band holds an English title among Russian words: the English model is sure of
    // a few words there, and of hardly any below.
    const { document } = openPdf(readFileSync(join(CORPUS_DIR, "issue7229.pdf")), {
      maxPages: 2,
    });
    const { scan } = extractPage(document, 0, false, true);
    document.destroy();
    if (!scan) throw new Error("issue7229.pdf's first page should be a scan");
    const read = await recognizePage(scan);
    expect(read.lines).toEqual([]);
    expect(read.confidence).toBeLessThan(MIN_OCR_CONFIDENCE);
  }, 120_000);
});
