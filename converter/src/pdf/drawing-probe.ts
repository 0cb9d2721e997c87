import * as mupdf from "mupdf";
import type { Box } from "../text/box.js";
import { borrowed } from "./borrowed-shade.js";
import { BACKGROUND_COVERAGE } from "./images.js";

/** How far apart an RGB colour's components may be and still count as a grey. */
const GREY_TOLERANCE = 1 / 255;

/** What a page's display list draws, as far as rendering and encoding its snapshot care. */
export interface DrawingTraits {
  /** Anything in colour: the page is rendered in RGB, else in one channel. */
  colour: boolean;
  /** Any raster image (image masks too): photographs and scans compress as JPEG, not PNG. */
  images: boolean;
  /**
   * Where each filled or stroked path is drawn, relative to the page's top-left corner:
   * figures drawn in vector art and fraction bars are found from them (figure-regions.ts).
   */
  paths: Box[];
  /**
   * The names of the fonts of text drawn invisibly (render mode 3) over images covering the
   * page: the text layer an OCR program lays over a scan, which the structured text holds
   * like any other. Empty on a page that shows no scan.
   */
  ocrLayerFonts: Set<string>;
}

/**
 * What a page's display list draws. A page in black, white and greys is rendered and
 * encoded with one channel instead of three: measured on freeculture.pdf, MuPDF renders it
 * in two thirds of the time and sharp encodes its snapshot and thumbnail a fifth faster,
 * for the same pixels. A page that draws no image is text and vector art, whose snapshot
 * is smaller and faster to write as PNG (see ENCODING in image-writes.ts).
 *
 * Colours are judged by their colour space and components; an image by its colour space
 * (an RGB image of greys counts as colour: telling would mean decoding it). Shadings,
 * spot colours (Separation, DeviceN), Lab and indexed colours count as colour.
 * Every command crosses into JavaScript (about 10 µs); text pages draw a few dozen.
 */
export function probeDrawing(list: mupdf.DisplayList, bounds: mupdf.Rect): DrawingTraits {
  let colour = false;
  let images = false;
  const paths: Box[] = [];
  const invisibleFonts = new Set<string>();
  let imageArea = 0;
  // The area an image covers: its unit square drawn by the matrix.
  const cover = ([a, b, c, d]: mupdf.Matrix) => {
    imageArea += Math.abs(a * d - b * c);
  };
  const place = (path: mupdf.Path, stroke: mupdf.StrokeState | null, ctm: mupdf.Matrix) => {
    // A fill has no stroke: MuPDF takes null for it, which the typings leave out.
    const [x0, y0, x1, y1] = path.getBounds(stroke as mupdf.StrokeState, ctm);
    // An empty path has an infinite or inverted box.
    if (x1 >= x0 && y1 >= y0 && Number.isFinite(x1 - x0)) {
      paths.push({
        x0: x0 - bounds[0],
        y0: y0 - bounds[1],
        x1: x1 - bounds[0],
        y1: y1 - bounds[1],
      });
    }
  };
  // Each wrapper MuPDF hands over belongs to the list and is released here, before the
  // list can be (see CullingDevice).
  const release = (...owned: Array<{ destroy(): void }>) => {
    for (const wrapper of owned) wrapper.destroy();
  };
  const judge = (isColour: () => boolean, ...owned: Array<{ destroy(): void }>) => {
    try {
      if (!colour && isColour()) colour = true;
    } catch {
      // A colour that cannot be read (damage) is not taken for a grey.
      colour = true;
    } finally {
      release(...owned);
    }
  };
  const device = new mupdf.Device({
    fillPath: (path, _evenOdd, ctm, colorspace, color) => {
      place(path, null, ctm);
      judge(() => !isGrey(colorspace, color), path, colorspace);
    },
    strokePath: (path, stroke, ctm, colorspace, color) => {
      place(path, stroke, ctm);
      judge(() => !isGrey(colorspace, color), path, stroke, colorspace);
    },
    fillText: (text, _ctm, colorspace, color) =>
      judge(() => !isGrey(colorspace, color), text, colorspace),
    strokeText: (text, stroke, _ctm, colorspace, color) =>
      judge(() => !isGrey(colorspace, color), text, stroke, colorspace),
    fillImageMask: (image, ctm, colorspace, color) => {
      images = true;
      cover(ctm);
      judge(() => !isGrey(colorspace, color), image, colorspace);
    },
    fillImage: (image, ctm) => {
      images = true;
      cover(ctm);
      judge(() => {
        const colorspace = image.getColorSpace();
        try {
          return colorspace?.getType() !== "Gray";
        } finally {
          colorspace?.destroy();
        }
      }, image);
    },
    fillShade: (shade) => {
      borrowed(shade);
      colour = true;
    },
    // Clips draw nothing, but their wrappers are released all the same.
    clipPath: (path) => release(path),
    clipStrokePath: (path, stroke) => release(path, stroke),
    clipText: (text) => release(text),
    clipStrokeText: (text, stroke) => release(text, stroke),
    ignoreText: (text) => {
      // The walker's font wrapper is MuPDF.js's own, kept for the next walk: not released.
      text.walk({ beginSpan: (font) => invisibleFonts.add(font.getName()) });
      release(text);
    },
    clipImageMask: (image) => release(image),
  });
  try {
    list.run(device, mupdf.Matrix.identity);
    device.close();
  } catch {
    // A list MuPDF cannot run through is drawn in colour and written as JPEG, the way
    // that never loses any colour nor makes a large file of what it could not see.
    colour = true;
    images = true;
  } finally {
    device.destroy();
  }
  const pageArea = (bounds[2] - bounds[0]) * (bounds[3] - bounds[1]);
  const scanned = imageArea >= BACKGROUND_COVERAGE * pageArea;
  return { colour, images, paths, ocrLayerFonts: scanned ? invisibleFonts : new Set() };
}

function isGrey(colorspace: mupdf.ColorSpace, color: number[]): boolean {
  const [a = 0, b = 0, c = 0] = color;
  switch (colorspace.getType()) {
    case "Gray":
      return true;
    case "RGB":
    case "BGR":
      return Math.abs(a - b) <= GREY_TOLERANCE && Math.abs(b - c) <= GREY_TOLERANCE;
    case "CMYK":
      // Black ink alone.
      return a <= GREY_TOLERANCE && b <= GREY_TOLERANCE && c <= GREY_TOLERANCE;
    default:
      return false;
  }
}
