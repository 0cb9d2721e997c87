import { createRequire } from "node:module";
import {
  BODY_FONT_SIZE,
  BODY_FONT_WEIGHT,
  HEADING_FONT_SIZE,
  HEADING_FONT_WEIGHT,
} from "@bindery/contract/typography";
import type * as fontkit from "fontkit";
import { stepsAhead } from "../steps-ahead.js";
import { fallbackWidthEm } from "./fallback-widths.js";
import { type FontSubset, literataSubsets } from "./literata-files.js";
import { COMMON_PAIR_SLICES, ShapedPieces } from "./shaped-pieces.js";

/** The font size, weight and slant a run of text is set in. */
export interface TextStyle {
  fontSize: number;
  fontWeight: number;
  /** Set in Literata's italic face (the reader's <em>). */
  italic?: boolean;
}

export const BODY_STYLE: TextStyle = { fontSize: BODY_FONT_SIZE, fontWeight: BODY_FONT_WEIGHT };
export const HEADING_STYLE: TextStyle = {
  fontSize: HEADING_FONT_SIZE,
  fontWeight: HEADING_FONT_WEIGHT,
};

/** Measures the advance width, in CSS px, of text set on one line without breaks. */
export interface TextMeasurer {
  measure(text: string, style: TextStyle): number;
}

/** A slice of the common pairs, to be shaped in one style. */
interface CommonPairSlice {
  style: TextStyle;
  text: string;
}

/** A subset's font file, opened the first time a character needs it. */
interface LazySubset {
  subset: FontSubset;
  font: fontkit.Font | null;
  load(): fontkit.Font;
}

/** Runs of text drawn with one font: a Literata subset, or the browser's fallback (null). */
export interface FontRun {
  font: fontkit.Font | null;
  text: string;
}

/**
 * Measures with the Literata files the reader uses, picking each character's subset as the
 * browser does (by unicode-range), shaping runs with fontkit (kerning and ligatures, as the
 * browser applies them), and estimating generously for characters Literata lacks.
 * Widths are cached per word, since books repeat words a lot.
 */
export class LiterataMeasurer implements TextMeasurer {
  private readonly subsets = literataSubsets();
  /** Each face's subsets, under faceOf(). */
  private readonly loaded = new Map<number, LazySubset[]>();
  /**
   * Widths in em by face (faceOf()), then by text: looked up for every word of a book, so
   * no key is built per lookup (a joined key was a string made and hashed each time).
   */
  private readonly cache = new Map<number, Map<string, number>>();
  private cachedWidths = 0;
  /** What shaping has taught about each font's widths. */
  private readonly pieces = new Map<fontkit.Font, ShapedPieces>();
  /** What learnCommonPairs has still to shape: a process converting again has none left. */
  private readonly commonPairsToLearn: CommonPairSlice[] = [BODY_STYLE, HEADING_STYLE].flatMap(
    (style) => COMMON_PAIR_SLICES.map((text) => ({ style, text })),
  );

  /** Loads fontkit and the fonts of common text ahead of the first measurement. */
  preload(): void {
    for (const step of this.preloadSteps()) step();
  }

  /**
   * preload() cut into its steps (fontkit, the body's font, the headings'), 35 to 120 ms
   * each: a process loading ahead of its conversion can take one that arrives between them.
   */
  preloadSteps(): Array<() => void> {
    return [
      () => void loadFontkit(),
      () => void this.measure("Aa", BODY_STYLE),
      () => void this.measure("Aa", HEADING_STYLE),
    ];
  }

  /**
   * Learns the widths of every pair of common characters (see ShapedPieces and
   * COMMON_PAIR_SLICES): a few tenths of a second, worth spending in a converter process
   * started ahead of need, before its book arrives or while the book waits for its first
   * page, but not while pages wait to be laid out. It shapes a slice at a time, letting the event loop run before each, and stops when
   * `aheadOfNeed` says a conversion has arrived; the next call goes on from there.
   */
  async learnCommonPairs(aheadOfNeed: () => boolean = () => true): Promise<void> {
    const steps = this.commonPairsToLearn.map((slice) => () => {
      for (const run of this.fontRuns(slice.text, slice.style)) {
        if (run.font) this.piecesOf(run.font).learnText(run.text);
      }
    });
    this.commonPairsToLearn.splice(0, await stepsAhead(steps, aheadOfNeed));
  }

  measure(text: string, style: TextStyle): number {
    const face = faceOf(style);
    let widths = this.cache.get(face);
    if (!widths) {
      widths = new Map();
      this.cache.set(face, widths);
    }
    let emWidth = widths.get(text);
    if (emWidth === undefined) {
      emWidth = this.measureEm(text, style);
      widths.set(text, emWidth);
      // The cache is bounded so a long-lived process converting many books stays small.
      if (++this.cachedWidths > 200_000) {
        this.cache.clear();
        this.cachedWidths = 0;
      }
    }
    return emWidth * style.fontSize;
  }

  private measureEm(text: string, style: TextStyle): number {
    let em = 0;
    for (const run of this.fontRuns(text, style)) {
      if (run.font) {
        em += this.shapedWidth(run.font, run.text) / run.font.unitsPerEm;
      } else {
        for (const char of run.text) em += fallbackWidthEm(char);
      }
    }
    return em;
  }

  /** The run's advance in font units, as full shaping gives it (see ShapedPieces). */
  private shapedWidth(font: fontkit.Font, text: string): number {
    return this.piecesOf(font).width(text);
  }

  private piecesOf(font: fontkit.Font): ShapedPieces {
    let pieces = this.pieces.get(font);
    if (!pieces) {
      pieces = new ShapedPieces(font);
      this.pieces.set(font, pieces);
    }
    return pieces;
  }

  /** The text cut into runs set in one font each: a Literata subset, or a fallback (null). */
  fontRuns(text: string, style: Pick<TextStyle, "fontWeight" | "italic">): FontRun[] {
    const fonts = this.fontsFor(style);
    const runs: FontRun[] = [];
    for (const char of text) {
      const font = fontFor(fonts, char.codePointAt(0) ?? 0);
      const last = runs.at(-1);
      if (last && last.font === font) last.text += char;
      else runs.push({ font, text: char });
    }
    return runs;
  }

  private fontsFor(style: Pick<TextStyle, "fontWeight" | "italic">): LazySubset[] {
    const face = faceOf(style);
    let fonts = this.loaded.get(face);
    if (!fonts) {
      const italic = style.italic === true;
      // Opening a subset costs milliseconds (WOFF2 is Brotli-compressed): only when used.
      fonts = this.subsets.map(
        (subset): LazySubset => ({
          subset,
          font: null,
          load() {
            this.font ??= openFont(subset.file(style.fontWeight, italic));
            return this.font;
          },
        }),
      );
      this.loaded.set(face, fonts);
    }
    return fonts;
  }
}

/** A face's key, its weight and slant as one number: twice the weight, plus one if italic. */
function faceOf(style: Pick<TextStyle, "fontWeight" | "italic">): number {
  return style.fontWeight * 2 + (style.italic ? 1 : 0);
}

/**
 * fontkit takes a few hundred milliseconds to load; it is required on first use (or by
 * preload()) rather than imported, so that a converter process starts reading pages first.
 */
let fontkitModule: typeof fontkit | undefined;
function loadFontkit(): typeof fontkit {
  fontkitModule ??= createRequire(import.meta.url)("fontkit") as typeof fontkit;
  return fontkitModule;
}

function openFont(path: string): fontkit.Font {
  const font = loadFontkit().openSync(path);
  if ("fonts" in font) throw new Error(`${path} is a font collection, expected one font`);
  return font;
}

/** The face the browser would use: the first subset whose range holds the character and has its glyph. */
function fontFor(fonts: LazySubset[], codePoint: number): fontkit.Font | null {
  for (const candidate of fonts) {
    if (!candidate.subset.ranges.some(([from, to]) => codePoint >= from && codePoint <= to))
      continue;
    const font = candidate.load();
    if (font.hasGlyphForCodePoint(codePoint)) return font;
  }
  return null;
}

let shared: LiterataMeasurer | undefined;

/** One measurer per thread: loading the fonts costs a few milliseconds, the cache is shared. */
export function literataMeasurer(): LiterataMeasurer {
  shared ??= new LiterataMeasurer();
  return shared;
}
