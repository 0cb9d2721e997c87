import { READER_CHUNK_PAGES } from "@bindery/contract";

/** A book page's place and the original (PDF) page it was made from, both from 0. */
interface PageSource {
  page_order: number;
  page_number: number;
}

/**
 * The book page made from original page `original`: the first whose page_number is it,
 * else the first made from a later original page (an original page with no text of its
 * own), else the last book page. Book pages follow their originals in order, so the chunks
 * of book pages are searched by halves: a few requests, whatever the book's length.
 */
export async function bookPageOfOriginal(options: {
  original: number;
  /** The book's number of book pages. */
  count: number;
  /** The book pages of reader chunk `chunk`. */
  chunk(chunk: number): Promise<readonly PageSource[]>;
}): Promise<number> {
  const { original, count, chunk } = options;
  if (count <= 0) return 0;
  let low = 0;
  let high = Math.floor((count - 1) / READER_CHUNK_PAGES);
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const pages = [...(await chunk(middle))].sort((a, b) => a.page_order - b.page_order);
    const first = pages[0];
    const last = pages.at(-1);
    if (!first || !last || original < first.page_number) high = middle - 1;
    else if (original > last.page_number) low = middle + 1;
    else {
      const found = pages.find((page) => page.page_number >= original) ?? last;
      return found.page_order;
    }
  }
  return Math.min(low * READER_CHUNK_PAGES, count - 1);
}
