/**
 * Leader dots between a contents entry and its page number ("Introduction ........ 3"),
 * solid or spaced (ReportLab sets them " .  .  ."): four or more after a space, six or
 * more straight after a word (where four are a full stop and an ellipsis, as in
 * "…players. . . . 5", a footnote's number).
 * In a reflowed page they would be a long run of dots wrapping over lines, so the book
 * shows a short leader instead: "Introduction … 3".
 */
const DOT = String.raw`(?:[.·_…]\s{0,3})`;
const LEADER = new RegExp(
  String.raw`(?:\s+${DOT}{4,}|\s*${DOT}{6,})\s*(?=[\dIVXLCDMivxlcdm]+$)`,
  "u",
);

/**
 * What every entry ends in: a page number's last character. Checked first, as most text
 * ends otherwise, on the last character alone: a paragraph can be long.
 */
const PAGE_NUMBER_CHARACTER = /[\dIVXLCDMivxlcdm]/;

/** A line that ends in leader dots and a page number: an entry of a table of contents. */
export function isContentsEntry(text: string): boolean {
  const trimmed = text.trimEnd();
  return PAGE_NUMBER_CHARACTER.test(trimmed.at(-1) ?? "") && LEADER.test(trimmed);
}

/** A contents entry with words before its leader, not a leader and page number alone. */
export function isTitledContentsEntry(text: string): boolean {
  const [title = ""] = text.trimEnd().split(LEADER);
  return isContentsEntry(text) && /\p{L}/u.test(title);
}

/** The text with its leader dots shortened to one ellipsis. */
export function shortenLeader(text: string): string {
  return isContentsEntry(text) ? text.trimEnd().replace(LEADER, " … ") : text.trimEnd();
}

/** A page number ending a line after a space, as contents without leader dots set it. */
const TRAILING_PAGE_NUMBER = /\s(\d{1,4})$/u;

/**
 * Two lines each ending in a page number, the second as high or higher: entries of a
 * contents page set without leader dots ("Examples 277" then "Rebuilding Free Culture:
 * One Idea 282"), the first being the end of one entry, wrapped or not, whatever indents.
 */
export function isNextContentsEntry(previous: string, line: string): boolean {
  const before = TRAILING_PAGE_NUMBER.exec(previous.trimEnd())?.[1];
  const after = TRAILING_PAGE_NUMBER.exec(line.trimEnd())?.[1];
  return before !== undefined && after !== undefined && Number(after) >= Number(before);
}
