import { type BookSearchHit, HEADING_MARKER, plainText } from "@bindery/contract";

/**
 * Both databases mark the matched words of a page's whole text with these (FTS5's
 * highlight(), PostgreSQL's ts_headline with HighlightAll); control characters never
 * appear in page text, which holds paragraphs of printable text.
 */
export const MATCH_START = "\u0002";
export const MATCH_END = "\u0003";

/** Characters of context shown before the first match, and the snippet's whole length. */
const CONTEXT_BEFORE = 60;
const SNIPPET_LENGTH = 180;
const ELLIPSIS = "…";

/**
 * A search hit's text from a page with its matches marked: the page as one line of plain
 * text (paragraphs joined by a space, heading and italics' markers removed), cut around the first
 * match at word boundaries, with the [start, end) offsets of the matches inside the
 * snippet, the distinct matched words as the page writes them, and the paragraph (from 0,
 * as the reader counts them) that holds the first match.
 */
export function snippetOf(
  marked: string,
): Pick<BookSearchHit, "snippet" | "highlights" | "words" | "block"> {
  // Italics are the reader's typography; a snippet is plain text.
  const flat = plainText(marked)
    .split("\n\n")
    .map((paragraph) =>
      paragraph.startsWith(HEADING_MARKER) ? paragraph.slice(HEADING_MARKER.length) : paragraph,
    )
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  const { text, ranges } = unmark(flat);
  const words = [...new Set(ranges.map(([start, end]) => text.slice(start, end)))];

  const first = ranges[0]?.[0] ?? 0;
  let start = wordStartAtOrAfter(text, Math.max(0, first - CONTEXT_BEFORE));
  if (start > first) start = first;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    end = Math.max(wordEndBefore(text, end, start), firstEnd(ranges, start, end));
  }
  const prefix = start > 0 ? ELLIPSIS : "";
  const snippet = prefix + text.slice(start, end) + (end < text.length ? ELLIPSIS : "");
  // Offsets are JavaScript string indices (UTF-16 code units), as the reader slices them.
  const shift = prefix.length - start;
  const highlights = ranges
    .filter(([from, to]) => from >= start && to <= end)
    .map(([from, to]): [number, number] => [from + shift, to + shift]);
  return { snippet, highlights, words, block: firstMatchBlock(marked) };
}

/** The paragraph of the first match: paragraphs before it, empty ones not counted. */
function firstMatchBlock(marked: string): number {
  const at = marked.indexOf(MATCH_START);
  if (at < 0) return 0;
  return marked
    .slice(0, at)
    .split("\n\n")
    .slice(0, -1)
    .filter((paragraph) => paragraph.length > 0).length;
}

/** The text without markers, and where the marked stretches were. */
function unmark(marked: string): { text: string; ranges: Array<[number, number]> } {
  const ranges: Array<[number, number]> = [];
  let text = "";
  let open: number | null = null;
  for (const char of marked) {
    if (char === MATCH_START) open = text.length;
    else if (char === MATCH_END) {
      if (open !== null && text.length > open) addRange(text, ranges, [open, text.length]);
      open = null;
    } else text += char;
  }
  return { text, ranges };
}

/**
 * Adds a marked stretch, joined to the last one when only a word's inner punctuation lies
 * between them: PostgreSQL marks "stop" and "world" of a page's "stop-the-world", and the
 * reader then marks that compound on the page, not every "stop" and "world" of it.
 */
function addRange(text: string, ranges: Array<[number, number]>, range: [number, number]): void {
  const last = ranges.at(-1);
  if (last && !/\s/.test(text.slice(last[1], range[0]))) last[1] = range[1];
  else ranges.push(range);
}

/** `index` when a word starts there, else the start of the next word. */
function wordStartAtOrAfter(text: string, index: number): number {
  if (index === 0 || /\s/.test(text[index - 1] ?? "")) return index;
  const space = text.indexOf(" ", index);
  return space === -1 ? index : space + 1;
}

/** The end of the last whole word before `index` after `floor` (else `index`: one long word). */
function wordEndBefore(text: string, index: number, floor: number): number {
  if (/\s/.test(text[index] ?? " ")) return index;
  const space = text.lastIndexOf(" ", index);
  return space > floor ? space : index;
}

/** A snippet never cuts its first match in two. */
function firstEnd(ranges: Array<[number, number]>, start: number, end: number): number {
  const first = ranges.find(([from]) => from >= start && from < end);
  return first ? first[1] : 0;
}
