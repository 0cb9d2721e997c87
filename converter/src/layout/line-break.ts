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
 * no line breaks, see normalizeParagraph).
 */
export function breakLines(
  text: string,
  style: TextStyle,
  maxWidth: number,
  measurer: TextMeasurer,
): LineSpan[] {
  const spaceWidth = measurer.measure(" ", style);
  const lines: LineSpan[] = [];
  let current: (LineSpan & { width: number }) | null = null;

  for (const atom of atomsOf(text)) {
    const width = measurer.measure(text.slice(atom.start, atom.end), style);
    const gap = atom.spaceBefore ? spaceWidth : 0;
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
    const pieces = splitToFit(text, atom, style, maxWidth, measurer);
    const last = pieces.pop();
    lines.push(...pieces.map(({ start, end }) => ({ start, end })));
    current = last ?? null;
  }
  if (current) lines.push({ start: current.start, end: current.end });
  return lines;
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
  style: TextStyle,
  maxWidth: number,
  measurer: TextMeasurer,
): Array<LineSpan & { width: number }> {
  const pieces: Array<LineSpan & { width: number }> = [];
  let piece: (LineSpan & { width: number }) | null = null;
  for (const { segment, index } of graphemes.segment(text.slice(atom.start, atom.end))) {
    const start = atom.start + index;
    const width = measurer.measure(segment, style);
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

const INVISIBLE = /[\u00AD\u200B\u2060\uFEFF]|[\p{Cc}\p{Co}\p{Cn}]/gu;
const WHITESPACE = /[ \t\n\r\f\v\u1680\u2000-\u200A\u2028\u2029\u202F\u205F]+/g;

/**
 * The form every paragraph is stored and measured in: runs of white space become one
 * space, and invisible characters the browser could break at (soft hyphens, zero-width
 * spaces) are removed so the browser has no break opportunity the layout did not see.
 * No-break spaces stay: they do not allow a break.
 */
export function normalizeParagraph(text: string): string {
  return text.replace(WHITESPACE, " ").replace(INVISIBLE, "").replace(/ {2,}/g, " ").trim();
}
