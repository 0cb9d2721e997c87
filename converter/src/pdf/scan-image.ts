import type * as mupdf from "mupdf";
import { height, width } from "../text/box.js";
import type { PageDrawing } from "./culling-ledger.js";
import { imageBlocks } from "./images.js";
import type { RawImage } from "./raw-image.js";
import { renderPage } from "./render.js";

/** A scan's share of the page: a picture covering this much of a page without text is a scan. */
const SCAN_COVERAGE = 0.85;
/**
 * A scanned document is mostly paper: at least this share of its pixels is light. A book's
 * cover or a photograph filling the page is not, and is not worth OCR's time.
 */
const PAPER_SHARE = 0.6;
/** Grey level (0-255) from which a pixel counts as paper. */
const PAPER_LEVEL = 200;
/** Every how many pixels the snapshot is sampled for its paper share. */
const SAMPLE_STEP = 7;
/**
 * The long side of the page as rendered for OCR, in pixels: about 180 dpi on a letter page,
 * where body text's x-height is some 20 pixels, as tesseract reads best; more is slower.
 */
const OCR_LONG_SIDE = 2000;

/** A page rendered in greys for OCR, at `scale` pixels per point. */
export interface OcrImage {
  pixels: Uint8Array;
  width: number;
  height: number;
  scale: number;
}

/**
 * The page rendered for OCR when it is a scan of a document: a raster image covering the
 * page, mostly paper-light in its snapshot. Drawings in vector art, pictures that leave
 * room around them, covers and photographs are not recognised.
 */
export function scanImage(
  stext: mupdf.StructuredText,
  drawing: PageDrawing,
  size: { width: number; height: number },
  snapshot: RawImage,
): OcrImage | null {
  const area = size.width * size.height;
  if (area <= 0 || paperShare(snapshot) < PAPER_SHARE) return null;
  const covered = imageBlocks(stext, drawing.bounds).some(
    (block) => width(block.box) * height(block.box) >= SCAN_COVERAGE * area,
  );
  if (!covered) return null;
  const raw = renderPage(drawing, OCR_LONG_SIDE, false);
  return {
    pixels: raw.pixels,
    width: raw.width,
    height: raw.height,
    scale: OCR_LONG_SIDE / Math.max(size.width, size.height),
  };
}

/** The share of light pixels in an image, sampled (its first channel: grey, or red). */
function paperShare(image: RawImage): number {
  const { pixels, channels } = image;
  let light = 0;
  let seen = 0;
  for (let i = 0; i < pixels.length; i += SAMPLE_STEP * channels) {
    if ((pixels[i] as number) > PAPER_LEVEL) light++;
    seen++;
  }
  return seen === 0 ? 0 : light / seen;
}
