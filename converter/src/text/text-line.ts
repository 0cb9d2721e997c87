import type { Box } from "./box.js";

/** A run of text in one font, as MuPDF reports it (structured text with preserve-spans). */
export interface Span {
  text: string;
  box: Box;
  size: number;
  /**
   * The y of the baseline of MuPDF's line the span belongs to: spans of different lines
   * (in MuPDF's reading) on different baselines have different values.
   */
  baseline: number;
  bold: boolean;
  /** Set in a typewriter (monospaced) font. */
  mono: boolean;
  /** Written top to bottom (wmode 1). */
  vertical: boolean;
  /** Index of MuPDF's text block the span belongs to. */
  block: number;
  /**
   * Part of an invisible text layer (an OCR program's, over a scan) whose words are each
   * placed where the scan shows them: any gap between its glyphs is a word break.
   */
  placedWords: boolean;
  /**
   * Small capitals typed in lower case ("mr. lessig"): `text` gives them as the capitals
   * they print, but as typed they open in lower case, going on with a sentence.
   */
  typedLowerCase?: boolean;
  /** Opens with a drop cap's letter, put in front of it (see withDropCaps). */
  dropCap?: boolean;
}

/** One visual line of text, in reading space (vertical text is turned to run left to right). */
export interface TextLine {
  text: string;
  box: Box;
  /** The font size most of the line's characters have, in points. */
  size: number;
  /**
   * The largest size of a run of at least a few characters: headings often mix sizes
   * ("CHAPTER ONE:" small, "Creators" large), while a drop cap is a single letter.
   */
  headSize: number;
  /** Most of the line's characters are bold. */
  bold: boolean;
  /** The line is all in a typewriter font: code, commands, plain text. */
  mono: boolean;
  rtl: boolean;
  /**
   * Where a new cell begins, as offsets into text: after a gap between spans far wider
   * than a space (table columns, tab stops). Empty for ordinary lines.
   */
  cellStarts: number[];
  /** Opens with small capitals typed in lower case (see Span.typedLowerCase). */
  typedLowerCase?: boolean;
  /** Opens with a drop cap's letter (see Span.dropCap). */
  dropCap?: boolean;
}

/**
 * The line's text with its first letter as typed: small capitals typed in lower case give
 * it back in lower case, which says that a sentence goes on (the rest stays as printed).
 */
export function asTyped(line: TextLine): string {
  return line.typedLowerCase ? line.text.charAt(0).toLowerCase() + line.text.slice(1) : line.text;
}

/** The line opens in lower case as typed: a word going on from the line before. */
export function opensInLowerCase(line: TextLine): boolean {
  return /^\p{Ll}/u.test(asTyped(line));
}
