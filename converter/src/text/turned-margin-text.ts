import type { Span } from "./lines.js";

/**
 * Text set a quarter turn round in the page's side margin, beside all of the page's
 * upright text: the arXiv stamp down a preprint's left edge, a form's print code. It is
 * furniture of the printed page, like a running head, and would open the book as a heading.
 * Turned text among the upright text (a chart's axis label, a table set sideways) stays,
 * and so does a page all of whose text is turned (a landscape table).
 */
export function withoutTurnedMarginText(spans: Span[]): Span[] {
  const upright = spans.filter((span) => !span.vertical && !isTurned(span) && span.text.trim());
  if (upright.length === 0) return spans;
  const left = upright.reduce((x, span) => Math.min(x, span.box.x0), Number.POSITIVE_INFINITY);
  const right = upright.reduce((x, span) => Math.max(x, span.box.x1), Number.NEGATIVE_INFINITY);
  return spans.filter((span) => !(isTurned(span) && (span.box.x1 <= left || span.box.x0 >= right)));
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
