import {
  BODY_LINE_HEIGHT,
  CONTENT_HEIGHT,
  CONTENT_WIDTH,
  HEADING_LINE_HEIGHT,
  HEADING_MARKER,
  MIN_IMAGE_HEIGHT,
  PARAGRAPH_GAP,
} from "@bindery/contract";
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

/** A paragraph of page_content: headings carry the marker in front of their text. */
export function formatParagraph(text: string, heading: boolean): string {
  if (heading) return HEADING_MARKER + text;
  // A body paragraph must not read as a heading: a no-break space looks the same.
  if (text.startsWith(HEADING_MARKER))
    return `${HEADING_MARKER.trimEnd()}\u00A0${text.slice(HEADING_MARKER.length)}`;
  return text;
}

/** Splits page_content back into paragraphs, telling headings from body text. */
export function parseParagraphs(content: string): Array<{ text: string; heading: boolean }> {
  return content
    .split("\n\n")
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) =>
      paragraph.startsWith(HEADING_MARKER)
        ? { text: paragraph.slice(HEADING_MARKER.length), heading: true }
        : { text: paragraph, heading: false },
    );
}
