/**
 * Spaces a PDF draws as a narrow gap instead of a space character, after a sentence's or a
 * clause's punctuation. MuPDF counts a gap inside a span as a space from 0.15 em; tightly
 * justified lines set the space after a full stop or a comma narrower than that
 * (freeculture.pdf: "law.The", "Internet,and", a gap of 1.3 pt at 10.5 pt, about 230
 * times in the book). Between two words of prose (two lower-case letters before the mark;
 * after a full stop a capital and a small letter, after a comma any word) the space is
 * put back. Addresses, e-mails and lists in braces keep their marks unspaced.
 */
// Each pattern matches the place where the space goes (look-arounds only), so that marks
// in a row ("Internet,and,I") are each found.
const SENTENCE_END = /(?<=\p{Ll}\p{Ll}[.?!][”’"»)]?)(?=[“"]?\p{Lu}\p{Ll})/gu;
/** After a comma, a semicolon or a colon: a word of two letters or more, or of one. */
const CLAUSE_END = /(?<=\p{Ll}\p{Ll}[,;:][”’"»)]?)(?=\p{L}(?:\p{Ll}|$))/gu;
/** A closing quotation mark run into the next word: “their writings”plus. */
const QUOTE_END = /(?<=\p{Ll}”)(?=\p{Ll}\p{Ll})/gu;
/** A word that is an address, an e-mail, a path or a list in braces. */
const NOT_PROSE = /@|:\/\/|www\.|[{}/\\]/;

export function restoreNarrowSpaces(text: string): string {
  if (!/[.?!,;:”]\S/.test(text)) return text;
  return text
    .split(/(\s+)/)
    .map((word) =>
      NOT_PROSE.test(word)
        ? word
        : word.replace(SENTENCE_END, " ").replace(CLAUSE_END, " ").replace(QUOTE_END, " "),
    )
    .join("");
}
