import type { Box } from "./box.js";

/** Full lines each column beside the gutter has at least. */
const COLUMN_LINES = 6;
/** How far (points) a line's start or end may lie from its column's edge. */
const EDGE_TOLERANCE = 1;
/** A gutter this many ems wide or wider is found by the usual means. */
const USUAL_GUTTER_EMS = 0.8;
/** Narrower than this many ems, a white strip is no gutter, however straight. */
const MIN_GUTTER_EMS = 0.25;
/** A column is at least this many ems wide… */
const MIN_COLUMN_EMS = 10;
/** …and the two differ in width by at most this share of the wider. */
const MAX_WIDTH_DIFFERENCE = 0.25;
/** Share of the boxes that may run across the gutter (a title, an abstract, a figure). */
const MAX_CROSSING_SHARE = 0.15;

/** A vertical strip of a page, from x0 to x1. */
export interface Strip {
  x0: number;
  x1: number;
}

/**
 * The white strip between two columns of justified text set closer than most of an em
 * (dense mathematics, half an em apart), which the usual search for a gutter takes for a
 * space between words: many full lines of the left column end at one x, as many of the
 * right column start a little further on, both columns are about as wide, and almost
 * nothing crosses between. A form's labels beside a narrow column of numbers, or a
 * table's cells, make no such columns. `lines` are a page's lines (or runs of words) of
 * the body's size `size`. Null when there is no such strip.
 */
export function narrowColumnGutter(lines: readonly Box[], size: number): Strip | null {
  const minimum = MIN_COLUMN_EMS * size;
  const long = lines.filter((line) => line.x1 - line.x0 >= minimum);
  const ends = sharedEdges(long.map((line) => line.x1));
  const starts = sharedEdges(long.map((line) => line.x0));
  for (const end of ends) {
    for (const start of starts) {
      const width = start - end;
      if (width < MIN_GUTTER_EMS * size || width >= USUAL_GUTTER_EMS * size) continue;
      const left = columnWidth(
        long.filter((line) => near(line.x1, end)),
        "x0",
      );
      const right = columnWidth(
        long.filter((line) => near(line.x0, start)),
        "x1",
      );
      if (left === null || right === null) continue;
      if (Math.abs(left - right) > MAX_WIDTH_DIFFERENCE * Math.max(left, right)) continue;
      const crossing = lines.filter(
        (line) => line.x0 < end - EDGE_TOLERANCE && line.x1 > start + EDGE_TOLERANCE,
      );
      if (crossing.length <= MAX_CROSSING_SHARE * lines.length) return { x0: end, x1: start };
    }
  }
  return null;
}

const near = (a: number, b: number) => Math.abs(a - b) <= EDGE_TOLERANCE;

/** Whole-point x positions at least COLUMN_LINES of the edges lie near. */
function sharedEdges(edges: number[]): number[] {
  return [...new Set(edges.map(Math.round))].filter(
    (edge) => edges.filter((other) => near(other, edge)).length >= COLUMN_LINES,
  );
}

/**
 * The width of a column from lines sharing one of its edges: the span to the other edge
 * COLUMN_LINES of them share (justified lines), or null.
 */
function columnWidth(lines: Box[], other: "x0" | "x1"): number | null {
  const [edge] = sharedEdges(lines.map((line) => line[other]));
  const [line] = lines;
  if (edge === undefined || !line) return null;
  return Math.abs(edge - (other === "x0" ? line.x1 : line.x0));
}
