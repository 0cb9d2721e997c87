import type { Span } from "./text-line.js";

/** Margin furniture is a line or two beside a page of text: at most this share of it. */
const MAX_TURNED_SHARE = 0.2;

/**
 * Text set a quarter turn round in the page's side margin, beside all of the page's
 * upright text: the arXiv stamp down a preprint's left edge, a form's print code. It is
 * furniture of the printed page, like a running head, and would open the book as a heading.
 * Turned text among the upright text (a chart's axis label) stays, and so does a page
 * most of whose text is turned (a landscape table).
 */
export function withoutTurnedMarginText(spans: Span[]): Span[] {
  const turned = new Set(spans.filter(isTurned));
  if (turned.size === 0) return spans;
  const upright = spans.filter((span) => !span.vertical && !turned.has(span) && span.text.trim());
  // Where the turned text is much of the page (a table set sideways, its page number
  // upright beside it), it is the page's content, wherever it stands.
  if (inked([...turned]) > MAX_TURNED_SHARE * inked(upright)) return spans;
  const left = upright.reduce((x, span) => Math.min(x, span.box.x0), Number.POSITIVE_INFINITY);
  const right = upright.reduce((x, span) => Math.max(x, span.box.x1), Number.NEGATIVE_INFINITY);
  return spans.filter(
    (span) => !(turned.has(span) && (span.box.x1 <= left || span.box.x0 >= right)),
  );
}

function inked(spans: Span[]): number {
  return spans.reduce((sum, span) => sum + span.text.replace(/\s/g, "").length, 0);
}

/**
 * A horizontal-writing span whose box is tall and narrow for its size: its glyphs run up or
 * down the page. A span of one or two characters could be either, and is taken as upright.
 */
function isTurned(span: Span): boolean {
  const width = span.box.x1 - span.box.x0;
  const height = span.box.y1 - span.box.y0;
  return (
    !span.vertical &&
    span.text.trim().length > 2 &&
    width < 2 * span.size &&
    height > 3 * span.size &&
    height > 2 * width
  );
}
