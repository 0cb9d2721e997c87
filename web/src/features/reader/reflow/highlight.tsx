import type { ReactNode } from "react";

/** Escapes a word for a regular expression. */
const escapeForPattern = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `text` with every occurrence of `words` (any case) marked, for search hits. The text stays
 * text: only the split pieces are rendered, React escapes them.
 */
export function highlighted(text: string, words: readonly string[] | undefined): ReactNode {
  const wanted = (words ?? []).map((word) => word.trim()).filter((word) => word.length > 0);
  if (wanted.length === 0) return text;
  const pattern = new RegExp(`(${wanted.map(escapeForPattern).join("|")})`, "giu");
  const pieces = text.split(pattern);
  if (pieces.length === 1) return text;
  // split() with a capturing group puts the matches at the odd places.
  return pieces.map((piece, position) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text have no other identity.
    position % 2 === 1 ? <mark key={position}>{piece}</mark> : piece,
  );
}
