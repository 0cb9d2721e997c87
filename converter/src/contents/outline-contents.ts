import { HEADING_MARKER } from "@bindery/contract/typography";
import type { OutlineEntry } from "../pdf/outline.js";
import type { BookPage } from "../types.js";
import { type BookContents, contentsOrHeadings } from "./book-contents.js";
import { sourcePageStarts } from "./source-pages.js";

/**
 * Book pages after the first holding a bookmark's PDF page where its heading may still
 * be: a few lines of that PDF page (a running head, a caption) can end the book page
 * before, and the heading then opens the next.
 */
const HEADING_LOOKAHEAD = 2;

/**
 * The PDF's bookmarks on book pages: each on the first book page holding anything of its
 * PDF page, or a page or two later where a heading of the same words begins. Without
 * bookmarks, the headings.
 */
export function outlineContents(
  outline: readonly OutlineEntry[],
  pdfPageStarts: ReadonlyMap<number, number>,
  pages: ReadonlyArray<Pick<BookPage, "page_order" | "page_content">>,
): BookContents {
  const startOf = sourcePageStarts(pdfPageStarts, pages.length - 1);
  const entries = outline.map((entry) => {
    const start = startOf(entry.pdfPage + 1);
    const title = comparable(entry.title);
    const heading = pages
      .slice(start, start + HEADING_LOOKAHEAD + 1)
      .find((page) =>
        page.page_content
          .split("\n\n")
          .some(
            (paragraph) =>
              paragraph.startsWith(HEADING_MARKER) &&
              title !== "" &&
              comparable(paragraph) === title,
          ),
      );
    return { title: entry.title, page_order: heading?.page_order ?? start, level: entry.level };
  });
  return contentsOrHeadings("outline", entries, pages);
}

/** Letters and digits only, lower case: "CONTENTS" and "# Contents" compare equal. */
function comparable(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}
