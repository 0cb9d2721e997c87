import { type Box, height, union, width } from "./box.js";
import type { TextLine } from "./text-line.js";

/** A part of the page kept as a picture of itself, with the words drawn inside it. */
export interface FigureRegion {
  box: Box;
  /** The region's text in reading order: the picture's alternative text. */
  alt: string;
  /** The lines the picture replaces in the page's text. */
  lines: TextLine[];
}

/** Paths closer than this (points) belong to the same drawing. */
const PATH_GAP = 8;
/** A drawing has at least this many paths: fewer are rules, frames and underlines. */
const MIN_FIGURE_PATHS = 6;
/** Smallest drawing worth a picture, in points. */
const MIN_FIGURE_SIDE = 40;
/** A path covering this much of the page is a background or a page frame. */
const BACKGROUND_SHARE = 0.5;
/** A line of this many words or more is prose, which a figure's labels never are. */
const PROSE_WORDS = 7;
/** Prose in more than this share of the lines inside a drawing: a framed text box. */
const MAX_PROSE_SHARE = 0.25;
/** Rules running across nearly the drawing's width, this many or more: a ruled table. */
const TABLE_RULES = 3;
/** Labels this far (in body sizes) outside a drawing still belong to it. */
const LABEL_REACH = 0.8;
/**
 * Captions stay text below or above their figure. A capital and a whole number: "table
 * in these instructions", a line of running text, begins no caption.
 */
const CAPTION =
  /^(?:Fig(?:ure)?|FIG(?:URE)?|Table|TABLE|Diagram|DIAGRAM|Chart|CHART|Plate|PLATE|Exhibit|EXHIBIT)\.?\s*(?:\d+[a-z]?|[IVX]+|[ivx]+)\b/;

/** A line that begins a figure's or table's caption ("Figure 2.", "Fig. 3", "Table IV"). */
export function isCaption(text: string): boolean {
  return CAPTION.test(text.trim());
}

/**
 * The page's figures drawn in vector art: dense clusters of paths (lines, arrows, boxes)
 * with the short text spans inside or next to them (labels). A reflowed diagram is a pile
 * of one-word paragraphs that cut the body text in two; as a picture of its region it
 * reads as drawn, its words kept as alternative text. Not figures: rules, frames and
 * underlines (few paths), boxes of prose, ruled tables (rules across the whole width),
 * backgrounds. Captions and prose next to a figure stay text.
 */
export function figureRegions(
  paths: Box[],
  lines: TextLine[],
  page: { width: number; height: number },
  bodySize: number,
): FigureRegion[] {
  const pageArea = page.width * page.height;
  const drawn = paths.filter(
    (box) =>
      width(box) >= 0 &&
      height(box) >= 0 &&
      width(box) * height(box) < BACKGROUND_SHARE * pageArea &&
      box.x1 > 0 &&
      box.y1 > 0 &&
      box.x0 < page.width &&
      box.y0 < page.height,
  );
  const regions: FigureRegion[] = [];
  const taken = new Set<TextLine>();
  for (const cluster of clusters(drawn)) {
    const region = figureOf(cluster, lines, bodySize, taken);
    if (!region) continue;
    for (const line of region.lines) taken.add(line);
    regions.push(region);
  }
  return regions;
}

function figureOf(
  cluster: { box: Box; paths: Box[] },
  lines: TextLine[],
  bodySize: number,
  taken: Set<TextLine>,
): FigureRegion | null {
  const { box, paths } = cluster;
  if (paths.length < MIN_FIGURE_PATHS) return null;
  if (width(box) < MIN_FIGURE_SIDE || height(box) < MIN_FIGURE_SIDE) return null;
  const rules = paths.filter((path) => height(path) < 2 && width(path) >= 0.9 * width(box));
  if (rules.length >= TABLE_RULES) return null;

  const reach = LABEL_REACH * bodySize;
  const near = { x0: box.x0 - reach, y0: box.y0 - reach, x1: box.x1 + reach, y1: box.y1 + reach };
  const inside = lines.filter(
    (line) => !taken.has(line) && !isCaption(line.text) && within(line.box, near),
  );
  const prose = inside.filter((line) => wordCount(line.text) >= PROSE_WORDS);
  if (prose.length > MAX_PROSE_SHARE * inside.length) return null;
  const labels = inside.filter((line) => wordCount(line.text) < PROSE_WORDS);
  const regionBox = labels.reduce((grown, line) => union(grown, line.box), box);
  return { box: regionBox, alt: readingText(labels), lines: labels };
}

/** The box mostly inside `area`: a label, not a line of text that merely starts there. */
function within(box: Box, area: Box): boolean {
  const overlapX = Math.min(box.x1, area.x1) - Math.max(box.x0, area.x0);
  const overlapY = Math.min(box.y1, area.y1) - Math.max(box.y0, area.y0);
  return overlapX > 0.8 * width(box) && overlapY > 0.5 * height(box);
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Lines top to bottom, and left to right within a row. */
export function readingText(lines: TextLine[]): string {
  const ordered = [...lines].sort((a, b) => {
    const sameRow = Math.abs(a.box.y1 - b.box.y1) < 0.5 * Math.min(a.size, b.size);
    return sameRow ? a.box.x0 - b.box.x0 : a.box.y1 - b.box.y1;
  });
  return ordered
    .map((line) => line.text.trim())
    .filter(Boolean)
    .join(" ");
}

/**
 * Groups path boxes lying within PATH_GAP of each other, transitively. Paths are taken
 * top to bottom, and each joins every group it touches (merging them).
 */
function clusters(paths: Box[]): Array<{ box: Box; paths: Box[] }> {
  const groups: Array<{ box: Box; paths: Box[] }> = [];
  for (const path of [...paths].sort((a, b) => a.y0 - b.y0)) {
    let joined: { box: Box; paths: Box[] } | null = null;
    for (let index = groups.length - 1; index >= 0; index--) {
      const group = groups[index] as { box: Box; paths: Box[] };
      if (!touches(group.box, path)) continue;
      if (joined) {
        joined.box = union(joined.box, group.box);
        joined.paths.push(...group.paths);
        groups.splice(index, 1);
      } else {
        group.box = union(group.box, path);
        group.paths.push(path);
        joined = group;
      }
    }
    if (!joined) groups.push({ box: { ...path }, paths: [path] });
  }
  return groups;
}

function touches(a: Box, b: Box): boolean {
  return (
    a.x0 - PATH_GAP <= b.x1 &&
    b.x0 <= a.x1 + PATH_GAP &&
    a.y0 - PATH_GAP <= b.y1 &&
    b.y0 <= a.y1 + PATH_GAP
  );
}
