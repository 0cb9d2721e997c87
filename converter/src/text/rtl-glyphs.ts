/**
 * Mends what MuPDF's visual-to-logical reordering of right-to-left lines gets wrong at the
 * level of single glyphs (seen in PDFs from Chromium and LibreOffice alike).
 */

/** Arabic-Indic digits, with the Arabic decimal and thousands separators between them. */
const ARABIC_INDIC_NUMBER =
  /[\u0660-\u0669\u06F0-\u06F9]+(?:[\u066B\u066C][\u0660-\u0669\u06F0-\u06F9]+)*/gu;

/**
 * Numbers read left to right even in Arabic, but MuPDF counts Arabic-Indic digits as
 * right-to-left letters and reverses them: "٢٠٢٣" (2023) comes out "٣٢٠٢". Turns them back.
 */
export function logicalDigits(text: string): string {
  return text.replace(ARABIC_INDIC_NUMBER, (number) => [...number].reverse().join(""));
}

/**
 * A glyph that draws a letter with its vowel mark ("اً") is reversed with the line, mark
 * first ("ًا"), and often set apart by a space MuPDF saw before the glyph's zero width.
 * A combining mark cannot start a word: it goes back after its letter.
 */
export function startsWithMark(text: string): boolean {
  return /^\p{M}/u.test(text);
}

/** The text with the combining marks it starts with moved after the letter they belong to. */
export function markAfterLetter(text: string): string {
  return text.replace(/^(\p{M}+)(\P{M})/u, "$2$1");
}
