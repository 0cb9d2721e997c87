/** A dash or hyphen after a letter: the layout broke the line inside the word. */
const BROKEN_AFTER = /[\p{L}\p{N}][-\u2010\u2013\u2014]\p{Cc}*$/u;
/** Scripts written without spaces between words. */
const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303F\uFF00-\uFFEF]/u;
const visible = (text: string) => text.replace(/\p{Cc}/gu, "");

/**
 * What goes between the two parts of a paragraph the book's layout split between pages:
 * it broke the line at a space, except after a hyphen or dash inside a word and between
 * characters of scripts written without spaces.
 */
export function splitParagraphJoint(before: string, after: string): string {
  const last = [...visible(before)].at(-1) ?? "";
  const first = [...visible(after)][0] ?? "";
  const unspaced = BROKEN_AFTER.test(before) || (UNSPACED.test(last) && UNSPACED.test(first));
  return unspaced ? "" : " ";
}
