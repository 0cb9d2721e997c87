import { type Annotation, anchorQuote, anchorText, paragraphTexts } from "@bindery/contract";
import { createContext, useContext } from "react";

/** A highlight's part in one paragraph: plain-text offsets (italic markers not counted). */
export interface HighlightRange {
  start: number;
  end: number;
  id: string;
  color: string;
}

/** What the pages of both views ask of the reader's highlights. */
export interface PageHighlights {
  /** The highlights in paragraph `paragraph` of book page `page`, in text order. */
  rangesOn(page: number, paragraph: number): readonly HighlightRange[];
  /** A highlight was tapped: its note opens. */
  open(id: string): void;
  /** The highlight a jump or a link just showed: it flashes. */
  flashing: string | null;
}

export const HighlightsContext = createContext<PageHighlights | null>(null);

const NONE: readonly HighlightRange[] = [];

/** The highlights of one paragraph of one page, none outside a reader that keeps them. */
export function useParagraphHighlights(page: number, paragraph: number) {
  const highlights = useContext(HighlightsContext);
  return {
    ranges: highlights?.rangesOn(page, paragraph) ?? NONE,
    open: highlights?.open,
    flashing: highlights?.flashing ?? null,
  };
}

/** Where each paragraph starts in a page's anchor text (paragraphs joined by "\n"). */
export function paragraphStarts(pageContent: string): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const text of paragraphTexts(pageContent)) {
    starts.push(at);
    at += text.length + 1;
  }
  return starts;
}

/**
 * A page's highlights split by paragraph: each found by its quote in the page's text (a
 * detached one, or one the page no longer holds, is not drawn).
 */
export function pageHighlightRanges(
  pageContent: string,
  highlights: readonly Annotation[],
): Map<number, HighlightRange[]> {
  const text = anchorText(pageContent);
  const starts = paragraphStarts(pageContent);
  const byParagraph = new Map<number, HighlightRange[]>();
  for (const highlight of highlights) {
    if (highlight.kind !== "highlight" || !highlight.quote || highlight.detached) continue;
    const found = anchorQuote(text, highlight.quote);
    if (!found) continue;
    starts.forEach((start, paragraph) => {
      const end = (starts[paragraph + 1] ?? text.length + 1) - 1;
      const from = Math.max(found.start, start);
      const to = Math.min(found.end, end);
      if (to <= from) return;
      const ranges = byParagraph.get(paragraph) ?? [];
      ranges.push({
        start: from - start,
        end: to - start,
        id: highlight.id,
        color: highlight.color ?? "yellow",
      });
      byParagraph.set(paragraph, ranges);
    });
  }
  for (const ranges of byParagraph.values()) ranges.sort((a, b) => a.start - b.start);
  return byParagraph;
}

export interface TextPiece {
  text: string;
  range: HighlightRange | null;
}

/** `text` (starting at plain offset `offset`) cut where highlights begin and end. */
export function highlightPieces(
  text: string,
  offset: number,
  ranges: readonly HighlightRange[],
): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const range of ranges) {
    const from = Math.max(range.start - offset, at);
    const to = Math.min(range.end - offset, text.length);
    if (to <= from) continue;
    if (from > at) pieces.push({ text: text.slice(at, from), range: null });
    pieces.push({ text: text.slice(from, to), range });
    at = to;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), range: null });
  return pieces;
}
