/**
 * TeX's two encodings of Latin text fonts, for fonts whose glyph names tell nothing (see
 * tex-bitmap-fonts.ts): what each code prints, where that is not the code's own Latin-1
 * character. Ligatures come out as their letters, for search and reflow; an accent TeX
 * sets over a letter comes out as the spacing accent, which spacing-accents.ts puts
 * together with the letter after it. Code 32 is never decoded: MuPDF puts it wherever it
 * sees a space between glyphs (T1's visible space and OT1's stroke of ł are rare in text).
 */

/** T1 (Cork), the encoding of the EC fonts (`\usepackage[T1]{fontenc}`): 256 codes. */
export const T1_ENCODING: ReadonlyMap<number, string> = new Map([
  ...codes(0x00, "`´ˆ˜¨˝˚ˇ˘¯˙¸˛‚‹›“”„«»–—"),
  // The compound-word mark is an empty glyph; the "per thousand" zero is the last part of ‰.
  [0x17, ""],
  [0x18, ""],
  ...codes(0x19, "ıȷ"),
  [0x1b, "ff"],
  [0x1c, "fi"],
  [0x1d, "fl"],
  [0x1e, "ffi"],
  [0x1f, "ffl"],
  [0x27, "’"],
  [0x60, "‘"],
  // The "hyphen char": a second hyphen, which TeX puts at a line's end when told to.
  [0x7f, "-"],
  ...codes(0x80, "ĂĄĆČĎĚĘĞĹĽŁŃŇŊŐŔŘŚŠŞŤŢŰŮŸŹŽŻĲİđ§"),
  ...codes(0xa0, "ăąćčďěęğĺľłńňŋőŕřśšşťţűůÿźžżĳ¡¿£"),
  [0xd7, "Œ"],
  [0xdf, "SS"],
  [0xf7, "œ"],
  [0xff, "ß"],
]);

/** OT1, Knuth's encoding of the Computer Modern text fonts, TeX's default: 128 codes. */
export const OT1_ENCODING: ReadonlyMap<number, string> = new Map([
  ...codes(0x00, "ΓΔΘΛΞΠΣΥΦΨΩ"),
  [0x0b, "ff"],
  [0x0c, "fi"],
  [0x0d, "fl"],
  [0x0e, "ffi"],
  [0x0f, "ffl"],
  ...codes(0x10, "ıȷ`´ˇ˘¯˚¸ßæœøÆŒØ"),
  [0x22, "”"],
  [0x27, "’"],
  [0x3c, "¡"],
  [0x3e, "¿"],
  [0x5c, "“"],
  [0x5e, "ˆ"],
  [0x5f, "˙"],
  [0x60, "‘"],
  ...codes(0x7b, "–—˝˜¨"),
]);

/** Codes from `first` on, one for each character of `characters`. */
function codes(first: number, characters: string): Array<[number, string]> {
  return [...characters].map((character, i) => [first + i, character]);
}
