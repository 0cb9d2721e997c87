import type * as mupdf from "mupdf";
import type { Span } from "../text/text-line.js";

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
 * The spans with their space-wide unmapped glyphs read as spaces. Only pages with unmapped
 * glyphs pay for walking the structured text, whose lines come in the order the JSON gives
 * them, one span each (preserve-spans).
 */
export function withUnmappedSpaces(spans: Span[], stext: mupdf.StructuredText): Span[] {
  if (!spans.some((span) => span.text.includes("\uFFFD"))) return spans;
  const lines: string[] = [];
  let line = "";
  stext.walk({
    beginLine() {
      line = "";
    },
    onChar(c, _origin, _font, size, quad) {
      const advance = Math.hypot(quad[2] - quad[0], quad[3] - quad[1]) / Math.max(size, 1e-6);
      const spaceWide = advance >= SPACE_ADVANCE.min && advance <= SPACE_ADVANCE.max;
      line += c === "\uFFFD" && spaceWide ? SPACE_WIDE : c;
    },
    endLine() {
      lines.push(line);
    },
  });
  return spans.map((span, i) => {
    const walked = lines[i];
    if (!span.text.includes("\uFFFD") || walked?.replaceAll(SPACE_WIDE, "\uFFFD") !== span.text) {
      return span;
    }
    // A space-wide stand-in between two characters that are not spaces breaks the words.
    const text = walked.replace(/(?<=\S)\uE000(?=\S)/gu, " ").replaceAll(SPACE_WIDE, "\uFFFD");
    return { ...span, text };
  });
}
