import type { RawImage } from "./raw-image.js";

/** How an image is encoded: WebP with libwebp's effort (0-6), or baseline JPEG. */
export type ImageEncoding =
  | { format: "webp"; quality: number; effort: number }
  | { format: "jpeg"; quality: number };

/**
 * Encodings per use. Snapshots and thumbnails, one of each for every PDF page, are JPEG:
 * measured on freeculture.pdf, libjpeg-turbo encodes them 2.5× faster than WebP at its
 * fastest effort, which made WebP the largest part of a conversion's time, for files
 * about 1.5× larger. What the book shows (pictures, the cover) stays WebP.
 */
export const ENCODING = {
  snapshot: { format: "jpeg", quality: 80 },
  thumbnail: { format: "jpeg", quality: 70 },
  cover: { format: "webp", quality: 80, effort: 2 },
  picture: { format: "webp", quality: 80, effort: 2 },
} as const satisfies Record<string, ImageEncoding>;

/**
 * An image file to write, as page reading produces it: MuPDF renders the pixels, which
 * sharp then encodes on the same thread's pool (see output/image-writer).
 */
export interface ImageWrite {
  /** Relative to the output folder. */
  file: string;
  raw: RawImage;
  encoding: ImageEncoding;
  /** Scale down to fit this many pixels on the long side. */
  longSide?: number;
  /** The book shows it, so it must exist before the page is handed on (pictures, image pages). */
  neededByBook: boolean;
}
