import * as mupdf from "mupdf";
import type { Box } from "../text/box.js";
import { type RawImage, rawFromPixmap } from "./raw-image.js";

/** Page space with its origin moved to the page's top-left corner, scaled. */
function pageTransform(bounds: mupdf.Rect, scale: number): mupdf.Matrix {
  return mupdf.Matrix.concat(
    mupdf.Matrix.translate(-bounds[0], -bounds[1]),
    mupdf.Matrix.scale(scale, scale),
  );
}

/** Renders the whole page so that its longer side is `longSide` pixels. */
export function renderPage(
  list: mupdf.DisplayList,
  bounds: mupdf.Rect,
  longSide: number,
): RawImage {
  const scale = longSide / Math.max(bounds[2] - bounds[0], bounds[3] - bounds[1]);
  const pixmap = list.toPixmap(pageTransform(bounds, scale), mupdf.ColorSpace.DeviceRGB, false);
  try {
    return rawFromPixmap(pixmap);
  } finally {
    pixmap.destroy();
  }
}

/**
 * Renders one region of the page (box relative to the page's top-left corner) at `scale`
 * pixels per point. Rendering the region, rather than decoding the image object, applies
 * everything the PDF does to the image: soft masks, decode arrays, colour spaces, clipping.
 */
export function renderRegion(
  list: mupdf.DisplayList,
  bounds: mupdf.Rect,
  box: Box,
  scale: number,
  transparent: boolean,
): RawImage {
  const area: mupdf.Rect = [
    Math.floor(box.x0 * scale),
    Math.floor(box.y0 * scale),
    Math.ceil(box.x1 * scale),
    Math.ceil(box.y1 * scale),
  ];
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, area, transparent);
  const device = new mupdf.DrawDevice(mupdf.Matrix.identity, pixmap);
  try {
    pixmap.clear(transparent ? 0 : 255);
    list.run(device, pageTransform(bounds, scale));
    device.close();
    return rawFromPixmap(pixmap);
  } finally {
    device.destroy();
    pixmap.destroy();
  }
}
