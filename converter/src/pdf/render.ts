import * as mupdf from "mupdf";
import type { Box } from "../text/box.js";
import { CullingDevice } from "./culling-device.js";
import type { CullingLedger, PageDrawing } from "./culling-ledger.js";
import { ownedCopy, pixmapPixels, type RawImage } from "./raw-image.js";

/** Page space with its origin moved to the page's top-left corner, scaled. */
function pageTransform(bounds: mupdf.Rect, scale: number): mupdf.Matrix {
  return mupdf.Matrix.concat(
    mupdf.Matrix.translate(-bounds[0], -bounds[1]),
    mupdf.Matrix.scale(scale, scale),
  );
}

/**
 * Renders the whole page so that its longer side is `longSide` pixels: in RGB when it
 * draws anything in colour, else in one channel (see drawing-probe.ts).
 */
export function renderPage(drawing: PageDrawing, longSide: number, inColour: boolean): RawImage {
  return readRenderedPage(drawing, longSide, inColour, ownedCopy);
}

/**
 * Renders the whole page as renderPage does and has `read` read its pixels in place
 * (see pixmapPixels): they are gone once it returns.
 */
export function readRenderedPage<T>(
  drawing: PageDrawing,
  longSide: number,
  inColour: boolean,
  read: (pixels: RawImage) => T,
): T {
  const { bounds } = drawing;
  const scale = longSide / Math.max(bounds[2] - bounds[0], bounds[3] - bounds[1]);
  const transform = pageTransform(bounds, scale);
  const area = pixelArea(mupdf.Rect.transform(bounds, transform));
  const space = inColour ? mupdf.ColorSpace.DeviceRGB : mupdf.ColorSpace.DeviceGray;
  return draw(drawing, transform, area, { space, transparent: false, wholePage: true }, read);
}

/**
 * Renders one region of the page (box relative to the page's top-left corner) at `scale`
 * pixels per point. Rendering the region, rather than decoding the image object, applies
 * everything the PDF does to the image: soft masks, decode arrays, colour spaces, clipping.
 */
export function renderRegion(
  drawing: PageDrawing,
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
  return draw(
    drawing,
    pageTransform(drawing.bounds, scale),
    area,
    { space: mupdf.ColorSpace.DeviceRGB, transparent, wholePage: false },
    ownedCopy,
  );
}

/** Whole pixels covering a rectangle, rounded as MuPDF rounds a page's (fz_round_rect). */
function pixelArea(rect: mupdf.Rect): mupdf.Rect {
  return [
    Math.floor(rect[0] + 0.001),
    Math.floor(rect[1] + 0.001),
    Math.ceil(rect[2] - 0.001),
    Math.ceil(rect[3] - 0.001),
  ];
}

interface PixmapKind {
  space: mupdf.ColorSpace;
  transparent: boolean;
  /** The ledger learns from whole pages only (a picture's region says little). */
  wholePage: boolean;
}

function draw<T>(
  { list, culling }: PageDrawing,
  transform: mupdf.Matrix,
  area: mupdf.Rect,
  { space, transparent, wholePage }: PixmapKind,
  read: (pixels: RawImage) => T,
): T {
  const pixmap = new mupdf.Pixmap(space, area, transparent);
  try {
    const cull = culling && { area, ledger: wholePage ? culling : null };
    if (!drawOnto(pixmap, list, transform, transparent, cull)) {
      drawOnto(pixmap, list, transform, transparent, null);
    }
    return read(pixmapPixels(pixmap));
  } finally {
    pixmap.destroy();
  }
}

/**
 * Clears the pixmap and draws the list onto it, through a CullingDevice when `cull` is
 * given. False when that drawing is not faithful and must be done again without it.
 */
function drawOnto(
  pixmap: mupdf.Pixmap,
  list: mupdf.DisplayList,
  transform: mupdf.Matrix,
  transparent: boolean,
  cull: { area: mupdf.Rect; ledger: CullingLedger | null } | null,
): boolean {
  const drawDevice = new mupdf.DrawDevice(mupdf.Matrix.identity, pixmap);
  const culling = cull && new CullingDevice(drawDevice, cull.area);
  try {
    pixmap.clear(transparent ? 0 : 255);
    const device = culling?.device ?? drawDevice;
    list.run(device, transform);
    device.close();
    if (!culling) return true;
    culling.rethrow();
    cull?.ledger?.record(culling);
    return !culling.unfaithful;
  } finally {
    culling?.destroy();
    drawDevice.destroy();
  }
}
