import { type Box, height, width } from "../text/box.js";
import { type FigureRegion, figureRegions } from "../text/figure-regions.js";
import { formulaRegions, isOperatorLine } from "../text/formula-regions.js";
import type { TextLine } from "../text/text-line.js";
import type { PageDrawing } from "./culling-ledger.js";
import { fingerprint } from "./fingerprint.js";
import { PICTURE_LONG_SIDE } from "./image-sizes.js";
import type { RenderedPicture } from "./image-writes.js";
import { ENCODING } from "./image-writes.js";
import { outputFiles } from "./output-files.js";
import { renderRegion } from "./render.js";

/** Room left around a region's picture, in points, so strokes at its edge are whole. */
const MARGIN = 3;
/** A raster image inside a figure is one of its parts when it is smaller than this share. */
const MAX_PART = 0.15;
/** Pixels per point at most: line art is sharp at this when zoomed. */
const MAX_SCALE = 4;

/**
 * The parts of a text page kept as pictures of themselves (figures drawn in vector art
 * with their labels, display fractions), the lines they take out of the text and the
 * page's pictures they take in: a diagram may draw its boxes as raster images, each a
 * small part of it. A region that a picture sticks out of, or that holds a large picture
 * (a screenshot in a box of captions and facts), is left as it is.
 */
export function drawnRegions(
  paths: Box[],
  lines: TextLine[],
  page: { width: number; height: number },
  pictures: RenderedPicture[],
): { regions: FigureRegion[]; lines: Set<TextLine>; pictures: Set<RenderedPicture> } {
  if (paths.length === 0 && !lines.some(isOperatorLine)) {
    return { regions: [], lines: new Set(), pictures: new Set() };
  }
  const body = bodySize(lines);
  const figures = figureRegions(paths, lines, page, body);
  const inFigures = new Set(figures.flatMap((region) => region.lines));
  const formulas = formulaRegions(
    paths,
    lines.filter((line) => !inFigures.has(line)),
  ).filter((formula) => !figures.some((figure) => overlaps(figure.box, formula.box)));
  const regions = [...figures, ...formulas]
    .map((region) => ({ ...region, box: clamp(grow(region.box, MARGIN), page) }))
    .filter(({ box }) =>
      pictures.every(
        ({ picture }) =>
          !overlaps(picture.box, box) ||
          (inside(picture.box, box) && area(picture.box) < MAX_PART * area(box)),
      ),
    );
  return {
    regions,
    lines: new Set(regions.flatMap((region) => region.lines)),
    pictures: new Set(
      pictures.filter(({ picture }) => regions.some(({ box }) => inside(picture.box, box))),
    ),
  };
}

function area(box: Box): number {
  return width(box) * height(box);
}

/** `box` lies within `area`, give or take a point. */
function inside(box: Box, area: Box): boolean {
  return (
    box.x0 >= area.x0 - 1 && box.y0 >= area.y0 - 1 && box.x1 <= area.x1 + 1 && box.y1 <= area.y1 + 1
  );
}

/** Renders each region from the page, as pictures numbered after the page's `first` ones. */
export function renderDrawnRegions(
  regions: FigureRegion[],
  drawing: PageDrawing,
  index: number,
  first: number,
): RenderedPicture[] {
  return regions.map((region, offset) => {
    const { box, alt } = region;
    const scale = Math.min(MAX_SCALE, PICTURE_LONG_SIDE / Math.max(width(box), height(box)));
    const raw = renderRegion(drawing, box, scale, false);
    const file = outputFiles.image(index, first + offset + 1);
    return {
      picture: {
        image: { file, width: raw.width, height: raw.height, ...(alt ? { alt } : {}) },
        box,
        fingerprint: fingerprint(raw),
      },
      write: { file, raw, encoding: ENCODING.picture, neededByBook: true },
    };
  });
}

/** The size most of the page's characters are set in. */
function bodySize(lines: TextLine[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    counts.set(size, (counts.get(size) ?? 0) + line.text.length);
  }
  let best = 10;
  let most = 0;
  for (const [size, count] of counts) {
    if (count > most) [best, most] = [size, count];
  }
  return best;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

function grow(box: Box, by: number): Box {
  return { x0: box.x0 - by, y0: box.y0 - by, x1: box.x1 + by, y1: box.y1 + by };
}

function clamp(box: Box, page: { width: number; height: number }): Box {
  return {
    x0: Math.max(0, box.x0),
    y0: Math.max(0, box.y0),
    x1: Math.min(page.width, box.x1),
    y1: Math.min(page.height, box.y1),
  };
}
