import { formatRuns, plainText } from "@bindery/contract/italics";
import { continuesSentence } from "../text/paragraphs.js";
import { blockText, type TextBlock, wrapWidth } from "./blocks.js";
import {
  type HeadingKind,
  headingKind,
  headingLines,
  isBareLabel,
  isChapterLabel,
} from "./headings.js";
import { pairItalics } from "./italic-spans.js";
import { blockParagraphs, cleanParagraph } from "./paragraphs.js";

/** What a plain-text book is made of, in reading order. */
export type TextItem =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  /** A chapter begins: the book turns to a new page. */
  | { kind: "chapter" };

/** This many headings in a row with no text between them are a table of contents. */
const CONTENTS_RUN = 4;

const ILLUSTRATION_OPEN = /^\[Illustration\b/i;
/** The mark's own word ("Illustration") and its caption. */
const ILLUSTRATION_MARK = /^\[(Illustration):?\s*(.*?)\s*\]?$/is;
/** Gutenberg's raised letters, "M^{rs}": a plate's lettering abbreviates with them. */
const RAISED_LETTERS = /\^\{([^}]*)\}/g;
const CONTENTS_TITLE = /contents|índice|indice|table|inhalt|содержание/i;

/**
 * Finds a plain-text book's structure: chapter headings (each chapter starts a new page),
 * paragraphs rebuilt from hard-wrapped lines, and "[Illustration: …]" marks reduced to
 * their captions, and `_italics_` kept as italics. `title` is set as a heading where the
 * text names it first.
 */
export function textStructure(blocks: TextBlock[], title: string | null): TextItem[] {
  const wrap = wrapWidth(blocks);
  const units = joinAcrossIllustrations(mergeIllustrations(blocks));
  const kinds = units.map((unit) => (unit.illustration ? null : headingKind(unit.block, wrap)));
  const role = roles(units, kinds);
  const items: TextItem[] = [];
  let titleSeen = title === null;
  units.forEach((unit, index) => {
    const text = blockText(unit.block);
    if (unit.illustration) {
      const [, label = "", caption = ""] = ILLUSTRATION_MARK.exec(text) ?? [];
      if (!caption.trim()) return;
      // Some editions head a chapter with a plate captioned "Chapter I.": it opens the chapter.
      const lastLine = unit.block.lines.at(-1)?.trim().replace(/\]$/, "") ?? "";
      if (lastLine !== caption && isChapterLabel(lastLine)) {
        items.push({ kind: "chapter" });
        items.push(captionParagraph(label, caption.slice(0, -lastLine.length)));
        items.push({ kind: "heading", text: cleanParagraph(lastLine) });
      } else {
        items.push(captionParagraph(label, caption));
      }
      return;
    }
    if (role[index] === "omitted") return;
    if (role[index] === "heading") {
      if (role[index - 1] !== "heading") items.push({ kind: "chapter" });
      for (const line of headingLines(unit.block, wrap))
        items.push({ kind: "heading", text: cleanParagraph(line) });
      return;
    }
    if (!titleSeen && sameWords(text, title as string)) {
      titleSeen = true;
      items.push({ kind: "heading", text: cleanParagraph(text) });
      return;
    }
    for (const paragraph of blockParagraphs(unit.block, wrap)) {
      items.push({ kind: "paragraph", text: paragraph });
    }
  });
  return pairItalics(items);
}

/**
 * An illustration's caption, as its own paragraph. A plain text has no picture to set it
 * under, and a caption standing bare ("“I’m the tallest”" at a chapter's end) reads as a
 * line of the story: it is introduced by the mark's word and set in italics, as captions
 * are, and italics inside it are dropped rather than turned upright.
 */
function captionParagraph(label: string, caption: string): TextItem {
  const text = plainText(cleanParagraph(`${label}: ${caption.replace(RAISED_LETTERS, "$1")}`));
  return { kind: "paragraph", text: formatRuns([{ text, italic: true }]) };
}

interface Unit {
  block: TextBlock;
  illustration: boolean;
}

/** "[Illustration: …]" may run over several blocks (blank lines inside the brackets). */
function mergeIllustrations(blocks: TextBlock[]): Unit[] {
  const units: Unit[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as TextBlock;
    const text = blockText(block);
    if (!ILLUSTRATION_OPEN.test(text)) {
      units.push({ block, illustration: false });
      continue;
    }
    const lines = [...block.lines];
    let end = i;
    // At most a few blocks: an unclosed bracket must not swallow the book.
    while (
      !blockText({ lines, blanksBefore: 0 }).endsWith("]") &&
      end + 1 < blocks.length &&
      end - i < 8
    ) {
      end++;
      lines.push(...(blocks[end] as TextBlock).lines);
    }
    if (!blockText({ lines, blanksBefore: 0 }).endsWith("]")) {
      units.push({ block, illustration: true });
      continue;
    }
    units.push({ block: { lines, blanksBefore: block.blanksBefore }, illustration: true });
    i = end;
  }
  return units;
}

/**
 * An edition may set a plate mid-paragraph, even mid-sentence ("…glad to invite him
 * [Illustration: …] to read aloud to the ladies"): text after illustrations that starts
 * in lower case goes on with the text before them, which is joined again, the captions
 * following the paragraph as a book without its pictures would set them.
 */
function joinAcrossIllustrations(units: Unit[]): Unit[] {
  const joined: Unit[] = [];
  let index = 0;
  while (index < units.length) {
    let end = index;
    while (units[end]?.illustration) end++;
    const before = joined.at(-1);
    const after = units[end];
    if (end > index && before && after && goesOnAfter(before.block, after.block)) {
      const lines = [...before.block.lines, ...after.block.lines];
      joined[joined.length - 1] = { block: { ...before.block, lines }, illustration: false };
      joined.push(...units.slice(index, end));
      index = end + 1;
    } else {
      const next = Math.max(end, index + 1);
      joined.push(...units.slice(index, next));
      index = next;
    }
  }
  return joined;
}

/**
 * `after` goes on with the sentence `before` left open. A heading before a plate ends with
 * its stop ("CHAPTER I."): it is not joined to the text after a drop capital's plate
 * ("[Illustration: T]", then "he day…").
 */
function goesOnAfter(before: TextBlock, after: TextBlock): boolean {
  return continuesSentence(before.lines.at(-1)?.trim() ?? "", after.lines[0]?.trim() ?? "");
}

/** What a block is in the book: a heading, text, or an entry of contents left out. */
type Role = "heading" | "text" | "omitted";

/**
 * Headings, except those of a table of contents: a run of headings with no text between
 * them (illustrations aside) longer than a book's headings ever are ("BOOK ONE" +
 * "CHAPTER I" + text is a run of two). Its entries become text, except bare numbers
 * ("CHAPTER XII" with no title), which tell a reader nothing the book's own headings do
 * not: War and Peace would otherwise open with thirty pages of them.
 */
function roles(units: Unit[], kinds: HeadingKind[]): Role[] {
  const result: Role[] = kinds.map((kind) => (kind === null ? "text" : "heading"));
  let runStart = -1;
  const closeRun = (end: number) => {
    const members: number[] = [];
    for (let i = runStart; i < end; i++) if (kinds[i] !== null) members.push(i);
    runStart = -1;
    // A contents list often runs straight into the first chapter's heading, which is set
    // apart by many more blank lines than the list's entries: the run ends there.
    const blanks = members.map((i) => (units[i] as Unit).block.blanksBefore);
    const typical = [...blanks].sort((a, b) => a - b)[Math.floor(blanks.length / 2)] ?? 1;
    const split = members.findIndex(
      (_, k) => k > 0 && (blanks[k] ?? 0) >= Math.max(3, 2 * typical),
    );
    if (members.length >= CONTENTS_RUN && split > 0) {
      demote(members.slice(0, split));
      demote(members.slice(split));
    } else {
      demote(members);
    }
  };
  const demote = (members: number[]) => {
    if (members.length < CONTENTS_RUN) return;
    members.forEach((i, k) => {
      const text = blockText((units[i] as Unit).block);
      // The contents' own title ("Contents") stays a heading; its entries are text.
      if (k === 0 && CONTENTS_TITLE.test(text)) return;
      result[i] = isBareLabel(text) ? "omitted" : "text";
    });
  };
  units.forEach((unit, i) => {
    if (unit.illustration) return;
    if (kinds[i] !== null) {
      if (runStart < 0) runStart = i;
    } else if (runStart >= 0) {
      closeRun(i);
    }
  });
  if (runStart >= 0) closeRun(units.length);
  return result;
}

function sameWords(a: string, b: string): boolean {
  const words = (text: string) =>
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.join(" ") ?? "";
  return words(a) !== "" && words(a) === words(b);
}
