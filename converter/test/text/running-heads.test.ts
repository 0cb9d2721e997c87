import { LINK_END, LINK_START, LINK_TARGET_END } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { linkId } from "../../src/text/link-marks.js";
import { RunningHeadFilter } from "../../src/text/running-heads.js";
import { line, page } from "./span-fixtures.js";

/** Pages with a running head at the top, body text, and a page number at the foot. */
function book(count: number) {
  return Array.from({ length: count }, (_, index) =>
    page(index, [
      line("FREE CULTURE", 150, 20, 100),
      line(`Body text of page ${index + 1} goes on here.`, 50, 200, 300),
      line(`${index + 1}`, 195, 570, 10),
    ]),
  );
}

const settleAll = (pages: ReturnType<typeof book>) => {
  const filter = new RunningHeadFilter(pages.length);
  return [...pages.flatMap((p) => filter.push(p)), ...filter.flush()];
};

describe("RunningHeadFilter", () => {
  it("drops a head repeated at the same height and the page numbers, keeping the body", () => {
    const settled = settleAll(book(6));
    expect(settled.map((p) => p.index)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const p of settled) {
      expect(p.lines.map((l) => l.text)).toEqual([
        `Body text of page ${p.index + 1} goes on here.`,
      ]);
    }
  });

  it("keeps a top line that no nearby page repeats", () => {
    const pages = book(6);
    pages[2] = page(2, [
      line("A heading of its own", 120, 20, 160),
      ...(pages[2]?.lines.slice(1) ?? []),
    ]);
    const settled = settleAll(pages);
    expect(settled[2]?.lines.map((l) => l.text)).toContain("A heading of its own");
  });

  it("drops a footer that is a link, whose marks name a link of each page", () => {
    // freeculture.pdf's "<http://free-culture.org/get-it>" at the foot of every other page,
    // after a number of other links that changes from page to page.
    const pages = book(10).map((p) =>
      p.index % 2 === 0
        ? page(p.index, [
            ...p.lines,
            line(
              `${LINK_START}${linkId(p.index, p.index % 3)}${LINK_TARGET_END}<http://free-culture.org/get-it>${LINK_END}`,
              120,
              540,
              150,
            ),
          ])
        : p,
    );
    for (const p of settleAll(pages)) {
      expect(p.lines.map((l) => l.text)).toEqual([
        `Body text of page ${p.index + 1} goes on here.`,
      ]);
    }
  });
});
