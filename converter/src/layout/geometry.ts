import {
  BODY_LINE_HEIGHT,
  CONTENT_HEIGHT,
  CONTENT_WIDTH,
  HEADING_LINE_HEIGHT,
  MIN_IMAGE_HEIGHT,
  PARAGRAPH_GAP,
} from "@bindery/contract/typography";
import { BODY_STYLE, HEADING_STYLE, type TextStyle } from "./measure.js";

/** The box a page's content is laid out in, and the reader's rules inside it. */
export interface PageGeometry {
  width: number;
  height: number;
  paragraphGap: number;
  minImageHeight: number;
}

/** The reader's content box (the 650×650 page minus its padding). */
export const READER_GEOMETRY: PageGeometry = {
  width: CONTENT_WIDTH,
  height: CONTENT_HEIGHT,
  paragraphGap: PARAGRAPH_GAP,
  minImageHeight: MIN_IMAGE_HEIGHT,
};

/**
 * What the layout keeps free, in px, at the end of each line and the bottom of each page:
 * the browser's text shaping may round differently from fontkit's.
 */
export const DEFAULT_SAFETY_PX = 4;

export interface ParagraphKind {
  style: TextStyle;
  lineHeight: number;
}

export const BODY: ParagraphKind = { style: BODY_STYLE, lineHeight: BODY_LINE_HEIGHT };
export const HEADING: ParagraphKind = { style: HEADING_STYLE, lineHeight: HEADING_LINE_HEIGHT };
