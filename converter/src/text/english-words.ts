import { readFileSync } from "node:fs";
import type { WordList } from "./compound-hyphens.js";

let english: WordList | undefined;

/**
 * English words: word-list's 274,000 (SCOWL's, with their plurals and tenses), lower
 * case, one a line. They are kept as the file's one string and searched by halves, about
 * 4 MB where a Set of them would take 20; reading them costs a few hundredths of a second,
 * once per process, when an English book first needs them.
 */
export function englishWords(): WordList {
  if (!english) {
    const file = new URL("words.txt", import.meta.resolve("word-list"));
    english = new SortedWords(readFileSync(file, "latin1"));
  }
  return english;
}

const NEWLINE = 10;

/** Words one a line, searched by halves: the lines are put in order once, as they are read. */
class SortedWords implements WordList {
  /** Where each line starts, in the order of the words. */
  private readonly starts: Uint32Array;

  constructor(private readonly text: string) {
    // Counted first, then filled: an array of 274,000 numbers grown as the lines were
    // found was copied by each garbage collection of a converter process as it loaded.
    let lines = 1;
    eachLaterLine(text, () => lines++);
    this.starts = new Uint32Array(lines);
    let line = 1;
    eachLaterLine(text, (start) => {
      this.starts[line++] = start;
    });
    // The file is in order but for a couple of words: each is moved back to its place.
    for (let index = 1; index < this.starts.length; index++) {
      for (let at = index; at > 0 && this.compareLines(at - 1, at) > 0; at--) {
        const start = this.starts[at] as number;
        this.starts[at] = this.starts[at - 1] as number;
        this.starts[at - 1] = start;
      }
    }
  }

  has(word: string): boolean {
    const lower = word.toLowerCase();
    let low = 0;
    let high = this.starts.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const order = this.compareWith(lower, this.starts[middle] as number);
      if (order === 0) return true;
      if (order < 0) high = middle - 1;
      else low = middle + 1;
    }
    return false;
  }

  /** The order of `word` against the line starting at `start`, as strings order. */
  private compareWith(word: string, start: number): number {
    for (let index = 0; ; index++) {
      const lineCode = this.codeAt(start + index);
      if (index === word.length) return lineCode === null ? 0 : -1;
      if (lineCode === null) return 1;
      const difference = word.charCodeAt(index) - lineCode;
      if (difference !== 0) return difference;
    }
  }

  /** The order of two lines, by their index in `starts`. */
  private compareLines(a: number, b: number): number {
    const first = this.starts[a] as number;
    const second = this.starts[b] as number;
    for (let index = 0; ; index++) {
      const firstCode = this.codeAt(first + index);
      const secondCode = this.codeAt(second + index);
      if (firstCode === null || secondCode === null) {
        return (firstCode === null ? 0 : 1) - (secondCode === null ? 0 : 1);
      }
      if (firstCode !== secondCode) return firstCode - secondCode;
    }
  }

  /** The character code at `at`, or null at a line's end. */
  private codeAt(at: number): number | null {
    const code = this.text.charCodeAt(at);
    return Number.isNaN(code) || code === NEWLINE ? null : code;
  }
}

/** Calls `found` with where each line after the first starts. */
function eachLaterLine(text: string, found: (start: number) => void): void {
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) {
    if (at + 1 < text.length) found(at + 1);
  }
}
