import { parseParagraphs } from "@bindery/contract/typography";
import type { BookPage } from "../types.js";
import { BODY, HEADING, type PageGeometry, READER_GEOMETRY } from "./geometry.js";
import { breakLines } from "./line-break.js";
import { literataMeasurer, type TextMeasurer } from "./measure.js";

export interface PageMeasure {
  /** Height of the text with the gaps between paragraphs, in px. */
  textHeight: number;
  /** Height the page needs: its text plus every image at its minimum height, in px. */
  requiredHeight: number;
  overflows: boolean;
}

/**
 * Measures a stored book page as the reader will set it, in the full content box with no
 * safety margin: the check that a page fits its box (tests, imports from other sources).
 */
export function measureBookPage(
  page: Pick<BookPage, "page_content" | "visual_content">,
  options: { measurer?: TextMeasurer; geometry?: PageGeometry } = {},
): PageMeasure {
  const measurer = options.measurer ?? literataMeasurer();
  const geometry = options.geometry ?? READER_GEOMETRY;
  const paragraphs = parseParagraphs(page.page_content);
  let textHeight = 0;
  paragraphs.forEach(({ text, heading }, index) => {
    const kind = heading ? HEADING : BODY;
    const lines = breakLines(text, kind.style, geometry.width, measurer).length;
    textHeight += (index > 0 ? geometry.paragraphGap : 0) + lines * kind.lineHeight;
  });
  const images = page.visual_content.length;
  const imagesHeight =
    images === 0
      ? 0
      : (paragraphs.length > 0 ? geometry.paragraphGap : 0) +
        images * geometry.minImageHeight +
        (images - 1) * geometry.paragraphGap;
  const requiredHeight = textHeight + imagesHeight;
  return { textHeight, requiredHeight, overflows: requiredHeight > geometry.height };
}
