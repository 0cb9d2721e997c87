import { readerChunkOf } from "@bindery/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { bookPageOfOriginal } from "./original-page";
import { bookChunkQuery, snapshotChunkQuery } from "./reader-api";
import type { ReaderSource } from "./reader-source";
import { useBookSnapshots } from "./use-book-snapshots";

export const BASIC_VIEW_ERROR = "Failed to switch to basic view!";

/** The basic view's place, the original page it opened on, and the enhanced page left. */
interface BasicView {
  page: number;
  opened: number;
  returnTo: number;
}

/**
 * The basic view: the original PDF pages. It opens on the original page
 * the enhanced view's page came from (its page_number): switching loads the snapshots'
 * chunk holding it first and stays in the enhanced view if that fails. Coming back opens
 * the book page made from the original page reached there; a reader who turned no page
 * there comes back to the very book page left (one original may make several).
 * More snapshots load as the reader goes on.
 */
export function useBasicView(options: {
  source: ReaderSource;
  originalPages: number;
  /** The book's number of book pages. */
  bookPages: number;
  /** The enhanced view's page now, the original page it came from, how to go back to one. */
  page: number;
  original: number;
  returnTo(page: number): void;
}) {
  const { source, originalPages, bookPages, page, original, returnTo } = options;
  const queryClient = useQueryClient();
  const [basic, setBasic] = useState<BasicView | null>(null);
  const snapshotAt = useBookSnapshots(source, basic?.page ?? 0, originalPages, basic !== null);

  const toggle = async (): Promise<boolean> => {
    if (basic) {
      const reached =
        basic.page === basic.opened
          ? basic.returnTo
          : await bookPageOfOriginal({
              original: basic.page,
              count: bookPages,
              chunk: async (chunk) =>
                (await queryClient.fetchQuery(bookChunkQuery(source, chunk))).pages,
            }).catch(() => basic.returnTo);
      returnTo(reached);
      setBasic(null);
      return true;
    }
    try {
      const opening = Math.max(0, Math.min(original, originalPages - 1));
      await queryClient.fetchQuery(snapshotChunkQuery(source, readerChunkOf(opening)));
      setBasic({ page: opening, opened: opening, returnTo: page });
      return true;
    } catch {
      window.alert(BASIC_VIEW_ERROR);
      return false;
    }
  };

  return {
    /** The basic view's page, or null in the enhanced view. */
    page: basic?.page ?? null,
    goTo: (target: number) => setBasic((current) => current && { ...current, page: target }),
    toggle,
    snapshotAt,
  };
}
