import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { snapshotChunkQuery } from "./reader-api";
import { useBookSnapshots } from "./use-book-snapshots";

export const BASIC_VIEW_ERROR = "Failed to switch to basic view!";

/** The basic view's place, and the enhanced page to come back to. */
interface BasicView {
  page: number;
  returnTo: number;
}

/**
 * The basic view (spec section 4): the original PDF pages. Switching loads snapshots
 * 0-19 first and stays in the enhanced view if that fails; it remembers the page to come
 * back to and starts at page 0. More snapshots load as the reader goes on.
 */
export function useBasicView(options: {
  bookId: string;
  signedIn: boolean;
  originalPages: number;
  /** The enhanced view's page now, and how to go back to one. */
  page: number;
  returnTo(page: number): void;
}) {
  const { bookId, signedIn, originalPages, page, returnTo } = options;
  const queryClient = useQueryClient();
  const [basic, setBasic] = useState<BasicView | null>(null);
  const snapshotAt = useBookSnapshots(
    bookId,
    basic?.page ?? 0,
    originalPages,
    signedIn,
    basic !== null,
  );

  const toggle = async (): Promise<boolean> => {
    if (basic) {
      returnTo(basic.returnTo);
      setBasic(null);
      return true;
    }
    try {
      await queryClient.fetchQuery(snapshotChunkQuery(bookId, 0, signedIn));
      setBasic({ page: 0, returnTo: page });
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
