import { markUnderscores, plainText } from "@bindery/contract/italics";
import { isWideChar } from "../layout/fallback-widths.js";
import { displayWidth, type TextBlock } from "./blocks.js";

/**
 * A line this much shorter than the wrap width was ended on purpose (a paragraph's last
 * line, a letter's sign-off, a line of verse), not by the wrapping. Texts that keep their
 * printed edition's line breaks (A Christmas Carol's are as short as 0.75 of the width)
 * stay above it.
 */
const SHORT_LINE = 0.6;
/** Prose set with first-line indents: its other lines run this close to the wrap width. */
const FULL_LINE = 0.8;
/** Most such lines, not all: a slip of indentation must not turn a chapter into verse. */
const PROSE_SHARE = 0.75;

/**
 * Rebuilds the paragraphs of a block of lines, as the blank lines between blocks are the
 * paragraph breaks of a plain-text book. The block's lines are one paragraph, joined,
 * unless the block is laid out line by line on purpose:
 * - lines in columns (runs of spaces inside them: contents, tables), every line short
 *   (verse, a signature, an address, a list), or all lines set in from the margin and
 *   ending well before the wrap width (verse): each line stands alone;
 * - lines indented in more than one way after the first: verse, each line alone; unless
 *   the lines at the base indent run to the wrap width, which is prose whose paragraphs
 *   open with an indent (a new one starts at each indented line);
 * - a line well short of the wrap width inside prose ends a paragraph ("Yours truly,"),
 *   as do the short lines of a sign-off at the block's end.
 */
export function blockParagraphs(block: TextBlock, wrap: number): string[] {
  const marked = block.lines.map(markUnderscores);
  // The marks take no room: the lines' shapes are read without them.
  const lines = marked.map(plainText);
  const columns = lines.some((line) => /\S {3,}\S/u.test(line.trim()));
  const ends = lineEnds(lines, wrap, columns);
  const paragraphs: string[] = [];
  let current = "";
  marked.forEach((line, index) => {
    const text = line.trim();
    current = current ? joinLines(current, text) : text;
    if (ends[index]) {
      paragraphs.push(current);
      current = "";
    }
  });
  return paragraphs
    .map((paragraph) => (columns ? tidySpaces(paragraph) : cleanParagraph(paragraph)))
    .filter((paragraph) => paragraph !== "");
}

/** For each line of the block, whether a paragraph ends with it. */
function lineEnds(lines: string[], wrap: number, columns: boolean): boolean[] {
  const width = (line: string) => displayWidth(line.trim());
  const last = (index: number) => index === lines.length - 1;
  const allShort = lines.every((line) => width(line) < wrap * SHORT_LINE) && linesStandApart(lines);
  if (columns || allShort) return lines.map(() => true);
  const indents = lines.map(indentOf);
  const base = Math.min(...indents);
  if (base > 0 && isVerse(lines, wrap)) return lines.map(() => true);
  if (new Set(indents.slice(1)).size > 1) {
    // Prose with first-line indents wraps every line that the next one continues.
    const wrapped = lines.filter((_, index) => indents[index + 1] === base);
    const full = wrapped.filter((line) => displayWidth(line) >= wrap * FULL_LINE).length;
    const prose = wrapped.length > 0 && full >= wrapped.length * PROSE_SHARE;
    return lines.map((_, index) => last(index) || !prose || (indents[index + 1] ?? base) > base);
  }
  const signOff = signOffStart(lines, wrap);
  return lines.map(
    (line, index) => last(index) || index >= signOff - 1 || endsOnPurpose(line.trim(), wrap),
  );
}

/**
 * Where a letter's sign-off begins: the block ends in two or more short lines after a
 * sentence ("… of the coast." + "Yours very truly," + "MARA QUILL."). The block's length
 * when it has none.
 */
function signOffStart(lines: string[], wrap: number): number {
  let start = lines.length;
  while (start > 0 && displayWidth((lines[start - 1] as string).trim()) < wrap * SHORT_LINE)
    start--;
  const before = lines[start - 1]?.trim() ?? "";
  const signs = lines.length - start >= 2 && /[.!?:;][”"’'»)\]]*$/u.test(before);
  return signs ? start : lines.length;
}

/**
 * Verse set in from the margin: its lines end well before the wrap width and open with a
 * capital, as verse lines do. A quotation or a footnote set in is prose going on from line
 * to line ("… honor seems to me" + "incontestable. Certain rights …").
 */
function isVerse(lines: string[], wrap: number): boolean {
  if (lines.length < 2) return false;
  const short = lines.slice(0, -1).every((line) => displayWidth(line) < wrap * FULL_LINE);
  const capitals = lines.slice(1).filter((line) => /^[\s\p{P}]*\p{Lu}/u.test(line)).length;
  return short && capitals * 2 >= lines.length - 1;
}

/**
 * Short lines are verse or a list when there are three or more of them; two short lines
 * may be a paragraph of an edition with narrow lines ("“Christmas a humbug, uncle!” said
 * Scrooge’s" + "nephew. …"), unless the first ends a clause or the second opens with a
 * capital ("Yours truly," + "MARA QUILL.").
 */
function linesStandApart(lines: string[]): boolean {
  if (lines.length !== 2) return lines.length > 2;
  const [first, second] = lines.map((line) => line.trim()) as [string, string];
  return !/[\p{L}\p{N}]$/u.test(first) || /^[\p{P}]*\p{Lu}/u.test(second);
}

/**
 * A short line that ends with punctuation ends its paragraph ("Dear Sir,", "Yours truly,").
 * One that stops at a word is an edition's own line break (contents entries broken by
 * hand: "De la libertad que dio don Quijote a muchos" + "desdichados que…").
 */
function endsOnPurpose(line: string, wrap: number): boolean {
  return displayWidth(line) < wrap * SHORT_LINE && !/[\p{L}\p{N}]$/u.test(line);
}

/** A line's indent; a single space is a slip of the typist, not an indent. */
function indentOf(line: string): number {
  const indent = displayWidth(/^[ \t\u3000]*/u.exec(line)?.[0] ?? "");
  return indent < 2 ? 0 : indent;
}

/**
 * Joins a wrapped line to the next: with a space, except between CJK characters (which
 * have none) and after a dash that ends the line ("well-" + "known", "think--" + "yes").
 */
function joinLines(before: string, after: string): string {
  const plainBefore = plainText(before);
  const lastChar = [...plainBefore].at(-1) ?? "";
  const firstChar = [...plainText(after)][0] ?? "";
  if (isWideChar(lastChar) || isWideChar(firstChar)) return before + after;
  if (/\p{L}[-\u2014]$/u.test(plainBefore) || /--$/.test(plainBefore)) return before + after;
  return `${before} ${after}`;
}

/**
 * Plain-text conventions set as a book sets them: a double hyphen between words becomes
 * an em dash (longer runs are rules, and stay), and Project Gutenberg's `_italics_` are
 * marked (markUnderscores; pairItalics pairs the marks over the whole book).
 */
export function cleanParagraph(text: string): string {
  return tidySpaces(markUnderscores(text)).replace(/(?<!-)--(?!-)/g, "\u2014");
}

function tidySpaces(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
