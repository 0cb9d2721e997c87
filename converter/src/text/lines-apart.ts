import type { Box } from "./box.js";
import { TERMINAL } from "./terminal.js";
import { opensInLowerCase, type TextLine } from "./text-line.js";

/** Lines in a row that make a block of lines set one by one. */
const MIN_LINES = 3;
/**
 * A line this share of the column's width shorter than the column is short: more than
 * ragged-right text leaves, where a line stops short by a word at most.
 */
const SHORT = 0.25;

/**
 * Lines printed one per line on purpose, each a paragraph of its own: an address, a
 * signature block, a list without markers, verse. Found as at least three lines in a row
 * that each start like a line of their own (not in lower case) and are short: a quarter
 * or more shorter than the column, or than the page's usual line where the column is
 * narrower (an address block that the reading order set apart). Running text fills its
 * column and so never qualifies; nor do heading lines, which belong together.
 */
export function linesSetApart(
  lines: TextLine[],
  measure: { region: Box; usualLineWidth: number },
  isHeadingLine: (line: TextLine) => boolean,
): Set<TextLine> {
  const full = Math.max(measure.region.x1 - measure.region.x0, measure.usualLineWidth);
  const short = (line: TextLine) => line.box.x1 - line.box.x0 <= (1 - SHORT) * full;
  const apart = new Set<TextLine>();
  let block: TextLine[] = [];
  const closeBlock = () => {
    if (block.length >= MIN_LINES) for (const line of block) apart.add(line);
    block = [];
  };
  let previous: TextLine | undefined;
  for (const line of lines) {
    const startsBlock =
      block.length === 0 &&
      previous !== undefined &&
      !short(previous) &&
      !TERMINAL.test(previous.text);
    // A full line that does not end a sentence goes on in the next line, whatever it looks
    // like; a line going on in lower case is the end of the line before.
    const goesOn = opensInLowerCase(line) && !STANDS_ALONE.test(line.text);
    if (isHeadingLine(line) || goesOn || !short(line) || startsBlock) {
      if (goesOn) block.pop();
      closeBlock();
    } else {
      block.push(line);
    }
    previous = line;
  }
  closeBlock();
  return apart;
}

/** An e-mail or web address starts a line of its own even in lower case. */
const STANDS_ALONE = /^(?:\S+@\S+|www\.|https?:)/u;
