import { isCjk } from "./script.js";

const LINE_END_HYPHEN = /[\p{L}][-\u2010\u00AD]$/u;

/**
 * Joins two consecutive lines of a paragraph. A word hyphenated at the line end is made
 * whole again when the next line goes on in lower case ("com-" + "pany" → "company");
 * "Jean-" + "Paul" keeps its hyphen. CJK lines join without a space.
 */
export function joinLines(first: string, second: string): string {
  if (!first) return second;
  if (!second) return first;
  const next = second[0] ?? "";
  if (LINE_END_HYPHEN.test(first)) {
    if (first.endsWith("\u00AD") || /\p{Ll}/u.test(next)) return first.slice(0, -1) + second;
    return first + second;
  }
  if (isCjk(first.at(-1) ?? "") && isCjk(next)) return first + second;
  return `${first} ${second}`;
}
