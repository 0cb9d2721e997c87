import type { BookContentsResponse, ContentsEntry, ContentsSource } from "@bindery/contract";
import { MAX_CONTENTS_ENTRIES, MAX_CONTENTS_LEVEL } from "@bindery/contract/contents-rules";
import { parseParagraphs } from "@bindery/contract/typography";
import type { BookPage } from "../types.js";
import { headingLevels } from "./heading-levels.js";

/** A book's table of contents: where its entries came from, and the entries in order. */
export type BookContents = BookContentsResponse;

/** A longer title is a paragraph taken for a heading; the panel shows a line or two. */
const MAX_TITLE_LENGTH = 200;

/**
 * The entries as every book's contents keep them: titles on one line and not empty, pages
 * inside the book, levels from 0 with deeper ones folded into MAX_CONTENTS_LEVEL, and at
 * most MAX_CONTENTS_ENTRIES of them (the first ones).
 */
export function tidyContents(
  source: ContentsSource,
  entries: readonly ContentsEntry[],
  pageCount: number,
): BookContents {
  const lastPage = Math.max(0, pageCount - 1);
  const tidy: ContentsEntry[] = [];
  for (const entry of entries) {
    const title = entry.title.replace(/\s+/g, " ").trim();
    if (!title) continue;
    const page_order = Math.min(Math.max(0, Math.trunc(entry.page_order)), lastPage);
    // A heading below the top of its page is kept only on the page it was found on.
    const block = page_order === entry.page_order ? Math.trunc(entry.block ?? 0) : 0;
    tidy.push({
      title: title.length > MAX_TITLE_LENGTH ? `${title.slice(0, MAX_TITLE_LENGTH - 1)}…` : title,
      page_order,
      ...(block > 0 ? { block } : {}),
      level: Math.min(Math.max(0, Math.trunc(entry.level)), MAX_CONTENTS_LEVEL),
    });
    if (tidy.length === MAX_CONTENTS_ENTRIES) break;
  }
  return { source, entries: tidy };
}

/**
 * Contents made of the headings the layout kept (paragraphs that begin with
 * HEADING_MARKER), each at its place (its page, and its paragraph there when other text
 * comes before it), at the depth its wording gives it
 * (heading-levels.ts). Pages are given in reading order; they may be only those that hold
 * a heading, of a book of `pageCount` pages.
 */
export function headingContents(
  pages: ReadonlyArray<Pick<BookPage, "page_order" | "page_content">>,
  pageCount = pages.length,
): BookContents {
  const headings: { title: string; page_order: number; block?: number }[] = [];
  for (const page of pages) {
    parseParagraphs(page.page_content).forEach((paragraph, block) => {
      if (paragraph.heading) {
        headings.push({
          title: paragraph.text,
          page_order: page.page_order,
          ...(block > 0 ? { block } : {}),
        });
      }
    });
  }
  const levels = headingLevels(headings.map((heading) => heading.title));
  const entries = headings.map((heading, index) => ({ ...heading, level: levels[index] ?? 0 }));
  return tidyContents("headings", entries, pageCount);
}

/** The book's own contents when it has any, else its headings'. */
export function contentsOrHeadings(
  source: ContentsSource,
  entries: readonly ContentsEntry[],
  pages: ReadonlyArray<Pick<BookPage, "page_order" | "page_content">>,
): BookContents {
  const own = tidyContents(source, entries, pages.length);
  return own.entries.length > 0 ? own : headingContents(pages);
}
