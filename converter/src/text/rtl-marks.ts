import { middleX } from "./box.js";
import { isMostlyRtl, isNeutral } from "./script.js";
import type { Span } from "./text-line.js";

/**
 * Puts punctuation back into the right-to-left text of one line. Some PDFs (LibreOffice's
 * Hebrew) draw a line's letters in one run and its punctuation marks after it, each at its
 * place on the line; MuPDF then gives the letters as one span and each mark as a span of
 * its own lying inside the letters' span, and read in order of position the marks would
 * all land at the line's end. Each mark goes back to the word boundary nearest its place,
 * found by how far along the span it stands: the mark ends the word to its right.
 */
export function reinsertMarks(spans: Span[]): Span[] {
  const additions = new Map<Span, Array<{ at: number; mark: string }>>();
  const consumed = new Set<Span>();
  for (const mark of spans) {
    if (!isNeutral(mark.text)) continue;
    const middle = middleX(mark.box);
    const host = spans.find(
      // Not a mark itself: Arabic punctuation counts as right-to-left script.
      (span) =>
        span.box.x0 < middle &&
        middle < span.box.x1 &&
        !isNeutral(span.text) &&
        isMostlyRtl(span.text),
    );
    if (!host) continue;
    consumed.add(mark);
    // A space inside the letters' span: the span holds its own spaces.
    if (mark.text.trim() === "") continue;
    const list = additions.get(host) ?? [];
    list.push({ at: boundaryNear(host, mark.box.x1), mark: mark.text.trim() });
    additions.set(host, list);
  }
  if (consumed.size === 0) return spans;
  return spans
    .filter((span) => !consumed.has(span))
    .map((span) => {
      const list = additions.get(span);
      if (!list) return span;
      let text = span.text;
      // From the end, so that earlier offsets stay valid.
      for (const { at, mark } of list.sort((a, b) => b.at - a.at)) {
        text = text.slice(0, at) + mark + text.slice(at);
      }
      return { ...span, text };
    });
}

/** The offset of the word end in the span's text nearest to x (read from the right). */
function boundaryNear(span: Span, x: number): number {
  const { text } = span;
  const estimate = ((span.box.x1 - x) / (span.box.x1 - span.box.x0)) * text.length;
  let best = text.length;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === " " && Math.abs(i - estimate) < Math.abs(best - estimate)) best = i;
  }
  return best;
}
