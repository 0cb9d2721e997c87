/**
 * The book lists' pages, without schemas: the home page's shelf reads these, and would
 * otherwise load zod and every book schema to learn that a grid page holds 25 books.
 */

/** Grids show this many books per page. */
export const GRID_PAGE_SIZE = 25;

export type InclusiveRange = { start: number; end: number };

/** The books of grid page `pageIndex` (from 0): 0-24, 25-49, … */
export function gridPageRange(pageIndex: number): InclusiveRange {
  const start = Math.max(0, Math.trunc(pageIndex)) * GRID_PAGE_SIZE;
  return { start, end: start + GRID_PAGE_SIZE - 1 };
}

/** How many grid pages `total` books fill (at least one, to show an empty grid on). */
export function gridPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / GRID_PAGE_SIZE));
}

/** The dashboard's Public Domain Books carousel: the first grid page. */
export const DASHBOARD_PUBLIC_RANGE: InclusiveRange = gridPageRange(0);
