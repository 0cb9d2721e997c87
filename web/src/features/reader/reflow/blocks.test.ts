import { ITALIC_END as E, ITALIC_START as S } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import type { ReaderPage } from "../pages/use-book-pages";
import { blockAt, blocksOf, joinSplitParagraph, pagesOf } from "./blocks";

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
  it("joins a paragraph the book's layout split over pages back into one", () => {
    const blocks = blocksOf([
      page(0, "First paragraph.\n\nA long paragraph that runs"),
      page(1, "on over a whole page and", true),
      page(2, "ends here.\n\nThe next one.", true),
    ]);
    expect(blocks.map((block) => block.text)).toEqual([
      "First paragraph.",
      "A long paragraph that runs on over a whole page and ends here.",
      "The next one.",
    ]);
    expect(pagesOf(blocks[1] as (typeof blocks)[number])).toEqual([0, 1, 2]);
    // Going to a page the joined paragraph runs over shows that paragraph.
    expect(blockAt(blocks, 1, 0)).toBe(1);
    expect(blockAt(blocks, 2, 0)).toBe(1);
    expect(blockAt(blocks, 2, 1)).toBe(2);
  });

  it("keeps paragraphs apart where no page says it continues", () => {
    const blocks = blocksOf([page(0, "One ends."), page(1, "Two starts.")]);
    expect(blocks.map((block) => block.text)).toEqual(["One ends.", "Two starts."]);
  });

  it("joins without a space after a broken hyphen and between CJK, and mends italics", () => {
    expect(joinSplitParagraph("a well-", "known word")).toBe("a well-known word");
    expect(joinSplitParagraph("日本語の", "テキスト")).toBe("日本語のテキスト");
    expect(joinSplitParagraph(`an ${S}italic${E}`, `${S}span${E} goes on`)).toBe(
      `an ${S}italic span${E} goes on`,
    );
  });
});
