/**
 * What a reader typed, as plain words: letters, marks and digits, everything else a
 * separator. Quotes, stars, minus signs, parentheses and words like NEAR or OR are never
 * handed to the database as query syntax, so no input can make a query fail.
 */
export interface SearchWords {
  /**
   * Each term is one word, or the words the query joins by hyphens or apostrophes
   * ("stop-the-world", "don't"): those are found side by side, as a phrase, or a page
   * with "the" anywhere on it would match and every "the" be marked.
   */
  terms: string[][];
  /** The last word matches as a prefix too ("lante" finds "lantern"), as the reader types. */
  prefixLast: boolean;
}

/** More words than this add nothing a reader can see in a page's hits. */
const MAX_WORDS = 16;
/** A shorter last word as a prefix would match half the book. */
const MIN_PREFIX_LENGTH = 3;

const WORD = "[\\p{L}\\p{M}\\p{N}]+";
/** Hyphen-minus, hyphen, non-breaking hyphen, apostrophe and right single quote. */
const JOINER = "[-\\u2010\\u2011'\\u2019]";
/** A word, or words joined by single joiners: "-harbour" and "lantern--" are plain words. */
const TERM = new RegExp(`${WORD}(?:${JOINER}${WORD})*`, "gu");
const WORDS = new RegExp(WORD, "gu");

export function searchWords(query: string): SearchWords {
  const normalized = query.normalize("NFC");
  const terms: string[][] = [];
  let wordCount = 0;
  for (const [term] of normalized.matchAll(TERM)) {
    const words = (term.match(WORDS) ?? []).slice(0, MAX_WORDS - wordCount);
    if (words.length === 0) break;
    terms.push(words);
    wordCount += words.length;
  }
  const last = terms.at(-1)?.at(-1) ?? "";
  // A query ending in punctuation ("river." or a closing quote) means the word is finished.
  const finished = !/[\p{L}\p{M}\p{N}]$/u.test(normalized);
  return { terms, prefixLast: !finished && [...last].length >= MIN_PREFIX_LENGTH };
}

/**
 * The terms as a query's text: each word as `word` writes it (the query's very last word
 * perhaps as a prefix), a term's words joined by `phrase`, the terms by `and`.
 */
function joinTerms(
  { terms, prefixLast }: SearchWords,
  word: (text: string, asPrefix: boolean) => string,
  phrase: string,
  and: string,
): string {
  return terms
    .map((term, termIndex) =>
      term
        .map((text, index) =>
          word(text, prefixLast && termIndex === terms.length - 1 && index === term.length - 1),
        )
        .join(phrase),
    )
    .join(and);
}

/** An FTS5 query for the terms in the page_content column of one book's rows. */
export function fts5Query(bookId: string, words: SearchWords): string {
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  // `"a" + "b"` is FTS5's phrase; terms side by side must all match.
  const terms = joinTerms(
    words,
    (text, asPrefix) => (asPrefix ? `${quote(text)}*` : quote(text)),
    " + ",
    " ",
  );
  return `book_id : ${quote(bookId)} AND page_content : (${terms})`;
}

/** A to_tsquery text: every term required, a phrase's words side by side (`<->`). */
export function tsqueryText(words: SearchWords): string {
  return joinTerms(words, (text, asPrefix) => (asPrefix ? `${text}:*` : text), " <-> ", " & ");
}
