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

  it("gives no regions for an empty page", () => {
    expect(readingOrder([], { rtl: false, minGutter: 12 })).toEqual([]);
  });
});
