/**
 * Leader dots between a contents entry and its page number ("Introduction ........ 3"),
 * solid or spaced: four or more after a space, six or more straight after a word (where
 * four are a full stop and an ellipsis, as in "…players. . . . 5", a footnote's number).
 * In a reflowed page they would be a long run of dots wrapping over lines, so the book
 * shows a short leader instead: "Introduction … 3".
 */
const DOT = String.raw`(?:[.·_]\s?|…\s?)`;
const LEADER = new RegExp(
  String.raw`(?:\s+${DOT}{4,}|\s*${DOT}{6,})\s*(?=[\dIVXLCDMivxlcdm]+$)`,
  "u",
);

/** A line that ends in leader dots and a page number: an entry of a table of contents. */
export function isContentsEntry(text: string): boolean {
  return LEADER.test(text.trimEnd());
}

/** The text with its leader dots shortened to one ellipsis. */
export function shortenLeader(text: string): string {
  return text.trimEnd().replace(LEADER, " … ");
}
