import type { BookSearchHit } from "@bindery/contract";
import { useState } from "react";

export type ReaderPanel = "contents" | "search" | "go-to-page";

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
 * Focus goes back where it was when a panel opened, or else to the button that opens it
 * (marked `data-opens-panel`), so a panel opened by its key still hands focus back.
 */
export function useReaderPanels() {
  // Read once as the reader opens: the reader rewrites the address (its ?page) at once.
  const [searchText, setSearchText] = useState(() => searchFromHash(window.location.hash));
  const [open, setOpen] = useState<ReaderPanel | null>(() => (searchText ? "search" : null));
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [marks, setMarks] = useState<PageMarks | null>(null);

  const show = (panel: ReaderPanel) => {
    const active = document.activeElement;
    setOpener(active instanceof HTMLElement && active !== document.body ? active : null);
    setOpen(panel);
  };

  const returnFocus = (event: Event) => {
    event.preventDefault();
    const button = document.querySelector<HTMLElement>(`[data-opens-panel="${open}"]`);
    (opener?.isConnected ? opener : button)?.focus();
  };

  return {
    open,
    show,
    close: () => setOpen(null),
    returnFocus,
    searchText,
    setSearchText,
    marks,
    /** A search hit was chosen: its page gets its words marked. */
    markHit: (hit: BookSearchHit) => setMarks({ page: hit.page_order, words: hit.words }),
    /** The words to mark on book page `page`, if any. */
    marksOn: (page: number) => (marks?.page === page ? marks.words : undefined),
  };
}
