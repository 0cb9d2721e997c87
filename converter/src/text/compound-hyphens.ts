/** Words one knows, however capitalised. */
export interface WordList {
  has(word: string): boolean;
}

/** The words of a book and its language: what tells a compound's hyphen from a typesetter's. */
export interface Lexicon extends WordList {
  /**
   * How often the book has printed the text (lower case) within its lines so far: a word
   * whole ("bytecode") or two with a hyphen between them ("anti-monopoly").
   */
  timesPrinted(text: string): number;
}

/** The letters just before a line's final hyphen: "to" of "peer-to-". */
const WORD_BEFORE_HYPHEN = /(\p{L}+)[-\u2010]$/u;
const FIRST_WORD = /^\p{L}+/u;
const CAPITALISED = /^\p{Lu}/u;

/**
 * Whether the hyphen that ends a line belongs to the text: "free-" + "software",
 * "file-" + "sharing", "stop-the-" + "world". The book's own usage decides first: how it
 * has printed the two words more often, with the hyphen ("anti-monopoly") or whole
 * ("bytecode", "copyright"). Otherwise a typesetter's hyphen splits one word, which the
 * lexicon knows whole ("com-" + "pany"), or a word it does not know at all (a name, a term
 * of art), which is joined as before; a compound's halves are each a word, and run
 * together make none. A capitalised first half is more often a name split in two
 * ("Middle-" + "march", "Hobo-" + "ken") than a compound: it is joined.
 */
export function isCompoundHyphen(first: string, second: string, lexicon: Lexicon): boolean {
  const before = WORD_BEFORE_HYPHEN.exec(first)?.[1];
  const after = FIRST_WORD.exec(second)?.[0];
  if (!before || !after || CAPITALISED.test(before)) return false;
  const hyphenated = lexicon.timesPrinted(`${before}-${after}`.toLowerCase());
  const whole = lexicon.timesPrinted((before + after).toLowerCase());
  if (hyphenated !== whole) return hyphenated > whole;
  return lexicon.has(before) && lexicon.has(after) && !lexicon.has(before + after);
}
