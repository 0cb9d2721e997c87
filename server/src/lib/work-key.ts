/**
 * What makes two catalog books the same work, whatever file or edition they came from:
 * the title and the author, compared without accents, case, punctuation or a leading
 * article, and with the author's names in any order ("Carroll, Lewis" is "Lewis Carroll").
 * Null when either is unknown: a title alone is too weak to refuse a book on.
 */
export function workKey(title: string | null, author: string | null): string | null {
  const titleWords = dropLeadingArticle(wordsOf(title ?? ""));
  const authorWords = wordsOf(author ?? "").sort();
  if (titleWords.length === 0 || authorWords.length === 0) return null;
  return `${titleWords.join(" ")}|${authorWords.join(" ")}`;
}

/**
 * Leading articles of the catalog's languages. An elided article ("L'Étranger") is split
 * off as its own word by `wordsOf`.
 */
const LEADING_ARTICLES = new Set([
  "the",
  "a",
  "an", // English
  "le",
  "la",
  "les",
  "l",
  "un",
  "une", // French
  "der",
  "die",
  "das",
  "ein",
  "eine", // German
  "el",
  "los",
  "las",
  "il",
  "lo",
  "gli",
  "i",
  "uno", // Spanish, Italian
  "o",
  "os",
  "as",
  "um",
  "uma", // Portuguese
  "de",
  "het",
  "een", // Dutch
]);

function dropLeadingArticle(words: string[]): string[] {
  const [first, ...rest] = words;
  return first !== undefined && rest.length > 0 && LEADING_ARTICLES.has(first) ? rest : words;
}

/** Lower-case words without accents or punctuation: "Du Côté de chez Swann!" → du cote de chez swann. */
function wordsOf(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      // An apostrophe inside a word joins it ("Alice's"); elsewhere punctuation separates.
      .replace(/(?<=\p{L})['’](?=s\b)/gu, "")
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  );
}
