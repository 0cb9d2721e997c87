import { parseParagraphs } from "@bindery/contract/typography";
import type { BookPage } from "../types.js";

/**
 * Book pages after the first holding a PDF page where a heading of that page may still
 * be: a few lines of that PDF page (a running head, a caption) can end the book page
 * before, and the heading then opens the next.
 */
const HEADING_LOOKAHEAD = 2;

/** A heading's place: its book page and its paragraph there (from 0, as the reader counts). */
export interface HeadingPlace {
  page_order: number;
  block: number;
}

/**
 * Where a heading of `words` stands, from book page `start` (where its PDF page begins)
 * to HEADING_LOOKAHEAD pages after, and past `after` when given (the place of the entry
 * before, for entries in reading order): the first heading whose letters and digits are
 * those of `words`, with or without its section number ("4 Foo" for a bookmark "Foo"),
 * or null. `pages` are the book's, in order (pages[n] has page_order n).
 */
export function findHeading(
  pages: ReadonlyArray<Pick<BookPage, "page_order" | "page_content">>,
  start: number,
  words: string,
  after?: HeadingPlace,
): HeadingPlace | null {
  const wanted = comparable(words);
  if (wanted === "") return null;
  const first = Math.max(start, after?.page_order ?? 0);
  for (const page of pages.slice(first, start + HEADING_LOOKAHEAD + 1)) {
    const block = parseParagraphs(page.page_content).findIndex(
      (paragraph, block) =>
        paragraph.heading &&
        (after === undefined || page.page_order > after.page_order || block > after.block) &&
        (comparable(paragraph.text) === wanted ||
          comparable(paragraph.text.replace(SECTION_NUMBER, "")) === wanted),
    );
    if (block >= 0) return { page_order: page.page_order, block };
  }
  return null;
}

/** A section's number before its title: "4 ", "2.3. ", "IV. ". */
const SECTION_NUMBER = /^\s*(?:\d+(?:\.\d+)*\.?|[IVXLCDM]+\.)\s+/;

/** Letters and digits only, lower case: "CONTENTS" and "Contents." compare equal. */
function comparable(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}
