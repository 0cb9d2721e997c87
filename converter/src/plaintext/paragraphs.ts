import { isWideChar } from "../layout/fallback-widths.js";
import { displayWidth, type TextBlock } from "./blocks.js";

/**
 * A line this much shorter than the wrap width was ended on purpose (a paragraph's last
 * line, a line of verse, an entry of a list), not by the wrapping.
 */
const SHORT_LINE = 0.6;
/** Blocks whose lines mostly end before this share of the wrap width are verse or lists. */
const VERSE_LINE = 0.75;

/**
 * Rebuilds the paragraphs of a block of hard-wrapped lines. Lines the wrapping ended are
 * joined; a paragraph ends at a short line (verse, lists and letters keep their lines)
 * and a new one starts at an indented line (Chinese texts mark paragraphs so).
 */
export function blockParagraphs(block: TextBlock, wrap: number): string[] {
  const paragraphs: string[] = [];
  let current = "";
  const baseIndent = Math.min(...block.lines.map(indentOf));
  const keepLines = isVerseOrList(block, wrap);
  block.lines.forEach((line, index) => {
    const text = line.trim();
    const startsIndented = index > 0 && indentOf(line) > baseIndent;
    if (current && startsIndented) {
      paragraphs.push(current);
      current = "";
    }
    current = current ? joinLines(current, text) : text;
    const last = index === block.lines.length - 1;
    if (last || keepLines || displayWidth(text) < wrap * SHORT_LINE) {
      paragraphs.push(current);
      current = "";
    }
  });
  return paragraphs.map(cleanParagraph).filter((paragraph) => paragraph !== "");
}

/**
 * Verse, a list or a table of contents: most lines end well before the wrap width, or
 * lines are laid out in columns (runs of spaces inside them). Every line stands alone.
 */
function isVerseOrList(block: TextBlock, wrap: number): boolean {
  const lines = block.lines.slice(0, -1).map((line) => line.trim());
  if (lines.length === 0) return false;
  if (lines.some((line) => / {3,}/.test(line))) return true;
  const short = lines.filter((line) => displayWidth(line) < wrap * VERSE_LINE).length;
  return short * 2 >= lines.length;
}

function indentOf(line: string): number {
  return displayWidth(/^[ \t\u3000]*/u.exec(line)?.[0] ?? "");
}

/**
 * Joins a wrapped line to the next: with a space, except between CJK characters (which
 * have none) and after a dash that ends the line ("well-" + "known", "think--" + "yes").
 */
function joinLines(before: string, after: string): string {
  const lastChar = [...before].at(-1) ?? "";
  const firstChar = [...after][0] ?? "";
  if (isWideChar(lastChar) || isWideChar(firstChar)) return before + after;
  if (/\p{L}[-\u2014]$/u.test(before) || /--$/.test(before)) return before + after;
  return `${before} ${after}`;
}

/**
 * Plain-text conventions set as a book sets them: italics (_word_) lose their
 * underscores (the reader shows plain text) and a double hyphen becomes an em dash.
 */
export function cleanParagraph(text: string): string {
  return text
    .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}_])/gu, "$1$2")
    .replace(/(?<!-)--(?!-)/g, "\u2014")
    .replace(/\s+/g, " ")
    .trim();
}
