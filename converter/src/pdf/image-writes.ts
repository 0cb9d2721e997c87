import type { RawImage } from "./raw-image.js";

/** WebP settings per use: page snapshots are mostly text, where the fastest method is enough. */
export const WEBP = {
  snapshot: { quality: 75, effort: 0 },
  thumbnail: { quality: 60, effort: 0 },
  cover: { quality: 80, effort: 2 },
  picture: { quality: 80, effort: 2 },
} as const;

/**
 * An image file to write, as page reading produces it: MuPDF renders in the page
 * workers, the WebP encoding happens on the converting thread (see output/image-writer).
 */
export interface ImageWrite {
  /** Relative to the output folder. */
  file: string;
  raw: RawImage;
  quality: number;
  effort: number;
  /** Scale down to fit this many pixels on the long side. */
  longSide?: number;
  /** The book shows it, so it must exist before the page is handed on (pictures, image pages). */
  neededByBook: boolean;
}
