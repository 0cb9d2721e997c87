import type { Span } from "./text-line.js";

/**
 * Spans that draw the same text again at nearly the same place: bold faked by overstriking
 * (the text printed several times, each a fraction of a point apart, as some mail clients
 * and printer drivers do) or a drop shadow. Read as text, each would repeat its words
 * ("Subject:Subject:Subject:"); only the first is kept.
 */
export function withoutOverstrikes(spans: Span[]): Span[] {
  const seen = new Map<string, Span[]>();
  return spans.filter((span) => {
    const earlier = seen.get(span.text) ?? [];
    if (earlier.some((other) => overlaps(other, span))) return false;
    seen.set(span.text, [...earlier, span]);
    return true;
  });
}

/** Every edge within a fifth of an em of the other span's. */
function overlaps(a: Span, b: Span): boolean {
  const tolerance = 0.2 * Math.max(a.size, b.size);
  return (
    Math.abs(a.box.x0 - b.box.x0) <= tolerance &&
    Math.abs(a.box.x1 - b.box.x1) <= tolerance &&
    Math.abs(a.box.y0 - b.box.y0) <= tolerance &&
    Math.abs(a.box.y1 - b.box.y1) <= tolerance
  );
}
