import { afterEach, describe, expect, it, vi } from "vitest";
import { LiterataMeasurer } from "../src/layout/measure.js";
import { COMMON_PAIR_SLICES, ShapedPieces } from "../src/layout/shaped-pieces.js";
import { prepareConversion } from "../src/pipeline/convert-pdf.js";

afterEach(() => vi.restoreAllMocks());

/** Each slice of common pairs is shaped in the body's style and in the headings'. */
const ALL_SLICES = COMMON_PAIR_SLICES.length * 2;

describe("a spare converter preparing ahead of its PDF", () => {
  // This file's thread has one shared measurer: the test that learns nothing runs first.
  it("leaves the common widths to the book's own layout once its conversion has arrived", async () => {
    // The upload that takes a spare still loading: its pages should not wait for this.
    const learn = vi.spyOn(ShapedPieces.prototype, "learnText");
    await prepareConversion(1, () => false);
    expect(learn).not.toHaveBeenCalled();
  });

  it("learns the widths of common text while no conversion waits for it", async () => {
    const learn = vi.spyOn(ShapedPieces.prototype, "learnText");
    await prepareConversion(1);
    // A slice whose characters span two of Literata's subsets is shaped as two runs.
    expect(learn.mock.calls.length).toBeGreaterThanOrEqual(ALL_SLICES);
  });

  it("stops between two slices when a conversion arrives, and goes on from there later", async () => {
    const measurer = new LiterataMeasurer();
    const shaped: string[] = [];
    vi.spyOn(ShapedPieces.prototype, "learnText").mockImplementation((text) => {
      shaped.push(text);
    });
    let slicesBeforeUpload = 3;
    await measurer.learnCommonPairs(() => slicesBeforeUpload-- > 0);
    const early = shaped.length;
    expect(early).toBeGreaterThanOrEqual(3);
    expect(early).toBeLessThan(ALL_SLICES);
    await measurer.learnCommonPairs();
    await measurer.learnCommonPairs();
    // Every slice once: none again, none left out.
    expect(shaped.join("")).toBe([...COMMON_PAIR_SLICES, ...COMMON_PAIR_SLICES].join(""));
  });
});
