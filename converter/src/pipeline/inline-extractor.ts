import type * as mupdf from "mupdf";
import { ConversionError, conversionMessages } from "../errors.js";
import type { OcrImage } from "../ocr/ocr-image.js";
import {
  MIN_OCR_CONFIDENCE,
  type Recognised,
  type RecognizeScan,
  recognizePage,
} from "../ocr/recognizer.js";
import { encodeAtOnce, ImageWriter } from "../output/image-writer.js";
import { extractPage } from "../pdf/extract-page.js";
import { sampleFontSizes } from "../pdf/font-size-sample.js";
import { openPdf } from "../pdf/open-document.js";
import { UnpackLimit } from "../pdf/unpack-limit.js";
import { hasReflowableText } from "../text/effective-text.js";
import type { ExtractedPage } from "../text/extracted-page.js";
import type { ExtractorSettings, OpenedDocument, PageExtractor } from "./page-extractor.js";
import { noteUserPdfOpened } from "./pdf-on-this-thread.js";

/**
 * Reads pages on the calling thread: no worker start-up, but MuPDF blocks this thread.
 * Its scans are read by `recognize`: this thread's OCR engines, or in a page worker, the
 * converting thread's.
 */
export class InlineExtractor implements PageExtractor {
  private document: mupdf.Document | null = null;
  private unpackLimit: UnpackLimit | null = null;
  private readonly images: ImageWriter;
  private ocrSpentMs = 0;

  constructor(
    private readonly settings: ExtractorSettings,
    private readonly recognize: RecognizeScan = recognizePage,
  ) {
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
    const { page, writes, scan } = extractPage(
      this.document,
      index,
      makeCover,
      this.settings.ocr,
      encodeAtOnce,
    );
    // The scan goes to OCR before its snapshot is encoded: the engine (on another thread)
    // reads while this one encodes, and the first scan starts the engines that much sooner.
    const recognition =
      scan && this.ocrSpentMs < this.settings.ocrBudgetMs ? this.recognizeTimed(scan) : null;
    await this.images.write(writes);
    return recognition ? withRecognisedText(page, await recognition) : page;
  }

  /** Has a scan read, counting it against the conversion's limit and its time against the budget. */
  private recognizeTimed(scan: OcrImage): Promise<Recognised> {
    this.takeOcrPage();
    const started = performance.now();
    const recognition = this.recognize(scan);
    const addTime = () => {
      this.ocrSpentMs += performance.now() - started;
    };
    // Also marks a failure as handled should writing the images fail first.
    recognition.then(addTime, addTime);
    return recognition;
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
  }
}

/**
 * A scan with its text recognised: the book reads its lines when OCR is confident enough,
 * and shows its snapshot otherwise (the snapshot is kept for the basic view either way).
 */
function withRecognisedText(page: ExtractedPage, recognised: Recognised): ExtractedPage {
  const { lines, confidence } = recognised;
  const readable = confidence >= MIN_OCR_CONFIDENCE && hasReflowableText(lines);
  return readable
    ? { ...page, lines, imageOnly: false, ocrConfidence: confidence }
    : { ...page, ocrConfidence: confidence };
}
