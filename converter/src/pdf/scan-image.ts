import type * as mupdf from "mupdf";
import { type OcrImage, PAPER_LEVEL } from "../ocr/ocr-image.js";
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
/** Every how many pixels the snapshot is sampled for its paper share. */
const SAMPLE_STEP = 7;
/** Pixels per point for OCR: 300 dpi, the resolution tesseract's models are made for. */
const OCR_SCALE = 300 / 72;
/**
 * The most pixels on the page's long side for OCR. Tesseract's time grows with the pixels
 * it analyses, not with what they say: 1600 px is 145 dpi on a letter page, where 10 pt
 * type still has an x-height of about 10 px, the least it reads reliably; more pixels cost
 * time and read no better (ADR 0025).
 */
const OCR_MAX_LONG_SIDE = 1600;

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
  const longSide = Math.min(OCR_MAX_LONG_SIDE, OCR_SCALE * Math.max(size.width, size.height));
  const raw = renderPage(drawing, Math.round(longSide), false);
  return {
    pixels: raw.pixels,
    width: raw.width,
    height: raw.height,
    scale: raw.width / size.width,
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
