import { usableMetadata } from "@bindery/contract/book-titles";
import { HEADING_MARKER } from "@bindery/contract/typography";
import type { BookPage } from "../types.js";

/** A document's title is set on its first pages. */
const TITLE_PAGES = 3;
const TITLE_MAX = 120;
/** Headings that open a part of a document, not the document: no title then. */
const SECTION_HEADING =
  /^(?:contents|table of contents|preface|foreword|introduction|abstract|chapter|part|section)\b|^(?:[ivxlcdm]+|\d+)\.?(?:\s|$)/i;

/**
 * The title of a PDF whose metadata names none: the first heading (text set larger than
 * the body) on its first pages, when it is not a section's heading or junk.
 */
export function firstHeadingTitle(pages: readonly BookPage[]): string | null {
  for (const page of pages) {
    if (page.page_number > TITLE_PAGES) return null;
    const heading = page.page_content
      .split("\n\n")
      .find((paragraph) => paragraph.startsWith(HEADING_MARKER));
    if (!heading) continue;
    const text = heading.slice(HEADING_MARKER.length).trim();
    return text.length <= TITLE_MAX && !SECTION_HEADING.test(text) ? usableMetadata(text) : null;
  }
  return null;
}
