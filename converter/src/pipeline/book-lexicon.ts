import type { Lexicon } from "../text/compound-hyphens.js";
import { englishLexicon } from "../text/english-lexicon.js";
import type { TextLine } from "../text/text-line.js";

const WORD = /\p{L}+/gu;

/**
 * The lexicon of the book's language, which tells a compound's hyphen at a line's end
 * from a typesetter's (see joinLines): the language's dictionary, and the words the book
 * has printed whole so far ("bytecode" in a paper that writes it so, which the dictionary
 * lacks). Only English has a dictionary for now: in a book of another language, or of one
 * not known yet, hyphens at line ends join words as they always have.
 */
export class BookLexicon {
  private readonly bookWords = new Set<string>();
  private readonly english: Lexicon = {
    has: (word) => this.bookWords.has(word.toLowerCase()) || englishLexicon().has(word),
  };

  learn(lines: ReadonlyArray<Pick<TextLine, "text">>): void {
    for (const line of lines) {
      const words = line.text.toLowerCase().match(WORD) ?? [];
      // A line's last word may be half of one, cut by the typesetter's hyphen.
      if (/-$/u.test(line.text)) words.pop();
      for (const word of words) this.bookWords.add(word);
    }
  }

  /** The lexicon of `language` (a BCP 47 tag), when it has one. */
  of(language: string | null): Lexicon | null {
    return language && /^en(?:$|[-_])/i.test(language) ? this.english : null;
  }
}
