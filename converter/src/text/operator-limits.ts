import { type Box, union } from "./box.js";
import type { Span } from "./text-line.js";

/** The big operators of mathematics, whose limits stand under and over them. */
export const BIG_OPERATOR = "[∑∏∐∫∮⋃⋂⋀⋁⨀⨁⨂⨄⨆]";
/** A big operator ending a span: its limits follow it, set small. */
const BIG_OPERATOR_END = new RegExp(`${BIG_OPERATOR}\\s*$`, "u");
/** A limit starts within this many of the line's ems after the operator or the limit before. */
const LIMIT_REACH = 0.5;

/** The limits of a big operator in a line: the small text set under and over it. */
export interface Limits {
  lower: Span[];
  upper: Span[];
}

/**
 * The limits of the line's big operators (`ordered` left to right; `small`: set smaller
 * than the line's `main` text): the run of small spans right after each, under the line's
 * middle or over it. Read as a fraction they would come out "n/i=1"; they read
 * "∑_{i=1}^{n}", as TeX writes them.
 */
export function operatorLimits(
  ordered: Span[],
  main: Span,
  small: (span: Span) => boolean,
): Map<Span, Limits> {
  const limits = new Map<Span, Limits>();
  const middle = (box: Box) => (box.y0 + box.y1) / 2;
  // The line's own middle, from its text: an operator's box says little of where it stands.
  const text = ordered.filter((span) => !small(span) && !BIG_OPERATOR_END.test(span.text));
  const lineMiddle = middle((text.length > 0 ? text : [main]).map((s) => s.box).reduce(union));
  ordered.forEach((span, i) => {
    if (!BIG_OPERATOR_END.test(span.text)) return;
    const run: Span[] = [];
    let reach = span.box.x1;
    for (const next of ordered.slice(i + 1)) {
      if (!small(next) || next.box.x0 > reach + LIMIT_REACH * main.size) break;
      run.push(next);
      reach = Math.max(reach, next.box.x1);
    }
    const lower = run.filter((one) => middle(one.box) > lineMiddle);
    const upper = run.filter((one) => middle(one.box) <= lineMiddle);
    if (run.length > 0) limits.set(span, { lower, upper });
  });
  return limits;
}

/** The limits as TeX writes them after their operator: "_{i=1}^{n}". */
export function limitsText({ lower, upper }: Limits): string {
  const part = (spans: Span[]) => spans.map((one) => one.text.trim()).join("");
  return texLower(part(lower)) + texUpper(part(upper));
}

/** A lower limit as TeX writes it, "_{i=1}"; nothing for none. */
export function texLower(limit: string): string {
  return limit ? `_{${limit}}` : "";
}

/** An upper limit as TeX writes it, "^{n}"; nothing for none. */
export function texUpper(limit: string): string {
  return limit ? `^{${limit}}` : "";
}

/** The box of an operator with its limits beside it. */
export function limitsBox(operator: Span, { lower, upper }: Limits): Box {
  return [...lower, ...upper].reduce((box, one) => union(box, one.box), operator.box);
}
