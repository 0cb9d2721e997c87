/**
 * A page rendered in greys for OCR, at `scale` pixels per point: what a page worker sends
 * the converting thread's engines, so nothing here may load MuPDF.
 */
export interface OcrImage {
  pixels: Uint8Array;
  width: number;
  height: number;
  scale: number;
}

/** Grey level (0-255) from which a pixel counts as paper. */
export const PAPER_LEVEL = 200;
