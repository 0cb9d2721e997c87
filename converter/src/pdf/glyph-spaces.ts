import type * as mupdf from "mupdf";
import { isPlacedWordGap } from "../text/placed-words.js";
import type { Span } from "../text/text-line.js";
import { hangingSymbols, type SymbolByWidth } from "./tex-maths-fonts.js";

/**
 * An unmapped glyph (U+FFFD) whose advance is in this range of ems, between two characters
 * that are not spaces, is taken for a space: fonts without a Unicode map for their space
 * glyph would otherwise lose every word break ("OverviewoftheTechnology"). Letters are
 * wider than a space in most fonts; the narrow ones ("i", "l") rarely come unmapped in a
 * font that maps the others.
 */
const SPACE_ADVANCE = { min: 0.15, max: 0.4 };
/** Marks a space-wide unmapped glyph while lines are compared (a private-use character). */
const SPACE_WIDE = "\uE000";

/**
 * A space glyph right after a ligature ("ﬁ", which MuPDF gives as "f" and "i") that some
 * typesetters draw and then move back over, so the next letter touches the ligature:
 * "twenty fi ve", "Offi cers". Only spans showing this pattern are checked.
 */
const LIGATURE_SPACE = /(?:f[fil]|fi|fl) (?=[\p{Ll}-])/u;
/** A space is a word break only when the letters around it are at least this far apart. */
const DRAWN_SPACE_EMS = 0.1;

/** A character with where it starts and ends along its line's direction, in points. */
interface WalkedChar {
  c: string;
  start: number;
  end: number;
  size: number;
  /** The font's name, for an unmapped glyph only (the others need not cross for it). */
  font: string;
  /** Where its box's top and bottom are, on an upright line (NaN on any other). */
  top: number;
  bottom: number;
}

function needsWalk(span: Span): boolean {
  return span.placedWords || span.text.includes("\uFFFD") || LIGATURE_SPACE.test(span.text);
}

/**
 * The spans with the spaces and symbols their glyphs say: unmapped glyphs of TeX's maths
 * extension font read as the symbols of their widths (`symbols`, tex-maths-fonts.ts) and
 * other space-wide ones as spaces, spaces drawn over by the letter after them dropped, and
 * words of an invisible layer placed apart set apart (placed-words.ts). Only pages with
 * such spans pay for walking the structured text, whose lines come in the order the JSON
 * gives them, one span each (preserve-spans).
 */
export function withGlyphSpaces(
  spans: Span[],
  stext: mupdf.StructuredText,
  symbols: () => ReadonlyMap<string, SymbolByWidth> = () => new Map(),
): Span[] {
  if (!spans.some(needsWalk)) return spans;
  const lines: WalkedChar[][] = [];
  let line: WalkedChar[] = [];
  let [dx, dy] = [1, 0];
  const upright = () => dx === 1 && dy === 0;
  stext.walk({
    beginLine(_bbox, _wmode, direction) {
      line = [];
      [dx, dy] = direction;
    },
    onChar(c, _origin, font, size, quad) {
      // A quad's first corners are its top left and top right, whatever the rotation.
      const along = (x: number, y: number) => x * dx + y * dy;
      line.push({
        c,
        start: along(quad[0], quad[1]),
        end: along(quad[2], quad[3]),
        size,
        font: c === "\uFFFD" ? font.getName() : "",
        top: upright() ? quad[1] : Number.NaN,
        bottom: upright() ? quad[7] : Number.NaN,
      });
    },
    endLine() {
      lines.push(line);
    },
  });
  return spans.map((span, i) => {
    const walked = lines[i];
    if (!walked || !needsWalk(span) || walked.map((char) => char.c).join("") !== span.text) {
      return span;
    }
    // A placed word's spaces are the layer's own, never a typesetter's drawn over.
    const spaced = span.placedWords ? withPlacedWordBreaks(walked) : withoutDrawnOverSpaces(walked);
    const text = withUnmappedGlyphs(spaced, symbols);
    const hanging = spaced.filter((char) => char.c === "\uFFFD" && symbols().has(char.font));
    const top = Math.min(...hanging.map((char) => char.top));
    const bottom = Math.max(...hanging.map((char) => char.bottom));
    // Not on an upright line (NaN), or none: nothing hangs.
    if (!(bottom > top)) return { ...span, text };
    return hangingSymbols({ ...span, text }, top, bottom);
  });
}

/**
 * The characters with a space wherever two glyphs of placed words stand apart or overlap,
 * unless most do: then the layer places letters, not words (or runs right to left, each
 * letter behind the one before).
 */
function withPlacedWordBreaks(chars: WalkedChar[]): WalkedChar[] {
  const breaks = new Set<WalkedChar>();
  let boundaries = 0;
  chars.forEach((char, i) => {
    const before = chars[i - 1];
    if (!before || before.c === " " || char.c === " ") return;
    boundaries++;
    if (isPlacedWordGap(char.start - before.end, char.size)) breaks.add(char);
  });
  if (breaks.size * 2 > boundaries) return chars;
  return chars.flatMap((char) =>
    breaks.has(char) ? [{ ...char, c: " ", end: char.start, font: "" }, char] : [char],
  );
}

/** The characters without the spaces the next letter is drawn against. */
function withoutDrawnOverSpaces(chars: WalkedChar[]): WalkedChar[] {
  return chars.filter((char, i) => {
    const before = chars[i - 1];
    const after = chars[i + 1];
    if (char.c !== " " || !before || !after) return true;
    return after.start - before.end >= DRAWN_SPACE_EMS * char.size;
  });
}

/**
 * The text of the characters: an unmapped glyph of a maths extension font as its symbol,
 * and another unmapped one that is space-wide, between two non-spaces, as a space.
 */
function withUnmappedGlyphs(
  chars: WalkedChar[],
  symbols: () => ReadonlyMap<string, SymbolByWidth>,
): string {
  const text = chars
    .map(({ c, start, end, size, font }) => {
      if (c !== "\uFFFD") return c;
      const advance = Math.abs(end - start) / Math.max(size, 1e-6);
      const symbol = symbols().get(font)?.(advance * 1000);
      if (symbol) return symbol;
      return advance >= SPACE_ADVANCE.min && advance <= SPACE_ADVANCE.max ? SPACE_WIDE : c;
    })
    .join("");
  return text.replace(/(?<=\S)\uE000(?=\S)/gu, " ").replaceAll(SPACE_WIDE, "\uFFFD");
}
