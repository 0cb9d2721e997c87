/**
 * Widths of characters Literata has no glyph for. The browser draws them with a system
 * fallback font we cannot know, so these estimates err on the wide side: a line measured
 * too wide breaks early, which is safe; one measured too narrow would overflow the page.
 */

const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]|[\u{20000}-\u{3FFFD}]/u;
const MARK = /\p{M}|[\u200C\u200D]/u;
/** Arabic and Hebrew letters are narrower than an em in every common font (~0.45em on average). */
const SEMITIC = /[\u0590-\u05FF\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const EMOJI = /\p{Extended_Pictographic}/u;
/** Arabic ligatures of whole phrases (e.g. U+FDFA) are several em wide. */
const PHRASE_LIGATURE = /[\uFDF2\uFDFA-\uFDFD]/u;

/** Width of one character in em when it comes from a fallback font. */
export function fallbackWidthEm(char: string): number {
  if (MARK.test(char)) return 0;
  if (WIDE.test(char)) return 1;
  if (PHRASE_LIGATURE.test(char)) return 4;
  if (SEMITIC.test(char)) return 0.7;
  if (EMOJI.test(char)) return 1.3;
  return 1;
}

/** True for characters laid out one by one like CJK ideographs (full-width). */
export function isWideChar(char: string): boolean {
  return WIDE.test(char);
}
