import type { Span } from "./text-line.js";

/**
 * TeX sets a letter its font has no glyph for, such as every umlaut in its default OT1
 * fonts, as an accent drawn over the plain letter: `\"a` prints the glyph "¨" and then
 * "a" beneath it. MuPDF reads the two as they were drawn, so German text from such a PDF
 * reads "Beschr¨anktheit", and search and spelling fail on every such word. Each spacing
 * accent, as a combining mark: ` is read as a grave accent only inside a word, since it is
 * also an opening quote and a character of code.
 */
const COMBINING: Readonly<Record<string, string>> = {
  "¨": "\u0308",
  "´": "\u0301",
  "`": "\u0300",
  ˆ: "\u0302",
  "˜": "\u0303",
  "¯": "\u0304",
  "˘": "\u0306",
  "˙": "\u0307",
  "˚": "\u030A",
  "˝": "\u030B",
  ˇ: "\u030C",
  "¸": "\u0327",
  "˛": "\u0328",
};

/**
 * LaTeX draws © and ® as a letter inside a large circle (`\\copyright`: "c" then U+20DD
 * over it), which reads "c⃝", a glyph few fonts have: read as the signs they print.
 */
const ENCLOSED_SIGN = /([cR])\u20DD/gu;
const SIGNS: Readonly<Record<string, string>> = { c: "©", R: "®" };

/** A line's text with LaTeX's circled letters as the signs they are. */
export function withEnclosedSigns(text: string): string {
  return text.includes("\u20DD")
    ? text.replace(ENCLOSED_SIGN, (whole: string, letter: string) => SIGNS[letter] ?? whole)
    : text;
}

/** A spacing accent and the letter after it. */
const ACCENT_BEFORE_LETTER = /([¨´`ˆ˜¯˘˙˚˝ˇ¸˛])(\p{L})/gu;
const HAS_ACCENT = /[¨´`ˆ˜¯˘˙˚˝ˇ¸˛]\p{L}/u;
const LETTER = /\p{L}/u;

/**
 * The span with each spacing accent put together with the letter that follows it, where
 * the two make one letter of Unicode ("¨a" → "ä", "´ı" → "í"). Other accents stay as
 * they are: spacing accents between words, and every character of a typewriter font.
 */
export function withComposedAccents(span: Span): Span {
  if (span.mono || !HAS_ACCENT.test(span.text)) return span;
  const text = span.text.replace(
    ACCENT_BEFORE_LETTER,
    (whole: string, accent: string, letter: string, at: number, all: string) => {
      if (accent === "`" && !LETTER.test(all[at - 1] ?? "")) return whole;
      // TeX accents i and j without their dots.
      const base = letter === "ı" ? "i" : letter === "ȷ" ? "j" : letter;
      const composed = `${base}${COMBINING[accent]}`.normalize("NFC");
      return [...composed].length === 1 ? composed : whole;
    },
  );
  return text === span.text ? span : { ...span, text };
}
