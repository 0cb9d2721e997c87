/**
 * @bindery/converter: turns PDFs into books of reflowed pages for the Bindery reader.
 * See README.md for the page model and the reader's rendering contract.
 */

export { type BookFormat, detectFormat } from "./book-format.js";
export { ProgressLine } from "./cli-progress.js";
export { defaultConcurrency } from "./concurrency.js";
export {
  type BookContents,
  contentsOrHeadings,
  headingContents,
  tidyContents,
} from "./contents/book-contents.js";
export { findHeading, type HeadingPlace } from "./contents/heading-place.js";
export { type BookIdentity, convertBookFile, identifyBook } from "./convert-book.js";
export { coverSvg, writeGeneratedCover } from "./cover/generated-cover.js";
export { looksLikeZip } from "./epub/archive.js";
export { convertEpub } from "./epub/convert-epub.js";
export { ConversionError, type ConversionErrorCode, conversionMessages } from "./errors.js";
export { convertBookFileIsolated, convertPdfIsolated } from "./isolation/convert-isolated.js";
export { keepConverterWarm, stopKeepingConverterWarm } from "./isolation/converter-process.js";
export { BookLayout, type LayoutOptions, layoutBlocks } from "./layout/book-layout.js";
export { DEFAULT_SAFETY_PX, type PageGeometry, READER_GEOMETRY } from "./layout/geometry.js";
export { breakLines, type LineSpan, normalizeParagraph } from "./layout/line-break.js";
export {
  BODY_STYLE,
  HEADING_STYLE,
  LiterataMeasurer,
  literataMeasurer,
  type TextMeasurer,
  type TextStyle,
} from "./layout/measure.js";
export { measureBookPage, type PageMeasure } from "./layout/page-measure.js";
export { DEFAULT_MAX_BYTES, DEFAULT_MAX_PAGES } from "./pdf/source.js";
export { convertPdf } from "./pipeline/convert-pdf.js";
export { convertText } from "./plaintext/convert-text.js";
export type {
  BookFileOptions,
  BookPage,
  ConvertOptions,
  ConvertResult,
  FlowBlock,
  ImageRef,
  ImportOptions,
  IsolatedBookFileOptions,
  IsolatedConvertOptions,
  PageSnapshot,
} from "./types.js";
