import type { ImageRef } from "../types.js";
import type { Box } from "./box.js";
import type { TextLine } from "./text-line.js";

/** A picture of the page, written to the output folder, and where the page draws it. */
export interface PagePicture {
  image: ImageRef;
  /** In reading space, like the text lines. */
  box: Box;
  /** Same pixels, same fingerprint: used to drop ornaments repeated on many pages. */
  fingerprint: string;
}

/**
 * Everything read from one PDF page: it crosses from a page worker to the thread that
 * assembles the book, so it holds plain data only.
 */
export interface ExtractedPage {
  /** 0-based page index. */
  index: number;
  /** Page size in points (in reading space: turned for vertical writing). */
  width: number;
  height: number;
  lines: TextLine[];
  pictures: PagePicture[];
  /** The rendered page; null when even rendering the page failed. */
  snapshot: (ImageRef & { thumb: string }) | null;
  /** Too little text to reflow: the book shows the snapshot instead. */
  imageOnly: boolean;
  /** Reading the page failed (it is damaged); its snapshot, if any, stands in for it. */
  failed: boolean;
  /**
   * A scan whose text was recognised by OCR: the mean word confidence (0-100); its lines
   * are the recognised ones when it reached MIN_OCR_CONFIDENCE. Null for other pages.
   */
  ocrConfidence: number | null;
  /**
   * The targets of the links marked in the lines' text, by id (see text/link-marks.ts):
   * an allowed address, or `pdf:<page index>`. Empty when the page has none.
   */
  links: Array<[string, string]>;
}
