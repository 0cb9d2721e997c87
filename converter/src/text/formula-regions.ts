import { type Box, height, union, width } from "./box.js";
import type { FigureRegion } from "./figure-regions.js";
import type { TextLine } from "./text-line.js";

/** A fraction bar is a rule thinner than this (points)… */
const MAX_BAR_THICKNESS = 2;
/** …with text within this many sizes above and below it. */
const BAR_REACH = 1.5;
/** A line of this many words is prose: a fraction set inside a sentence stays text. */
const PROSE_WORDS = 7;
/** Parts of the formula beside the fraction ("x =", "+ 1") lie within this many sizes. */
const SIDE_REACH = 3;

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
    const text = (group: TextLine[]) =>
      [...group]
        .sort((a, b) => a.box.x0 - b.box.x0)
        .map((line) => line.text.trim())
        .join(" ");
    const alt = [
      text(parts.left),
      `(${text(parts.over)}) / (${text(parts.under)})`,
      text(parts.right),
    ]
      .filter(Boolean)
      .join(" ");
    regions.push({ box, alt, lines: parts.all });
  }
  return regions;
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
  const onRows = free
    .filter((line) => line.box.y0 >= band.y0 - 0.5 * size && line.box.y1 <= band.y1 + 0.5 * size)
    .sort((a, b) => a.box.x0 - b.box.x0);
  let x0 = bar.x0;
  let x1 = bar.x1;
  const all: TextLine[] = [];
  let grew = true;
  while (grew) {
    grew = false;
    for (const line of onRows) {
      if (all.includes(line)) continue;
      const reach = SIDE_REACH * line.size;
      if (line.box.x1 < x0 - reach || line.box.x0 > x1 + reach) continue;
      all.push(line);
      x0 = Math.min(x0, line.box.x0);
      x1 = Math.max(x1, line.box.x1);
      grew = true;
    }
  }
  if (all.some((line) => line.cellStarts.length > 0 || wordCount(line.text) >= PROSE_WORDS)) {
    return null;
  }
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

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
