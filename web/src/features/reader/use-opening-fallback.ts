import { readerChunkOf } from "@bindery/contract";
import { useEffect, useState } from "react";
import { ApiError } from "../../lib/api-client";
import type { ChunkState } from "./pages/use-chunks";

/**
 * If the initial load fails, the first pages are loaded instead. The
 * initial load is the chunk of the page the book opens on; once that page could be shown
 * the book is "opened" and later failures are only the failing pages' own business.
 */
export function useOpeningFallback(
  page: number | null,
  chunkState: (chunk: number) => ChunkState<unknown>,
  setPage: (page: number) => void,
) {
  const [opened, setOpened] = useState(false);
  const opening = page !== null && !opened ? chunkState(readerChunkOf(page)) : null;
  const error = opening?.state === "error" ? opening.error : null;
  // 410: a share link that expired while the book was open.
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 410);
  const atFirstPages = page !== null && readerChunkOf(page) === 0;

  useEffect(() => {
    if (opening?.state === "ready") setOpened(true);
  }, [opening?.state]);
  useEffect(() => {
    if (error && !notFound && !atFirstPages) setPage(0);
  }, [error, notFound, atFirstPages, setPage]);

  return {
    opened,
    notFound,
    /** The first pages failed too: nothing can be shown. */
    failed: error !== null && !notFound && atFirstPages,
  };
}
