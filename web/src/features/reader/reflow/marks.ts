import type { ReflowBlock } from "./blocks";
import { type MeasuredBlock, type Screen, TOLERANCE } from "./paginate";

/**
 * Where the places of the reflowed view start in the measured column. A place is a book
 * page and a block of it (BookPlace); a block of the view may hold several book pages'
 * text (a paragraph split between pages, joined), so a place is a position inside a block,
 * not a block: the top of the line its text starts on.
 */
export interface PlaceMark {
  page: number;
  block: number;
  /** The top, in the column's px, of the line (or picture) it starts on. */
  top: number;
}

/** The places of a laid-out chunk, in column order. */
export function placeMarks(
  blocks: readonly ReflowBlock[],
  measured: readonly MeasuredBlock[],
): PlaceMark[] {
  return blocks.flatMap((block, index) => {
    const box = measured[index];
    if (!box) return [];
    const own = { page: block.page, block: block.index, top: box.top };
    const parts = (block.parts ?? []).map((part, position) => ({
      page: part.page,
      block: 0,
      top: box.starts?.[position] ?? box.top,
    }));
    return [own, ...parts];
  });
}

/**
 * The mark of place (page, block): its own, else the first after it (a page left empty, a
 * block an edit removed), else the last; -1 when there are none.
 */
export function markAt(marks: readonly PlaceMark[], page: number, block: number): number {
  const found = marks.findIndex(
    (mark) => mark.page > page || (mark.page === page && mark.block >= block),
  );
  return found >= 0 ? found : marks.length - 1;
}

/** The screen showing the line at `top` (a mark's): the first that ends below it. */
export function screenOfTop(screens: readonly Screen[], top: number): number {
  const found = screens.findIndex((screen) => screen.end > top + TOLERANCE);
  return found >= 0 ? found : Math.max(0, screens.length - 1);
}

const startsOn = (mark: PlaceMark, screen: Screen) =>
  mark.top >= screen.start - TOLERANCE && mark.top < screen.end - TOLERANCE;

/**
 * The place a screen stands for: the first that starts on it, else (a screen inside one
 * long paragraph) the one it continues. Saved as the reader's place and put back on
 * screen by screenOfTop, a place that starts on the screen brings back this very screen.
 */
export function markOfScreen(marks: readonly PlaceMark[], screen: Screen): number {
  const starting = marks.findIndex((mark) => startsOn(mark, screen));
  if (starting >= 0) return starting;
  let continued = 0;
  marks.forEach((mark, index) => {
    if (mark.top < screen.start) continued = index;
  });
  return continued;
}

/**
 * The screens showing book page `page`'s text: from the one its first mark starts on to
 * the one before the next page's first mark starts (that one too when the next page
 * starts inside it). Answers `screen`'s place among them, from 1, and their number.
 */
export function placeAmongScreens(
  screens: readonly Screen[],
  marks: readonly PlaceMark[],
  page: number,
  screen: number,
): { at: number; of: number } {
  const first = marks.find((mark) => mark.page === page);
  if (!first) return { at: 1, of: 1 };
  const from = screenOfTop(screens, first.top);
  const next = marks.find((mark) => mark.page > page);
  let to = screens.length - 1;
  if (next) {
    const nextScreen = screenOfTop(screens, next.top);
    const atTop = next.top <= (screens[nextScreen]?.start ?? 0) + TOLERANCE;
    to = Math.max(from, atTop ? nextScreen - 1 : nextScreen);
  }
  return { at: Math.min(Math.max(1, screen - from + 1), to - from + 1), of: to - from + 1 };
}
