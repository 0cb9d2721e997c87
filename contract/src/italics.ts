import { withoutLinks } from "./links.js";
import { ITALIC_END, ITALIC_START } from "./typography.js";

/** A stretch of a paragraph set one way: upright or in italics. */
export interface TextRun {
  text: string;
  italic: boolean;
}

const MARKERS = new RegExp(`[${ITALIC_START}${ITALIC_END}]`, "g");

/**
 * A paragraph's text as runs, markers gone. A marker that changes nothing (an end with no
 * start, a start inside italics) is ignored; an unclosed start runs to the end.
 */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let italic = false;
  let current = "";
  const push = () => {
    if (current) runs.push({ text: current, italic });
    current = "";
  };
  for (const char of text) {
    if (char === ITALIC_START || char === ITALIC_END) {
      const next = char === ITALIC_START;
      if (next !== italic) push();
      italic = next;
    } else current += char;
  }
  push();
  return runs;
}

/**
 * Runs back into marked text, in the one form pages hold: every span closed, none empty,
 * and spaces at a span's edges outside it (a span hugs its words, so the editor's
 * `_words_` reads it back).
 */
export function formatRuns(runs: readonly TextRun[]): string {
  let text = "";
  for (const run of runs) {
    if (!run.italic) {
      text += run.text;
      continue;
    }
    const [, before = "", inner = "", after = ""] = /^(\s*)(.*?)(\s*)$/su.exec(run.text) ?? [];
    text += inner ? `${before}${ITALIC_START}${inner}${ITALIC_END}${after}` : run.text;
  }
  // Two spans touching are one.
  return text.replaceAll(ITALIC_END + ITALIC_START, "");
}

/** The marked text in the form pages hold (see formatRuns). */
export function tidyItalics(text: string): string {
  return formatRuns(textRuns(text));
}

/** The text without italics and links' markers: what search, contents and copying see. */
export function plainText(text: string): string {
  return withoutLinks(text).replace(MARKERS, "");
}

/**
 * Characters [start, end) of a paragraph's marked text, italics that run into the cut
 * opened again and those that run out of it closed: a paragraph split between pages.
 */
export function sliceItalics(text: string, start: number, end: number): string {
  let italic = false;
  for (const char of text.slice(0, start)) {
    if (char === ITALIC_START) italic = true;
    else if (char === ITALIC_END) italic = false;
  }
  return tidyItalics((italic ? ITALIC_START : "") + text.slice(start, end));
}

/**
 * Project Gutenberg's italics, `_words_`: an underscore that opens a word becomes
 * ITALIC_START, one that closes a word ITALIC_END. Underscores inside a word (snake_case)
 * or in a run ("Mr. ____" for a name left out) stay. The marks are not paired: a span may
 * run over several paragraphs, which only the whole text tells.
 */
export function markUnderscores(text: string): string {
  return text
    .replace(/(^|[^\p{L}\p{N}_])_(?=[^\s_])/gu, `$1${ITALIC_START}`)
    .replace(/(?<=[^\s_])_(?=$|[^\p{L}\p{N}_])/gu, ITALIC_END);
}

/** Page text as its owner edits it: each paragraph's italics written `_so_`. */
export function underscoredItalics(content: string): string {
  return textRuns(content)
    .map((run) => (run.italic ? run.text.replace(/[^\n]+/g, (line) => `_${line}_`) : run.text))
    .join("");
}

/**
 * The page editor's text back into page text: `_words_` within a paragraph become italics;
 * an underscore with no partner stays an underscore.
 */
export function italicsFromUnderscores(content: string): string {
  return content
    .split("\n\n")
    .map((paragraph) => {
      const marked = markUnderscores(plainText(paragraph));
      let out = "";
      let open = -1;
      for (const char of marked) {
        if (char === ITALIC_START) {
          if (open >= 0) out = `${out.slice(0, open)}_${out.slice(open + 1)}`;
          open = out.length;
          out += char;
        } else if (char === ITALIC_END) {
          out += open >= 0 ? char : "_";
          open = -1;
        } else out += char;
      }
      if (open >= 0) out = `${out.slice(0, open)}_${out.slice(open + 1)}`;
      return tidyItalics(out);
    })
    .join("\n\n");
}
