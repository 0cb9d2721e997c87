import type { Random } from "../random.js";
import { n } from "../svg.js";

/**
 * The outline of a conifer as an SVG path: tiers of drooping branches, wide at the
 * base and narrowing to the tip, each tier jittered so no two trees are the same.
 */
export function pineTreePath(random: Random, x: number, baseY: number, height: number): string {
  const width = height * random.range(0.28, 0.38);
  const tiers = Math.max(5, Math.round(height / random.range(14, 22)));
  const top = baseY - height;
  const trunk = height * 0.06;
  const right: string[] = [];
  const left: string[] = [];
  for (let i = 1; i <= tiers; i++) {
    const t = i / tiers;
    // Branch tips spread out towards the bottom, with a slight concave taper near the top.
    const spread = (width / 2) * t ** 0.9 * random.range(0.8, 1.15);
    const tipY = top + height * 0.92 * t + random.range(-2, 2);
    const innerY = tipY - (height / tiers) * 0.55;
    const inner = spread * random.range(0.35, 0.55);
    right.push(`L${n(x + inner)} ${n(innerY)} L${n(x + spread)} ${n(tipY + height * 0.012)}`);
    const spreadLeft = (width / 2) * t ** 0.9 * random.range(0.8, 1.15);
    left.unshift(`L${n(x - spreadLeft)} ${n(tipY + height * 0.012)} L${n(x - inner)} ${n(innerY)}`);
  }
  const bottom = top + height * 0.92;
  return (
    `M${n(x)} ${n(top)} ${right.join(" ")} L${n(x + trunk / 2)} ${n(bottom)} ` +
    `L${n(x + trunk / 2)} ${n(baseY)} L${n(x - trunk / 2)} ${n(baseY)} L${n(x - trunk / 2)} ${n(bottom)} ` +
    `${left.join(" ")} Z`
  );
}

/** A rolling ridge line as an SVG path closed along the bottom of the picture. */
export function ridgePath(
  heights: (x: number) => number,
  width: number,
  height: number,
  step = 12,
): string {
  const points: string[] = [];
  for (let x = -step; x <= width + step; x += step) points.push(`L${n(x)} ${n(heights(x))}`);
  return `M${-step} ${height} ${points.join(" ")} L${width + step} ${height} Z`;
}
