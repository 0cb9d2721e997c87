import type { ExtractedPage } from "../../src/text/extracted-page.js";
import type { TextLine } from "../../src/text/text-line.js";

/** A body-text line of 10 pt type at (x0, y0), `width` points wide. */
export function line(text: string, x0: number, y0: number, width = 200, size = 10): TextLine {
  return {
    text,
    box: { x0, y0, x1: x0 + width, y1: y0 + size * 1.2 },
    size,
    headSize: size,
    bold: false,
    mono: false,
    rtl: false,
    cellStarts: [],
  };
}

/** A 400 × 600 pt page holding these lines and nothing else. */
export function page(index: number, lines: TextLine[]): ExtractedPage {
  return {
    index,
    width: 400,
    height: 600,
    lines,
    pictures: [],
    snapshot: null,
    imageOnly: false,
    failed: false,
    ocrConfidence: null,
    links: [],
  };
}
