import { readFileSync } from "node:fs";
import type { WordList } from "./compound-hyphens.js";

let english: WordList | undefined;

/**
 * How many lines from its place the word list sets a word out of order, at most (3, for
 * manlihood): its test looks for every word of the file.
 */
const MISPLACED_BY = 4;

/**
 * English words: word-list's 274,000 (SCOWL's, with their plurals and tenses), lower
 * case, one a line. They are kept as the file's one string, about 3 MB where a Set of them
 * would take 20, and searched by halves of that string itself: reading them costs only
 * the file's read, once per process, when an English book first needs them.
 */
export function englishWords(): WordList {
  if (!english) {
    const file = new URL("words.txt", import.meta.resolve("word-list"));
    english = new SortedLines(readFileSync(file, "latin1"));
  }
  return english;
}

/**
 * Lines in order, searched by halves of the text: each probe looks at the line around the
 * middle of what is left, so no index of where the lines start is built (one of 274,000
 * starts, put in order as the file was read, took a tenth of a second of a conversion's
 * first pages).
 */
class SortedLines implements WordList {
  constructor(private readonly text: string) {}

  has(word: string): boolean {
    const lower = word.toLowerCase();
    if (lower.length === 0) return false;
    // Line starts: the lines left to search run from `low` up to `high`.
    let low = 0;
    let high = this.text.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const start = this.text.lastIndexOf("\n", middle - 1) + 1;
      const end = this.lineEnd(start);
      const line = this.text.slice(start, end);
      if (line === lower) return true;
      if (lower < line) high = start;
      else low = end + 1;
    }
    // The file is in order but for a couple of words set a few lines after their place
    // (manlihood after manlike, manlikely and manlily): a search for one ends a few lines
    // from it, so the lines about where it ended are looked at too.
    return this.linesAround(low).includes(lower);
  }

  /** The lines within MISPLACED_BY of the line starting at `at`, that line among them. */
  private linesAround(at: number): string[] {
    let from = at;
    for (let line = 0; line < MISPLACED_BY && from > 0; line++) {
      from = this.text.lastIndexOf("\n", from - 2) + 1;
    }
    let to = at;
    for (let line = 0; line <= MISPLACED_BY && to < this.text.length; line++) {
      to = this.lineEnd(to) + 1;
    }
    return this.text.slice(from, to).split("\n");
  }

  /** Where the line starting at `start` ends: at its newline, or at the text's end. */
  private lineEnd(start: number): number {
    const end = this.text.indexOf("\n", start);
    return end < 0 ? this.text.length : end;
  }
}
