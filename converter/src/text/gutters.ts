import type { Box } from "./box.js";
import type { Strip } from "./column-gutter.js";
import type { Span } from "./text-line.js";

/** Gaps narrower than this many ems are spaces between words, never gutters. */
const MIN_GUTTER = 0.8;
/** How far up and down (in the row's heights) a gutter must stay empty. */
const REACH = 4;
/** Lines on each side that must read as prose for the gap to part columns, not cells. */
const PROSE_LINES = 2;
/** Spans of a line at most this many ems apart read as one run of words. */
const WORD_GAP = 0.5;
/** Words a line of a column of prose has at least (a table's cells have fewer). */
const PROSE_WORDS = 4;

/**
 * Finds column gutters from the spans' geometry rather than from MuPDF's blocks, which
 * join columns set close together: a gap in a row is a gutter when the strip it leaves
 * stays empty for a few lines up and down (a river of white running down the page) and
 * the text on both sides of it is prose. A table's columns leave rivers too, but its
 * cells hold a few words each, and they stay cells of one row.
 */
export class GutterFinder {
  private readonly spans: Span[];

  /** `columns`: the page's gutter between columns set too close for a river to tell it. */
  constructor(
    spans: Span[],
    private readonly columns: Strip | null = null,
  ) {
    this.spans = spans
      .filter((span) => span.text.trim() !== "")
      .sort((a, b) => a.box.y0 - b.box.y0);
  }

  /** Whether the gap between a row's box and a span beside it is a gutter. */
  parts(rowBox: Box, span: Span, size: number): boolean {
    const left = span.box.x0 >= rowBox.x1 ? rowBox.x1 : span.box.x1;
    const right = span.box.x0 >= rowBox.x1 ? span.box.x0 : rowBox.x0;
    if (this.columns && left <= this.columns.x0 + 1 && right >= this.columns.x1 - 1) return true;
    if (right - left < MIN_GUTTER * size) return false;
    const reach = REACH * Math.max(rowBox.y1 - rowBox.y0, span.box.y1 - span.box.y0);
    const top = Math.min(rowBox.y0, span.box.y0) - reach;
    const bottom = Math.max(rowBox.y1, span.box.y1) + reach;
    const nearby = [...this.window(top, bottom)];
    // Other lines of the columns reach into the gap (ragged ends, indents): the river is
    // the widest strip of it that nothing nearby crosses.
    const covered = nearby
      .map((other) => [Math.max(left, other.box.x0), Math.min(right, other.box.x1)] as const)
      .filter(([from, to]) => to > from)
      .sort((a, b) => a[0] - b[0]);
    let river = { from: left, to: left };
    let free = left;
    for (const [from, to] of [...covered, [right, right] as const]) {
      if (from - free > river.to - river.from) river = { from: free, to: from };
      free = Math.max(free, to);
    }
    if (river.to - river.from < MIN_GUTTER * size) return false;
    let proseLeft = 0;
    let proseRight = 0;
    for (const run of runs(nearby, size)) {
      if (run.words < PROSE_WORDS) continue;
      if (run.x1 <= river.from) proseLeft++;
      else if (run.x0 >= river.to) proseRight++;
    }
    return proseLeft >= PROSE_LINES && proseRight >= PROSE_LINES;
  }

  /** The spans whose tops lie between top and bottom (the spans are sorted by top). */
  private *window(top: number, bottom: number): Generator<Span> {
    let low = 0;
    let high = this.spans.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.spans[middle] as Span).box.y0 < top) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.spans.length; i++) {
      const span = this.spans[i] as Span;
      if (span.box.y0 > bottom) return;
      yield span;
    }
  }
}

/** Words of a line that stand apart, left to right: a line of a column, or a table's cell. */
interface Run {
  x0: number;
  x1: number;
  words: number;
}

/**
 * The spans as runs of text: spans on one baseline no more than a space apart, and
 * parted by one (a span ends or begins with it), read as one. A text layer laid over a
 * scan by OCR draws each word in a span of its own (each stretched to its width on the
 * scan), where a PDF's own text has a span for a line; CJK text, without spaces, may have
 * a span for each character.
 */
function runs(spans: Span[], size: number): Run[] {
  const rows = new Map<number, Span[]>();
  for (const span of spans) {
    // Baselines are a tenth of a point apart at most within one line of an OCR layer.
    const key = Math.round(span.baseline);
    const row = rows.get(key);
    if (row) row.push(span);
    else rows.set(key, [span]);
  }
  const found: Run[] = [];
  for (const row of rows.values()) {
    let run: (Run & { spaced: boolean }) | null = null;
    for (const span of row.sort((a, b) => a.box.x0 - b.box.x0)) {
      const words = wordCount(span.text);
      const spaced = run !== null && (run.spaced || /^\s/u.test(span.text));
      if (run && spaced && span.box.x0 - run.x1 < WORD_GAP * size) {
        run.x1 = Math.max(run.x1, span.box.x1);
        run.words += words;
      } else {
        run = { x0: span.box.x0, x1: span.box.x1, words, spaced: false };
        found.push(run);
      }
      run.spaced = /\s$/u.test(span.text);
    }
  }
  return found;
}

function wordCount(text: string): number {
  return text.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;
}
