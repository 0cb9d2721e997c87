import type { DocumentInfo } from "../pdf/open-document.js";
import type { ExtractedPage } from "../text/extracted-page.js";

/** The document as an extractor reports it once open. */
export interface OpenedDocument extends DocumentInfo {
  /** Characters per font size on a sample of pages (see sampleFontSizes); empty if not asked. */
  fontSizeSample: Array<[number, number]>;
}

/**
 * Where PDF pages are read with MuPDF and their images written: on the calling thread,
 * or spread over worker threads.
 */
export interface PageExtractor {
  /** Opens the document (password, limits); fails with a ConversionError. */
  open(): Promise<OpenedDocument>;
  /**
   * Reads one page (0-based) and writes its images. Resolves once the images the book
   * shows are written; snapshots and thumbnails may still be on their way (see drain).
   * The cover is rendered along with the page that asks for it.
   */
  extract(index: number, makeCover: boolean): Promise<ExtractedPage>;
  /** Waits until every image is written; fails if one could not be (a full disk). */
  drain(): Promise<void>;
  /**
   * Frees the document and stops any workers; pending extractions fail. `reuse` tells that
   * the conversion read its PDF to the end: workers may then be kept for the next one.
   */
  close(reuse?: boolean): Promise<void>;
}

/** What every extractor needs to open the document and write its images. */
export interface ExtractorSettings {
  bytes: Uint8Array;
  password: string | undefined;
  maxPages: number;
  /** Read a sample of font sizes when opening (one extractor of a pool is enough). */
  sampleFontSizes: boolean;
  /** The output folder the images go to. */
  outDir: string;
  /** Images (a few MB of pixels each) that may wait to be encoded in the background. */
  imageBacklog: number;
  /** Recognise the text of scanned pages without a text layer. */
  ocr: boolean;
  /**
   * The time each extractor may spend on OCR in all; scans after it stay snapshots, so a
   * long scanned book still converts within the conversion's time limit.
   */
  ocrBudgetMs: number;
  /**
   * Scanned pages OCR may still read in this conversion, shared by every extractor (see
   * ocrPageCounter): a scan past them stops the conversion with 'ocr_limit'. Null: no limit.
   */
  ocrPagesLeft: Int32Array | null;
  /** The most one page's streams may unpack to (see UnpackLimit); null: no limit. */
  unpackLimitMb: number | null;
}

/**
 * The count of scans OCR may still read, shared by the page workers (an Int32Array over
 * a SharedArrayBuffer goes to a worker as the same memory): [0] pages left, [1] the limit.
 */
export function ocrPageCounter(limit: number): Int32Array {
  const counter = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  counter[0] = limit;
  counter[1] = limit;
  return counter;
}
