import type { WordList } from "./compound-hyphens.js";
import type { Span } from "./text-line.js";

/** A drop cap: one capital letter, maybe after an opening quotation mark. */
const CAP = `[“‘"'«]?\\p{Lu}`;
/** A span of a drop cap alone. */
const DROP_CAP = new RegExp(`^\\s*${CAP}\\s*$`, "u");
/** A drop cap is at least this many times the size of the text it opens. */
const MIN_SCALE = 2.5;

/**
 * A paragraph's first letter set large, sunk beside its first lines ("T" beside "he NCC
 * is an independent,"): MuPDF reads it as a line of its own, which the book would show
 * as a heading "T" over a paragraph opening "he NCC". Each such letter goes to the front
 * of the first line beside it, marked `dropCap`; the lines beside it start at the letter's
 * left edge, as the paragraph's first line does, so that they read as its lines, not as
 * indented ones. Beside it: from within the letter's width and an em of its right edge,
 * the first line's top meeting the letter's top.
 */
export function withDropCaps(spans: Span[]): Span[] {
  const moved = new Map<Span, Span>();
  const dropped = new Set<Span>();
  // Pages that draw each glyph as a span of its own have thousands of one-letter spans.
  const smallest = spans.reduce((least, span) => Math.min(least, span.size), Infinity);
  for (const cap of spans) {
    if (cap.size < MIN_SCALE * smallest || !DROP_CAP.test(cap.text)) continue;
    const beside = spansBeside(cap, spans).filter((span) => !moved.has(span));
    const first = beside.reduce<Span | null>(
      (top, span) => (top && isAbove(top, span) ? top : span),
      null,
    );
    if (!first || Math.abs(first.box.y0 - cap.box.y0) > 1.5 * first.size) continue;
    for (const span of beside) {
      const box = { ...span.box, x0: Math.min(span.box.x0, cap.box.x0) };
      const opened = span === first ? { text: cap.text.trim() + span.text, dropCap: true } : {};
      moved.set(span, { ...span, ...opened, box });
    }
    dropped.add(cap);
  }
  if (dropped.size === 0) return spans;
  return spans.flatMap((span) => (dropped.has(span) ? [] : [moved.get(span) ?? span]));
}

/** Spans of text far smaller than the letter that start right of it, within its height. */
function spansBeside(cap: Span, spans: Span[]): Span[] {
  return spans.filter((span) => {
    if (span === cap || span.size * MIN_SCALE > cap.size || span.text.trim() === "") return false;
    const gap = span.box.x0 - cap.box.x1;
    const middle = (span.box.y0 + span.box.y1) / 2;
    return (
      gap >= -0.1 * span.size &&
      gap <= cap.box.x1 - cap.box.x0 + span.size &&
      middle > cap.box.y0 &&
      middle < cap.box.y1
    );
  });
}

/** `a` is on a line above `b`'s, or on the same line and left of it. */
function isAbove(a: Span, b: Span): boolean {
  if (Math.abs(a.box.y0 - b.box.y0) > 0.5 * a.size) return a.box.y0 < b.box.y0;
  return a.box.x0 <= b.box.x0;
}

/** A drop cap's letter and the letters after it on its line. */
const OPENING = new RegExp(`^(${CAP})(\\p{Ll}+)`, "u");

/**
 * The text of a line a drop cap opens, its letter told apart from the word after it when
 * it is a word of its own: "I" + "was born" reads "I was born" where the lexicon knows
 * "was" and not "iwas", while "T" + "he" and "I" + "t was" stay one word.
 */
export function dropCapText(text: string, lexicon: WordList | null): string {
  const match = OPENING.exec(text);
  if (!match || !lexicon) return text;
  const [, letter = "", rest = ""] = match;
  const apart = !lexicon.has(letter.slice(-1) + rest) && lexicon.has(rest);
  return apart ? `${letter} ${text.slice(letter.length)}` : text;
}
