import { readerChunkOf } from "@bindery/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { bookChunkQuery, snapshotChunkQuery } from "../pages/reader-api";
import type { ReaderSource } from "../pages/reader-source";

/** The thumb must rest this long before its page's thumbnail is asked for. */
const SETTLE_MS = 120;

/**
 * The thumbnail of the original PDF page behind `page` while the page slider is dragged:
 * the book page's chunk says which original page it came from (page_number), the
 * snapshots' chunk has that page's thumbnail. In the basic view `page` is already an
 * original page. Asked for only once the thumb rests, so a fast drag across a long book
 * does not fetch every chunk it passes; both chunks stay cached for the reader.
 */
export function usePageThumbnail(options: {
  source: ReaderSource;
  /** The page under the thumb, or null when the slider is not being dragged. */
  page: number | null;
  /** The view shows original pages (basic view). */
  original: boolean;
  /** The book has original pages with snapshots (a PDF book). */
  enabled: boolean;
}): string | null {
  const { source, page, original, enabled } = options;
  const [settled, setSettled] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(page), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [page]);

  const wanted = enabled && settled !== null;
  const bookPages = useQuery({
    ...bookChunkQuery(source, readerChunkOf(settled ?? 0)),
    enabled: wanted && !original,
  });
  const pageNumber = original
    ? settled
    : (bookPages.data?.pages.find((candidate) => candidate.page_order === settled)?.page_number ??
      null);
  const snapshots = useQuery({
    ...snapshotChunkQuery(source, readerChunkOf(pageNumber ?? 0)),
    enabled: wanted && pageNumber !== null,
  });
  if (!wanted || page === null) return null;
  return (
    snapshots.data?.snapshots.find((snapshot) => snapshot.page_number === pageNumber)?.thumb_url ??
    null
  );
}
