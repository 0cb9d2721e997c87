import type { Annotation, HighlightColor } from "@bindery/contract";
import { anchorQuote, anchorText } from "@bindery/contract";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type HighlightRange, type PageHighlights, pageHighlightRanges } from "../pages/highlights";
import type { SelectedQuote } from "./selection-quote";
import { paragraphAt } from "./selection-quote";
import { useAnnotations } from "./use-annotations";

/** `#hl=<id>` in the address: the highlight a shared link opens and flashes. */
export function highlightFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("hl");
}

const FLASH_MS = 2400;

/**
 * The reader's side of annotations: the highlights each page draws, the note open in its
 * dialog, what the selection bar does, and jumps (from the panel or a link) that open a
 * highlight's page at its paragraph and flash it.
 */
export function useReaderAnnotations(options: {
  bookId: string;
  signedIn: boolean;
  /** A book page's content once loaded, else null. */
  contentOf(page: number): string | null;
  goTo(page: number, block: number): void;
}) {
  const { bookId, signedIn } = options;
  const annotations = useAnnotations(bookId, signedIn);
  const [noteFor, setNoteFor] = useState<string | null>(null);
  const [flashing, setFlashing] = useState<string | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const contentOf = useCallback((page: number) => latest.current.contentOf(page), []);

  const cache = useRef(
    new Map<number, { content: string; ranges: Map<number, HighlightRange[]> }>(),
  );
  const byPage = useMemo(() => {
    cache.current.clear();
    const pages = new Map<number, Annotation[]>();
    for (const item of annotations.list) {
      if (item.kind !== "highlight") continue;
      pages.set(item.page, [...(pages.get(item.page) ?? []), item]);
    }
    return pages;
  }, [annotations.list]);

  const highlights: PageHighlights = {
    rangesOn(page, paragraph) {
      const onPage = byPage.get(page);
      const content = onPage ? contentOf(page) : null;
      if (!onPage || content === null) return [];
      let cached = cache.current.get(page);
      if (!cached || cached.content !== content) {
        cached = { content, ranges: pageHighlightRanges(content, onPage) };
        cache.current.set(page, cached);
      }
      return cached.ranges.get(paragraph) ?? [];
    },
    open: setNoteFor,
    flashing,
  };

  useEffect(() => {
    if (!flashing) return;
    const timer = setTimeout(() => setFlashing(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashing]);

  /** Opens an annotation's page (a highlight's paragraph, reflowed) and flashes it. */
  const jumpTo = useCallback(
    (annotation: Annotation) => {
      const content = contentOf(annotation.page);
      const found =
        content !== null && annotation.quote
          ? anchorQuote(anchorText(content), annotation.quote)
          : null;
      latest.current.goTo(
        annotation.page,
        found && content !== null ? paragraphAt(content, found.start) : 0,
      );
      if (annotation.kind === "highlight") setFlashing(annotation.id);
    },
    [contentOf],
  );

  // A link to a highlight (#hl=) opens its page and flashes it: the address the reader
  // opened with, and any the reader goes to while the book is open (only the hash changes,
  // so the page is not loaded again: the browser says so with hashchange).
  const [link, setLink] = useState(() => ({ id: highlightFromHash(window.location.hash), seq: 0 }));
  useEffect(() => {
    const follow = () =>
      setLink((old) => ({ id: highlightFromHash(window.location.hash), seq: old.seq + 1 }));
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  const followed = useRef<{ seq: number; opened: boolean } | null>(null);
  const linkedItem = link.id ? annotations.find(link.id) : undefined;
  const linkedReady = linkedItem !== undefined && contentOf(linkedItem.page) !== null;
  useEffect(() => {
    const done = followed.current?.seq === link.seq && followed.current.opened;
    if (!linkedItem || done) return;
    if (linkedReady) {
      followed.current = { seq: link.seq, opened: true };
      jumpTo(linkedItem);
    } else if (followed.current?.seq !== link.seq) {
      // Its page is not loaded yet (a link from far off): open it, then find the words.
      followed.current = { seq: link.seq, opened: false };
      latest.current.goTo(linkedItem.page, 0);
    }
  }, [link.seq, linkedItem, linkedReady, jumpTo]);

  const highlight = async (selected: SelectedQuote, color: HighlightColor) =>
    annotations.add({ kind: "highlight", page: selected.page, quote: selected.quote, color });

  return {
    annotations,
    highlights,
    contentOf,
    jumpTo,
    noteFor: noteFor ? (annotations.find(noteFor) ?? null) : null,
    openNote: setNoteFor,
    closeNote: () => setNoteFor(null),
    highlight,
    /** A highlight with a note: made, then its note opens. */
    async noteOnSelection(selected: SelectedQuote) {
      const created = await highlight(selected, "yellow");
      setNoteFor(created.id);
    },
    /** Bookmarks book page `page`, or removes its bookmark. */
    async toggleBookmark(page: number) {
      const existing = annotations.bookmarkOn(page);
      if (existing) await annotations.remove(existing.id);
      else await annotations.add({ kind: "bookmark", page });
    },
  };
}
