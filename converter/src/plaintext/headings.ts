import { isWideChar } from "../layout/fallback-widths.js";
import { blockText, displayWidth, type TextBlock } from "./blocks.js";

/**
 * Words that open a chapter-like heading, in the languages of most public-domain books.
 * Followed by a number or numeral ("CHAPTER XII", "Capítulo 3", "BOOK THE FIRST").
 */
const NUMBERED =
  "chapter|chap|book|part|volume|vol|act|scene|stave|canto|section|letter|" +
  "capítulo|capitulo|parte|libro|tomo|chapitre|livre|partie|tome|kapitel|buch|teil|" +
  "capitolo|hoofdstuk|глава|часть|книга|том";
/** Headings that stand alone, without a number. */
const NAMED =
  "preface|introduction|prologue|epilogue|foreword|afterword|appendix|conclusion|postscript|" +
  "contents|table of contents|etymology|extracts|dramatis personae|" +
  "prólogo|prologo|índice|indice|préface|avant-propos|épilogue|table des matières|vorwort|" +
  "einleitung|inhalt|nachwort|prefazione|предисловие|эпилог|пролог|содержание";
const NUMBER =
  "[ivxlcdm]+\\b|\\d+|the\\b|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|" +
  "thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|" +
  "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|" +
  "primer|primera|primero|segund|tercer|cuart|quint|sext|séptim|octav|noven|décim|" +
  "premi|deuxième|troisième|quatrième|erste|zweite|dritte|vierte|[a-z]\\b";

const NUMBERED_HEADING = new RegExp(`^(?:${NUMBERED})(?=[\\s.:]|$)[.:]?\\s*(?:${NUMBER})`, "iu");
const BARE_LABEL = new RegExp(`^(?:${NUMBERED})[.:]?\\s*(?:[ivxlcdm]+|\\d+)\\.?$`, "iu");
const NAMED_HEADING = new RegExp(`^(?:${NAMED})(?=[\\s.:,(]|$)`, "iu");
/** "XII", "12.", "IV." alone on a line. */
const NUMERAL_ALONE = /^(?:[IVXLCDM]+|\d{1,3})\.?$/;
const CJK_SENTENCE_PUNCTUATION = /[。，、；：！？「」『』]/u;

/** A heading line this close to the wrap width was broken by the wrapping. */
const WRAPPED_HEADING = 0.6;

export type HeadingKind = "label" | "spacing" | null;

/**
 * Whether a block reads as a heading: a labelled one ("CHAPTER I.", "Capítulo III. Donde…",
 * "PREFACE", "IV") or a short line set apart by extra blank lines. Labelled headings count
 * more: a run of them with no text between is a table of contents (see textStructure).
 */
export function headingKind(block: TextBlock, wrap: number): HeadingKind {
  if (block.lines.length > 3) return null;
  const first = (block.lines[0] ?? "").trim();
  const text = blockText(block);
  if (displayWidth(first) > Math.max(80, wrap * 1.1)) return null;
  if (NUMERAL_ALONE.test(text)) return "label";
  // Several labelled lines in one block are a list of contents, not a heading.
  if (block.lines.filter((line) => isLabel(line.trim())).length > 1) return null;
  if (displayWidth(text) <= 160 && isLabel(first)) return "label";
  return setApart(block, text) ? "spacing" : null;
}

/**
 * A heading block's headings: each line is one ("CHAPTER I." + "The Storm"), except a line
 * the wrapping broke off a long heading, which goes on the line before: "Capítulo III.
 * Donde se cuenta la graciosa manera que tuvo don Quijote en" + "armarse caballero".
 */
export function headingLines(block: TextBlock, wrap: number): string[] {
  const headings: string[] = [];
  for (const raw of block.lines) {
    const line = raw.trim();
    const before = headings.at(-1);
    const wrapped =
      before !== undefined &&
      displayWidth(before) >= wrap * WRAPPED_HEADING &&
      /[\p{L},]$/u.test(before) &&
      !isBareLabel(before);
    if (wrapped) headings[headings.length - 1] = `${before} ${line}`;
    else headings.push(line);
  }
  return headings;
}

/** "CHAPTER I.", "Capítulo 3": a numbered chapter-like label. */
export function isChapterLabel(line: string): boolean {
  return NUMBERED_HEADING.test(line) && displayWidth(line) <= 60;
}

/** A label and its number, nothing else: "CHAPTER XII", "Chapter 3." */
export function isBareLabel(text: string): boolean {
  return BARE_LABEL.test(text.trim());
}

function isLabel(line: string): boolean {
  return NUMBERED_HEADING.test(line) || NAMED_HEADING.test(line);
}

/** A short line with extra space around it, that does not read as a sentence going on. */
function setApart(block: TextBlock, text: string): boolean {
  if (block.lines.length > 2) return false;
  const cjk = [...text].some(isWideChar);
  if (cjk) {
    return (
      block.blanksBefore >= 2 && displayWidth(text) <= 16 && !CJK_SENTENCE_PUNCTUATION.test(text)
    );
  }
  if (block.blanksBefore < 3 || displayWidth(text) > 60) return false;
  // Quotations, asides and lower-case continuations are text, as is a line ending mid-sentence.
  if (/^[“"‘'([_\p{Ll}]/u.test(text)) return false;
  return !/[,;:\-—]$/.test(text);
}
