import { type Box, height, union, width } from "./box.js";
import type { FigureRegion } from "./figure-regions.js";
import { BIG_OPERATOR, texLower, texUpper } from "./operator-limits.js";
import type { TextLine } from "./text-line.js";

/** A fraction bar is a rule thinner than this (points)… */
const MAX_BAR_THICKNESS = 2;
/** …with text within this many sizes above and below it. */
const BAR_REACH = 1.5;
/**
 * A line of this many words is prose: a fraction set inside a sentence stays text. Words
 * have two letters in a row: a formula's symbols ("g(x)", "+", "(3)") are not words, or a
 * display long enough to carry a number would count as prose.
 */
const PROSE_WORDS = 7;
/** Parts of the formula beside the fraction ("x =", "+ 1") lie within this many sizes. */
const SIDE_REACH = 3;
/** A gap at least this many sizes wide may be a column gutter (as in the reading order). */
const MIN_GUTTER = 0.8;
/** How far above and below the formula's rows (in sizes) a gutter is looked for. */
const GUTTER_REACH = 5;
/** Lines on each side of a gutter, above or below the formula, that show its columns. */
const COLUMN_LINES = 2;

/**
 * Display formulas that cannot be read in a line: fractions, a numerator over a bar over a
 * denominator. Read as text they come out in pieces, numerator and denominator apart from
 * the bar and from what stands beside them ("x ="), or interleaved glyph by glyph; kept as
 * a picture of their region they read as set, and their alternative text writes the
 * fraction in a line: "x = (a + b) / (c + d)". A fraction whose row holds prose (a line
 * of seven words or more: a fraction inside a sentence), or under a table's rule, stays text.
 */
export function formulaRegions(paths: Box[], lines: TextLine[]): FigureRegion[] {
  const regions: FigureRegion[] = [];
  const taken = new Set<TextLine>();
  for (const bar of paths) {
    if (height(bar) > MAX_BAR_THICKNESS || width(bar) < 3) continue;
    const parts = fractionParts(bar, lines, taken);
    if (!parts) continue;
    for (const line of parts.all) taken.add(line);
    const box = parts.all.reduce((grown, line) => union(grown, line.box), bar);
    const alt = [
      groupText(parts.left),
      `(${groupText(parts.over)}) / (${groupText(parts.under)})`,
      groupText(parts.right),
    ]
      .filter(Boolean)
      .join(" ");
    regions.push({ box, alt, lines: parts.all });
  }
  for (const operator of lines) {
    if (taken.has(operator) || !isOperatorLine(operator)) continue;
    const display = operatorDisplay(operator, lines, taken);
    if (!display) continue;
    for (const line of display.all) taken.add(line);
    const box = display.all.reduce((grown, line) => union(grown, line.box), operator.box);
    regions.push({ box, alt: display.alt, lines: display.all });
  }
  return regions;
}

/** The lines' text, left to right. */
function groupText(group: TextLine[]): string {
  return [...group]
    .sort((a, b) => a.box.x0 - b.box.x0)
    .map((line) => line.text.trim())
    .join(" ");
}

/** Whether a formula's lines hold prose (a line of seven words or more) or a table's cells. */
function holdsProse(lines: TextLine[]): boolean {
  return lines.some((line) => line.cellStarts.length > 0 || wordCount(line.text) >= PROSE_WORDS);
}

/**
 * A line ending with a big operator (and any limit that line assembly set beside it,
 * "∫^{b}"): in a display, MuPDF gives the limits under an operator lines of their own.
 */
const OPERATOR_END = new RegExp(`${BIG_OPERATOR}(?:[_^]\\{[^}]*\\})*$`, "u");

export function isOperatorLine(line: TextLine): boolean {
  return OPERATOR_END.test(line.text.trim());
}

/** The line's text with limits set under and over its last operator, as TeX writes them. */
function withLimits(line: TextLine, under: string, over: string): string {
  const text = line.text.trim();
  const end = OPERATOR_END.exec(text)?.index ?? text.length - 1;
  // The operator is one character; what follows it are limits set beside it already.
  const [sign = ""] = [...text.slice(end)];
  const after = text.slice(end + sign.length);
  return `${text.slice(0, end)}${sign}${texLower(under)}${after}${texUpper(over)}`;
}

/** Limits are set smaller than their operator, as scripts are. */
const LIMIT_SIZE = 0.8;
/** …within this many sizes under or over it. */
const LIMIT_REACH = 0.8;
/** The widest operator and the limits set beside it, in sizes (a display sum is 1.44). */
const OPERATOR_WIDTH = 2;

/**
 * A display of big operators: one with its limits on lines under or over it, and what
 * stands on its rows beside it ("∫_{a}^{b} f(x) dx ≤ C"), or null. Read as text, its
 * limits come out as lines of their own; kept as a picture it reads as set, and its
 * alternative text writes each operator's limits as TeX does.
 */
function operatorDisplay(
  operator: TextLine,
  lines: TextLine[],
  taken: Set<TextLine>,
): { all: TextLine[]; alt: string } | null {
  const free = lines.filter((line) => !taken.has(line));
  const own = limitLines(operator, free);
  if (own.under.length + own.over.length === 0) return null;
  const band = [operator, ...own.under, ...own.over].map((line) => line.box).reduce(union);
  const all = sideways(operator.box, band, free, operator.size);
  if (holdsProse(all)) return null;
  const limits = new Map(
    all.filter(isOperatorLine).map((line) => [line, limitLines(line, all)] as const),
  );
  const inLimits = new Set([...limits.values()].flatMap(({ under, over }) => [...under, ...over]));
  const alt = all
    .filter((line) => !inLimits.has(line))
    .sort((a, b) => a.box.x0 - b.box.x0)
    .map((line) => {
      const set = limits.get(line);
      return set ? withLimits(line, groupText(set.under), groupText(set.over)) : line.text.trim();
    })
    .join(" ");
  return { all, alt };
}

/**
 * The small lines right under and over the operator that ends a line, centred within its
 * width (an operator is about an em wide, or less).
 */
function limitLines(
  operator: TextLine,
  lines: TextLine[],
): { under: TextLine[]; over: TextLine[] } {
  const { box, size } = operator;
  const middle = (box.y0 + box.y1) / 2;
  const from = Math.max(box.x0, box.x1 - OPERATOR_WIDTH * size) - 0.5 * size;
  const limit = (line: TextLine) => {
    const centre = (line.box.x0 + line.box.x1) / 2;
    return (
      line !== operator &&
      line.size < LIMIT_SIZE * size &&
      centre >= from &&
      centre <= box.x1 + 0.5 * size
    );
  };
  return {
    under: lines.filter(
      (line) => limit(line) && line.box.y0 >= middle && line.box.y0 - box.y1 < LIMIT_REACH * size,
    ),
    over: lines.filter(
      (line) => limit(line) && line.box.y1 <= middle && box.y0 - line.box.y1 < LIMIT_REACH * size,
    ),
  };
}

interface FractionParts {
  left: TextLine[];
  over: TextLine[];
  under: TextLine[];
  right: TextLine[];
  all: TextLine[];
}

/**
 * The lines around a bar that make a fraction with it, or null: the region grows sideways
 * from the bar through the lines on its rows, each within SIDE_REACH sizes of the last.
 */
function fractionParts(bar: Box, lines: TextLine[], taken: Set<TextLine>): FractionParts | null {
  const free = lines.filter((line) => !taken.has(line));
  // The size of the text next to the bar (within two lines of 12 pt), not the page's.
  const near = free.filter(
    (line) =>
      line.box.x1 > bar.x0 &&
      line.box.x0 < bar.x1 &&
      Math.max(line.box.y0 - bar.y1, bar.y0 - line.box.y1) < 24,
  );
  const size = Math.max(...near.map((line) => line.size), 0);
  if (size === 0) return null;
  const band = { y0: bar.y0 - BAR_REACH * size, y1: bar.y1 + BAR_REACH * size };
  const all = sideways(bar, band, free, size);
  if (holdsProse(all)) return null;
  const barMiddle = (bar.y0 + bar.y1) / 2;
  const middleX = (box: Box) => (box.x0 + box.x1) / 2;
  const middleY = (box: Box) => (box.y0 + box.y1) / 2;
  const above = (line: TextLine) => middleY(line.box) < barMiddle;
  const left = all.filter((line) => middleX(line.box) < bar.x0);
  const right = all.filter((line) => middleX(line.box) > bar.x1);
  const stacked = all.filter((line) => !left.includes(line) && !right.includes(line));
  const over = stacked.filter(above);
  const under = stacked.filter((line) => !above(line));
  if (over.length === 0 || under.length === 0) return null;
  // Not an underline nor a table's rule: the bar spans about what it divides.
  const spanned = (group: TextLine[]) =>
    Math.max(...group.map((line) => line.box.x1)) - Math.min(...group.map((line) => line.box.x0));
  if (width(bar) > 1.5 * Math.max(spanned(over), spanned(under)) + 2 * size) return null;
  return { left, over, under, right, all };
}

/**
 * The lines on a formula's rows (`band`) that make it with its middle part (`anchor`): the
 * region grows sideways through them, each within SIDE_REACH sizes of the last, and never
 * across a column's gutter.
 */
function sideways(
  anchor: Box,
  band: { y0: number; y1: number },
  free: TextLine[],
  size: number,
): TextLine[] {
  const onRows = free
    .filter((line) => line.box.y0 >= band.y0 - 0.5 * size && line.box.y1 <= band.y1 + 0.5 * size)
    .sort((a, b) => a.box.x0 - b.box.x0);
  let x0 = anchor.x0;
  let x1 = anchor.x1;
  const all: TextLine[] = [];
  let grew = true;
  while (grew) {
    grew = false;
    for (const line of onRows) {
      if (all.includes(line)) continue;
      const reach = SIDE_REACH * line.size;
      if (line.box.x1 < x0 - reach || line.box.x0 > x1 + reach) continue;
      // In dense two-column text the next column's lines lie within reach: a formula
      // never grows across the gutter, or its picture would take the other column's
      // lines and cut through both columns, read across from then on.
      const gap = line.box.x0 > x1 ? { from: x1, to: line.box.x0 } : { from: line.box.x1, to: x0 };
      if (gap.to - gap.from >= MIN_GUTTER * size && isGutter(gap, band, free, size)) continue;
      all.push(line);
      x0 = Math.min(x0, line.box.x0);
      x1 = Math.max(x1, line.box.x1);
      grew = true;
    }
  }
  return all;
}

/**
 * Whether the gap beside a formula's rows holds a column gutter: above and below the
 * formula, a strip of it at least MIN_GUTTER wide stays empty (the widest strip no line
 * crosses, as lines of the next column may reach into the gap) with lines on both sides of
 * it. The lines of a single column cross the gap between a formula's parts, or between
 * the formula and its number at the column's edge.
 */
function isGutter(
  gap: { from: number; to: number },
  rows: { y0: number; y1: number },
  lines: TextLine[],
  size: number,
): boolean {
  const nearby = lines.filter(
    (line) =>
      (line.box.y1 <= rows.y0 || line.box.y0 >= rows.y1) &&
      line.box.y1 > rows.y0 - GUTTER_REACH * size &&
      line.box.y0 < rows.y1 + GUTTER_REACH * size,
  );
  const covered = nearby
    .map((line) => [Math.max(gap.from, line.box.x0), Math.min(gap.to, line.box.x1)] as const)
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let river = { from: gap.from, to: gap.from };
  let free = gap.from;
  for (const [from, to] of [...covered, [gap.to, gap.to] as const]) {
    if (from - free > river.to - river.from) river = { from: free, to: from };
    free = Math.max(free, to);
  }
  if (river.to - river.from < MIN_GUTTER * size) return false;
  const left = nearby.filter((line) => line.box.x1 <= river.from).length;
  const right = nearby.filter((line) => line.box.x0 >= river.to).length;
  return left >= COLUMN_LINES && right >= COLUMN_LINES;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /\p{L}\p{L}/u.test(word)).length;
}
