import { describe, expect, it } from "vitest";
import { type MeasuredBlock, paginate } from "./paginate";

/** A paragraph of `count` 20 px lines starting at `top`. */
function paragraph(top: number, count: number): MeasuredBlock {
  const lines = Array.from({ length: count }, (_, line) => ({
    top: top + 20 * line,
    bottom: top + 20 * (line + 1),
  }));
  return { top, bottom: top + 20 * count, lines, keepWithNext: false, alone: false };
}

const heading = (top: number): MeasuredBlock => ({ ...paragraph(top, 1), keepWithNext: true });
const picture = (top: number, height: number, alone = false): MeasuredBlock => ({
  top,
  bottom: top + height,
  lines: null,
  keepWithNext: false,
  alone,
});

describe("paginate", () => {
  it("fills screens with whole lines and continues a paragraph on the next screen", () => {
    // Two paragraphs of 5 lines with a 10 px gap, on screens 100 px tall.
    const screens = paginate([paragraph(0, 5), paragraph(110, 5)], 100);
    expect(screens).toEqual([
      { start: 0, end: 100, first: 0, last: 0 },
      { start: 110, end: 210, first: 1, last: 1 },
    ]);
    const split = paginate([paragraph(0, 3), paragraph(70, 5)], 100);
    // 3 lines, the gap, and one line of the second paragraph fit; its other four follow.
    expect(split).toEqual([
      { start: 0, end: 90, first: 0, last: 1 },
      { start: 90, end: 170, first: 1, last: 1 },
    ]);
  });

  it("never splits a picture and gives a snapshot-only page's picture a screen of its own", () => {
    const screens = paginate([paragraph(0, 3), picture(70, 60), paragraph(140, 1)], 100);
    expect(screens.map((screen) => [screen.first, screen.last])).toEqual([
      [0, 0],
      [1, 2],
    ]);
    const alone = paginate([paragraph(0, 1), picture(30, 40, true), paragraph(80, 1)], 100);
    expect(alone.map((screen) => [screen.first, screen.last])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
  });

  it("moves a heading at the foot of a screen over to the text it heads", () => {
    const screens = paginate([paragraph(0, 4), heading(85), paragraph(110, 2)], 100);
    expect(screens.map((screen) => [screen.first, screen.last])).toEqual([
      [0, 0],
      [1, 2],
    ]);
  });

  it("starts a chapter, a heading opening a book page, on a screen of its own", () => {
    const chapter = { ...heading(50), breaksBefore: true };
    const screens = paginate([paragraph(0, 2), chapter, paragraph(80, 2)], 200, 1, true);
    expect(screens.map((screen) => [screen.first, screen.last])).toEqual([
      [0, 0],
      [1, 2],
    ]);
    // Two screens side by side read as an open book: the chapter follows on.
    const spread = paginate([paragraph(0, 2), chapter, paragraph(80, 10)], 200, 2, true);
    expect(spread.map((screen) => [screen.first, screen.last])).toEqual([
      [0, 2],
      [2, 2],
    ]);
    // A heading inside a page's text follows what comes before it.
    const inside = paginate([paragraph(0, 2), heading(50), paragraph(80, 2)], 200, 1, true);
    expect(inside.map((screen) => [screen.first, screen.last])).toEqual([[0, 2]]);
  });

  it("puts at least one line on a screen shorter than a line", () => {
    expect(paginate([paragraph(0, 2)], 10)).toHaveLength(2);
  });

  it("shares a spread's last text out over both its screens, never a blank right page", () => {
    // 5 lines then 1: a full left screen beside a lone line, unless balanced (3 and 3).
    const even = paginate([paragraph(0, 6)], 100, 2);
    expect(even.map((screen) => screen.end - screen.start)).toEqual([60, 60]);
    // 11 lines fill 3 screens: shared over 4, no spread has a blank right page.
    const odd = paginate([paragraph(0, 11)], 100, 2);
    expect(odd.map((screen) => screen.end - screen.start)).toEqual([60, 60, 60, 40]);
    // One screen at a time (phones), screens are filled as they come, to the book's end.
    const filled = paginate([paragraph(0, 6)], 100, 1, true);
    expect(filled.map((screen) => screen.end - screen.start)).toEqual([100, 20]);
  });

  it("leaves no mostly empty screen where a chunk ends inside the book", () => {
    // A chunk's last screen of one line would read as a blank page: it shares the screen
    // before's text; more than half full, it stays as it is.
    const short = paginate([paragraph(0, 6)], 100);
    expect(short.map((screen) => screen.end - screen.start)).toEqual([60, 60]);
    const full = paginate([paragraph(0, 8)], 100);
    expect(full.map((screen) => screen.end - screen.start)).toEqual([100, 60]);
  });
});
