import type { OutlineEntry } from "../pdf/outline.js";
import type { BookPage } from "../types.js";
import { type BookContents, contentsOrHeadings } from "./book-contents.js";
import { findHeading, type HeadingPlace } from "./heading-place.js";
import { sourcePageStarts } from "./source-pages.js";

/**
 * The PDF's bookmarks on book pages: each at the heading of the same words on the first
 * book pages holding anything of its PDF page, after the heading of the bookmark before
 * (findHeading), else at the first of those pages. Without bookmarks, the headings.
 */
export function outlineContents(
  outline: readonly OutlineEntry[],
  pdfPageStarts: ReadonlyMap<number, number>,
  pages: ReadonlyArray<Pick<BookPage, "page_order" | "page_content">>,
): BookContents {
  const startOf = sourcePageStarts(pdfPageStarts, pages.length - 1);
  let last: HeadingPlace | undefined;
  const entries = outline.map((entry) => {
    const start = startOf(entry.pdfPage + 1);
    const heading = findHeading(pages, start, entry.title, last);
    last = heading ?? last;
    return { title: entry.title, ...(heading ?? { page_order: start }), level: entry.level };
  });
  return contentsOrHeadings("outline", entries, pages);
}
