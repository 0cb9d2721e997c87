import type * as mupdf from "mupdf";
import { extractPage, type PageExtraction } from "../pdf/extract-page.js";
import { sampleFontSizes } from "../pdf/font-size-sample.js";
import { openPdf } from "../pdf/open-document.js";
import type { ExtractorSettings, OpenedDocument, PageExtractor } from "./page-extractor.js";

/** Reads pages on the calling thread: no worker start-up, but MuPDF blocks this thread. */
export class InlineExtractor implements PageExtractor {
  private document: mupdf.Document | null = null;

  constructor(private readonly settings: ExtractorSettings) {}

  async open(): Promise<OpenedDocument> {
    const { document, info } = openPdf(this.settings.bytes, this.settings);
    this.document = document;
    const fontSizeSample = this.settings.sampleFontSizes
      ? sampleFontSizes(document, info.pageCount)
      : [];
    return { ...info, fontSizeSample };
  }

  async extract(index: number, makeCover: boolean): Promise<PageExtraction> {
    if (!this.document) throw new Error("extract() before open() or after close()");
    return extractPage(this.document, index, makeCover);
  }

  async close(): Promise<void> {
    this.document?.destroy();
    this.document = null;
  }
}
