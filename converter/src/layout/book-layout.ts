import { plainText, sliceItalics } from "@bindery/contract/italics";
import { sliceLinks } from "@bindery/contract/links";
import { formatParagraph } from "@bindery/contract/typography";
import type { BookPage, FlowBlock, ImageRef } from "../types.js";
import {
  BODY,
  DEFAULT_SAFETY_PX,
  HEADING,
  type PageGeometry,
  type ParagraphKind,
  READER_GEOMETRY,
} from "./geometry.js";
import { breakLines, type LineSpan, normalizeParagraph } from "./line-break.js";
import { literataMeasurer, type TextMeasurer } from "./measure.js";

export interface LayoutOptions {
  measurer?: TextMeasurer;
  geometry?: PageGeometry;
  /** Kept free at each line's end and each page's bottom, in px (default 4). */
  safetyPx?: number;
  /** page_order of the first page produced (to continue a book). */
  firstPageOrder?: number;
}

interface PlacedParagraph {
  text: string;
  heading: boolean;
  /** Its lines' height, without the gap above it. */
  height: number;
}

/** The page being filled. */
interface PageDraft {
  sourcePage: number;
  paragraphs: PlacedParagraph[];
  /** Height of the text, gaps between paragraphs included. */
  textHeight: number;
  images: ImageRef[];
  /** Its first paragraph is the rest of one the previous page could not hold. */
  continuesParagraph: boolean;
}

/**
 * Lays a flow of blocks out into book pages that never overflow the reader's page box.
 * Streaming: add() returns the pages a block completed, finish() the last one, so the
 * first pages can be stored while the rest of the book is still being read.
 *
 * Rules: text comes before images on a page, so text after an image starts a new page;
 * an image joins a page only when every image on it keeps at least minImageHeight;
 * paragraphs split between pages at line boundaries (never leaving a lone first or last
 * line when the paragraph has more), and the page the rest goes on says it continues; a
 * heading starts a new page when the current one is more than half full (unless its source
 * set it amid the text, see FlowBlock), and never stays at a page's bottom without two
 * lines after it (nor does a heading right above it).
 */
export class BookLayout {
  private readonly measurer: TextMeasurer;
  private readonly geometry: PageGeometry;
  private readonly lineWidth: number;
  private readonly pageHeight: number;
  private nextOrder: number;
  private page: PageDraft | null = null;
  private finished: BookPage[] = [];
  private blockStart = 0;
  private readonly sourceStarts = new Map<number, number>();

  constructor(options: LayoutOptions = {}) {
    this.measurer = options.measurer ?? literataMeasurer();
    this.geometry = options.geometry ?? READER_GEOMETRY;
    const safety = options.safetyPx ?? DEFAULT_SAFETY_PX;
    this.lineWidth = this.geometry.width - safety;
    this.pageHeight = this.geometry.height - safety;
    this.nextOrder = options.firstPageOrder ?? 0;
  }

  /** Places one block; returns the pages it completed. */
  add(block: FlowBlock): BookPage[] {
    switch (block.kind) {
      case "page-break":
        this.closePage();
        break;
      case "image":
        this.addImage(block.image, block.sourcePage);
        break;
      case "heading":
      case "paragraph": {
        const heading = block.kind === "heading";
        // Headings are set upright whatever their source said: no italic face at their weight.
        const text = normalizeParagraph(heading ? plainText(block.text) : block.text);
        const amidText = block.kind === "heading" && block.amidText === true;
        if (text) this.addText(text, heading, block.sourcePage, amidText);
        break;
      }
    }
    return this.takeFinished();
  }

  /**
   * The page_order of the page the last block added begins on (a table of contents points
   * there); for a page break, of the block before it.
   */
  get lastBlockStart(): number {
    return this.blockStart;
  }

  /**
   * The page_order of the first page holding anything of each source page (from 1), so
   * far. A page's page_number names the source page of its first block only: the text of
   * a PDF page often begins at the foot of a book page that started earlier.
   */
  get sourcePageStarts(): ReadonlyMap<number, number> {
    return this.sourceStarts;
  }

  /** Closes the last page; returns it (or nothing when it is empty). */
  finish(): BookPage[] {
    this.closePage();
    return this.takeFinished();
  }

  private addText(text: string, heading: boolean, sourcePage: number, amidText: boolean): void {
    const kind = heading ? HEADING : BODY;
    const lines = breakLines(text, kind.style, this.lineWidth, this.measurer);
    if (heading && lines.length * kind.lineHeight <= this.pageHeight / 2) {
      this.prepareForHeading(lines.length * kind.lineHeight, sourcePage, amidText);
      this.placeLines(text, lines, true, HEADING, sourcePage);
    } else {
      // A "heading" taller than half a page is body text set large by its PDF.
      const bodyLines = heading
        ? breakLines(text, BODY.style, this.lineWidth, this.measurer)
        : lines;
      this.placeLines(text, bodyLines, false, BODY, sourcePage);
    }
  }

  /**
   * Moves to a new page when the heading would open its section low on this one (past its
   * half, unless the source set it there, amid its text), or would stay at its bottom
   * without the two lines a paragraph needs to start there. A heading right under another
   * (a chapter's title under its part's) stays with it, and when it must move, it takes
   * the one above along.
   */
  private prepareForHeading(headingHeight: number, sourcePage: number, amidText: boolean): void {
    const page = this.page;
    if (!page) return;
    const halfFull = page.textHeight > this.pageHeight / 2 || page.images.length > 0;
    const gaps = (page.paragraphs.length > 0 ? 2 : 1) * this.geometry.paragraphGap;
    const roomWithText = this.remaining(page) >= headingHeight + gaps + 2 * BODY.lineHeight;
    const above = page.paragraphs.at(-1);
    if (above?.heading) {
      if (roomWithText) return;
      if (page.paragraphs.length > 1) {
        page.paragraphs.pop();
        page.textHeight -= above.height + this.geometry.paragraphGap;
        this.closePage();
        this.placeParagraph(this.openPage(sourcePage), above.text, true, above.height);
        return;
      }
    }
    if ((halfFull && !amidText) || !roomWithText) this.closePage();
  }

  /** Places a paragraph's lines, continuing on new pages as needed. */
  private placeLines(
    text: string,
    lines: LineSpan[],
    heading: boolean,
    kind: ParagraphKind,
    sourcePage: number,
  ): void {
    let rest = lines;
    while (rest.length > 0) {
      let page = this.openPage(sourcePage);
      if (page.images.length > 0) page = this.openPage(sourcePage, true);
      const fit = this.linesThatFit(page, rest.length, kind.lineHeight);
      if (fit === 0) {
        this.closePage();
        continue;
      }
      if (rest === lines) this.startBlock(sourcePage);
      else page.continuesParagraph = true;
      const placed = rest.slice(0, fit);
      const first = placed[0] as LineSpan;
      const last = placed.at(-1) as LineSpan;
      // A link the cut splits is closed and opened again, as italics are.
      const linked = text.slice(0, first.start) + sliceLinks(text, first.start, last.end);
      const part = sliceItalics(linked, first.start, linked.length);
      this.placeParagraph(page, part, heading, fit * kind.lineHeight);
      rest = rest.slice(fit);
      if (rest.length > 0) this.closePage();
    }
  }

  /** How many of a paragraph's remaining lines go on this page (0: start on the next). */
  private linesThatFit(page: PageDraft, lineCount: number, lineHeight: number): number {
    const empty = page.paragraphs.length === 0;
    const gap = empty ? 0 : this.geometry.paragraphGap;
    const room = Math.max(0, Math.floor((this.remaining(page) - gap) / lineHeight));
    if (room >= lineCount) return lineCount;
    // An empty page takes what fits: the paragraph must make progress.
    if (empty) return room;
    // No lone last line at the top of the next page, no lone first line at this one's bottom.
    const fit = lineCount - room === 1 ? room - 1 : room;
    return fit >= 2 ? fit : 0;
  }

  private placeParagraph(page: PageDraft, text: string, heading: boolean, height: number): void {
    const gap = page.paragraphs.length > 0 ? this.geometry.paragraphGap : 0;
    page.paragraphs.push({ text, heading, height });
    page.textHeight += gap + height;
  }

  private addImage(image: ImageRef, sourcePage: number): void {
    const page = this.openPage(sourcePage);
    if (this.imageFits(page, page.images.length + 1)) page.images.push(image);
    else this.openPage(sourcePage, true).images.push(image);
    this.startBlock(sourcePage);
  }

  /** Notes where the block being placed begins: the open page, the next one to close. */
  private startBlock(sourcePage: number): void {
    this.blockStart = this.nextOrder;
    if (!this.sourceStarts.has(sourcePage)) this.sourceStarts.set(sourcePage, this.nextOrder);
  }

  /** Every image on the page keeps at least minImageHeight when `count` share the room. */
  private imageFits(page: PageDraft, count: number): boolean {
    const { paragraphGap, minImageHeight } = this.geometry;
    const textGap = page.paragraphs.length > 0 ? paragraphGap : 0;
    const room = this.pageHeight - page.textHeight - textGap - paragraphGap * (count - 1);
    return room >= minImageHeight * count;
  }

  private remaining(page: PageDraft): number {
    return this.pageHeight - page.textHeight;
  }

  private openPage(sourcePage: number, fresh = false): PageDraft {
    if (fresh) this.closePage();
    this.page ??= {
      sourcePage,
      paragraphs: [],
      textHeight: 0,
      images: [],
      continuesParagraph: false,
    };
    return this.page;
  }

  private closePage(): void {
    const page = this.page;
    this.page = null;
    if (!page || (page.paragraphs.length === 0 && page.images.length === 0)) return;
    this.finished.push({
      page_order: this.nextOrder++,
      page_number: page.sourcePage,
      page_content: page.paragraphs.map((p) => formatParagraph(p.text, p.heading)).join("\n\n"),
      visual_content: page.images.map((image) => image.file),
      ...(page.images.some((image) => image.alt)
        ? { visual_alt: page.images.map((image) => image.alt ?? "") }
        : {}),
      ...(page.continuesParagraph ? { continues_paragraph: true } : {}),
    });
  }

  private takeFinished(): BookPage[] {
    const pages = this.finished;
    this.finished = [];
    return pages;
  }
}

/** Lays a whole flow out at once. */
export function layoutBlocks(blocks: Iterable<FlowBlock>, options?: LayoutOptions): BookPage[] {
  const layout = new BookLayout(options);
  const pages: BookPage[] = [];
  for (const block of blocks) pages.push(...layout.add(block));
  pages.push(...layout.finish());
  return pages;
}
