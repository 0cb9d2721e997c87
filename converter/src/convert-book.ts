import { type BookFormat, detectFormat } from "./book-format.js";
import { convertEpub, openEpub } from "./epub/convert-epub.js";
import { fileNameOf, readBookBytes, sha256 } from "./import/book-source.js";
import { DEFAULT_MAX_BYTES } from "./pdf/source.js";
import { convertPdf } from "./pipeline/convert-pdf.js";
import { convertText } from "./plaintext/convert-text.js";
import { decodeText } from "./plaintext/decode.js";
import { unwrapGutenberg } from "./plaintext/gutenberg.js";
import type { BookFileOptions, ConvertResult } from "./types.js";

/**
 * Makes a book of any file Bindery reads: a PDF (through convertPdf), an EPUB
 * (convertEpub) or a plain-text book (convertText), told apart by their bytes.
 */
export async function convertBookFile(
  input: string | Uint8Array,
  options: BookFileOptions,
): Promise<ConvertResult> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const bytes = await readBookBytes(input, maxBytes);
  const fileName = fileNameOf(input, options.fileName);
  const withName = { ...options, fileName };
  switch (detectFormat(bytes)) {
    case "pdf":
      return convertPdf(bytes, {
        outDir: options.outDir,
        maxBytes,
        maxPages: options.maxPages,
        concurrency: options.concurrency,
        signal: options.signal,
        onProgress: options.onProgress,
        onPages: options.onPages,
      });
    case "epub":
      return convertEpub(bytes, withName);
    case "text":
      return convertText(bytes, withName);
  }
}

/** Who a book is, to import it once: the same identity means the same book. */
export interface BookIdentity {
  format: BookFormat;
  /**
   * "gutenberg:<eBook number>" for Project Gutenberg books (from the text's header, the
   * EPUB's identifier, or a "pg<number>…" file name), "epub:<identifier>" for other
   * EPUBs, else "sha256:<hash of the file>".
   */
  sourceId: string;
}

/** Reads just enough of a book file to know its identity (cheap, in the caller's thread). */
export async function identifyBook(
  input: string | Uint8Array,
  options: { maxBytes?: number; fileName?: string } = {},
): Promise<BookIdentity> {
  const bytes = await readBookBytes(input, options.maxBytes ?? DEFAULT_MAX_BYTES);
  const format = detectFormat(bytes);
  const fileName = fileNameOf(input, options.fileName);
  let sourceId: string | null = null;
  if (format === "epub") {
    const identifier = openEpub(bytes).book.identifier;
    if (identifier) sourceId = gutenbergId(identifier) ?? `epub:${identifier}`;
  } else if (format === "text") {
    const ebookId = unwrapGutenberg(decodeText(bytes)).header?.ebookId;
    if (ebookId) sourceId = `gutenberg:${ebookId}`;
    else if (fileName) sourceId = gutenbergFileId(fileName);
  }
  return { format, sourceId: sourceId ?? `sha256:${sha256(bytes)}` };
}

/** "http://www.gutenberg.org/ebooks/1342" (or …/1342) → "gutenberg:1342". */
function gutenbergId(identifier: string): string | null {
  const id = /gutenberg\.org\/(?:ebooks\/)?(\d+)\b/i.exec(identifier)?.[1];
  return id ? `gutenberg:${Number(id)}` : null;
}

/** Project Gutenberg's own file names: "pg1342.txt", "pg1342_pride_and_prejudice.txt", "1342-0.txt". */
function gutenbergFileId(fileName: string): string | null {
  const id =
    /^pg(\d+)(?=[._-]|$)/i.exec(fileName)?.[1] ?? /^(\d+)(?:-\d)?\.txt$/i.exec(fileName)?.[1];
  return id ? `gutenberg:${Number(id)}` : null;
}
