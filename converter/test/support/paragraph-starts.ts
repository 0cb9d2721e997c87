/**
 * Where a rebuilt paragraph starts in its plain-text source, judged independently of the
 * importer's own rules. The source's paragraphs are its blank-line separated blocks; a
 * paragraph may also start inside a block when the line before it ends a sentence or
 * clause (letters' sign-offs, speakers' lines), or when the block is laid out line by line
 * on purpose: in columns (contents, tables), made of short lines only (verse, signatures,
 * contents), or verse set in from the margin (every line indented and opening with a
 * capital), or where the indentation changes (verse, a paragraph opening with an indent). Anything else, above all a paragraph that starts in the
 * middle of a sentence the source wraps over two lines, is a wrong start.
 */

/** Lines shorter than this share of the text's usual line width are all short. */
const SHORT_LINE = 0.6;

interface SourceWord {
  word: string;
  line: number;
  /** The word is the first of its line. */
  lineStart: boolean;
}

interface SourceLine {
  text: string;
  /** The line opens a blank-line separated block. */
  blockStart: boolean;
  /** The line's block is set line by line on purpose (in columns, or all lines short). */
  laidOut: boolean;
  /** The line before is well short of the text's usual width. */
  short: boolean;
}

/** Words as the corpus tests count them; each CJK character is one. */
const WORD =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[\p{L}\p{N}\p{M}]+/gu;

const wordsOf = (text: string) => text.normalize("NFKC").toLowerCase().match(WORD) ?? [];

export interface StartCheck {
  paragraphs: number;
  wrongStarts: string[];
  /** Paragraphs whose first words were not found in the source after the one before. */
  unplaced: number;
}

/** Checks the start of each paragraph (in reading order) against the source text. */
export function checkParagraphStarts(source: string, paragraphs: string[]): StartCheck {
  const lines = sourceLines(source);
  const words: SourceWord[] = [];
  lines.forEach((line, index) => {
    wordsOf(line.text).forEach((word, position) => {
      words.push({ word, line: index, lineStart: position === 0 });
    });
  });
  const wrongStarts: string[] = [];
  let unplaced = 0;
  let from = 0;
  const own = paragraphs.map(wordsOf);
  for (const [index, paragraph] of paragraphs.entries()) {
    const mine = own[index] as string[];
    // A short paragraph ("NORA.") is found with the words after it.
    const probe = own
      .slice(index, index + 4)
      .flat()
      .slice(0, 8);
    if (probe.length === 0) continue;
    const at = findWords(words, probe, from);
    if (at < 0) {
      unplaced++;
      continue;
    }
    from = at + Math.max(1, mine.length - 2);
    const first = words[at] as SourceWord;
    if (!legitimateStart(lines, first)) wrongStarts.push(paragraph.slice(0, 80));
  }
  return { paragraphs: paragraphs.length, wrongStarts, unplaced };
}

function legitimateStart(lines: SourceLine[], first: SourceWord): boolean {
  if (!first.lineStart) return false;
  const line = lines[first.line] as SourceLine;
  if (line.blockStart || line.laidOut) return true;
  const before = (lines[first.line - 1] as SourceLine).text;
  if (indentOf(before) !== indentOf(line.text)) return true;
  // A sentence ends, or a short line ends a clause ("Dear Sir,", "Yours truly,").
  const ending = before.trim().replace(/[”"’'»)\]_」』）》]+$/u, "");
  return /[.!?:;。！？；：]$/u.test(ending) || (line.short && /,$/.test(ending));
}

function findWords(words: SourceWord[], probe: string[], from: number): number {
  for (let i = from; i <= words.length - probe.length; i++) {
    if (probe.every((word, k) => words[i + k]?.word === word)) return i;
  }
  return -1;
}

function sourceLines(source: string): SourceLine[] {
  const raw = source.replace(/\r\n?/g, "\n").split("\n");
  const widths = raw.filter((line) => line.trim() !== "").map((line) => line.trimEnd().length);
  widths.sort((a, b) => a - b);
  const usual = widths[Math.floor(widths.length * 0.9)] ?? 70;
  const lines: SourceLine[] = [];
  let block: string[] = [];
  const close = () => {
    const allShort =
      block.length > 1 && block.every((text) => text.trimEnd().length < usual * SHORT_LINE);
    const columns = block.some((text) => /\S {3,}\S/u.test(text));
    // Verse set in from the margin, each line opening with a capital.
    const verse = block.every((text) => /^\s{2,}[\p{P}]*\p{Lu}/u.test(text));
    block.forEach((text, k) => {
      const before = block[k - 1]?.trimEnd().length ?? 0;
      lines.push({
        text,
        blockStart: k === 0,
        laidOut: allShort || columns || verse,
        short: before < usual * SHORT_LINE,
      });
    });
    block = [];
  };
  for (const text of raw) {
    if (text.trim() === "") {
      close();
      lines.push({ text: "", blockStart: false, laidOut: false, short: false });
    } else {
      block.push(text);
    }
  }
  close();
  return lines;
}

/** Indents under two columns are slips of the typist. */
function indentOf(line: string): number {
  const indent = (/^[ \t\u3000]*/u.exec(line)?.[0] ?? "").length;
  return indent < 2 ? 0 : indent;
}
