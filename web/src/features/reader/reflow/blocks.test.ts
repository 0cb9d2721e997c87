import { ITALIC_END, ITALIC_START } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import type { ReaderPage } from "../pages/use-book-pages";
import { blocksOf, textByPage } from "./blocks";

const page = (order: number, content: string, continues = false): ReaderPage => ({
  page_meta_unique_id: `p${order}`,
  page_order: order,
  page_number: 0,
  page_content: content,
  images: [],
  alts: [],
  links: [],
  continues_paragraph: continues,
});

describe("reflowed blocks", () => {
  it("joins a paragraph the book's layout split over pages into one block", () => {
    const blocks = blocksOf([
      page(0, "First paragraph.\n\nA long paragraph that runs"),
      page(1, "on over a whole page and", true),
      page(2, "ends here.\n\nThe next one.", true),
    ]);
    expect(blocks.map((block) => [block.page, block.index, block.text])).toEqual([
      [0, 0, "First paragraph."],
      [0, 1, "A long paragraph that runs on over a whole page and ends here."],
      [2, 1, "The next one."],
    ]);
    // Each later page's text is known inside the paragraph: a place can be found there.
    const joined = blocks[1];
    expect(joined && textByPage(joined)).toEqual([
      { page: 0, text: "A long paragraph that runs " },
      { page: 1, text: "on over a whole page and " },
      { page: 2, text: "ends here." },
    ]);
  });

  it("joins without a space after a word broken at a hyphen, and keeps italics per page", () => {
    const [joined] = blocksOf([
      page(0, `${ITALIC_START}well-${ITALIC_END}`),
      page(1, `${ITALIC_START}known${ITALIC_END} words`, true),
    ]);
    expect(joined?.text).toBe(
      `${ITALIC_START}well-${ITALIC_END}${ITALIC_START}known${ITALIC_END} words`,
    );
    expect(joined?.parts).toEqual([{ page: 1, offset: 7 }]);
  });

  it("keeps paragraphs apart where no page says it continues", () => {
    const blocks = blocksOf([page(0, "One ends."), page(1, "Two starts.")]);
    expect(blocks.map((block) => block.text)).toEqual(["One ends.", "Two starts."]);
  });

  it("sets a paragraph split at a chunk's seam with the chunk it starts in", () => {
    const ending = blocksOf([page(19, "Before.\n\nThe seam paragraph")], {
      next: page(20, "goes on.\n\nAfter.", true),
    });
    expect(ending.map((block) => block.text)).toEqual(["Before.", "The seam paragraph goes on."]);
    const starting = blocksOf([page(20, "goes on.\n\nAfter.", true)], { chunkStart: true });
    expect(starting.map((block) => [block.page, block.index, block.text])).toEqual([
      [20, 1, "After."],
    ]);
    // A next page that starts a paragraph of its own lends nothing.
    expect(blocksOf([page(19, "Ends.")], { next: page(20, "Starts.") })).toHaveLength(1);
  });
});
