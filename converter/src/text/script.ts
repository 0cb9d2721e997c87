/** Character classes the text reconstruction needs: direction and CJK. */

const RTL_LETTER = /[\u0590-\u05FF\u0600-\u06FF\u0700-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/u;
const LETTER = /\p{L}/u;
const CJK =
  /[\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7A3\uF900-\uFAFF\uFF00-\uFF60]|[\u{20000}-\u{3FFFD}]/u;

export function isCjk(char: string): boolean {
  return CJK.test(char);
}

const MARK = /\p{M}/u;

export function hasRtlLetter(text: string): boolean {
  return RTL_LETTER.test(text);
}

/**
 * The right-to-left and left-to-right letters of a text. Combining marks (vowel signs)
 * take no width of their own and do not count.
 */
export function letterDirections(text: string): { rtl: number; ltr: number } {
  let rtl = 0;
  let ltr = 0;
  for (const char of text) {
    if (MARK.test(char)) continue;
    if (RTL_LETTER.test(char)) rtl++;
    else if (LETTER.test(char)) ltr++;
  }
  return { rtl, ltr };
}

/** True when right-to-left letters outnumber left-to-right ones. */
export function isMostlyRtl(text: string): boolean {
  // One search settles most text, which has no right-to-left letter at all.
  if (!hasRtlLetter(text)) return false;
  const { rtl, ltr } = letterDirections(text);
  return rtl > ltr;
}

/** A run with no strong direction at all: spaces and punctuation, no letters or digits. */
export function isNeutral(text: string): boolean {
  return !/[\p{L}\p{N}]/u.test(text);
}
