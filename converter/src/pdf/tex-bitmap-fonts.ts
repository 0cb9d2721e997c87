import type * as mupdf from "mupdf";
import { fromPageFonts } from "./page-fonts.js";
import { OT1_ENCODING, T1_ENCODING } from "./tex-encodings.js";

/**
 * TeX's bitmap fonts. A TeX document set in a font that has no outlines on the machine
 * that made the PDF (the EC fonts of `\usepackage[T1]{fontenc}` without cm-super, for
 * one) gets it as a Type 3 font of bitmaps, each glyph named after its code (/a27, /a255)
 * and no Unicode map. MuPDF then reads each code as the Latin-1 character of that number:
 * "heiÿt" for "heißt", "Peªczy«ski" for "Pełczyński", and ligatures become control
 * characters that drop out ("wohldeniert"), a word in twenty of German text. The codes
 * are TeX's encoding of the font; which one, the codes it uses tell.
 */

/** Turns a span's text in such a font into the characters it prints. */
export type FontTextDecoder = (text: string) => string;

/** pdfTeX's name for the glyph of a bitmap font at a code: "a" and the code. */
const CODE_NAME = /^a(\d{1,3})$/;

/**
 * Codes that only OT1 prints text with: its ligatures, ß, its dashes and its umlaut
 * accent, where T1 has accents seldom set alone, and braces, a bar and a second hyphen.
 */
const OT1_ONLY = new Set([0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x19, 0x7b, 0x7c, 0x7f]);

/**
 * Characters that a TeX bitmap font's codes come out as where they print something else:
 * control characters (ligatures, dashes, quotes), Latin-1's 128 to 191 and the few above
 * T1 moves (×, ß, ÷, ÿ), and OT1's braces, bar and tilde. Text without any reads the same
 * either way, so the page's fonts are only looked up for text with one.
 */
const TEX_CODE_TELLS = /[\p{Cc}\u00a0-\u00bf\u00d7\u00df\u00f7\u00ff{|}~]/u;

export function mayBeTexCodes(text: string): boolean {
  return TEX_CODE_TELLS.test(text);
}

/**
 * The decoders of the page's TeX bitmap fonts, by the font name MuPDF reports for each
 * (a Type 3 font's /Name), read from the page on the first call only.
 */
export function texBitmapFontDecoders(page: mupdf.Page): () => Map<string, FontTextDecoder> {
  return fromPageFonts(page, readDecoders);
}

/** The TeX bitmap fonts' decoders: empty for a page without any, nearly every page. */
function readDecoders(fonts: mupdf.PDFObject[]): Map<string, FontTextDecoder> {
  const decoders = new Map<string, FontTextDecoder>();
  const ambiguous = new Set<string>();
  for (const font of fonts) {
    const name = font.get("Name");
    if (!font.get("Subtype").isName() || font.get("Subtype").asName() !== "Type3") continue;
    if (!name.isName()) continue;
    const used = bitmapFontCodes(font);
    if (used === null) continue;
    const fontName = name.asName();
    // Two such fonts of one name on a page cannot be told apart in MuPDF's text.
    if (decoders.has(fontName)) ambiguous.add(fontName);
    decoders.set(fontName, decoderFor(used));
  }
  for (const fontName of ambiguous) decoders.delete(fontName);
  return decoders;
}

/**
 * The codes a Type 3 font names its glyphs after, when every glyph it has is named so
 * (pdfTeX lists only the glyphs a document uses); null for any other font.
 */
function bitmapFontCodes(font: mupdf.PDFObject): number[] | null {
  const encoding = font.get("Encoding");
  if (!encoding.isDictionary()) return null;
  const differences = encoding.get("Differences");
  if (!differences.isArray()) return null;
  const used: number[] = [];
  let code = 0;
  for (let i = 0; i < differences.length; i++) {
    const entry = differences.get(i);
    if (entry.isNumber()) {
      code = entry.asNumber();
      continue;
    }
    if (!entry.isName()) return null;
    const glyph = entry.asName();
    if (glyph !== ".notdef") {
      const named = CODE_NAME.exec(glyph);
      if (!named || Number(named[1]) !== code) return null;
      used.push(code);
    }
    code++;
  }
  return used.length > 0 ? used : null;
}

/**
 * T1 when the font uses a code past 127 (OT1 has none), else OT1 when it uses a code
 * only OT1 sets text with, else T1: pdfTeX falls back on bitmaps for fonts without
 * outlines, and TeX installations have outlines for the OT1 fonts but often not for T1's.
 */
function decoderFor(used: number[]): FontTextDecoder {
  const t1 = used.some((code) => code > 0x7f) || !used.some((code) => OT1_ONLY.has(code));
  const table = t1 ? T1_ENCODING : OT1_ENCODING;
  return (text) => {
    let decoded = "";
    for (const character of text) {
      decoded += table.get(character.codePointAt(0) ?? 0) ?? character;
    }
    return decoded;
  };
}
