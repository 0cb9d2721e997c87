/**
 * What the reader and the reflowed view say to each other, in book terms. Kept apart from
 * ReflowedBook.tsx so the reader can use it without loading the view's lazy chunk.
 */

/** A place in book terms: a book page (page_order) and a block of it, both from 0. */
export interface BookPlace {
  page: number;
  block: number;
}

/**
 * "Show this place": `seq` changes with every request, so asking twice goes twice. A
 * request that opens a search hit (`match`) shows the screen of the first marked word in
 * that block, which may be past the block's first screen.
 */
export interface ReflowRequest extends BookPlace {
  seq: number;
  match?: boolean;
}

/** Where the reflowed view is: the first block on screen, and the screen within its page. */
export interface ReflowLocation extends BookPlace {
  /** This screen's place among the screens showing that book page, from 1. */
  at: number;
  of: number;
  canGoBack: boolean;
  canGoForward: boolean;
}

export interface ReflowTurns {
  back(): void;
  forward(): void;
}

/** A block past any page's last: markAt() answers the place after the page's last block for it. */
export const LAST_BLOCK = Number.MAX_SAFE_INTEGER;
