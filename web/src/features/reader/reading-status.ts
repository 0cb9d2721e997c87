import type { ContentsEntry } from "@bindery/contract";

/** Words an adult reads silently in a minute, on average: what "time left" assumes. */
export const WORDS_PER_MINUTE = 230;

/**
 * The quiet details after a phone's page label: how far into the book the reader is, and
 * about how long the rest of the chapter takes (the chapter ends where the next contents
 * entry starts, else with the book; its pages are taken to hold as many words as this one).
 */
export function readingStatus(options: {
  /** The book page on show (from 0), and the book's number of pages. */
  page: number;
  count: number;
  entries: readonly ContentsEntry[] | undefined;
  /** Words on the page on show, null while it loads. */
  wordsOnPage: number | null;
}): string[] {
  const { page, count, entries, wordsOnPage } = options;
  if (count <= 0) return [];
  const details = [`${Math.round(((page + 1) / count) * 100)}%`];
  if (entries && wordsOnPage !== null) {
    const end = entries.find((entry) => entry.page_order > page)?.page_order ?? count;
    const minutes = Math.max(1, Math.ceil(((end - page) * wordsOnPage) / WORDS_PER_MINUTE));
    details.push(`${minutes} min left in chapter`);
  }
  return details;
}

/** The words of a page's text, as readingStatus counts them. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}
