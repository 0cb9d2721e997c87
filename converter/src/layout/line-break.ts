import { tidyItalics } from "@bindery/contract/italics";
import {
  ITALIC_END,
  ITALIC_START,
  LINK_END,
  LINK_START,
  LINK_TARGET_END,
} from "@bindery/contract/typography";
import { canBreakBetween } from "./break-opportunities.js";
import type { TextMeasurer, TextStyle } from "./measure.js";

/** One laid-out line: the characters [start, end) of the paragraph, without edge spaces. */
export interface LineSpan {
  start: number;
  end: number;
}

/** A piece of text between two break opportunities. */
interface Atom {
  start: number;
  end: number;
  /** A space separates this atom from the previous one (it costs a space's width). */
  spaceBefore: boolean;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Greedy line breaking as the browser does it for `white-space: normal` and
 * `overflow-wrap: anywhere`: fill each line with as many atoms as fit; an atom wider than
 * a whole line is broken between graphemes. The text must be normalized (single spaces,
 * no line breaks, see normalizeParagraph). Its italics (ITALIC_START … ITALIC_END) are
 * measured in the italic face, as the reader sets them, and take no room of their own;
 * the spans' offsets are in the text with its markers.
 */
export function breakLines(
  text: string,
  style: TextStyle,
  maxWidth: number,
  measurer: TextMeasurer,
): LineSpan[] {
  const plain = unmarked(text);
  const measure = (start: number, end: number) => measureSpan(plain, start, end, style, measurer);
  const lines: LineSpan[] = [];
  let current: (LineSpan & { width: number }) | null = null;

  for (const atom of atomsOf(plain.text)) {
    const width = measure(atom.start, atom.end);
    const gap = atom.spaceBefore ? measure(atom.start - 1, atom.start) : 0;
    if (current && current.width + gap + width <= maxWidth) {
      current.end = atom.end;
      current.width += gap + width;
      continue;
    }
    if (current) lines.push({ start: current.start, end: current.end });
    if (width <= maxWidth) {
      current = { start: atom.start, end: atom.end, width };
      continue;
    }
    const pieces = splitToFit(plain.text, atom, measure, maxWidth);
    const last = pieces.pop();
    lines.push(...pieces.map(({ start, end }) => ({ start, end })));
    current = last ?? null;
  }
  if (current) lines.push({ start: current.start, end: current.end });
  return plain.offsets ? lines.map((line) => markedSpan(line, plain.offsets as number[])) : lines;
}

/** A paragraph's text without its italics' markers, and what they said. */
interface Unmarked {
  text: string;
  /** Offset in the marked text of each code unit of `text`; null when it has no markers. */
  offsets: number[] | null;
  /** Whether each code unit of `text` is set in italics; null when none is. */
  italic: boolean[] | null;
}

function unmarked(text: string): Unmarked {
  if (![ITALIC_START, ITALIC_END, LINK_START, LINK_END].some((marker) => text.includes(marker)))
    return { text, offsets: null, italic: null };
  let plain = "";
  const offsets: number[] = [];
  const italic: boolean[] = [];
  let inside = false;
  for (let index = 0; index < text.length; index++) {
    const unit = text[index] as string;
    // A link's markers and target take no room.
    if (unit === LINK_START) {
      const targetEnd = text.indexOf(LINK_TARGET_END, index);
      index = targetEnd < 0 ? index : targetEnd;
      continue;
    }
    if (unit === LINK_END || unit === LINK_TARGET_END) continue;
    if (unit === ITALIC_START || unit === ITALIC_END) {
      inside = unit === ITALIC_START;
      continue;
    }
    plain += unit;
    offsets.push(index);
    italic.push(inside);
  }
  return { text: plain, offsets, italic };
}

/** A line of the text without markers as a span of the marked text. */
function markedSpan(line: LineSpan, offsets: number[]): LineSpan {
  return { start: offsets[line.start] as number, end: (offsets[line.end - 1] as number) + 1 };
}

/** The width of text[start, end), each stretch in its face. */
function measureSpan(
  plain: Unmarked,
  start: number,
  end: number,
  style: TextStyle,
  measurer: TextMeasurer,
): number {
  const { italic } = plain;
  if (!italic) return measurer.measure(plain.text.slice(start, end), style);
  let width = 0;
  let from = start;
  for (let index = start + 1; index <= end; index++) {
    if (index < end && italic[index] === italic[from]) continue;
    const face = italic[from] ? { ...style, italic: true } : style;
    width += measurer.measure(plain.text.slice(from, index), face);
    from = index;
  }
  return width;
}

function* atomsOf(text: string): Generator<Atom> {
  let start = -1;
  let spaceBefore = false;
  const chars = Array.from(text);
  let offset = 0;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] as string;
    if (char === " ") {
      if (start >= 0) yield { start, end: offset, spaceBefore };
      start = -1;
      spaceBefore = true;
    } else {
      if (start < 0) start = offset;
      const next = chars[i + 1];
      if (next !== undefined && next !== " " && canBreakBetween(char, next, chars[i - 1] ?? " ")) {
        yield { start, end: offset + char.length, spaceBefore };
        start = -1;
        spaceBefore = false;
      }
    }
    offset += char.length;
  }
  if (start >= 0) yield { start, end: offset, spaceBefore };
}

/** Breaks an atom wider than a line between graphemes, each piece as full as fits. */
function splitToFit(
  text: string,
  atom: Atom,
  measure: (start: number, end: number) => number,
  maxWidth: number,
): Array<LineSpan & { width: number }> {
  const pieces: Array<LineSpan & { width: number }> = [];
  let piece: (LineSpan & { width: number }) | null = null;
  for (const { segment, index } of graphemes.segment(text.slice(atom.start, atom.end))) {
    const start = atom.start + index;
    const width = measure(start, start + segment.length);
    if (piece && piece.width + width <= maxWidth) {
      piece.end = start + segment.length;
      piece.width += width;
    } else {
      if (piece) pieces.push(piece);
      // A single grapheme wider than the line still gets a line of its own.
      piece = { start, end: start + segment.length, width };
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

const MARKERS = [ITALIC_START, ITALIC_END, LINK_START, LINK_END, LINK_TARGET_END];
const INVISIBLE = /[\u00AD\u200B\u2060\uFEFF]|[\p{Cc}\p{Co}\p{Cn}]/gu;
const WHITESPACE = /[ \t\n\r\f\v\u1680\u2000-\u200A\u2028\u2029\u202F\u205F]+/g;

/**
 * The form every paragraph is stored and measured in: runs of white space become one
 * space, and invisible characters the browser could break at (soft hyphens, zero-width
 * spaces) are removed so the browser has no break opportunity the layout did not see.
 * No-break spaces stay: they do not allow a break. Italics are closed and kept tight
 * around their words (tidyItalics).
 */
export function normalizeParagraph(text: string): string {
  // Italics' and links' markers stay: they are control characters too.
  const spaced = text
    .replace(WHITESPACE, " ")
    .replace(INVISIBLE, (char) => (MARKERS.includes(char) ? char : ""));
  return tidyItalics(spaced).replace(/ {2,}/g, " ").trim();
}
