/**
 * Screens are numbered per chunk of book pages (chunks.ts): each chunk is laid out on its
 * own, so the screens of chunk c are c × SCREEN_STRIDE + 0, 1, 2… A screen keeps its number
 * whatever else is laid out, and no chunk needs the layout of the chunks before it (the
 * book is never laid out as a whole). The stride is even, so two-screen spreads start on
 * even numbers as the flip expects.
 */
export const SCREEN_STRIDE = 10_000;

export const screenIndex = (chunk: number, screen: number) => chunk * SCREEN_STRIDE + screen;
export const chunkOfScreen = (index: number) => Math.floor(index / SCREEN_STRIDE);
export const screenInChunk = (index: number) => index % SCREEN_STRIDE;

/**
 * Where a turn from the resting position `index` lands (`step` screens at a time, 2 for
 * spreads), or null at either end of the book or when the screens behind are not laid
 * out yet. `screenCount` answers a laid-out chunk's number of screens, else null.
 */
export function neighbourScreen(options: {
  index: number;
  towardsEnd: boolean;
  step: number;
  lastChunk: number;
  screenCount(chunk: number): number | null;
}): number | null {
  const { index, towardsEnd, step, lastChunk, screenCount } = options;
  const chunk = chunkOfScreen(index);
  const screen = screenInChunk(index);
  const count = screenCount(chunk);
  if (count === null) return null;
  if (towardsEnd) {
    if (screen + step < count) return index + step;
    return chunk < lastChunk ? screenIndex(chunk + 1, 0) : null;
  }
  if (screen - step >= 0) return index - step;
  if (chunk === 0) return null;
  const before = screenCount(chunk - 1);
  if (before === null || before === 0) return null;
  const lastScreen = before - 1;
  return screenIndex(chunk - 1, lastScreen - (lastScreen % step));
}
