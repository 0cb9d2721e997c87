import type { Lexicon } from "../text/compound-hyphens.js";
import { englishWords } from "../text/english-words.js";
import type { TextLine } from "../text/text-line.js";

const HYPHEN = 0x2d;
/** The half of a word before the typesetter's hyphen that may end a line. */
const HALF_WORD_AT_END = /\p{L}+-$/u;
const LETTER = /\p{L}/u;

/**
 * The lexicon of the book's language, which tells a compound's hyphen at a line's end
 * from a typesetter's (see isCompoundHyphen): the language's words, and how the book has
 * printed its own within its lines so far, a word whole ("bytecode", which the word list
 * lacks) or two with a hyphen ("anti-monopoly", which it has whole). Only English has a
 * word list for now: in a book of another language, or of one not known yet, hyphens at
 * line ends join words as they always have.
 */
export class BookLexicon {
  private readonly printed = new Map<string, number>();
  private readonly english: Lexicon = {
    has: (word) => this.printed.has(word.toLowerCase()) || englishWords().has(word),
    timesPrinted: (text) => this.printed.get(text) ?? 0,
  };

  learn(lines: ReadonlyArray<Pick<TextLine, "text" | "dropCap">>): void {
    for (const line of lines) {
      // A drop cap's letter runs into the next word ("Iwas"), whatever that is: the
      // lexicon tells them apart (dropCapText) and must not learn them together.
      if (line.dropCap) continue;
      const text = line.text.toLowerCase();
      // A line's last word may be half of one, cut by the typesetter's hyphen.
      const end = text.endsWith("-")
        ? (HALF_WORD_AT_END.exec(text)?.index ?? text.length)
        : text.length;
      let previous: string | null = null;
      let start = -1;
      // By character codes: a regular expression of letters took five times as long.
      for (let at = 0; at <= end; at++) {
        if (at < end && isLetter(text, at)) {
          if (start < 0) start = at;
          continue;
        }
        if (start < 0) {
          previous = null;
          continue;
        }
        const word = text.slice(start, at);
        this.count(word);
        if (previous !== null) this.count(`${previous}-${word}`);
        // The next word makes a compound with this one when a hyphen alone stands between.
        previous = text.charCodeAt(at) === HYPHEN ? word : null;
        start = -1;
      }
    }
  }

  /** The lexicon of `language` (a BCP 47 tag), when it has one. */
  of(language: string | null): Lexicon | null {
    return language && /^en(?:$|[-_])/i.test(language) ? this.english : null;
  }

  private count(text: string): void {
    this.printed.set(text, (this.printed.get(text) ?? 0) + 1);
  }
}

function isLetter(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 0x80) return code >= 0x61 && code <= 0x7a;
  return LETTER.test(text[at] ?? "");
}
