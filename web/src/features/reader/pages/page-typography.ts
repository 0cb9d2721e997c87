import {
  BODY_FONT_SIZE,
  BODY_FONT_WEIGHT,
  BODY_LINE_HEIGHT,
  BOOK_FONT_FAMILY,
  HEADING_FONT_SIZE,
  HEADING_FONT_WEIGHT,
  HEADING_LINE_HEIGHT,
  PAGE_HEIGHT,
  PAGE_PADDING,
  PAGE_WIDTH,
  PARAGRAPH_GAP,
  VIEWPORT_WIDTH,
} from "@bindery/contract";
import type { CSSProperties } from "react";

/** Room kept free around the book, in screen px. */
export const STAGE_MARGIN = 16;

/** The open book is VIEWPORT_WIDTH wide: two pages and the cover's edge either side. */
export const COVER_EDGE = (VIEWPORT_WIDTH - 2 * PAGE_WIDTH) / 2;

const BODY_FONT = `${BODY_FONT_WEIGHT} ${BODY_FONT_SIZE}px/${BODY_LINE_HEIGHT}px "${BOOK_FONT_FAMILY}"`;
const HEADING_FONT = `${HEADING_FONT_WEIGHT} ${HEADING_FONT_SIZE}px/${HEADING_LINE_HEIGHT}px "${BOOK_FONT_FAMILY}"`;

/**
 * The book's measurements as CSS custom properties, from the contract's typography: the
 * converter lays pages out with the same numbers, so what it fitted fits here (reader.css
 * uses nothing else for the page box and its text).
 */
export const pageTypography = {
  "--page-width": `${PAGE_WIDTH}px`,
  "--page-height": `${PAGE_HEIGHT}px`,
  "--page-padding": `${PAGE_PADDING}px`,
  "--paragraph-gap": `${PARAGRAPH_GAP}px`,
  "--book-font": `"${BOOK_FONT_FAMILY}"`,
  "--body-font": BODY_FONT,
  "--heading-font": HEADING_FONT,
  "--cover-edge": `${COVER_EDGE}px`,
} as CSSProperties;

/**
 * Starts loading the book font's faces for Latin text: the browser would otherwise ask for
 * them only once the first page is laid out, after its text has arrived.
 */
export function preloadBookFont(): void {
  for (const font of [BODY_FONT, HEADING_FONT]) document.fonts.load(font).catch(() => {});
}

/** The book's size on screen before scaling, in CSS px. */
export function bookSize(single: boolean): { width: number; height: number } {
  return {
    width: single ? PAGE_WIDTH + 2 * COVER_EDGE : VIEWPORT_WIDTH,
    height: PAGE_HEIGHT + 2 * COVER_EDGE,
  };
}

/** Below this window height a book page would be shown at well under half its size. */
const REFLOW_BELOW_HEIGHT = 560;

/**
 * Windows where a book page would be shrunk past reading: narrower than one page at full
 * size (phones), or as low as a phone on its side. Their text is reflowed instead
 * (reflow/ReflowedBook.tsx).
 */
export const REFLOW_QUERY = `(max-width: ${PAGE_WIDTH + 2 * COVER_EDGE + 2 * STAGE_MARGIN - 1}px), (max-height: ${REFLOW_BELOW_HEIGHT - 1}px)`;
