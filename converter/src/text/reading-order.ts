import { type Box, middleX, union } from "./box.js";

export interface Placed {
  box: Box;
}

/**
 * Orders a page's lines and pictures for reading, as regions (columns or full-width
 * bands) read one after another, each top to bottom.
 *
 * A recursive XY cut: the page is cut into horizontal bands at vertical gaps; bands whose
 * union still has a column gutter (a vertical strip no item crosses) are merged again,
 * so paragraph gaps that happen to line up across columns do not chop the columns; a
 * band with a gutter is cut into columns (left to right, right to left on RTL pages)
 * that are ordered the same way in turn. A full-width title above or a figure between
 * two-column text stays a band of its own, read where it stands.
 */
export function readingOrder<T extends Placed>(
  items: T[],
  options: { rtl: boolean; minGutter: number },
): T[][] {
  if (items.length === 0) return [];
  const regions: T[][] = [];
  for (const band of mergeBands(splitBands(items), options.minGutter)) {
    const gutter =
      widestGutter(band, options.minGutter) ?? gutterPastCrossings(band, options.minGutter);
    if (gutter === null) {
      regions.push(topDown(band, options.rtl));
      continue;
    }
    const [left, right] = sidesOf(band, gutter);
    for (const column of options.rtl ? [right, left] : [left, right]) {
      regions.push(...readingOrder(column, options));
    }
  }
  return regions;
}

/** Cuts at every vertical gap that no item crosses. */
function splitBands<T extends Placed>(items: T[]): T[][] {
  const sorted = [...items].sort((a, b) => a.box.y0 - b.box.y0);
  const bands: T[][] = [];
  let band: T[] = [];
  let bottom = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    if (band.length > 0 && item.box.y0 >= bottom) {
      bands.push(band);
      band = [];
    }
    band.push(item);
    bottom = Math.max(bottom, item.box.y1);
  }
  if (band.length > 0) bands.push(band);
  return bands;
}

/**
 * Joins neighbouring bands that are parts of the same columns, or both single-column and
 * still so together. Two single-column bands side by side without overlapping (a date set
 * right above a greeting set left) are not columns: they stay apart, read top to bottom.
 */
function mergeBands<T extends Placed>(bands: T[][], minGutter: number): T[][] {
  const merged: T[][] = [];
  for (const [i, band] of bands.entries()) {
    const previous = merged.at(-1);
    const plainBefore = previous !== undefined && widestGutter(previous, minGutter) === null;
    const following = bands.slice(i + 1, i + 1 + LOOK_AHEAD_BANDS);
    if (
      previous &&
      !(plainBefore && opensColumns(band, columnsBelow(following, minGutter), minGutter))
    ) {
      const bothPlain = plainBefore && widestGutter(band, minGutter) === null;
      const togetherColumns =
        widestGutter([...previous, ...band], minGutter) !== null &&
        (bothPlain || !opensOtherColumns(previous, band, following, minGutter));
      if (bothPlain !== togetherColumns) {
        merged[merged.length - 1] = [...previous, ...band];
        continue;
      }
    }
    merged.push(band);
  }
  return merged;
}

/**
 * The band after this one when it shows columns, with the next few as long as they keep
 * them (so that a column's indented first line does not stand for its edge); else null.
 */
function columnsBelow<T extends Placed>(following: T[][], minGutter: number): T[] | null {
  const [first, ...rest] = following;
  if (!first || widestGutter(first, minGutter) === null) return null;
  return withColumnsKept(first, rest, minGutter);
}

/** `start` with the bands after it added for as long as together they keep a gutter. */
function withColumnsKept<T extends Placed>(start: T[], following: T[][], minGutter: number): T[] {
  let kept = start;
  for (const next of following) {
    const joined = [...kept, ...next];
    if (widestGutter(joined, minGutter) === null) break;
    kept = joined;
  }
  return kept;
}

/** The items left and right of a gutter, by where their middles lie. */
function sidesOf<T extends Placed>(items: T[], gutter: number): [T[], T[]] {
  return [
    items.filter((item) => middleX(item.box) < gutter),
    items.filter((item) => middleX(item.box) >= gutter),
  ];
}

/**
 * A single-column band that fits into the columns below it: a column's first line set
 * higher than the other column's start (under a heading there). It is read with those
 * columns, not with the single-column text above them.
 */
function opensColumns<T extends Placed>(band: T[], next: T[] | null, minGutter: number): boolean {
  if (!next || widestGutter(band, minGutter) !== null) return false;
  const gutter = widestGutter(next, minGutter);
  if (gutter === null) return false;
  const columns = sidesOf(next, gutter).map(extent);
  const side = (box: Box) => (middleX(box) < gutter ? 0 : 1);
  // On its column's side of the gutter, without crossing it, and starting (or, set right,
  // ending) where the column's lines do.
  return band.every(({ box }) => {
    const column = columns[side(box)];
    const crosses = box.x0 < gutter && box.x1 > gutter;
    const aligned =
      column &&
      (Math.abs(box.x0 - column.x0) <= minGutter || Math.abs(box.x1 - column.x1) <= minGutter);
    return !crosses && aligned;
  });
}

/**
 * A band that fits both the columns above it and the differently placed columns below it,
 * nearer to those below: the first row of a two-column body under an abstract set beside
 * its article information (a section heading at the left column's top, the right column's
 * first line beside it). It is read with the columns below.
 */
function opensOtherColumns<T extends Placed>(
  previous: T[],
  band: T[],
  following: T[][],
  minGutter: number,
): boolean {
  const below = withColumnsKept(band, following, minGutter);
  if (below === band) return false;
  const gapAbove = (extent(band)?.y0 ?? 0) - (extent(previous)?.y1 ?? 0);
  const gapBelow = (extent(following[0] ?? [])?.y0 ?? 0) - (extent(band)?.y1 ?? 0);
  return gapAbove >= gapBelow && widestGutter([...previous, ...below], minGutter) === null;
}

/** Enough following bands to tell where the columns below a band lie. */
const LOOK_AHEAD_BANDS = 3;

/** The x in the middle of the widest vertical strip (at least minGutter wide) no item crosses. */
function widestGutter(items: Placed[], minGutter: number): number | null {
  if (items.length < 2) return null;
  const sorted = [...items].sort((a, b) => a.box.x0 - b.box.x0);
  let right = (sorted[0] as Placed).box.x1;
  let best: { width: number; middle: number } | null = null;
  for (const item of sorted.slice(1)) {
    const gap = item.box.x0 - right;
    if (gap >= minGutter && (!best || gap > best.width)) {
      best = { width: gap, middle: right + gap / 2 };
    }
    right = Math.max(right, item.box.x1);
  }
  return best?.middle ?? null;
}

/** Items of a band that may cross its gutter, and how few they must be among its items. */
const MAX_CROSSINGS = 2;
const MAX_CROSSING_SHARE = 0.1;
/** Lines a column beside a crossed gutter has at least. */
const MIN_COLUMN_ITEMS = 4;

/**
 * A gutter that one or two of a band's widest items cross, where nothing else does: a
 * display formula set wider than its column, or a line an OCR text layer ran across both
 * columns. Without this, one such line leaves a page of dense two-column text, with no
 * blank line across it, one band read line by line across both columns. The crossing
 * items go with the column their middle lies in.
 */
function gutterPastCrossings(items: Placed[], minGutter: number): number | null {
  const widestFirst = [...items].sort((a, b) => b.box.x1 - b.box.x0 - (a.box.x1 - a.box.x0));
  const most = Math.min(MAX_CROSSINGS, Math.floor(items.length * MAX_CROSSING_SHARE));
  for (let crossing = 1; crossing <= most; crossing++) {
    const rest = widestFirst.slice(crossing);
    const gutter = widestGutter(rest, minGutter);
    if (gutter === null) continue;
    const [left, right] = sidesOf(rest, gutter);
    if (left.length >= MIN_COLUMN_ITEMS && right.length >= MIN_COLUMN_ITEMS) return gutter;
  }
  return null;
}

/**
 * Items of about the same height whose bottoms (their baselines, for lines of one size)
 * differ by more than this share of their height are not side by side, however much
 * they overlap: a fraction's numerator, its denominator and the line between them.
 */
const ROW_BASELINE_TOLERANCE = 0.3;

/** Top to bottom; items side by side on one line left to right (right to left on RTL pages). */
function topDown<T extends Placed>(items: T[], rtl: boolean): T[] {
  const rows: Array<{ items: T[]; box: Box }> = [];
  for (const item of [...items].sort((a, b) => a.box.y0 - b.box.y0)) {
    const row = rows.at(-1);
    const overlap = row ? Math.min(row.box.y1, item.box.y1) - Math.max(row.box.y0, item.box.y0) : 0;
    if (
      row &&
      overlap > 0.5 * (item.box.y1 - item.box.y0) &&
      row.items.every((member) => sideBySide(member.box, item.box))
    ) {
      row.items.push(item);
      row.box = union(row.box, item.box);
    } else {
      rows.push({ items: [item], box: item.box });
    }
  }
  const byX = (a: T, b: T) => (rtl ? b.box.x1 - a.box.x1 : a.box.x0 - b.box.x0);
  return rows.flatMap((row) => row.items.sort(byX));
}

/** Whether two boxes of about the same height stand on about the same line. */
function sideBySide(a: Box, b: Box): boolean {
  const [low, high] = [a.y1 - a.y0, b.y1 - b.y0].sort((x, y) => x - y) as [number, number];
  if (low < 0.8 * high) return true;
  return Math.abs(a.y1 - b.y1) <= ROW_BASELINE_TOLERANCE * high;
}

/** The box around all items. */
export function extent(items: Placed[]): Box | null {
  return items.length === 0 ? null : items.map((item) => item.box).reduce(union);
}
