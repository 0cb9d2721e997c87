import type * as mupdf from "mupdf";
import type { Span } from "../text/text-line.js";
import { fromPageFonts } from "./page-fonts.js";

/**
 * TeX's maths extension font (cmex: the big operators ∑ ∏ ∫ ⋃ and the large delimiters).
 * pdfTeX maps only a few of its glyphs to Unicode, so MuPDF reads the rest as U+FFFD and
 * they drop out of the text: "φ(d) = n" for "∑ φ(d) = n". The font's glyph names (its
 * descriptor's /CharSet) tell what each glyph prints, and their codes in TeX's OMX
 * encoding give their widths (the font's /Widths): a glyph MuPDF cannot map is the named
 * glyph of its width. An operator's text and display sizes differ in width.
 */
const EXTENSION_FONT = /^(?:[A-Z]{6}\+)?CMEX\d+$/;

/** OMX, the encoding of cmex: the glyph name at each code from 0. */
const OMX_NAMES = [
  ...sizes("big", ["parenleft", "parenright", "bracketleft", "bracketright", "floorleft"]),
  ...sizes("big", ["floorright", "ceilingleft", "ceilingright", "braceleft", "braceright"]),
  ...sizes("big", ["angbracketleft", "angbracketright"]),
  "vextendsingle",
  "vextenddouble",
  "slashbig",
  "backslashbig",
  "parenleftBig",
  "parenrightBig",
  ...sizes("bigg", ["parenleft", "parenright", "bracketleft", "bracketright", "floorleft"]),
  ...sizes("bigg", ["floorright", "ceilingleft", "ceilingright", "braceleft", "braceright"]),
  ...sizes("bigg", ["angbracketleft", "angbracketright", "slash", "backslash"]),
  ...sizes("Bigg", ["parenleft", "parenright", "bracketleft", "bracketright", "floorleft"]),
  ...sizes("Bigg", ["floorright", "ceilingleft", "ceilingright", "braceleft", "braceright"]),
  ...sizes("Bigg", ["angbracketleft", "angbracketright", "slash", "backslash"]),
  "slashBig",
  "backslashBig",
  // 0x30: pieces of tall delimiters, which pdfTeX maps itself.
  ...Array.from({ length: 20 }, () => ""),
  "angbracketleftBig",
  "angbracketrightBig",
  ...["unionsq", "contintegral", "circledot", "circleplus", "circlemultiply"].flatMap(bothSizes),
  ...sizes("text", ["summation", "product", "integral", "union", "intersection"]),
  ...sizes("text", ["unionmulti", "logicaland", "logicalor"]),
  ...sizes("display", ["summation", "product", "integral", "union", "intersection"]),
  ...sizes("display", ["unionmulti", "logicaland", "logicalor"]),
  ...bothSizes("coproduct"),
  // 0x62: wide accents, which stand over a formula's letters and read as nothing here.
  ...Array.from({ length: 6 }, () => ""),
  ...sizes("Big", ["bracketleft", "bracketright", "floorleft", "floorright", "ceilingleft"]),
  ...sizes("Big", ["ceilingright", "braceleft", "braceright"]),
  "radicalbig",
  "radicalBig",
  "radicalbigg",
  "radicalBigg",
];

function sizes(size: string, glyphs: string[]): string[] {
  return glyphs.map((glyph) => `${glyph}${size}`);
}

function bothSizes(glyph: string): string[] {
  return [`${glyph}text`, `${glyph}display`];
}

/** What each glyph of cmex prints, by the start of its name. */
const PRINTS: ReadonlyArray<[RegExp, string]> = [
  [/^summation/, "∑"],
  [/^product/, "∏"],
  [/^coproduct/, "∐"],
  [/^integral/, "∫"],
  [/^contintegral/, "∮"],
  [/^unionsq/, "⨆"],
  [/^unionmulti/, "⨄"],
  [/^union/, "⋃"],
  [/^intersection/, "⋂"],
  [/^logicaland/, "⋀"],
  [/^logicalor/, "⋁"],
  [/^circledot/, "⨀"],
  [/^circleplus/, "⨁"],
  [/^circlemultiply/, "⨂"],
  [/^radical/, "√"],
  [/^parenleft/, "("],
  [/^parenright/, ")"],
  [/^bracketleft/, "["],
  [/^bracketright/, "]"],
  [/^braceleft/, "{"],
  [/^braceright/, "}"],
  [/^floorleft/, "⌊"],
  [/^floorright/, "⌋"],
  [/^ceilingleft/, "⌈"],
  [/^ceilingright/, "⌉"],
  [/^angbracketleft/, "⟨"],
  [/^angbracketright/, "⟩"],
  [/^slash/, "/"],
  [/^backslash/, "\\"],
];

/** A glyph's width (in thousandths of an em) may differ from the font's by rounding. */
const WIDTH_TOLERANCE = 2;

/** What a glyph of the font that MuPDF cannot map prints, by its width; null when unknown. */
export type SymbolByWidth = (width: number) => string | null;

/**
 * The page's cmex fonts, by the name MuPDF reports (the /BaseFont), read from the page on
 * the first call only: pages without unmapped glyphs never need them.
 */
export function texMathsSymbols(page: mupdf.Page): () => ReadonlyMap<string, SymbolByWidth> {
  return fromPageFonts(page, readSymbols);
}

function readSymbols(fonts: mupdf.PDFObject[]): Map<string, SymbolByWidth> {
  const symbols = new Map<string, SymbolByWidth>();
  for (const font of fonts) {
    const baseFont = font.get("BaseFont");
    if (!baseFont.isName() || !EXTENSION_FONT.test(baseFont.asName())) continue;
    const glyphs = namedWidths(font);
    if (glyphs.length > 0) symbols.set(baseFont.asName(), symbolByWidth(glyphs));
  }
  return symbols;
}

/** The glyphs the font holds (its /CharSet) that print a character, with their widths. */
function namedWidths(font: mupdf.PDFObject): Array<{ prints: string; width: number }> {
  const charSet = font.get("FontDescriptor").get("CharSet");
  const widths = font.get("Widths");
  const firstChar = font.get("FirstChar");
  if (!charSet.isString() || !widths.isArray() || !firstChar.isNumber()) return [];
  const glyphs: Array<{ prints: string; width: number }> = [];
  for (const [, name = ""] of charSet.asString().matchAll(/\/([A-Za-z]+)/g)) {
    const code = OMX_NAMES.indexOf(name);
    const prints = PRINTS.find(([start]) => start.test(name))?.[1];
    const width = widths.get(code - firstChar.asNumber());
    if (code < 0 || !prints || !width.isNumber()) continue;
    glyphs.push({ prints, width: width.asNumber() });
  }
  return glyphs;
}

/** The character of the width, when the glyphs of about that width all print the same. */
function symbolByWidth(glyphs: Array<{ prints: string; width: number }>): SymbolByWidth {
  return (width) => {
    const printed = new Set(
      glyphs
        .filter((glyph) => Math.abs(glyph.width - width) <= WIDTH_TOLERANCE)
        .map((glyph) => glyph.prints),
    );
    return printed.size === 1 ? ([...printed][0] ?? null) : null;
  };
}

/**
 * How much further than the box MuPDF gives them (the font's descent, 0.6 em) the glyphs of
 * TeX's extension font reach below their origin: an operator's text size is about 1.1 em
 * deep (the integral's), its display size deeper still.
 */
const HANGING_DEPTH = 0.5;

/**
 * A span of TeX's extension font where it stands, from the top and bottom of MuPDF's boxes
 * for its glyphs (not for a space MuPDF puts before them, which stands on the line): TeX
 * hangs those glyphs from an origin above the line, centred on the formula's axis. The
 * bottom of their box is nearer the line's baseline than the origin is, and the glyph
 * reaches further down.
 */
export function hangingSymbols(span: Span, top: number, bottom: number): Span {
  return {
    ...span,
    baseline: bottom,
    box: { ...span.box, y0: top, y1: bottom + HANGING_DEPTH * span.size },
  };
}
