/**
 * What a reader typed, as plain words: letters, marks and digits, everything else a
 * separator. Quotes, stars, minus signs, parentheses and words like NEAR or OR are never
 * handed to the database as query syntax, so no input can make a query fail.
 */
export interface SearchWords {
  words: string[];
  /** The last word matches as a prefix too ("lante" finds "lantern"), as the reader types. */
  prefixLast: boolean;
}

/** More words than this add nothing a reader can see in a page's hits. */
const MAX_WORDS = 16;
/** A shorter last word as a prefix would match half the book. */
const MIN_PREFIX_LENGTH = 3;

export function searchWords(query: string): SearchWords {
  const words = (query.normalize("NFC").match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  const last = words.at(-1) ?? "";
  // A query ending in punctuation ("river." or a closing quote) means the word is finished.
  const finished = !/[\p{L}\p{M}\p{N}]$/u.test(query);
  return { words, prefixLast: !finished && [...last].length >= MIN_PREFIX_LENGTH };
}

/** An FTS5 query for the words in the page_content column of one book's rows. */
export function fts5Query(bookId: string, { words, prefixLast }: SearchWords): string {
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const terms = words.map((word, index) =>
    index === words.length - 1 && prefixLast ? `${quote(word)}*` : quote(word),
  );
  return `book_id : ${quote(bookId)} AND page_content : (${terms.join(" ")})`;
}

/** A to_tsquery text: every word required, the last one as a prefix when asked. */
export function tsqueryText({ words, prefixLast }: SearchWords): string {
  return words
    .map((word, index) => (index === words.length - 1 && prefixLast ? `${word}:*` : word))
    .join(" & ");
}
