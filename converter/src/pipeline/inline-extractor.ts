import type * as mupdf from "mupdf";
import { ImageWriter } from "../output/image-writer.js";
import { extractPage } from "../pdf/extract-page.js";
import type { ExtractedPage } from "../pdf/extracted-page.js";
import { sampleFontSizes } from "../pdf/font-size-sample.js";
import { openPdf } from "../pdf/open-document.js";
import type { ExtractorSettings, OpenedDocument, PageExtractor } from "./page-extractor.js";

/** Reads pages on the calling thread: no worker start-up, but MuPDF blocks this thread. */
export class InlineExtractor implements PageExtractor {
  private document: mupdf.Document | null = null;
  private readonly images: ImageWriter;

  constructor(private readonly settings: ExtractorSettings) {
    this.images = new ImageWriter(settings.outDir, settings.imageBacklog);
  }

  async open(): Promise<OpenedDocument> {
    const { document, info } = openPdf(this.settings.bytes, this.settings);
    this.document = document;
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
    const { page, writes } = extractPage(this.document, index, makeCover);
    await this.images.write(writes);
    return page;
  }

  drain(): Promise<void> {
    return this.images.drain();
  }

  async close(): Promise<void> {
    this.document?.destroy();
    this.document = null;
  }
}
