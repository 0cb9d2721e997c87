import { describe, expect, it } from "vitest";
import { neighbourScreen, SCREEN_STRIDE } from "./screen-index";

const counts: Record<number, number> = { 0: 5, 1: 4 };
const screenCount = (chunk: number) => counts[chunk] ?? null;

describe("neighbourScreen", () => {
  it("turns within a chunk and over into the next chunk's first screen", () => {
    const next = (index: number, step = 1) =>
      neighbourScreen({ index, towardsEnd: true, step, lastChunk: 2, screenCount });
    expect(next(3)).toBe(4);
    expect(next(4)).toBe(SCREEN_STRIDE);
    expect(next(4, 2)).toBe(SCREEN_STRIDE);
    // Chunk 2 is in the book but not laid out yet: the turn may go there and wait.
    expect(next(SCREEN_STRIDE + 3)).toBe(2 * SCREEN_STRIDE);
    expect(next(2 * SCREEN_STRIDE)).toBeNull();
  });

  it("turns back to the last resting screen of the chunk before, once it is laid out", () => {
    const back = (index: number, step = 1) =>
      neighbourScreen({ index, towardsEnd: false, step, lastChunk: 2, screenCount });
    expect(back(SCREEN_STRIDE)).toBe(4);
    // Five screens in spreads: 0-1, 2-3, 4 alone.
    expect(back(SCREEN_STRIDE, 2)).toBe(4);
    expect(back(0)).toBeNull();
    expect(back(2 * SCREEN_STRIDE + 1)).toBeNull();
  });

  it("stops at the end of the book", () => {
    expect(
      neighbourScreen({
        index: SCREEN_STRIDE + 3,
        towardsEnd: true,
        step: 1,
        lastChunk: 1,
        screenCount,
      }),
    ).toBeNull();
  });
});
