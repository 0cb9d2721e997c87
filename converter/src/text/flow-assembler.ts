import type { FlowBlock } from "../types.js";
import type { Lexicon } from "./compound-hyphens.js";
import { joinLines } from "./join-lines.js";
import type { PagePiece } from "./page-flow.js";
import { continuesSentence, type ParagraphPiece } from "./paragraphs.js";
import { SENTENCE_END, TERMINAL } from "./terminal.js";

/**
 * Pieces that may stand between a paragraph and its continuation before we give up: a
 * figure of code is a piece a line (a listing of a dozen lines, its caption, a picture).
 */
const MAX_DEFERRED = 16;

interface Held {
  piece: ParagraphPiece;
  sourcePage: number;
}

type Deferred = { kind: "text"; held: Held } | { kind: "image"; block: FlowBlock };

/**
 * Turns the pages' pieces into the layout's flow, mending paragraphs that a column or
 * page break cut in two: a paragraph whose last line runs to the column's end without
 * closing punctuation continues with the next paragraph of the same size that starts
 * flush left. Footnotes, captions, code, smaller print and pictures found in between are
 * set after the mended paragraph. The last paragraph of a page is held back until the next
 * page shows whether it goes on.
 */
export class FlowAssembler {
  private held: Held | null = null;
  private deferred: Deferred[] = [];
  private lexicon: Lexicon | null = null;

  /**
   * Adds one page's pieces (pageNumber is 1-based); returns the blocks now complete. The
   * lexicon of the book's language, once known, mends paragraphs' hyphens (joinLines).
   */
  push(pieces: PagePiece[], pageNumber: number, lexicon: Lexicon | null): FlowBlock[] {
    this.lexicon = lexicon;
    const blocks: FlowBlock[] = [];
    for (const piece of pieces) {
      if (piece.kind === "page-break") {
        this.release(blocks);
        blocks.push({ kind: "page-break", sourcePage: pageNumber });
      } else if (piece.kind === "image") {
        const block: FlowBlock = { kind: "image", image: piece.image, sourcePage: pageNumber };
        if (this.waitingForContinuation()) this.defer({ kind: "image", block }, blocks);
        else {
          this.release(blocks);
          blocks.push(block);
        }
      } else {
        this.addText({ piece: piece.piece, sourcePage: pageNumber }, blocks);
      }
    }
    return blocks;
  }

  /** Releases what is held back (at the end of the document). */
  flush(): FlowBlock[] {
    const blocks: FlowBlock[] = [];
    this.release(blocks);
    return blocks;
  }

  private addText(next: Held, blocks: FlowBlock[]): void {
    const held = this.held;
    // The rest of a caption set aside, its sentence open, goes on with the caption (a
    // caption in the text's own size is read a line at a time).
    const caption = this.deferred.at(-1);
    if (
      caption?.kind === "text" &&
      caption.held.piece.floats &&
      next.piece.leads &&
      !next.piece.floats &&
      continuesSentence(caption.held.piece.text, next.piece.text, SENTENCE_END)
    ) {
      continueWith(caption.held, next, this.lexicon);
      return;
    }
    // A footnote waits for the end of the paragraph in hand, which may go on next page.
    if (next.piece.note) {
      if (held) this.defer({ kind: "text", held: next }, blocks);
      else blocks.push(toBlock(next));
      return;
    }
    // A paragraph that stops short (ragged, centred) in mid-sentence goes on where the next
    // region or page goes on in lower case, as lines do inside a region. (Pieces after the
    // first of a region were set apart on purpose: code, a block of lines.)
    if (
      held &&
      next.piece.leads &&
      !next.piece.floats &&
      !held.piece.heading &&
      sameSize(held.piece, next.piece) &&
      continuesSentence(held.piece.text, next.piece.text)
    ) {
      continueWith(held, next, this.lexicon);
      return;
    }
    if (held && this.waitingForContinuation()) {
      const joins = held.piece.openEnd && next.piece.openStart && !next.piece.floats;
      if (joins && sameSize(held.piece, next.piece)) {
        continueWith(held, next, this.lexicon);
        return;
      }
      const smaller = next.piece.size < held.piece.size * 0.92;
      if (next.piece.floats || (!next.piece.heading && smaller)) {
        this.defer({ kind: "text", held: next }, blocks);
        return;
      }
    }
    this.release(blocks);
    this.held = next;
  }

  /**
   * The held paragraph may go on after what comes between: it runs to the column's end
   * open, or its sentence is left open (a figure and its caption set in mid-sentence).
   * Deferring costs nothing when it does not go on: the pieces come out in their order.
   */
  private waitingForContinuation(): boolean {
    const piece = this.held?.piece;
    if (!piece) return false;
    return piece.openEnd || (!piece.heading && !TERMINAL.test(piece.text));
  }

  private defer(item: Deferred, blocks: FlowBlock[]): void {
    this.deferred.push(item);
    if (this.deferred.length > MAX_DEFERRED) this.release(blocks);
  }

  private release(blocks: FlowBlock[]): void {
    if (this.held) blocks.push(toBlock(this.held));
    this.held = null;
    for (const item of this.deferred)
      blocks.push(item.kind === "text" ? toBlock(item.held) : item.block);
    this.deferred = [];
  }
}

/** The held paragraph goes on with the next piece. */
function continueWith(held: Held, next: Held, lexicon: Lexicon | null): void {
  held.piece = {
    ...held.piece,
    text: joinLines(held.piece.text, next.piece.text, lexicon),
    openEnd: next.piece.openEnd,
  };
}

function sameSize(a: ParagraphPiece, b: ParagraphPiece): boolean {
  return Math.abs(a.size - b.size) <= 0.1 * Math.max(a.size, b.size);
}

function toBlock({ piece, sourcePage }: Held): FlowBlock {
  if (piece.heading && piece.amidPage) {
    return { kind: "heading", text: piece.text, sourcePage, amidText: true };
  }
  return { kind: piece.heading ? "heading" : "paragraph", text: piece.text, sourcePage };
}
