import type { BookContentsResponse } from "@bindery/contract";

/**
 * The page model the rest of Bindery relies on: the server stores these pages and the
 * reader renders them inside the 650×650 page box defined in @bindery/contract.
 */

/** One page of the finished book. */
export interface BookPage {
  /** 0-based place of the page in the book. */
  page_order: number;
  /** 1-based page of the PDF this book page starts on. */
  page_number: number;
  /**
   * Plain text: paragraphs separated by a blank line ("\n\n"); a paragraph that begins with
   * HEADING_MARKER ("# ") is a heading; italics run from ITALIC_START to ITALIC_END inside
   * a paragraph. Paragraphs hold no line breaks and no runs of spaces.
   */
  page_content: string;
  /** Image files (relative to the output folder), shown after all of the page's text. */
  visual_content: string[];
  /**
   * The alternative text of each of visual_content's images, in the same order ("" for
   * none): the words of a figure or formula kept as a picture of its region. Absent when
   * no image of the page has any.
   */
  visual_alt?: string[];
  /**
   * True when the page's first paragraph is the rest of the previous page's last, split
   * by the layout; absent otherwise.
   */
  continues_paragraph?: boolean;
  /**
   * The targets of the page's links, the n-th for the n-th LINK_START of page_content
   * (see @bindery/contract links.ts). Known once the whole book is laid out: the pages
   * handed to onPages lack them, those of the result have them. Absent when none.
   */
  links?: string[];
}

/** An image written to the output folder, with its pixel size. */
export interface ImageRef {
  file: string;
  width: number;
  height: number;
  /** What the image shows in words, for readers who cannot see it (a figure's labels). */
  alt?: string;
}

/**
 * The input of the layout engine: a flow of blocks in reading order. sourcePage is the
 * 1-based page of the source the block comes from (it becomes a book page's page_number).
 * A heading `amidText` is one its source sets below other text of its page (a section of
 * a PDF page, not the chapter that opens one): it stays on the book's page when there is
 * room for it, as it did there.
 */
export type FlowBlock =
  | { kind: "heading"; text: string; sourcePage: number; amidText?: boolean }
  | { kind: "paragraph"; text: string; sourcePage: number }
  | { kind: "image"; image: ImageRef; sourcePage: number }
  | { kind: "page-break"; sourcePage: number };

/** The snapshot of one original PDF page and its thumbnail (files relative to outDir). */
export interface PageSnapshot {
  page_number: number;
  file: string;
  thumb: string;
}

export interface ConvertResult {
  title: string | null;
  author: string | null;
  /** BCP 47 language tag from the PDF, or guessed from its script or commonest words; null when unknown. */
  language: string | null;
  /**
   * "rtl" when the file itself says its pages turn right to left (a PDF's
   * /ViewerPreferences /Direction /R2L, an EPUB's page-progression-direction); absent when
   * it says nothing, and the book's language decides.
   */
  declaredDirection?: "rtl" | "ltr";
  originalPagesCount: number;
  pages: BookPage[];
  snapshots: PageSnapshot[];
  /** The cover image (made from the first PDF page), relative to outDir. */
  cover: string;
  /**
   * The table of contents, page_order for page: the PDF's outline (or the EPUB's
   * navigation) when it has one, else the headings of the pages.
   */
  contents: BookContentsResponse;
  /**
   * What the reader should know about how the book was made, as sentences to show with the
   * task and the book (a damaged PDF: "This PDF was damaged: some pages may be missing").
   * Absent when there is nothing to say.
   */
  notices?: string[];
  /**
   * The scanned pages whose text OCR read, with its confidence (mean word confidence,
   * 0-100): pages below MIN_OCR_CONFIDENCE (60) are shown as their snapshots. Absent when
   * no page was recognised.
   */
  recognisedPages?: RecognisedPage[];
  /**
   * The links' targets of the pages that hold links (their `links`), apart from the pages:
   * pages travel to the caller as they are laid out, before the targets are known.
   * Absent when the book has no link.
   */
  pageLinks?: Array<{ page_order: number; links: string[] }>;
}

export interface RecognisedPage {
  page_number: number;
  confidence: number;
}

export interface ConvertOptions {
  /** Folder that receives the images; created when missing. */
  outDir: string;
  /** Password of an encrypted PDF. */
  password?: string;
  /** Largest accepted file in bytes (default 100 MB). */
  maxBytes?: number;
  /** Most pages accepted (default 2000). */
  maxPages?: number;
  /**
   * PDF pages processed at once, each in its own worker thread (default: the number of
   * cores, at most 4). 1 processes pages on the calling thread.
   */
  concurrency?: number;
  /** Aborting stops the conversion with a ConversionError of code 'aborted'. */
  signal?: AbortSignal;
  /**
   * Recognise the text of scanned pages without a text layer (tesseract.js, English).
   * Default: on, unless the environment says OCR=off.
   */
  ocr?: boolean;
  /** Most scanned pages sent to OCR; one more fails with 'ocr_limit'. Default: no limit. */
  ocrPageLimit?: number;
  /**
   * Most megabytes one page's streams may unpack to (image pixels included), measured
   * before MuPDF decodes them; more fails with 'unpack_limit'. Default: no limit.
   */
  unpackLimitMb?: number;
  /** Called once the PDF is open and within the limits, before its pages are read. */
  onOpen?(info: { pageCount: number; title: string | null; author: string | null }): void;
  /**
   * Progress in percent, 1..99, as PDF pages are processed, with how many of the PDF's
   * pages are read so far (of onOpen's pageCount).
   */
  onProgress?(percent: number, pagesRead?: number): void;
  /** Finished book pages, in order, as soon as they are laid out. Awaited before more are sent. */
  onPages?(pages: BookPage[]): void | Promise<void>;
}

export interface IsolatedConvertOptions extends ConvertOptions {
  /** The conversion fails with 'timeout' after this long (default 10 minutes). */
  timeoutMs?: number;
  /** The conversion fails with 'out_of_memory' when its process uses more (default 1024 MB). */
  memoryMb?: number;
  /**
   * The conversion fails with 'cpu_limit' once its process has used this much CPU time,
   * all threads counted (default: no limit but timeoutMs).
   */
  cpuSeconds?: number;
}

/** Options of importing an EPUB or plain-text book (see convertBookFile). */
export interface ImportOptions {
  /** Folder that receives the images and the cover; created when missing. */
  outDir: string;
  /** Largest accepted file in bytes (default 100 MB). */
  maxBytes?: number;
  /** The file's name: a title when the file names none ("pg1342_pride_and_prejudice.txt"). */
  fileName?: string;
  /** Aborting stops the import with a ConversionError of code 'aborted'. */
  signal?: AbortSignal;
  /** Progress in percent, 1..99; for a PDF, with its pages read so far (as ConvertOptions). */
  onProgress?(percent: number, pagesRead?: number): void;
  /** Finished book pages, in order, as soon as they are laid out. Awaited before more are sent. */
  onPages?(pages: BookPage[]): void | Promise<void>;
}

/** Options of convertBookFile: an import's, and a PDF's limits for PDFs. */
export interface BookFileOptions extends ImportOptions {
  /** Most pages accepted in a PDF (default 2000). */
  maxPages?: number;
  /** PDF pages read at once (see ConvertOptions.concurrency). */
  concurrency?: number;
}

export interface IsolatedBookFileOptions extends BookFileOptions {
  /** The import fails with 'timeout' after this long (default 10 minutes). */
  timeoutMs?: number;
  /** The import fails with 'out_of_memory' when its process uses more (default 1024 MB). */
  memoryMb?: number;
}
