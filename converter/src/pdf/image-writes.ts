import type { PagePicture } from "../text/extracted-page.js";
import type { DrawingTraits } from "./drawing-probe.js";
import type { RawImage } from "./raw-image.js";

/** Bits per channel of a PNG the converter writes: 4 (one channel only, 16 greys) or 8. */
export type PngBitDepth = 4 | 8;

/**
 * How an image is encoded: WebP with libwebp's effort (0-6), baseline JPEG, or PNG without
 * row filters, deflated as runs and literals (output/png-deflate.ts).
 */
export type ImageEncoding =
  | { format: "webp"; quality: number; effort: number }
  | { format: "jpeg"; quality: number }
  | { format: "png"; bitDepth: PngBitDepth };

/**
 * Encodings per use. Snapshots and thumbnails, one of each for every PDF page, are JPEG:
 * libjpeg-turbo encodes them several times faster than WebP at its fastest effort, which
 * made WebP the largest part of a conversion's time, for somewhat larger files. A page of
 * text and vector art in greys has both as PNG: white runs and a few dozen greys deflate
 * well, so PNG is both cheaper to write and smaller than JPEG there (ADR 0005). Its greys
 * are rounded to 16, two pixels a byte, as e-ink screens show text: the edges of letters
 * look the same, and the file is about 40% smaller and quicker to write (ADR 0067).
 * Pages with images stay JPEG, where a scan or photograph would make a PNG several times
 * larger; pages in colour too, three channels being three times the bytes to deflate. What
 * the book shows (pictures, the cover) stays WebP.
 */
export const ENCODING = {
  snapshot: { format: "jpeg", quality: 80 },
  thumbnail: { format: "jpeg", quality: 70 },
  lineArt: { format: "png", bitDepth: 4 },
  cover: { format: "webp", quality: 80, effort: 2 },
  picture: { format: "webp", quality: 80, effort: 2 },
} as const satisfies Record<string, ImageEncoding>;

export interface PageImageEncodings {
  snapshot: ImageEncoding;
  thumbnail: ImageEncoding;
}

/** The encodings of the snapshot and thumbnail of a page that draws what `traits` say. */
export function pageImageEncodings(traits: DrawingTraits): PageImageEncodings {
  return traits.colour || traits.images
    ? { snapshot: ENCODING.snapshot, thumbnail: ENCODING.thumbnail }
    : { snapshot: ENCODING.lineArt, thumbnail: ENCODING.lineArt };
}

/** An image file to write, as page reading produces it (see output/image-writer). */
export type ImageWrite = PixelsWrite | EncodedWrite;

interface FileWrite {
  /** Relative to the output folder. */
  file: string;
  /** The book shows it, so it must exist before the page is handed on (pictures, image pages). */
  neededByBook: boolean;
}

/** Pixels MuPDF rendered, to be encoded. */
export interface PixelsWrite extends FileWrite {
  raw: RawImage;
  encoding: ImageEncoding;
  /** Scale down to fit this many pixels on the long side. */
  longSide?: number;
}

/** A file encoded already, while its pixels were read in place (see EncodeAtOnce). */
export interface EncodedWrite extends FileWrite {
  bytes: Uint8Array;
}

/**
 * Encodes at once, on the calling thread, the writes it can (the converter's own PNGs),
 * and gives null for the others. Page reading hands it a snapshot's pixels while they are
 * still in MuPDF's memory: the pixels of a page encoded there are never copied out.
 */
export type EncodeAtOnce = (write: PixelsWrite) => Uint8Array | null;

/** A picture and the image file to write for it. */
export interface RenderedPicture {
  picture: PagePicture;
  write: PixelsWrite;
}
