import { isWideChar } from "./fallback-widths.js";

/**
 * Where the reader's browser may wrap a line inside a run of non-space characters.
 *
 * The layout must never put more on a line than the browser would, so this lists only
 * opportunities every browser takes (a subset of Unicode line breaking, UAX #14): after a
 * hyphen or dash between letters, and between two CJK characters unless a kinsoku rule
 * forbids it (no break before closing punctuation and small kana, none after opening
 * punctuation). Fewer opportunities than the browser only ever breaks a line earlier.
 */

const NO_BREAK_BEFORE = new Set(
  Array.from(
    "、。，．・：；？！゛゜ヽヾゝゞ々〻ー）］｝〕〉》」』】〙〗〟’”｠»‐゠–〜ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ",
  ),
);
const NO_BREAK_AFTER = new Set(Array.from("（［｛〔〈《「『【〘〖〝‘“｟«"));
const HYPHENS = new Set(["-", "\u2010", "\u2013", "\u2014"]);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;

/** True when a line may end between `before` and `after` (two adjacent characters of a word). */
export function canBreakBetween(before: string, after: string, beforeBefore: string): boolean {
  if (isWideChar(before) && isWideChar(after)) {
    return !NO_BREAK_AFTER.has(before) && !NO_BREAK_BEFORE.has(after);
  }
  if (HYPHENS.has(before)) {
    return LETTER_OR_DIGIT.test(beforeBefore) && LETTER.test(after);
  }
  return false;
}
