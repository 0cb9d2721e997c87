import { readerChunkOf as chunkOf } from "@bindery/contract";

// Aligned chunks of pages (the contract's rule, which the server's page hints share).
export { readerChunkOf as chunkOf, readerChunkRange as chunkRange } from "@bindery/contract";

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
