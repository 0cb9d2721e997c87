import { height, verticalOverlap } from "./box.js";
import type { ExtractedPage } from "./extracted-page.js";
import { linkWordsOnly } from "./link-marks.js";
import type { TextLine } from "./text-line.js";

/** Running heads and folios sit in this top or bottom share of the page. */
const EDGE_ZONE = 0.12;
/** Only the outermost lines of a page can be running heads. */
const EDGE_LINES = 3;
/** The same head on other pages sits at about the same height (share of the page height). */
const POSITION_TOLERANCE = 0.03;
/**
 * A page number and a page count, a date, a time: more numbers than this make a line
 * content (a table row).
 */
const MAX_HEAD_NUMBERS = 5;
/** Pages looked at on each side of a page. */
const WINDOW = 4;

const ROMAN = "(?=[ivxlcdm])m{0,4}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})";
const ROMAN_NUMERAL = new RegExp(`^${ROMAN}$`, "i");
/** "12", "xiv", "- 12 -", "Page 3", "3 of 10", "3/10". */
const PAGE_NUMBER = new RegExp(
  `^(?:page\\s+)?[-–—(]?\\s*(?:\\d{1,4}|${ROMAN})\\s*[-–—)]?(?:\\s*(?:of|/)\\s*\\d{1,4})?$`,
  "i",
);

interface EdgeLine {
  line: TextLine;
  signature: string;
  /** The numbers in the line, arabic or roman. */
  numbers: number[];
  /** Vertical centre as a share of the page height. */
  position: number;
}

/**
 * Drops running headers, footers and page numbers, and ornaments repeated page after page.
 *
 * A line standing apart at the top or bottom edge of a page is a running head when a line
 * with the same words sits at the same height on other pages nearby, its numbers either
 * the same or counting pages ("12 FREE CULTURE" matches "FREE CULTURE 13" two pages on); a
 * lone number at the edge is a page number. Pictures with the same pixels on several
 * nearby pages are decoration.
 *
 * Streaming: pages go in, in order; a page comes out once the pages after it that it is
 * compared with have arrived.
 */
export class RunningHeadFilter {
  /** Pages received and still needed, in order; the first `settled` of them are settled. */
  private readonly window: ExtractedPage[] = [];
  private settled = 0;
  private readonly edges = new Map<number, EdgeLine[]>();
  private readonly dropped: string[] = [];

  constructor(private readonly pageCount: number) {}

  /** Adds the next page (pages come in order); returns the pages that are now settled. */
  push(page: ExtractedPage): ExtractedPage[] {
    this.window.push(page);
    this.edges.set(page.index, edgeLines(page));
    const ready: ExtractedPage[] = [];
    for (let next = this.window[this.settled]; next; next = this.window[this.settled]) {
      if (page.index < Math.min(next.index + WINDOW, this.pageCount - 1)) break;
      ready.push(this.settle(next));
    }
    return ready;
  }

  /** Settles every page still waiting (at the end of the document). */
  flush(): ExtractedPage[] {
    const ready: ExtractedPage[] = [];
    for (let next = this.window[this.settled]; next; next = this.window[this.settled]) {
      ready.push(this.settle(next));
    }
    return ready;
  }

  /** Files of pictures that were dropped as decoration (the caller deletes them). */
  takeDroppedFiles(): string[] {
    return this.dropped.splice(0);
  }

  private settle(page: ExtractedPage): ExtractedPage {
    const neighbours = this.window.filter(
      (other) => other.index !== page.index && Math.abs(other.index - page.index) <= WINDOW,
    );
    const heads = new Set(
      (this.edges.get(page.index) ?? [])
        .filter((edge) => isPageNumber(edge.line.text) || this.repeats(edge, page, neighbours))
        .map((edge) => edge.line),
    );
    const pictures = page.pictures.filter((picture) => {
      const pagesWithIt = neighbours.filter((other) =>
        other.pictures.some((p) => p.fingerprint === picture.fingerprint),
      ).length;
      const decoration = pagesWithIt >= this.minRepeats();
      if (decoration) this.dropped.push(picture.image.file);
      return !decoration;
    });
    this.settled++;
    this.forgetBefore(page.index + 1 - WINDOW);
    return { ...page, lines: page.lines.filter((line) => !heads.has(line)), pictures };
  }

  /** Drops pages no page still to settle compares with. */
  private forgetBefore(index: number): void {
    while (this.settled > 0 && (this.window[0]?.index ?? index) < index) {
      const old = this.window.shift() as ExtractedPage;
      this.edges.delete(old.index);
      this.settled--;
    }
  }

  private repeats(edge: EdgeLine, page: ExtractedPage, neighbours: ExtractedPage[]): boolean {
    const matches = neighbours.filter((other) =>
      this.edges
        .get(other.index)
        ?.some(
          (candidate) =>
            similarSignatures(candidate.signature, edge.signature) &&
            Math.abs(candidate.position - edge.position) <= POSITION_TOLERANCE &&
            numbersAgree(edge.numbers, candidate.numbers, other.index - page.index),
        ),
    ).length;
    return matches >= this.minRepeats();
  }

  /** Two other pages must agree; in a two- or three-page document one is all there can be. */
  private minRepeats(): number {
    return Math.max(1, Math.min(2, this.pageCount - 1));
  }
}

function edgeLines(page: ExtractedPage): EdgeLine[] {
  if (page.height <= 0) return [];
  const byPosition = [...page.lines].sort((a, b) => a.box.y0 - b.box.y0);
  const top = byPosition
    .slice(0, EDGE_LINES)
    .filter((line) => line.box.y1 <= page.height * EDGE_ZONE);
  const bottom = byPosition
    .slice(-EDGE_LINES)
    .filter((line) => line.box.y0 >= page.height * (1 - EDGE_ZONE));
  return [...new Set([...top, ...bottom])]
    .filter(
      (line) => standsApart(line, page.lines) && numbersIn(line.text).length <= MAX_HEAD_NUMBERS,
    )
    .map((line) => {
      // A link's marks carry an id of its page ("L40.0"), which no other page repeats.
      const words = linkWordsOnly(line.text);
      return {
        line,
        signature: signature(words),
        numbers: numbersIn(words),
        position: (line.box.y0 + line.box.y1) / 2 / page.height,
      };
    });
}

/**
 * Running heads are set apart from the text by more than the usual leading; a line at
 * the top of a page that is part of a block of lines (a table, a list of settings) is
 * content, however often it repeats.
 */
function standsApart(line: TextLine, lines: TextLine[]): boolean {
  let nearest = Number.POSITIVE_INFINITY;
  for (const other of lines) {
    const sameRow =
      verticalOverlap(other.box, line.box) > 0.5 * Math.min(height(other.box), height(line.box));
    if (other === line || sameRow) continue;
    const gap =
      other.box.y0 >= line.box.y1 ? other.box.y0 - line.box.y1 : line.box.y0 - other.box.y1;
    nearest = Math.min(nearest, gap);
  }
  return nearest >= 0.8 * height(line.box);
}

/**
 * The text without what changes from page to page: page numbers, wherever they stand
 * ("xiv PREFACE" on a left page, "PREFACE xv" on a right one).
 */
function signature(text: string): string {
  return text
    .toLowerCase()
    .replace(STANDALONE_NUMBER, " ")
    .replace(/\b[ivxlcdm]+\b/g, (word) => (ROMAN_NUMERAL.test(word) ? " " : word))
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Running heads of a scan, read by OCR, differ by a misread letter or two from page to
 * page ("VICKSBURG", "VICKSBUEG"): signatures at most this share of their length apart
 * (in edits) are the same head.
 */
const HEAD_EDITS = 0.2;
/** Shorter signatures must be equal: a word of four letters has no room for a misreading. */
const MIN_APPROXIMATE = 6;

function similarSignatures(a: string, b: string): boolean {
  if (a === b) return true;
  const longest = Math.max(a.length, b.length);
  if (longest < MIN_APPROXIMATE || Math.abs(a.length - b.length) > HEAD_EDITS * longest) {
    return false;
  }
  return editDistance(a, b, Math.floor(HEAD_EDITS * longest)) <= HEAD_EDITS * longest;
}

/** Levenshtein distance, given up (returning limit + 1) once it must exceed `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const value = Math.min(
        substitution,
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * Numbers of a running head stay the same (a year, a volume) or count pages: from one
 * page to a page `distance` further they grow by `distance`. Numbers that change any
 * other way belong to the content (a table's values), not to a running head.
 */
function numbersAgree(mine: number[], theirs: number[], distance: number): boolean {
  if (mine.length !== theirs.length) return false;
  return mine.every((n, i) => theirs[i] === n || theirs[i] === n + distance);
}

/**
 * A time ("07:29:21") or a date ("24/11/2026", "2026-11-24"), as printers' headers give
 * them: one number each, or a printed date and time would pass for a table's figures.
 */
const TIME_OR_DATE = String.raw`\d{1,2}:\d{2}(?::\d{2})?|\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}`;
/** A number stands apart from letters: a digit inside a word is an OCR misreading ("CAMPA1GN"). */
const NUMBER = String.raw`(?<!\p{L})\d+(?:[.,]\d+)*(?!\p{L})`;
const STANDALONE_NUMBER = new RegExp(NUMBER, "gu");
const NUMBER_TOKEN = new RegExp(String.raw`${TIME_OR_DATE}|${NUMBER}|\b[ivxlcdm]+\b`, "gu");

function numbersIn(text: string): number[] {
  const numbers: number[] = [];
  for (const token of text.toLowerCase().match(NUMBER_TOKEN) ?? []) {
    if (/^\d/.test(token)) numbers.push(Number(token.replace(/\D/g, "")));
    else if (ROMAN_NUMERAL.test(token)) numbers.push(romanValue(token));
  }
  return numbers;
}

function romanValue(roman: string): number {
  const values: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };
  let total = 0;
  for (let i = 0; i < roman.length; i++) {
    const value = values[roman[i] as string] ?? 0;
    const next = values[roman[i + 1] ?? ""] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

function isPageNumber(text: string): boolean {
  return PAGE_NUMBER.test(text.trim());
}
