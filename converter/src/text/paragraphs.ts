import type { BodyStyle } from "./body-style.js";
import { type Box, middleX } from "./box.js";
import type { Lexicon } from "./compound-hyphens.js";
import { dropCapText } from "./drop-caps.js";
import { joinLines } from "./join-lines.js";
import {
  isContentsEntry,
  isNextContentsEntry,
  isTitledContentsEntry,
  shortenLeader,
} from "./leaders.js";
import { linesSetApart } from "./lines-apart.js";
import { LIST_MARKER } from "./list-marker.js";
import { isCjk } from "./script.js";
import { TERMINAL } from "./terminal.js";
import { asTyped, opensInLowerCase, type TextLine } from "./text-line.js";

/** A paragraph read from one region of a page. */
export interface ParagraphPiece {
  text: string;
  heading: boolean;
  /** May continue the paragraph before it: flush left, body text, no list marker. */
  openStart: boolean;
  /** May go on after it: the last line runs to the column's end without closing punctuation. */
  openEnd: boolean;
  /**
   * The first paragraph of its run of lines, not a line set apart: it may go on from the
   * paragraph before when its words say so (lower case after an open sentence), even if
   * indented (a block quote going on from the previous page).
   */
  leads: boolean;
  /** A footnote: read after the paragraph it interrupted, never joined to another. */
  note?: boolean;
  /**
   * Material a paragraph may float around: a figure's or table's caption, or code (every
   * line in a typewriter font). Read after a paragraph it interrupted mid-sentence.
   */
  floats?: boolean;
  /** Text or a picture of its page comes before it: a heading there is set amid the text. */
  amidPage?: boolean;
  /** The font size most of its characters have, in points. */
  size: number;
}

export interface RegionContext {
  body: BodyStyle;
  /** Typical distance between baselines, as a multiple of the font size, on this page. */
  lineSpacing: number;
  /** The region's extent: its left and right edges locate indents and short lines. */
  extent: Box;
  /** The width of the page's usual full line of text. */
  usualLineWidth: number;
  /** The words of the book's language, once known (see joinLines). */
  lexicon: Lexicon | null;
}

/** Between the cells of a table row, which the book shows as a paragraph of its own. */
const CELL_SEPARATOR = " · ";

/**
 * Groups a region's consecutive lines (top to bottom) into paragraphs. Each row of a table
 * is a paragraph of its own, its cells kept apart, rather than all rows run together; so is
 * each line of a block set line by line (an address).
 */
export function buildParagraphs(lines: TextLine[], context: RegionContext): ParagraphPiece[] {
  const rows = tableRows(lines);
  const apart = linesSetApart(
    lines,
    { region: context.extent, usualLineWidth: context.usualLineWidth },
    (line) => isHeadingLine(line, context.body),
  );
  const alone = (line: TextLine) => rows.has(line) || apart.has(line);
  const groups: TextLine[][] = [];
  let previous: TextLine | null = null;
  for (const line of lines) {
    const group = groups.at(-1);
    const joins =
      group &&
      previous &&
      !alone(previous) &&
      !alone(line) &&
      !startsParagraph(previous, line, context);
    if (joins) group.push(line);
    else groups.push([line]);
    previous = line;
  }
  return groups.map((group, i) => {
    const line = group[0] as TextLine;
    if (rows.has(line)) return rowPiece(line, context.body);
    const piece = toPiece(group, context);
    // Only the run's ends may be cut by a column, page or picture: the paragraphs between
    // were told apart on purpose (a gap, an indent), and a line set apart is whole.
    const whole = apart.has(line);
    return {
      ...piece,
      leads: piece.leads && i === 0 && !whole,
      openStart: piece.openStart && i === 0 && !whole,
      openEnd: piece.openEnd && i === groups.length - 1 && !whole,
    };
  });
}

/**
 * Lines split into cells next to another such line, or into three cells or more: rows of a
 * table. One line alone with one wide gap (a heading with a date set right) is not a table.
 */
function tableRows(lines: TextLine[]): Set<TextLine> {
  const hasCells = (line: TextLine | undefined) => line !== undefined && line.cellStarts.length > 0;
  return new Set(
    lines.filter(
      (line, i) =>
        line.cellStarts.length >= 2 ||
        (hasCells(line) && (hasCells(lines[i - 1]) || hasCells(lines[i + 1]))),
    ),
  );
}

function rowPiece(line: TextLine, body: BodyStyle): ParagraphPiece {
  const starts = [0, ...line.cellStarts, line.text.length];
  const cells = starts
    .slice(1)
    .map((end, i) => line.text.slice(starts[i], end).trim())
    .filter((cell) => cell !== "");
  return {
    text: shortenLeader(cells.join(CELL_SEPARATOR)),
    heading: false,
    openStart: false,
    openEnd: false,
    leads: false,
    floats: isCode([line], body),
    size: line.size,
  };
}

function startsParagraph(previous: TextLine, line: TextLine, context: RegionContext): boolean {
  const { body, lineSpacing, extent } = context;
  if (isLarge(previous, body) !== isLarge(line, body)) return true;
  if (titleOverSubtitle(previous, line, body)) return true;
  if (line.size <= 0) return false;
  const expected = lineSpacing * Math.max(line.size, previous.size);
  if (line.box.y1 - previous.box.y1 > expected * 1.4 + 1) return true;
  if (isContentsEntry(previous.text)) return true;
  if (LIST_MARKER.test(line.text) && !variableGoesOn(previous, line, extent)) return true;
  // Code amid prose, set in a typewriter font (commands, a program): line by line, apart.
  if (!body.mostlyMono && (line.mono || previous.mono)) return true;
  // A sentence going on in lower case stays with its line, however ragged or centred the
  // lines are: neither an indent nor a short line ends a paragraph in mid-sentence.
  // (A bold label over plain text is not a sentence of it.)
  if (previous.bold === line.bold && continuesSentence(previous.text, asTyped(line))) return false;
  // Nor does an entry go on from a line of another size: the contents page's title.
  if (isTitledContentsEntry(line.text) && line.headSize !== previous.headSize) return true;
  // The lines of a heading are broken on purpose too, but they belong together, centred
  // ones too (a shorter centred line is not an indented one; a smaller one is a subtitle).
  const headingLines = isLarge(line, body) || (!body.mostlyBold && previous.bold && line.bold);
  const indented =
    indent(line, extent) >= 0.8 * line.size && indent(previous, extent) < 0.5 * line.size;
  const titleGoesOn =
    headingLines &&
    line.headSize === previous.headSize &&
    (centredUnder(previous, line) || hangsAfterNumber(previous, line));
  if (indented && !titleGoesOn && !hangsAfterLabel(previous, line, extent)) return true;
  const previousShort =
    endGap(previous, extent) > Math.max(0.12 * (extent.x1 - extent.x0), 2 * line.size);
  if (previousShort && TERMINAL.test(previous.text)) return true;
  if (previousShort && isNextContentsEntry(previous.text, line.text)) return true;
  // A contents entry's title wraps short of its leader, not on purpose.
  if (!headingLines && !isContentsEntry(line.text) && brokenOnPurpose(previous, line, extent))
    return true;
  // A short bold line over plain text is a run of its own (a heading or a label).
  if (
    !body.mostlyBold &&
    previous.bold !== line.bold &&
    (previousShort || TERMINAL.test(previous.text))
  ) {
    return true;
  }
  return false;
}

/** A letter and a full stop opening a line, like a list's "a. " marker. */
const LETTER_MARKER = /^\p{L}\. /u;

/**
 * A line opening with a letter and a full stop after a full line that leaves its sentence
 * open: a variable ending the sentence ("... der Kern von" + "f. Dann ist"), as running
 * text with mathematics often has, not a list item "f.".
 */
function variableGoesOn(previous: TextLine, line: TextLine, extent: Box): boolean {
  if (!LETTER_MARKER.test(line.text) || TERMINAL.test(previous.text)) return false;
  return endGap(previous, extent) <= Math.max(0.12 * (extent.x1 - extent.x0), 2 * line.size);
}

/**
 * `after` goes on in lower case, or with a mathematical sign ("= n", "∫ f"), with the
 * sentence `before` left open (`closes`: what ends it, TERMINAL unless told).
 */
export function continuesSentence(before: string, after: string, closes = TERMINAL): boolean {
  return /^[\p{Ll}\p{Sm}]/u.test(after) && !closes.test(before);
}

/**
 * Two large lines of clearly different sizes, each of two words or more: a title over its
 * subtitle (or its authors). A word alone at another size is a part of one title: a drop
 * cap, or "THE" set small over "CONSTITUTION"; but a title's last line may be one word
 * set as large as the rest of it, over a smaller subtitle. A line going on in lower case
 * goes on with the title ("THE CONSTITUTION" over "of the United States").
 */
function titleOverSubtitle(previous: TextLine, line: TextLine, body: BodyStyle): boolean {
  if (opensInLowerCase(line)) return false;
  const words = (text: string) => text.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;
  const titleEnd =
    words(previous.text) === 1 &&
    previous.headSize > line.headSize &&
    (previous.text.match(/\p{L}/gu)?.length ?? 0) > 1;
  return (
    isLarge(line, body) &&
    Math.abs(line.headSize - previous.headSize) >
      0.15 * Math.max(line.headSize, previous.headSize) &&
    (words(previous.text) >= 2 || titleEnd) &&
    words(line.text) >= 2
  );
}

/** A heading's number: "2", "3.1", "A.2", "B.". */
const SECTION_NUMBER = /^(?:\p{N}+|\p{Lu}(?=\.))(?:\.\p{N}+)*\.?\s/u;

/**
 * A list item's or a reference's label: a list marker, or a bracketed one ("[1]",
 * "[Hup67]"), which is not a list marker elsewhere, where a citation may open a line.
 */
const LABEL = new RegExp(`${LIST_MARKER.source}|^\\[[^\\]\\s]{1,12}\\]\\s`, "u");

/** How far past its label or number the lines of an item or a heading may hang, in ems. */
const MAX_HANG = 5;

/** Starts past the previous line's start by a label's or a number's width. */
function hangsUnder(previous: TextLine, line: TextLine): boolean {
  const hang = line.rtl ? previous.box.x1 - line.box.x1 : line.box.x0 - previous.box.x0;
  return hang >= 0.5 * line.size && hang <= MAX_HANG * line.size;
}

/** A heading's next line, set under its words rather than its number ("2  Normal- / Index"). */
function hangsAfterNumber(previous: TextLine, line: TextLine): boolean {
  return SECTION_NUMBER.test(previous.text) && hangsUnder(previous, line);
}

/**
 * A list item's or a reference's next line, set under its words after its label (a
 * hanging indent), whatever it opens with ("[1] B. Huppert, …, Springer-" / "Verlag").
 */
function hangsAfterLabel(previous: TextLine, line: TextLine, extent: Box): boolean {
  return (
    LABEL.test(previous.text) &&
    !LABEL.test(line.text) &&
    endGap(previous, extent) <= Math.max(0.12 * (extent.x1 - extent.x0), 2 * line.size) &&
    hangsUnder(previous, line)
  );
}

/** Centred on the line above it, within half an em. */
function centredUnder(previous: TextLine, line: TextLine): boolean {
  return Math.abs(middleX(line.box) - middleX(previous.box)) <= 0.5 * line.size;
}

/**
 * The previous line stopped although the next line shows that its first word would have
 * fitted after it: the line was broken on purpose. That ends a paragraph that closes
 * without a full stop ("…peace in the world," then "Whereas…"), as in documents that mark
 * paragraphs by nothing else. Judged against the next line's own end rather than the
 * column's, so lines beside a picture (all stopping short alike) stay one paragraph, and
 * only after a flush line, since centred lines stop short on both sides.
 */
function brokenOnPurpose(previous: TextLine, line: TextLine, extent: Box): boolean {
  if (indent(previous, extent) >= 0.5 * line.size || /-$/.test(previous.text)) return false;
  const room = line.rtl ? previous.box.x0 - line.box.x0 : line.box.x1 - previous.box.x1;
  // A generous guess: the word at the line's average character width, a space, and an em.
  return room > 1.2 * (firstWordWidth(line) + 0.25 * line.size) + line.size;
}

/** The width of the line's first word (its first character in CJK text), at its average. */
function firstWordWidth(line: TextLine): number {
  const text = line.text.trim();
  const first = text[0] ?? "";
  const word = isCjk(first) ? first : (text.split(/\s/u)[0] ?? "");
  return (word.length * (line.box.x1 - line.box.x0)) / Math.max(1, text.length);
}

function toPiece(lines: TextLine[], context: RegionContext): ParagraphPiece {
  const text = shortenLeader(
    lines
      .map((line) => (line.dropCap ? dropCapText(line.text, context.lexicon) : line.text))
      .reduce((joined, next) => joinLines(joined, next, context.lexicon), ""),
  );
  const first = lines[0] as TextLine;
  const last = lines.at(-1) as TextLine;
  // A contents entry set as large as the headings it lists is not one of them.
  const heading = !isContentsEntry(last.text) && isHeading(lines, text, context.body);
  const width = context.extent.x1 - context.extent.x0;
  const reachesEnd = endGap(last, context.extent) <= Math.max(0.05 * width, 1.5 * last.size);
  return {
    text,
    heading,
    openStart:
      !heading && indent(first, context.extent) < 0.5 * first.size && !LIST_MARKER.test(text),
    openEnd: !heading && ((reachesEnd && !TERMINAL.test(text)) || /[\p{L}]-$/u.test(text)),
    leads: !heading,
    floats: isCode(lines, context.body),
    size: mostCommonSize(lines),
  };
}

/**
 * Lines all in a typewriter font amid text that is not (a program in a paper): code. A
 * document set wholly in one (a printed text file) is prose.
 */
function isCode(lines: TextLine[], body: BodyStyle): boolean {
  return !body.mostlyMono && lines.every((line) => line.mono);
}

/** Set large, or bold amid plain body text: a line of a heading (or of a label). */
function isHeadingLine(line: TextLine, body: BodyStyle): boolean {
  return isLarge(line, body) || (!body.mostlyBold && line.bold);
}

/** Set notably larger than the body text. */
function isLarge(line: TextLine, body: BodyStyle): boolean {
  return line.headSize >= body.size * 1.15 && line.headSize - body.size >= 1;
}

/**
 * An equation's number or a list's marker standing alone ("(1)", "2)", "[3]"), however
 * large: an OCR text layer sizes each word by its height on the scan, and a display's
 * number beside a tall formula comes out large.
 */
const NUMBER_ALONE = /^[([]?[\p{N}.]+[)\]]$/u;

function isHeading(lines: TextLine[], text: string, body: BodyStyle): boolean {
  if (text.length > 200 || lines.length > 4 || !/[\p{L}\p{N}]/u.test(text)) return false;
  if (NUMBER_ALONE.test(text.trim())) return false;
  if (lines.every((line) => isLarge(line, body))) return true;
  return (
    !body.mostlyBold &&
    lines.every((line) => line.bold) &&
    lines.length <= 2 &&
    text.length <= 120 &&
    !/[.,;:]$/.test(text)
  );
}

function mostCommonSize(lines: TextLine[]): number {
  const chars = new Map<number, number>();
  for (const line of lines) chars.set(line.size, (chars.get(line.size) ?? 0) + line.text.length);
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** Space before the line's start (its right edge in right-to-left text). */
function indent(line: TextLine, extent: Box): number {
  return line.rtl ? extent.x1 - line.box.x1 : line.box.x0 - extent.x0;
}

/** Space after the line's end, up to the column's edge. */
function endGap(line: TextLine, extent: Box): number {
  return line.rtl ? line.box.x0 - extent.x0 : extent.x1 - line.box.x1;
}
