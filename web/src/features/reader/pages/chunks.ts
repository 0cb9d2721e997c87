import { readerChunkOf } from "@bindery/contract";

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
  let first = readerChunkOf(page - PAGES_BEHIND);
  let last = readerChunkOf(page + PAGES_AHEAD);
  if (count !== null) {
    const lastChunk = readerChunkOf(Math.max(0, count - 1));
    last = Math.min(last, lastChunk);
    first = Math.min(first, last);
  }
  const chunks: number[] = [];
  for (let chunk = first; chunk <= last; chunk++) chunks.push(chunk);
  return chunks;
}
