import { describe, expect, it } from "vitest";
import { readingOrder } from "../../src/text/reading-order.js";
import { line } from "./span-fixtures.js";

const texts = (regions: { text: string }[][]) => regions.map((region) => region.map((l) => l.text));

describe("readingOrder", () => {
  it("reads one column top to bottom, whatever order the lines came in", () => {
    const lines = [line("second", 50, 80), line("first", 50, 60), line("third", 50, 100)];
    expect(texts(readingOrder(lines, { rtl: false, minGutter: 12 }))).toEqual([
      ["first", "second", "third"],
    ]);
  });

  it("reads a title band, then the left column, then the right one", () => {
    const title = line("Title across the page", 40, 20, 320);
    const left = [line("L1", 40, 60, 150), line("L2", 40, 75, 150), line("L3", 40, 90, 150)];
    const right = [line("R1", 220, 60, 150), line("R2", 220, 75, 150), line("R3", 220, 90, 150)];
    const regions = readingOrder([...right, title, ...left], { rtl: false, minGutter: 12 });
    expect(texts(regions)).toEqual([
      ["Title across the page"],
      ["L1", "L2", "L3"],
      ["R1", "R2", "R3"],
    ]);
  });

  it("reads the right column first on a right-to-left page", () => {
    const left = [line("L1", 40, 60, 150), line("L2", 40, 75, 150)];
    const right = [line("R1", 220, 60, 150), line("R2", 220, 75, 150)];
    const regions = readingOrder([...left, ...right], { rtl: true, minGutter: 12 });
    expect(texts(regions)).toEqual([
      ["R1", "R2"],
      ["L1", "L2"],
    ]);
  });

  it("reads dense columns apart when a display set too wide crosses the gutter", () => {
    // The columns' lines 6 pt out of step, no blank line across the page: one band.
    const left = [1, 2, 3, 4, 5, 6].map((n) => line(`L${n}`, 40, 60 + 12 * n, 150));
    const right = [1, 2, 3, 4, 5, 6].map((n) => line(`R${n}`, 220, 66 + 12 * n, 150));
    const display = line("D", 60, 60 + 12 * 3.5, 200);
    const regions = readingOrder([...left, ...right, display], { rtl: false, minGutter: 12 });
    expect(texts(regions).flat()).toEqual([
      ...["L1", "L2", "L3", "D", "L4", "L5", "L6"],
      ...["R1", "R2", "R3", "R4", "R5", "R6"],
    ]);
  });

  it("gives no regions for an empty page", () => {
    expect(readingOrder([], { rtl: false, minGutter: 12 })).toEqual([]);
  });
});
