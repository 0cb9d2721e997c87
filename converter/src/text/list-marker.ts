/** A list item's marker and the space after it, at the start of a line: "•", "1.", "(a)". */
export const LIST_MARKER = /^(?:[•◦▪▫●○■□‣⁃–—*·]|\(?\d{1,3}[.)]|\(?[a-zA-Z][.)])\s/u;

/** Text that is nothing but a list item's marker. */
export function isListMarker(text: string): boolean {
  return LIST_MARKER.test(`${text.trim()} `);
}
