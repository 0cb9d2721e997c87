import type { TextPart } from "./marked-text";

/**
 * A search snippet cut into parts, marked where the answer's highlights say: [start, end)
 * character offsets into the snippet. Overlapping or out-of-range offsets are clipped.
 */
export function snippetParts(text: string, ranges: ReadonlyArray<readonly [number, number]>) {
  const parts: TextPart[] = [];
  let last = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const from = Math.max(start, last);
    const to = Math.min(end, text.length);
    if (to <= from) continue;
    if (from > last) parts.push({ text: text.slice(last, from), marked: false });
    parts.push({ text: text.slice(from, to), marked: true });
    last = to;
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false });
  return parts;
}
