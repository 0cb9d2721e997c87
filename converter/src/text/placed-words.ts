import type { Span } from "./text-line.js";

/**
 * Some OCR programs lay their invisible text layer over a scan one word at a time, each
 * word placed (and often stretched) where the scan shows it, with no space between: the
 * words are apart only by where they stand. MuPDF reads a space only where the gap is
 * 0.15 em or more, and the layer's em is the line's whole height, so short words in tight
 * lines run together ("ofa", "ifwe"). In such a layer a word's glyphs follow one another
 * exactly, so any gap or overlap wider than rounding is a word break.
 */
const PLACED_WORD_GAP = 0.01;

/**
 * Layers whose spans hold fewer letters than this on average place each letter where the
 * scan shows it: the gaps between letters say nothing of words, and MuPDF's reading stands.
 */
const LETTERS_PER_PLACED_WORD = 2;

/** Whether a gap (an overlap when negative) between glyphs of placed words breaks them. */
export function isPlacedWordGap(gap: number, size: number): boolean {
  return Math.abs(gap) >= PLACED_WORD_GAP * size;
}

/**
 * The spans with `placedWords` kept only where the invisible layer places words, not
 * letters: judged on all its spans on the page.
 */
export function withPlacedWords(spans: Span[]): Span[] {
  const placed = spans.filter((span) => span.placedWords);
  if (placed.length === 0) return spans;
  const letters = placed.reduce((sum, span) => sum + span.text.replace(/\s/g, "").length, 0);
  if (letters >= LETTERS_PER_PLACED_WORD * placed.length) return spans;
  return spans.map((span) => (span.placedWords ? { ...span, placedWords: false } : span));
}
