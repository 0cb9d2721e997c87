import type { TextLine } from "./lines.js";
import { isCjk } from "./script.js";

/** Below this much text (letters and digits, CJK counting triple) a page is shown as an image. */
export const MIN_REFLOW_TEXT = 20;

/**
 * How much readable text a page has: letters and digits, with CJK characters counting
 * three (one of them carries about a word). Pages below a threshold are shown as images.
 */
export function effectiveTextLength(lines: TextLine[]): number {
  let length = 0;
  for (const line of lines) {
    for (const char of line.text) {
      if (isCjk(char)) length += 3;
      else if (/[\p{L}\p{N}]/u.test(char)) length += 1;
    }
  }
  return length;
}
