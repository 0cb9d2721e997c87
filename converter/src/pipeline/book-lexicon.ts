import type { Lexicon } from "../text/compound-hyphens.js";
import { englishWords } from "../text/english-words.js";
import type { TextLine } from "../text/text-line.js";

const WORD = /\p{L}+/gu;
/** Two words with a hyphen between them: "anti" and "monopoly" of "anti-monopoly". */
const HYPHENATED = /(\p{L}+)-(?=(\p{L}+))/gu;
/** The half of a word before the typesetter's hyphen that may end a line. */
const HALF_WORD_AT_END = /\p{L}+-$/u;

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

  learn(lines: ReadonlyArray<Pick<TextLine, "text">>): void {
    for (const line of lines) {
      const text = line.text.toLowerCase().replace(HALF_WORD_AT_END, "");
      for (const word of text.match(WORD) ?? []) this.count(word);
      for (const [, first, second] of text.matchAll(HYPHENATED)) this.count(`${first}-${second}`);
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
