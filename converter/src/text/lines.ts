import { type Box, height, union, verticalOverlap } from "./box.js";
import { narrowColumnGutter, type Strip } from "./column-gutter.js";
import { withDropCaps } from "./drop-caps.js";
import { superscriptMarker } from "./footnotes.js";
import { GutterFinder } from "./gutters.js";
import { isListMarker } from "./list-marker.js";
import { restoreNarrowSpaces } from "./narrow-spaces.js";
import { type Limits, limitsBox, limitsText, operatorLimits } from "./operator-limits.js";
import { withoutOverstrikes } from "./overstrike.js";
import { isPlacedWordGap } from "./placed-words.js";
import { logicalDigits, markAfterLetter, startsWithMark } from "./rtl-glyphs.js";
import { reinsertMarks } from "./rtl-marks.js";
import { hasRtlLetter, isCjk, isNeutral, letterDirections } from "./script.js";
import { withEnclosedSigns } from "./spacing-accents.js";
import type { Span, TextLine } from "./text-line.js";
import { withoutTurnedMarginText } from "./turned-margin-text.js";

/** A gap between two spans of a line at least this many ems wide separates cells. */
const CELL_GAP = 1.5;

/**
 * Rebuilds visual lines from MuPDF's spans: spans of one block that share a baseline band
 * become one line, ordered left to right (right to left for Arabic and Hebrew lines, whose
 * span text MuPDF already gives in logical order), with a space wherever the gap between
 * two spans is wider than a thin space. Vertical CJK text (one span per character) is
 * gathered into columns and turned so that later steps read it like horizontal text.
 */
export function assembleLines(
  spans: Span[],
  page: { width: number; height: number },
): { lines: TextLine[]; vertical: boolean } {
  // Spaces MuPDF reports as spans of their own are kept: they separate the words around them.
  const visible = withDropCaps(
    withoutOverstrikes(withoutTurnedMarginText(spans.filter((span) => isOnPage(span.box, page)))),
  );
  const inked = visible.filter((span) => span.text.trim() !== "");
  const vertical = inked.filter((span) => span.vertical).length > inked.length / 2;
  const lines = vertical
    ? groupColumns(inked).map((column) => turnVertical(column, page.width))
    : groupRows(visible, new GutterFinder(visible, narrowGutter(inked))).map(joinRow);
  return { lines: lines.filter((line) => line.text !== ""), vertical };
}

/**
 * The gutter of columns of the page's most common size set closer than most of an em,
 * judged from runs of its spans: spans on one line (boxes ending at one bottom) that touch.
 */
function narrowGutter(spans: Span[]): Strip | null {
  const chars = new Map<number, number>();
  for (const span of spans) chars.set(span.size, (chars.get(span.size) ?? 0) + span.text.length);
  const [size] = [...chars].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [0, 0]);
  const rows = new Map<number, Box[]>();
  for (const { box } of spans.filter((span) => span.size === size)) {
    const bottom = Math.round(box.y1);
    const row = rows.get(bottom);
    if (row) row.push(box);
    else rows.set(bottom, [box]);
  }
  const runs: Box[] = [];
  for (const row of rows.values()) {
    let run: Box | null = null;
    for (const box of row.sort((a, b) => a.x0 - b.x0)) {
      if (run && box.x0 - run.x1 < TOUCHING * size) run = union(run, box);
      else {
        if (run) runs.push(run);
        run = box;
      }
    }
    if (run) runs.push(run);
  }
  return narrowColumnGutter(runs, size);
}

/** Spans of a run are at most this many ems apart (their spaces lie within them). */
const TOUCHING = 0.2;

/** Turns a box of a vertical-writing page into reading space: columns become lines. */
export function turnBox(box: Box, pageWidth: number): Box {
  return { x0: box.y0, x1: box.y1, y0: pageWidth - box.x1, y1: pageWidth - box.x0 };
}

function isOnPage(box: Box, page: { width: number; height: number }): boolean {
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  return cx >= 0 && cx <= page.width && cy >= 0 && cy <= page.height;
}

/**
 * Spans of about the same size whose baselines differ by more than this share of their
 * size stand on different lines, however much their boxes overlap (fonts with tall
 * ascenders under tight leading; the numerator and denominator of a fraction).
 */
const BASELINE_TOLERANCE = 0.3;
/** A span at least this share of another's size is of "about the same size" (not a superscript). */
const SAME_SIZE = 0.8;

function groupRows(spans: Span[], gutters: GutterFinder): Span[][] {
  const rows: Span[][] = [];
  let row: Span[] = [];
  let rowBox: Box | null = null;
  for (const span of spans) {
    const sameRow =
      rowBox !== null &&
      (row[0]?.block === span.block || leadsWithMarker(row, span)) &&
      verticalOverlap(rowBox, span.box) >= 0.5 * Math.min(height(rowBox), height(span.box)) &&
      row.every((member) => onSameBaseline(member, span, mainSize(row, span))) &&
      !gutters.parts(rowBox, span, Math.min(span.size, row[0]?.size ?? span.size));
    if (sameRow && rowBox) {
      row.push(span);
      rowBox = union(rowBox, span.box);
    } else {
      if (row.length > 0) rows.push(row);
      row = [span];
      rowBox = span.box;
    }
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/** A footnote's small marker alone, which MuPDF often gives a block of its own, before its note. */
function leadsWithMarker(row: Span[], span: Span): boolean {
  const [marker] = row;
  return (
    row.length === 1 &&
    marker !== undefined &&
    marker.size < SAME_SIZE * span.size &&
    superscriptMarker(marker.text) !== null
  );
}

/**
 * Whether two spans of a row may share it: spans of about the same size must stand on
 * about the same baseline; a smaller one (a superscript, a subscript, a footnote marker)
 * may be raised or lowered, and so may two of the row's scripts beside each other (an
 * inline fraction's numerator and denominator). `main` is the row's largest size.
 */
function onSameBaseline(a: Span, b: Span, main: number): boolean {
  const size = Math.max(a.size, b.size);
  if (Math.min(a.size, b.size) < SAME_SIZE * size || size < SAME_SIZE * main) return true;
  const tolerance = BASELINE_TOLERANCE * size;
  if (Math.abs(a.baseline - b.baseline) <= tolerance) return true;
  // A span opening with a space MuPDF put in has that space's origin and box, which MuPDF
  // takes from the glyph before it: after a superscript, a footnote's marker or a
  // subscript, a raised or lowered one. Such a span goes on from the one before on the
  // same printed line; beside another span, the edge of its box that the space does not
  // stretch (its bottom after a raised glyph, its top after a lowered one) tells its line.
  const aInserted = /^\s/u.test(a.text);
  const bInserted = /^\s/u.test(b.text);
  if (aInserted && bInserted) return true;
  return (
    (aInserted || bInserted) &&
    (Math.abs(a.box.y1 - b.box.y1) <= tolerance || Math.abs(a.box.y0 - b.box.y0) <= tolerance)
  );
}

function mainSize(row: Span[], span: Span): number {
  return row.reduce((largest, member) => Math.max(largest, member.size), span.size);
}

function joinRow(row: Span[]): TextLine {
  const rtl = drawnMostlyRtl(row);
  const spans = rtl ? reinsertMarks(row) : row;
  const sorted = [...spans].sort((a, b) => (rtl ? b.box.x1 - a.box.x1 : a.box.x0 - b.box.x0));
  let text = "";
  const gapStarts: number[] = [];
  let cellStart = 0;
  let previous: Span | null = null;
  const main = row.reduce((a, b) => (b.size > a.size ? b : a));
  let leadingMarker = false;
  const small = (one: Span) => one.size < SAME_SIZE * main.size;
  const limits = rtl ? new Map<Span, Limits>() : operatorLimits(sorted, main, small);
  const taken = new Set([...limits.values()].flatMap(({ lower, upper }) => [...lower, ...upper]));
  const ordered = sorted.filter((span) => !taken.has(span));
  const denominators = rtl ? new Set<Span>() : inlineDenominators(ordered, small);
  for (const [i, span] of ordered.entries()) {
    // A fraction's numerator is raised too, but it is no note's marker.
    const numerator = denominators.has(ordered[i + 1] as Span);
    const marker = !rtl && !numerator && isRaised(span, main) ? superscriptMarker(span.text) : null;
    // Code keeps its marks unspaced; prose gets back the spaces drawn as narrow gaps.
    const spanText = span.mono ? span.text : restoreNarrowSpaces(span.text);
    const denominator = denominators.has(span);
    const piece = denominator
      ? spanText.trimStart()
      : (marker ?? (rtl ? logicalRtlPiece(spanText) : spanText));
    if (marker !== null && text.trim() === "") {
      // A note's own marker, before its text: set apart from the note's first word below.
      text += marker;
      leadingMarker = true;
      previous = span;
      continue;
    }
    if (rtl && startsWithMark(span.text)) {
      text = text.trimEnd();
    } else if (previous) {
      const gap = rtl ? previous.box.x0 - span.box.x1 : span.box.x0 - previous.box.x1;
      // A raised marker belongs to the word before it ("movement²"): a space there would be
      // set in that word's size, so the gap is judged in it, not in the marker's small one.
      const size = marker !== null ? previous.size : Math.min(previous.size, span.size);
      if (denominator) text = `${text.trimEnd()}/`;
      else if (leadingMarker && !/^\s/.test(piece)) text += " ";
      else text += separator(text, piece, gap, size, previous.placedWords && span.placedWords);
      leadingMarker = false;
      if (gap >= CELL_GAP * size && startsCell(text.slice(cellStart), piece)) {
        cellStart = text.length;
        gapStarts.push(cellStart);
      }
    }
    const spanLimits = limits.get(span);
    text += spanLimits ? piece + limitsText(spanLimits) : piece;
    previous = spanLimits ? { ...span, box: limitsBox(span, spanLimits) } : span;
  }
  const leading = text.length - text.trimStart().length;
  const trimmed = text.trim();
  const cellStarts = gapStarts
    .map((start) => start - leading)
    .filter((start) => start > 0 && start < trimmed.length);
  const opening = ordered.find((span) => span.text.trim() !== "");
  return {
    text: withEnclosedSigns(trimmed),
    box: sorted.map((s) => s.box).reduce(union),
    ...dominantStyle(row),
    rtl,
    cellStarts,
    typedLowerCase: opening?.typedLowerCase === true,
    dropCap: opening?.dropCap === true,
  };
}

/**
 * The denominators of a line's inline fractions (each after its numerator in `ordered`,
 * left to right): set small, like the numerator, under it and overlapping it. The line
 * reads "1/4".
 */
function inlineDenominators(ordered: Span[], small: (span: Span) => boolean): Set<Span> {
  const middle = (one: Span) => (one.box.y0 + one.box.y1) / 2;
  return new Set(
    ordered.filter((span, i) => {
      const numerator = ordered[i - 1];
      return (
        numerator !== undefined &&
        small(span) &&
        small(numerator) &&
        span.box.x0 < numerator.box.x1 - 0.1 * span.size &&
        middle(span) - middle(numerator) > 0.5 * span.size
      );
    }),
  );
}

/**
 * Set smaller than the line's main text and raised: a superscript. Judged by the boxes'
 * bottoms, since MuPDF gives the spans of one of its lines that line's baseline.
 */
function isRaised(span: Span, main: Span): boolean {
  return span.size < SAME_SIZE * main.size && span.box.y1 < main.box.y1 - 0.15 * main.size;
}

/**
 * A line is right to left when its right-to-left letters take more of its drawn width than
 * its left-to-right ones (each span's width shared among its letters): characters drawn
 * with no width (hidden text, zero-width glyphs) cannot turn a Latin line around.
 */
function drawnMostlyRtl(row: Span[]): boolean {
  if (!row.some((span) => hasRtlLetter(span.text))) return false;
  let rtl = 0;
  let ltr = 0;
  for (const span of row) {
    const letters = letterDirections(span.text);
    const count = letters.rtl + letters.ltr;
    if (count === 0) continue;
    const width = span.box.x1 - span.box.x0;
    rtl += (width * letters.rtl) / count;
    ltr += (width * letters.ltr) / count;
  }
  return rtl > ltr;
}

/**
 * Whether a wide gap between `before` (the cell so far) and `after` separates two cells:
 * both hold words or numbers, and `before` is not a list item's marker set apart by a tab.
 * Punctuation alone across a gap is how justified right-to-left lines sometimes come.
 */
function startsCell(before: string, after: string): boolean {
  return !isNeutral(before) && !isNeutral(after) && !isListMarker(before);
}

/** A span's text in a right-to-left line, in logical order. */
function logicalRtlPiece(text: string): string {
  return isNeutral(text) ? logicalNeutral(text) : markAfterLetter(logicalDigits(text));
}

/**
 * A run of only punctuation and spaces in a right-to-left line. Depending on how the PDF
 * was written, MuPDF gives it in visual order (" ?" for a question mark that ends the
 * sentence) or in logical order ("? "); in logical order the spaces follow the marks.
 */
function logicalNeutral(text: string): string {
  const leading = /^\s*/.exec(text)?.[0] ?? "";
  return text.slice(leading.length) + leading;
}

/**
 * A gap between spans at least this many ems wide is a word break: about half a space, the
 * threshold MuPDF itself uses inside a span (justified text shrinks spaces to two thirds).
 */
const WORD_GAP = 0.15;
/** A span starting this many ems before the previous one ended is not its continuation. */
const BACKWARDS = 0.5;

/**
 * What goes between two spans of a line: nothing, or one space. Between `placedWords` spans
 * any gap is a word break (placed-words.ts).
 */
function separator(
  before: string,
  after: string,
  gap: number,
  size: number,
  placedWords: boolean,
): string {
  // A combining mark belongs to the letter before it, however it was drawn over it.
  if (/\s$/.test(before) || /^[\s\p{M}]/u.test(after)) return "";
  const last = before.at(-1) ?? "";
  const first = after[0] ?? "";
  if (isCjk(last) && isCjk(first)) return "";
  // MuPDF already puts the spaces it sees into the spans; a gap, or text set over the text
  // before it (a line of its own that only its box joined to this one), adds one.
  if (placedWords) return isPlacedWordGap(gap, size) ? " " : "";
  return gap > WORD_GAP * size || gap < -BACKWARDS * size ? " " : "";
}

function dominantStyle(spans: Span[]): Pick<TextLine, "size" | "headSize" | "bold" | "mono"> {
  const sizes = new Map<number, number>();
  let boldChars = 0;
  let monoChars = 0;
  let chars = 0;
  let headSize = 0;
  for (const span of spans) {
    const count = span.text.replace(/\s/g, "").length;
    const size = Math.round(span.size * 2) / 2;
    sizes.set(size, (sizes.get(size) ?? 0) + count);
    chars += count;
    if (span.bold) boldChars += count;
    if (span.mono) monoChars += count;
    if (count >= MIN_HEAD_RUN) headSize = Math.max(headSize, size);
  }
  let size = 0;
  let best = -1;
  for (const [candidate, count] of sizes) {
    if (count > best) {
      size = candidate;
      best = count;
    }
  }
  return {
    size,
    headSize: Math.max(headSize, size),
    bold: chars > 0 && boldChars / chars >= 0.8,
    // All of it: prose naming code in passing ("(3d-morph, bitops-") keeps a roman comma.
    mono: chars > 0 && monoChars === chars,
  };
}

/** Characters a run needs to set a line's heading size (more than a drop cap or a footnote mark). */
const MIN_HEAD_RUN = 3;

/** Vertical text: the spans of one block that share a column, top to bottom. */
function groupColumns(spans: Span[]): Span[][] {
  const columns: Span[][] = [];
  for (const span of spans) {
    const column = columns.find(
      (candidate) =>
        candidate[0]?.block === span.block &&
        Math.min(candidate[0].box.x1, span.box.x1) - Math.max(candidate[0].box.x0, span.box.x0) > 0,
    );
    if (column) column.push(span);
    else columns.push([span]);
  }
  return columns.map((column) => column.sort((a, b) => a.box.y0 - b.box.y0));
}

/** Turns a vertical column into a horizontal line: right-to-left columns become top-to-bottom lines. */
function turnVertical(column: Span[], pageWidth: number): TextLine {
  return {
    text: column
      .map((span) => span.text)
      .join("")
      .trim(),
    box: turnBox(column.map((s) => s.box).reduce(union), pageWidth),
    ...dominantStyle(column),
    rtl: false,
    cellStarts: [],
  };
}
