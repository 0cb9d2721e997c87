import type * as mupdf from "mupdf";
import { type Box, height, width } from "../text/box.js";

/** An image drawn on the page, as structured text reports it. */
export interface ImageBlock {
  /** Where it is drawn, relative to the page's top-left corner, in points. */
  box: Box;
  pixelWidth: number;
  pixelHeight: number;
  /** It has a soft mask or is a stencil: it needs a transparent background. */
  transparent: boolean;
}

/** Images smaller than this on the page (in points) are bullets, icons and rules. */
const MIN_DRAWN_SIZE = 24;
/** Images with fewer pixels than this on a side carry no picture worth a page. */
const MIN_PIXEL_SIZE = 32;
/** Thin bands (rules, borders, gradients) are decoration. */
const MAX_ASPECT_RATIO = 12;
/** An image covering this much of a page with text is its background or a scan under OCR text. */
export const BACKGROUND_COVERAGE = 0.85;

export function imageBlocks(stext: mupdf.StructuredText, bounds: mupdf.Rect): ImageBlock[] {
  const blocks: ImageBlock[] = [];
  stext.walk({
    onImageBlock(bbox, _transform, image) {
      const mask = image.getMask();
      blocks.push({
        box: {
          x0: bbox[0] - bounds[0],
          y0: bbox[1] - bounds[1],
          x1: bbox[2] - bounds[0],
          y1: bbox[3] - bounds[1],
        },
        pixelWidth: image.getWidth(),
        pixelHeight: image.getHeight(),
        transparent: mask !== null || image.getImageMask(),
      });
      mask?.destroy();
      image.destroy();
    },
  });
  return blocks;
}

/** Keeps the images that are pictures: not slivers, icons, backgrounds or off the page. */
export function isPicture(
  block: ImageBlock,
  page: { width: number; height: number },
  pageHasText: boolean,
): boolean {
  const visible = visibleBox(block, page);
  const w = Math.max(0, width(visible));
  const h = Math.max(0, height(visible));
  if (w < MIN_DRAWN_SIZE || h < MIN_DRAWN_SIZE) return false;
  if (Math.max(w / h, h / w) > MAX_ASPECT_RATIO) return false;
  if (block.pixelWidth < MIN_PIXEL_SIZE || block.pixelHeight < MIN_PIXEL_SIZE) return false;
  if (pageHasText && (w * h) / (page.width * page.height) >= BACKGROUND_COVERAGE) return false;
  return true;
}

/** The picture's part that is on the page. */
export function visibleBox(block: ImageBlock, page: { width: number; height: number }): Box {
  return {
    x0: Math.max(0, block.box.x0),
    y0: Math.max(0, block.box.y0),
    x1: Math.min(page.width, block.box.x1),
    y1: Math.min(page.height, block.box.y1),
  };
}

/** Pixels per point to render a picture at: its own resolution, at most `maxLongSide` px. */
export function pictureScale(block: ImageBlock, box: Box, maxLongSide: number): number {
  const native = Math.max(
    block.pixelWidth / width(block.box),
    block.pixelHeight / height(block.box),
  );
  const cap = maxLongSide / Math.max(width(box), height(box));
  return Math.max(0.5, Math.min(native, cap));
}
