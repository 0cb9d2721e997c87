import { describe, expect, it } from "vitest";
import type { ReaderPage } from "../pages/use-book-pages";
import { blockAt, blocksOf } from "./blocks";

const page = (order: number, content: string, continues = false): ReaderPage => ({
  page_meta_unique_id: `p${order}`,
  page_order: order,
  page_number: 0,
  page_content: content,
  images: [],
  alts: [],
  continues_paragraph: continues,
});

describe("reflowed blocks", () => {
  it("runs a paragraph the book's layout split over pages on into its next part", () => {
    const blocks = blocksOf([
      page(0, "First paragraph.\n\nA long paragraph that runs"),
      page(1, "on over a whole page and", true),
      page(2, "ends here.\n\nThe next one.", true),
    ]);
    expect(blocks.map((block) => [block.page, block.text, block.runsOn ?? false])).toEqual([
      [0, "First paragraph.", false],
      [0, "A long paragraph that runs", true],
      [1, "on over a whole page and", true],
      [2, "ends here.", false],
      [2, "The next one.", false],
    ]);
    // Each book page keeps its own blocks: going to a page shows that page's text.
    expect(blockAt(blocks, 1, 0)).toBe(2);
    expect(blockAt(blocks, 2, 0)).toBe(3);
    expect(blockAt(blocks, 2, 1)).toBe(4);
  });

  it("keeps paragraphs apart where no page says it continues", () => {
    const blocks = blocksOf([page(0, "One ends."), page(1, "Two starts.")]);
    expect(blocks.map((block) => block.runsOn ?? false)).toEqual([false, false]);
  });
});
