import type { Book } from "@bindery/contract";
import { useQuery } from "@tanstack/react-query";
import { snapshotChunkQuery } from "./reader-api";
import type { ReaderSource } from "./reader-source";

/**
 * Whether the book has original pages to show (snapshots of its PDF). Text and EPUB books
 * count sections as their original pages but have no snapshots, so the first chunk of
 * snapshots is asked for (the same answer the basic view and the slider's thumbnails use
 * first) and the basic view is offered unless it holds none.
 */
export function useHasOriginals(book: Book | null, source: ReaderSource): boolean {
  const first = useQuery({
    ...snapshotChunkQuery(source, 0),
    enabled: book !== null && book.original_pages_count > 0,
  });
  // An answer that failed says nothing about the book: the basic view is offered, and
  // says itself when it cannot open.
  return first.isError || (first.data?.snapshots.length ?? 0) > 0;
}
