import { parseParagraphs } from "@bindery/contract";
import { pictureLabel } from "../flip/visual-content";
import type { ReaderPage } from "../pages/use-book-pages";

/**
 * A block of the reflowed view: one paragraph, heading or picture of a book page. It keeps
 * where it came from (the book page's page_order and its place among that page's blocks,
 * paragraphs first and then pictures, as the book page shows them), which is what the
 * indicator, saved progress and page editing speak of.
 */
export interface ReflowBlock {
  page: number;
  index: number;
  kind: "heading" | "text" | "picture";
  /** The text, or for a picture its label. */
  text: string;
  url?: string;
  /** A picture's alternative text ("" for none). */
  alt?: string;
  /** A picture of a page without text (a snapshot-only page): a screen of its own. */
  alone: boolean;
  /**
   * The book's layout split this paragraph at the end of its page: it runs on into the
   * next page's first paragraph, with no gap between them and its last line set full.
   */
  runsOn?: boolean;
}

/** One book page's blocks. */
export function pageBlocks(page: ReaderPage): ReflowBlock[] {
  const paragraphs = parseParagraphs(page.page_content);
  const number = page.page_order + 1;
  const text: ReflowBlock[] = paragraphs.map((paragraph, index) => ({
    page: page.page_order,
    index,
    kind: paragraph.heading ? "heading" : "text",
    text: paragraph.text,
    alone: false,
  }));
  const pictures: ReflowBlock[] = page.images.map((url, position) => ({
    page: page.page_order,
    index: paragraphs.length + position,
    kind: "picture",
    text: pictureLabel(position, number, page.alts[position] ?? ""),
    url,
    alt: page.alts[position] ?? "",
    alone: paragraphs.length === 0,
  }));
  return [...text, ...pictures];
}

/**
 * The blocks of a run of book pages, in book order. A paragraph the layout split between
 * two book pages stays two blocks, one per page (a place, the indicator and page editing
 * speak of book pages); the first runs on into the second, which the view sets as one
 * paragraph over the seam.
 */
export function blocksOf(pages: readonly ReaderPage[]): ReflowBlock[] {
  const blocks: ReflowBlock[] = [];
  for (const page of [...pages].sort((a, b) => a.page_order - b.page_order)) {
    const own = pageBlocks(page);
    const before = blocks.at(-1);
    if (
      page.continues_paragraph &&
      before?.kind === "text" &&
      own[0]?.kind === "text" &&
      before.page === page.page_order - 1
    ) {
      blocks[blocks.length - 1] = { ...before, runsOn: true };
    }
    blocks.push(...own);
  }
  return blocks;
}

/**
 * Where a place (book page, block) is among `blocks`: the block itself, else the first
 * block after it (a page left empty, a block an edit removed), else the last block.
 */
export function blockAt(blocks: readonly ReflowBlock[], page: number, block: number): number {
  const found = blocks.findIndex(
    (candidate) => candidate.page > page || (candidate.page === page && candidate.index >= block),
  );
  return found >= 0 ? found : blocks.length - 1;
}
