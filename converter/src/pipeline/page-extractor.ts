import type { PageExtraction } from "../pdf/extract-page.js";
import type { DocumentInfo } from "../pdf/open-document.js";

/** The document as an extractor reports it once open. */
export interface OpenedDocument extends DocumentInfo {
  /** Characters per font size on a sample of pages (see sampleFontSizes); empty if not asked. */
  fontSizeSample: Array<[number, number]>;
}

/** Where PDF pages are read with MuPDF: on the calling thread, or spread over worker threads. */
export interface PageExtractor {
  /** Opens the document (password, limits); fails with a ConversionError. */
  open(): Promise<OpenedDocument>;
  /** Reads one page (0-based); the cover is rendered along with the page that asks for it. */
  extract(index: number, makeCover: boolean): Promise<PageExtraction>;
  /** Frees the document and stops any workers; pending extractions fail. */
  close(): Promise<void>;
}

/** What every extractor needs to open the document. */
export interface ExtractorSettings {
  bytes: Uint8Array;
  password: string | undefined;
  maxPages: number;
  /** Read a sample of font sizes when opening (one extractor of a pool is enough). */
  sampleFontSizes: boolean;
}
