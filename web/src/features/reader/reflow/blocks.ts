import { parseParagraphs } from "@bindery/contract";
import { pictureLabel } from "../flip/visual-content";
import type { ReaderPage } from "../pages/use-book-pages";
import { splitParagraphJoint } from "./join-paragraph";

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
   * A paragraph the book's layout split between pages, one again: where the text of each
   * later book page starts in `text` (that page's first paragraph, block 0). Absent for a
   * block of one page.
   */
  parts?: ReadonlyArray<{ page: number; offset: number }>;
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
 * The blocks of a chunk of book pages, in book order. A paragraph the layout split between
 * two book pages is one block again (its `parts` say where each page's text starts), so
 * the screens break it only where they must. At a chunk's seam the paragraph belongs to
 * the chunk it starts in: `next` (the next chunk's first page) lends it its rest, and a
 * chunk after the first leaves out the rest its first page starts with.
 */
export function blocksOf(
  pages: readonly ReaderPage[],
  seams: { next?: ReaderPage; chunkStart?: boolean } = {},
): ReflowBlock[] {
  const blocks: ReflowBlock[] = [];
  const sorted = [...pages].sort((a, b) => a.page_order - b.page_order);
  sorted.forEach((page, position) => {
    const own = pageBlocks(page);
    if (position === 0 && seams.chunkStart && continuesText(page, own)) own.shift();
    else if (continuesText(page, own)) joinInto(blocks, page.page_order, own);
    blocks.push(...own);
  });
  const next = seams.next;
  if (next && continuesText(next, pageBlocks(next))) {
    const rest = pageBlocks(next).slice(0, 1);
    joinInto(blocks, next.page_order, rest);
    blocks.push(...rest);
  }
  return blocks;
}

const continuesText = (page: ReaderPage, own: readonly ReflowBlock[]) =>
  page.continues_paragraph && own[0]?.kind === "text";

/**
 * Joins `own[0]`, the rest of a split paragraph on book page `page`, to the previous
 * page's last paragraph (its pictures, set after its text, stay after the whole
 * paragraph), and takes it out of `own`. Left alone when that page has no paragraph (an
 * edit removed it).
 */
function joinInto(blocks: ReflowBlock[], page: number, own: ReflowBlock[]) {
  const rest = own[0];
  let at = blocks.length - 1;
  while (at >= 0 && blocks[at]?.kind === "picture" && blocks[at]?.page === page - 1) at -= 1;
  const before = blocks[at];
  if (!rest || before?.kind !== "text" || lastPageOf(before) !== page - 1) return;
  const text = before.text + splitParagraphJoint(before.text, rest.text);
  blocks[at] = {
    ...before,
    text: text + rest.text,
    parts: [...(before.parts ?? []), { page, offset: text.length }],
  };
  own.shift();
}

/** The last book page a block holds text of. */
export const lastPageOf = (block: ReflowBlock) => block.parts?.at(-1)?.page ?? block.page;

/** A block's text cut where each of its book pages starts: [page, text] in order. */
export function textByPage(block: ReflowBlock): Array<{ page: number; text: string }> {
  const starts = [{ page: block.page, offset: 0 }, ...(block.parts ?? [])];
  return starts.map((start, position) => ({
    page: start.page,
    text: block.text.slice(start.offset, starts[position + 1]?.offset ?? block.text.length),
  }));
}
