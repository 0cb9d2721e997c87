import type { Span, TextLine } from "./text-line.js";

/**
 * MuPDF's stand-in (U+FFFD) for a glyph whose font tells no character: an icon, a symbol,
 * or a whole script set in a font without a Unicode map (old Devanagari and music fonts).
 */
const UNMAPPED = /\uFFFD/g;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

/**
 * A span (a run of one font) at least this much unmapped, and with at least so many
 * unmapped glyphs, cannot be read: its font has no map, and the few characters it does
 * give are noise. Text that merely lacks an odd vowel sign or symbol (Devanagari fonts
 * with a partial map) stays far below; a letter with an unmapped accent is not noise.
 */
const UNREADABLE_SPAN_SHARE = 0.5;
const UNREADABLE_SPAN_GLYPHS = 3;

/**
 * When unreadable spans hold at least this share of a page's glyphs, the page is shown as
 * printed (its snapshot), after its readable text; below it, what is lost is an icon or a
 * stray symbol, and the page reflows without it.
 */
const UNREADABLE_PAGE_SHARE = 0.1;

export interface ReadableText {
  /** The spans a reader can read, without the unmapped glyphs that would show as "�". */
  spans: Span[];
  /** So much of the page is in fonts without a map that its snapshot must stand in. */
  unreadable: boolean;
}

export function readableSpans(spans: Span[]): ReadableText {
  // Most pages have none: they are not counted letter by letter.
  if (!spans.some((span) => span.text.includes("\uFFFD"))) return { spans, unreadable: false };
  const kept: Span[] = [];
  let glyphs = 0;
  let lost = 0;
  for (const span of spans) {
    const unmapped = span.text.match(UNMAPPED)?.length ?? 0;
    const spanGlyphs = unmapped + (span.text.match(LETTER_OR_DIGIT)?.length ?? 0);
    glyphs += spanGlyphs;
    if (unmapped === 0) {
      kept.push(span);
    } else if (
      unmapped >= UNREADABLE_SPAN_GLYPHS &&
      unmapped >= UNREADABLE_SPAN_SHARE * spanGlyphs
    ) {
      lost += spanGlyphs;
    } else {
      const text = span.text.replace(UNMAPPED, "").replace(/ {2,}/g, " ");
      if (text !== "") kept.push({ ...span, text });
    }
  }
  return { spans: kept, unreadable: lost > 0 && lost >= UNREADABLE_PAGE_SHARE * glyphs };
}

/**
 * What an unreadable page keeps as text before its snapshot: lines with a word in them,
 * not the digits and single letters left over from the text that could not be read.
 */
export function legibleLines(lines: TextLine[]): TextLine[] {
  return lines.filter((line) => /\p{L}{2}/u.test(line.text));
}
