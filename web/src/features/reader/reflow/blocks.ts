import { parseParagraphs } from "@bindery/contract";
import type { ReaderPage } from "../use-book-pages";
import { pictureLabel } from "../visual-content";

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

/** The blocks of a run of book pages, in book order. */
export function blocksOf(pages: readonly ReaderPage[]): ReflowBlock[] {
  return [...pages].sort((a, b) => a.page_order - b.page_order).flatMap(pageBlocks);
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
