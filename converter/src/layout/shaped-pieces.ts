import type * as fontkit from "fontkit";

/** Combining marks are placed on their base by shaping: text with them is shaped whole. */
const HAS_MARKS = /\p{M}/u;
/** The characters Literata's ligatures start with (ff, fi, fl, ffi, ft, fb, Th and more). */
const LIGATURE_START = /[fT]/;

/**
 * Widths of text in one font, as full OpenType shaping gives them, learned piece by piece.
 * Literata's default features that change widths are kerning (an adjustment to the
 * advance of the first glyph of a pair), ligatures (which all start with "f" or "T") and
 * mark placement. So text without marks is cut into units where no ligature can form
 * (one character, or a ligature's possible start with the character after it: "ffi",
 * "Th"), and its width is the sum of its units' widths and of the kerning between each
 * unit and the next. Both are read off the first word that has them, shaped whole: a
 * book needs a few hundred words shaped rather than every word, for the same widths.
 */
export class ShapedPieces {
  /** Units' widths. */
  private readonly known = new Map<string, number>();
  /** Kerning between two units, by the first, then the second (no key made per lookup). */
  private readonly kerning = new Map<string, Map<string, number>>();

  constructor(private readonly font: fontkit.Font) {}

  /** The text's advance in font units. */
  width(text: string): number {
    if (HAS_MARKS.test(text)) return this.font.layout(text).advanceWidth;
    const units = shapingUnits(text);
    const known = this.widthFromKnown(units);
    if (known !== null) return known;
    const run = this.font.layout(text);
    this.learn(units, run);
    return run.advanceWidth;
  }

  /** Shapes the text whole and learns its pieces (see COMMON_PAIRS), for later words. */
  learnText(text: string): void {
    if (!HAS_MARKS.test(text)) this.learn(shapingUnits(text), this.font.layout(text));
  }

  private widthFromKnown(units: string[]): number | null {
    let width = 0;
    let previous: string | null = null;
    for (const unit of units) {
      const advance = this.known.get(unit);
      if (advance === undefined) return null;
      width += advance;
      if (previous !== null) {
        const kerning = this.kerning.get(previous)?.get(unit);
        if (kerning === undefined) return null;
        width += kerning;
      }
      previous = unit;
    }
    return width;
  }

  private kernAfter(first: string): Map<string, number> {
    let after = this.kerning.get(first);
    if (!after) {
      after = new Map();
      this.kerning.set(first, after);
    }
    return after;
  }

  /** Reads each unit's width and the kerning between units off the shaped run. */
  private learn(units: string[], run: fontkit.GlyphRun): void {
    let glyph = 0;
    let previous: string | null = null;
    let kerningBefore = 0;
    for (const unit of units) {
      let covered = "";
      let width = 0;
      let kerningAfter = 0;
      while (covered.length < unit.length && glyph < run.glyphs.length) {
        const shaped = run.glyphs[glyph] as fontkit.Glyph;
        const advance = (run.positions[glyph] as fontkit.GlyphPosition).xAdvance;
        covered += String.fromCodePoint(...shaped.codePoints);
        width += advance;
        kerningAfter = advance - shaped.advanceWidth;
        glyph++;
      }
      // A glyph that straddles two units (a ligature this cut did not foresee): the
      // word's width stands, but nothing is learned from it.
      if (covered !== unit) return;
      // The kerning on the unit's last glyph belongs to the pair it makes with the next.
      this.known.set(unit, width - kerningAfter);
      if (previous !== null) this.kernAfter(previous).set(unit, kerningBefore);
      kerningBefore = kerningAfter;
      previous = unit;
    }
  }
}

/** The text cut where no ligature can form: after each character that cannot start one. */
function shapingUnits(text: string): string[] {
  const units: string[] = [];
  let unit = "";
  for (const char of text) {
    unit += char;
    if (!LIGATURE_START.test(char)) {
      units.push(unit);
      unit = "";
    }
  }
  if (unit) units.push(unit);
  return units;
}

/** A slice of COMMON_PAIR_SLICES: about a hundredth of a second of shaping. */
const SLICE_UNITS = 400;

/** Letters, digits and the punctuation books are set with. */
const COMMON_CHARACTERS =
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,;:!?'\"()-–—‘’“”";

/**
 * Text in which every character of COMMON_CHARACTERS follows every other once (a de Bruijn
 * sequence of order 2): shaped, it teaches a ShapedPieces nearly every piece and pair a
 * book in a Latin script needs, in a few calls into fontkit rather than hundreds. It is
 * cut into slices of SLICE_UNITS shaping units, each starting with the last unit of the
 * one before, so that every pair of neighbouring units is shaped together in one slice,
 * and a process can stop between two slices for work that cannot wait.
 */
export const COMMON_PAIR_SLICES = slicesOf(everyPair([...COMMON_CHARACTERS]));

function slicesOf(text: string): string[] {
  const units = shapingUnits(text);
  const slices: string[] = [];
  for (let start = 0; start < units.length - 1; start += SLICE_UNITS - 1) {
    slices.push(units.slice(start, start + SLICE_UNITS).join(""));
  }
  return slices;
}

function everyPair(alphabet: string[]): string {
  // The Lyndon words of length 1 and 2 in lexicographic order ("a", "ab", "ac", …, "b",
  // "bc", …), joined and closed with the first character, make such a sequence.
  const sequence: string[] = [];
  alphabet.forEach((first, i) => {
    sequence.push(first);
    for (const second of alphabet.slice(i + 1)) sequence.push(first, second);
  });
  sequence.push(alphabet[0] ?? "");
  return sequence.join("");
}
