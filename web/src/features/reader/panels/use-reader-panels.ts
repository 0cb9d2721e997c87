import type { BookSearchHit } from "@bindery/contract";
import { useState } from "react";

export type ReaderPanel = "contents" | "search" | "go-to-page" | "notes";

/** `#search=…` in the address opens the search with that query. */
export function searchFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("search")?.trim() ?? "";
}

/** The search words to mark on one book page, from the hit chosen last. */
export interface PageMarks {
  page: number;
  words: string[];
}

/**
 * Which of the reader's panels is open (one at a time), the search the search panel shows
 * (kept while it is closed), and the words to mark on the page a search hit opened.
 * Focus goes back to the button that opens the panel (marked `data-opens-panel`), also
 * when the panel was opened by its key.
 */
export function useReaderPanels() {
  // Read once as the reader opens: the reader rewrites the address (its ?page) at once.
  const [searchText, setSearchText] = useState(() => searchFromHash(window.location.hash));
  const [open, setOpen] = useState<ReaderPanel | null>(() => (searchText ? "search" : null));
  const [marks, setMarks] = useState<PageMarks | null>(null);

  const returnFocus = (event: Event) => {
    event.preventDefault();
    document.querySelector<HTMLElement>(`[data-opens-panel="${open}"]`)?.focus();
  };

  return {
    open,
    show: setOpen,
    close: () => setOpen(null),
    returnFocus,
    searchText,
    setSearchText,
    /** A search hit was chosen: its page gets its words marked. */
    markHit: (hit: BookSearchHit) => setMarks({ page: hit.page_order, words: hit.words }),
    /** The words to mark on book page `page`, if any. */
    marksOn: (page: number) => (marks?.page === page ? marks.words : undefined),
  };
}
