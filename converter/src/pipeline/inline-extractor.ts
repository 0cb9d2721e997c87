import type * as mupdf from "mupdf";
import { ConversionError, conversionMessages } from "../errors.js";
import { MIN_OCR_CONFIDENCE, recognizePage, stopRecognizer } from "../ocr/recognizer.js";
import { ImageWriter } from "../output/image-writer.js";
import { extractPage } from "../pdf/extract-page.js";
import { sampleFontSizes } from "../pdf/font-size-sample.js";
import { openPdf } from "../pdf/open-document.js";
import type { OcrImage } from "../pdf/scan-image.js";
import { UnpackLimit } from "../pdf/unpack-limit.js";
import { hasReflowableText } from "../text/effective-text.js";
import type { ExtractedPage } from "../text/extracted-page.js";
import type { ExtractorSettings, OpenedDocument, PageExtractor } from "./page-extractor.js";
import { noteUserPdfOpened } from "./pdf-on-this-thread.js";

/** Reads pages on the calling thread: no worker start-up, but MuPDF blocks this thread. */
export class InlineExtractor implements PageExtractor {
  private document: mupdf.Document | null = null;
  private unpackLimit: UnpackLimit | null = null;
  private readonly images: ImageWriter;
  private ocrSpentMs = 0;

  constructor(private readonly settings: ExtractorSettings) {
    this.images = new ImageWriter(settings.outDir, settings.imageBacklog);
  }

  async open(): Promise<OpenedDocument> {
    noteUserPdfOpened();
    const { document, info } = openPdf(this.settings.bytes, this.settings);
    this.document = document;
    const { unpackLimitMb } = this.settings;
    if (unpackLimitMb !== null) this.unpackLimit = new UnpackLimit(document, unpackLimitMb);
    const fontSizeSample = this.settings.sampleFontSizes
      ? sampleFontSizes(document, info.pageCount)
      : [];
    return { ...info, fontSizeSample };
  }

  async extract(index: number, makeCover: boolean): Promise<ExtractedPage> {
    // Rendering waits while the encoder's background is full: each image there holds a
    // rendered page's pixels.
    await this.images.makeRoom();
    if (!this.document) throw new Error("extract() before open() or after close()");
    // Measured before MuPDF decodes anything of the page: a bomb stops here, unopened.
    await this.unpackLimit?.checkPage(index);
    const { page, writes, scan } = extractPage(this.document, index, makeCover, this.settings.ocr);
    await this.images.write(writes);
    if (!scan || this.ocrSpentMs >= this.settings.ocrBudgetMs) return page;
    this.takeOcrPage();
    const started = performance.now();
    try {
      return await withRecognisedText(page, scan);
    } finally {
      this.ocrSpentMs += performance.now() - started;
    }
  }

  /** Counts a scan going to OCR against the conversion's limit, failing past it. */
  private takeOcrPage(): void {
    const left = this.settings.ocrPagesLeft;
    if (!left || Atomics.sub(left, 0, 1) > 0) return;
    const limit = Atomics.load(left, 1);
    throw new ConversionError("ocr_limit", conversionMessages.ocrLimit(limit), {
      cause: `more than ${limit} scanned pages to recognise`,
    });
  }

  drain(): Promise<void> {
    return this.images.drain();
  }

  async close(): Promise<void> {
    this.document?.destroy();
    this.document = null;
    await stopRecognizer();
  }
}

/**
 * A scan with its text recognised: the book reads its lines when OCR is confident enough,
 * and shows its snapshot otherwise (the snapshot is kept for the basic view either way).
 */
async function withRecognisedText(page: ExtractedPage, scan: OcrImage): Promise<ExtractedPage> {
  const { lines, confidence } = await recognizePage(scan);
  const readable = confidence >= MIN_OCR_CONFIDENCE && hasReflowableText(lines);
  return readable
    ? { ...page, lines, imageOnly: false, ocrConfidence: confidence }
    : { ...page, ocrConfidence: confidence };
}
