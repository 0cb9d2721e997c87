import { isCjk } from "./script.js";
import type { TextLine } from "./text-line.js";

/** Below this much text (letters and digits, CJK counting triple) a page is shown as an image. */
const MIN_REFLOW_TEXT = 20;

/**
 * Whether a page has enough readable text to be reflowed: letters and digits, with CJK
 * characters counting three (one of them carries about a word). Pages below
 * MIN_REFLOW_TEXT are shown as images. Counting stops once there is enough.
 */
export function hasReflowableText(lines: TextLine[]): boolean {
  let length = 0;
  for (const line of lines) {
    for (const char of line.text) {
      if (isCjk(char)) length += 3;
      else if (/[\p{L}\p{N}]/u.test(char)) length += 1;
      if (length >= MIN_REFLOW_TEXT) return true;
    }
  }
  return false;
}
