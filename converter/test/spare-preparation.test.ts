import { afterEach, describe, expect, it, vi } from "vitest";
import { LiterataMeasurer } from "../src/layout/measure.js";
import { COMMON_PAIR_SLICES, ShapedPieces } from "../src/layout/shaped-pieces.js";
import { prepareConversion } from "../src/pipeline/convert-pdf.js";
import { englishWords } from "../src/text/english-words.js";

// The word list is read through this wrapper, so that the tests see whether it was.
vi.mock("../src/text/english-words.js", async (original) => {
  const words = await original<typeof import("../src/text/english-words.js")>();
  return { ...words, englishWords: vi.fn(words.englishWords) };
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(englishWords).mockClear();
});

/** Each slice of common pairs is shaped in the body's style and in the headings'. */
const ALL_SLICES = COMMON_PAIR_SLICES.length * 2;

describe("a spare converter preparing ahead of its PDF", () => {
  // This file's thread has one shared measurer: the test that learns nothing runs first.
  it("leaves the fonts, the word list and the common widths to a conversion that has arrived", async () => {
    // The upload that takes a spare still loading: its pages should not wait for these,
    // which it loads itself once its PDF is with the page workers.
    const measure = vi.spyOn(LiterataMeasurer.prototype, "measure");
    const learn = vi.spyOn(ShapedPieces.prototype, "learnText");
    await prepareConversion(1, () => false);
    expect(measure).not.toHaveBeenCalled();
    expect(englishWords).not.toHaveBeenCalled();
    expect(learn).not.toHaveBeenCalled();
  });

  it("stops loading at the step during which a conversion arrives", async () => {
    // Fontkit, then the body's font: a conversion arriving as that font opens finds the
    // headings' font, the word list and the widths not started.
    let arrived = false;
    const measure = vi.spyOn(LiterataMeasurer.prototype, "measure").mockImplementation(() => {
      setImmediate(() => {
        arrived = true;
      });
      return 10;
    });
    await prepareConversion(1, () => !arrived);
    expect(measure).toHaveBeenCalledTimes(1);
    expect(englishWords).not.toHaveBeenCalled();
  });

  it("loads the fonts and the word list and learns common widths while no conversion waits", async () => {
    const learn = vi.spyOn(ShapedPieces.prototype, "learnText");
    await prepareConversion(1);
    expect(englishWords).toHaveBeenCalled();
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
