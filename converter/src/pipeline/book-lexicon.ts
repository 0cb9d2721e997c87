import { guessLanguage } from "../import/language.js";
import type { Lexicon } from "../text/compound-hyphens.js";
import { englishLexicon } from "../text/english-lexicon.js";
import type { TextLine } from "../text/text-line.js";

/** Enough of a book's text to tell its language by its commonest words. */
const SAMPLE_CHARS = 20_000;
const WORD = /\p{L}+/gu;

/**
 * The lexicon of the book's language, which tells a compound's hyphen at a line's end
 * from a typesetter's (see joinLines): the language's dictionary, and the words the book
 * has printed whole so far ("bytecode" in a paper that writes it so, which the dictionary
 * lacks). Only English has a dictionary for now. The language is the one the PDF
 * declares; most declare none, and theirs is told by the commonest words of the pages
 * read so far. Until it is told (the first few pages), or when it is not English, there is
 * no lexicon and hyphens at line ends join words as they always have.
 */
export class BookLexicon {
  private sample = "";
  private language: string | null | undefined;
  private readonly bookWords = new Set<string>();
  private readonly lexicon: Lexicon = {
    has: (word) => this.bookWords.has(word.toLowerCase()) || englishLexicon().has(word),
  };

  constructor(declaredLanguage: string | null) {
    if (declaredLanguage) this.language = primaryLanguage(declaredLanguage);
  }

  learn(lines: ReadonlyArray<Pick<TextLine, "text">>): void {
    if (this.language === undefined) this.learnLanguage(lines);
    if (this.language !== "en") return;
    for (const line of lines) {
      const words = line.text.toLowerCase().match(WORD) ?? [];
      // A line's last word may be half of one, cut by the typesetter's hyphen.
      if (/-$/u.test(line.text)) words.pop();
      for (const word of words) this.bookWords.add(word);
    }
  }

  /** The lexicon, once the book's language is known to have one. */
  get current(): Lexicon | null {
    return this.language === "en" ? this.lexicon : null;
  }

  private learnLanguage(lines: ReadonlyArray<Pick<TextLine, "text">>): void {
    for (const line of lines) this.sample += ` ${line.text}`;
    const guess = guessLanguage(this.sample);
    if (guess) this.language = guess;
    // Text that has not shown its language by now will not: a list, a table, a form.
    else if (this.sample.length >= SAMPLE_CHARS) this.language = null;
    if (this.language !== undefined) this.sample = "";
  }
}

/** "en" of "en-GB" or "EN_us". */
function primaryLanguage(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? "";
}
