import { ITALIC_END, ITALIC_START, parseParagraphs } from "@bindery/contract";
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
   * A paragraph the book's layout split over pages, joined again: the last book page it
   * runs into (its first is `page`). Absent for a block of one page.
   */
  throughPage?: number;
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
 * two book pages is one block again, so the screens break it only where they must.
 */
export function blocksOf(pages: readonly ReaderPage[]): ReflowBlock[] {
  const blocks: ReflowBlock[] = [];
  for (const page of [...pages].sort((a, b) => a.page_order - b.page_order)) {
    const own = pageBlocks(page);
    const before = blocks.at(-1);
    const rest = own[0];
    if (
      page.continues_paragraph &&
      before?.kind === "text" &&
      rest?.kind === "text" &&
      (before.throughPage ?? before.page) === page.page_order - 1
    ) {
      blocks[blocks.length - 1] = {
        ...before,
        text: joinSplitParagraph(before.text, rest.text),
        throughPage: page.page_order,
      };
      own.shift();
    }
    blocks.push(...own);
  }
  return blocks;
}

/** The book pages a block holds text of: one, or those a joined paragraph runs over. */
export function pagesOf(block: ReflowBlock): number[] {
  const last = block.throughPage ?? block.page;
  return Array.from({ length: last - block.page + 1 }, (_, offset) => block.page + offset);
}

/** A dash or hyphen after a letter: the layout broke the line inside the word. */
const BROKEN_AFTER = /[\p{L}\p{N}][-\u2010\u2013\u2014]$/u;
/** Scripts written without spaces between words. */
const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303F\uFF00-\uFFEF]/u;

/**
 * The two parts of a split paragraph as one: the layout broke the line at a space, except
 * after a hyphen or dash inside a word and between characters of scripts without spaces.
 * An italic span cut at the split is one span again.
 */
export function joinSplitParagraph(before: string, after: string): string {
  const last = [...before.replaceAll(ITALIC_END, "")].at(-1) ?? "";
  const first = [...after.replaceAll(ITALIC_START, "")][0] ?? "";
  const unspaced =
    BROKEN_AFTER.test(before.replaceAll(ITALIC_END, "")) ||
    (UNSPACED.test(last) && UNSPACED.test(first));
  const space = unspaced ? "" : " ";
  if (before.endsWith(ITALIC_END) && after.startsWith(ITALIC_START))
    return before.slice(0, -1) + space + after.slice(1);
  return before + space + after;
}

/**
 * Where a place (book page, block) is among `blocks`: the block itself (for the first
 * block of a page that continues a paragraph, the joined paragraph), else the first block
 * after it (a page left empty, a block an edit removed), else the last block.
 */
export function blockAt(blocks: readonly ReflowBlock[], page: number, block: number): number {
  const found = blocks.findIndex(
    (candidate) =>
      candidate.page > page ||
      (candidate.page === page && candidate.index >= block) ||
      (block === 0 && candidate.page < page && (candidate.throughPage ?? -1) >= page),
  );
  return found >= 0 ? found : blocks.length - 1;
}
