import { isCompoundHyphen, type Lexicon } from "./compound-hyphens.js";
import { isCjk } from "./script.js";

const LINE_END_HYPHEN = /[\p{L}][-\u2010\u00AD]$/u;
/**
 * A word of one letter before a line's final hyphen ("p-" of "p-fach", "x-" of "x-axis"):
 * TeX, like any hyphenation, never breaks a word after its first letter, so that hyphen
 * was printed as part of the text.
 */
const ONE_LETTER_BEFORE_HYPHEN = /(?:^|[^\p{L}])\p{L}[-\u2010]$/u;
/**
 * The words after a hyphen that leaves a compound's second half to the next word, "Ein-
 * und Ausgabe", "pre- and post-war": the hyphen and a space stay. Not "or" nor "to",
 * which end hyphenated words ("pri-" + "or").
 */
const AFTER_SUSPENDED_HYPHEN = /^(?:und|oder|bzw\.|bis|sowie|and)(?=\s)/u;
/** A range or a number broken at its dash or hyphen: "pages 291–" + "300", "2008-" + "02". */
const NUMBER_BEFORE_DASH = /\p{N}[-\u2010\u2013]$/u;
/**
 * How much of a line's end the checks read: more than any word before a hyphen (the
 * longest words in the word lists have about 30 letters).
 */
const END_READ = 64;

/**
 * Joins two consecutive lines of a paragraph. A word hyphenated at the line end is made
 * whole again when the next line goes on in lower case ("com-" + "pany" → "company");
 * "Jean-" + "Paul" keeps its hyphen, as do "p-" + "fach" and "Ein-" + "und Ausgabe", and,
 * given the lexicon of the text's language, compounds ("free-" + "software"); numbers
 * keep their dash ("291–" + "300"). CJK lines join without a space.
 */
export function joinLines(first: string, second: string, lexicon: Lexicon | null): string {
  if (!first) return second;
  if (!second) return first;
  const next = second[0] ?? "";
  // `first` is often the paragraph joined so far: the checks of its end read only its end,
  // which a regular expression anchored at the end would scan from the start, line by line.
  const end = first.slice(-END_READ);
  if (NUMBER_BEFORE_DASH.test(end) && /\p{N}/u.test(next)) return first + second;
  if (LINE_END_HYPHEN.test(end)) {
    if (end.endsWith("\u00AD")) return first.slice(0, -1) + second;
    if (AFTER_SUSPENDED_HYPHEN.test(second)) return `${first} ${second}`;
    if (
      /\p{Ll}/u.test(next) &&
      !ONE_LETTER_BEFORE_HYPHEN.test(end) &&
      !(lexicon && isCompoundHyphen(end, second, lexicon))
    ) {
      return first.slice(0, -1) + second;
    }
    return first + second;
  }
  if (isCjk(first.at(-1) ?? "") && isCjk(next)) return first + second;
  return `${first} ${second}`;
}
