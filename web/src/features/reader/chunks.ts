import { type InclusiveRange, READER_CHUNK_PAGES } from "@bindery/contract";

/**
 * The reader fetches pages (and snapshots) in fixed chunks of READER_CHUNK_PAGES, aligned
 * to multiples of it: chunk 0 is 0-19, chunk 1 is 20-39… Aligned chunks mean a page is
 * always fetched by the same request, so the query cache never holds a page twice.
 */
export function chunkOf(index: number): number {
  return Math.floor(Math.max(0, index) / READER_CHUNK_PAGES);
}

export function chunkRange(chunk: number): InclusiveRange {
  const start = chunk * READER_CHUNK_PAGES;
  return { start, end: start + READER_CHUNK_PAGES - 1 };
}

/** Pages kept loaded behind the reader, so turning back never waits. */
export const PAGES_BEHIND = 2;
/** Pages kept loaded ahead: the next chunk is fetched while ten pages remain. */
export const PAGES_AHEAD = 10;

/**
 * The chunks the reader needs around `page`: the one it shows, the one behind when it is
 * near a chunk's start, and the next when fewer than PAGES_AHEAD pages remain in this
 * one. `count` (when known) keeps requests inside the book.
 */
export function chunksAround(page: number, count: number | null): number[] {
  let first = chunkOf(page - PAGES_BEHIND);
  let last = chunkOf(page + PAGES_AHEAD);
  if (count !== null) {
    const lastChunk = chunkOf(Math.max(0, count - 1));
    last = Math.min(last, lastChunk);
    first = Math.min(first, last);
  }
  const chunks: number[] = [];
  for (let chunk = first; chunk <= last; chunk++) chunks.push(chunk);
  return chunks;
}
