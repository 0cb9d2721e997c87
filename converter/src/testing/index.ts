/**
 * Helpers for tests of code that imports books (the converter's and the server's): small
 * EPUB files built in memory, in the shapes real publishers use.
 */
export { buildEpub, type EpubChapter, type EpubSpec, pngPicture, prose } from "./epub-builder.js";
export {
  type GutenbergTextSpec,
  gutenbergFooter,
  gutenbergHeader,
  gutenbergText,
  novelBody,
} from "./gutenberg-text.js";
export { hugeImagePdf, scannedPagesPdf, unpackBombPdf } from "./hostile-pdf.js";
