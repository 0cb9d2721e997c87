import { describe, expect, it } from "vitest";
import type { ReflowBlock } from "./blocks";
import { markAt, markOfScreen, placeAmongScreens, placeMarks, screenOfTop } from "./marks";
import { type MeasuredBlock, paginate } from "./paginate";

/** A paragraph of `count` 20 px lines starting at `top`. */
function paragraph(top: number, count: number, starts?: number[]): MeasuredBlock {
  const lines = Array.from({ length: count }, (_, line) => ({
    top: top + 20 * line,
    bottom: top + 20 * (line + 1),
  }));
  return { top, bottom: top + 20 * count, lines, keepWithNext: false, alone: false, starts };
}

const text = (page: number, index: number, parts?: ReflowBlock["parts"]): ReflowBlock => ({
  page,
  index,
  kind: "text",
  text: "",
  alone: false,
  parts,
});

describe("places inside the reflowed column", () => {
  // Book page 0: a paragraph of 3 lines, then one of 9 lines that page 1 continues from
  // its 7th line on (top 190) and page 2 from its 9th (top 230); then page 2's own block.
  const blocks = [
    text(0, 0),
    text(0, 1, [
      { page: 1, offset: 40 },
      { page: 2, offset: 80 },
    ]),
    text(2, 1),
  ];
  const measured = [paragraph(0, 3), paragraph(70, 9, [190, 230]), paragraph(260, 2)];
  // Screens of 100 px: lines 0-60 and 70-90 | 90-190 | 190-280 | 280-300.
  const screens = paginate(measured, 100, 1, true);
  const marks = placeMarks(blocks, measured);

  it("finds the screen holding the start of a book page joined into a paragraph", () => {
    expect(screens.map((screen) => [screen.start, screen.end])).toEqual([
      [0, 90],
      [90, 190],
      [190, 280],
      [280, 300],
    ]);
    const screenOf = (page: number, block: number) =>
      screenOfTop(screens, marks[markAt(marks, page, block)]?.top ?? -1);
    expect(screenOf(0, 0)).toBe(0);
    // Page 1 starts on line 7 of the joined paragraph, the first line of screen 2.
    expect(screenOf(1, 0)).toBe(2);
    expect(screenOf(2, 0)).toBe(2);
    expect(screenOf(2, 1)).toBe(2);
  });

  it("names each screen by the book page starting on it, which brings the screen back", () => {
    const named = screens.map((screen) => marks[markOfScreen(marks, screen)]);
    expect(named.map((mark) => mark && [mark.page, mark.block])).toEqual([
      [0, 0],
      // Inside the joined paragraph: the place it continues.
      [0, 1],
      [1, 0],
      [2, 1],
    ]);
    const last = named[2];
    expect(last && screenOfTop(screens, last.top)).toBe(2);
    // Page 0 is on screens 0-1, the second of them is 2/2; page 1 starts and ends on 2.
    expect(placeAmongScreens(screens, marks, 0, 1)).toEqual({ at: 2, of: 2 });
    expect(placeAmongScreens(screens, marks, 1, 2)).toEqual({ at: 1, of: 1 });
  });
});
