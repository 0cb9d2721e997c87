import type { TextLine } from "./text-line.js";

/** Footnotes are set smaller than the body: at most this share of its size. */
const NOTE_SIZE = 0.9;
/** …and they start in the lower part of the page (share of its height from the top). */
const NOTE_ZONE = 0.5;

/**
 * The footnotes of a region: the lines at its end set smaller than the body text, in the
 * lower half of the page, under body text of the same region. They interrupt the text
 * (a paragraph goes on in the next column or page), so they are read apart, after it.
 */
export function trailingNotes(
  lines: TextLine[],
  bodySize: number,
  pageHeight: number,
): Set<TextLine> {
  let start = lines.length;
  while (start > 0) {
    const line = lines[start - 1] as TextLine;
    if (line.headSize > NOTE_SIZE * bodySize || line.size <= 0) break;
    start--;
  }
  const first = lines[start];
  const bodyAbove = lines.slice(0, start).some((line) => line.size > NOTE_SIZE * bodySize);
  if (!first || !bodyAbove || first.box.y0 < NOTE_ZONE * pageHeight) return new Set();
  return new Set(lines.slice(start));
}

const SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

/** A note's marker: one to three digits, or the printers' symbols. */
const MARKER = /^(?:\d{1,3}|[*†‡§¶]{1,3})$/u;

/** A footnote marker, as set small and raised, written as superscript characters ("¹"). */
export function superscriptMarker(text: string): string | null {
  const marker = text.trim();
  if (!MARKER.test(marker)) return null;
  return marker.replace(/\d/g, (digit) => SUPERSCRIPT_DIGITS[Number(digit)] as string);
}
