import { hexToRgb, smoothstep } from "../color.js";
import { smoothField } from "../field.js";
import { GradientNoise } from "../noise.js";
import { type PaperParams, paintPaper } from "../paper-texture.js";
import type { Random } from "../random.js";
import { n, renderSvg } from "../svg.js";
import type { SceneContext } from "./scene.js";

export interface OldMapParams {
  scene: "old-map";
  paper: PaperParams;
  /** Ink for coastlines, hatching and the compass rose. */
  ink: string;
  /** Tint laid over land, multiplied into the paper. */
  landTint: string;
  /** Share of the picture that is land, roughly, 0 to 1. */
  land: number;
}

/**
 * An old sea chart on parchment, the kind spread across a study desk: coastlines in
 * brown ink with the engraver's ripple lines offshore and hatching inland, a faint
 * graticule, rhumb lines and a compass rose in the corner.
 */
export async function paintOldMap(context: SceneContext, params: OldMapParams) {
  const { canvas, random, seed } = context;
  const { width, height, data } = canvas;
  paintPaper(canvas, random, seed, params.paper);

  const ink = hexToRgb(params.ink);
  const tint = hexToRgb(params.landTint);
  const terrain = new GradientNoise(seed + 11);
  // Elevation; the coast is where it crosses the threshold.
  const threshold = 0.1 - params.land * 0.4;
  const elevation = smoothField(width, height, 4, 4, (x, y) =>
    terrain.fractal(x * 0.0011 + 3.3, y * 0.0011 + 1.7, { octaves: 6, persistence: 0.55 }),
  );

  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      const h = (elevation[p] as number) - threshold;
      // Distance to the coast in pixels, from the height and its slope.
      const gx = ((elevation[p + 1] as number) - (elevation[p - 1] as number)) / 2;
      const gy = ((elevation[p + width] as number) - (elevation[p - width] as number)) / 2;
      const slope = Math.sqrt(gx * gx + gy * gy) + 1e-6;
      const distance = h / slope;
      let inkAlpha = 0;
      if (distance > 0) {
        // Land: tinted, with diagonal hatching that fades inland from the coast.
        const hatch = (x + y) % 7 < 1.2 ? 1 : 0;
        inkAlpha = hatch * 0.22 * (1 - smoothstep(4, 40, distance));
        const t = 0.5 * smoothstep(0, 6, distance);
        const index = p * 3;
        data[index] = (data[index] as number) * (1 - t + t * tint[0]);
        data[index + 1] = (data[index + 1] as number) * (1 - t + t * tint[1]);
        data[index + 2] = (data[index + 2] as number) * (1 - t + t * tint[2]);
      } else {
        // Sea: ripple lines following the coast at growing spacing, each fainter.
        const offshore = -distance;
        for (let r = 0; r < RIPPLE_OFFSETS.length; r++) {
          const line = 1 - smoothstep(0.3, 1.1, Math.abs(offshore - (RIPPLE_OFFSETS[r] as number)));
          inkAlpha = Math.max(inkAlpha, (RIPPLE_STRENGTHS[r] as number) * line);
        }
      }
      // The coastline itself, a confident stroke about two pixels wide.
      inkAlpha = Math.max(inkAlpha, 0.85 * (1 - smoothstep(0.6, 1.6, Math.abs(distance))));
      if (inkAlpha > 0) canvas.blendPixel(p * 3, ink, inkAlpha, "multiply");
    }
  }

  const rose = { x: width * 0.9, y: height * 0.83, r: height * 0.13 };
  const chart = rhumbLines(rose, width, height) + graticule(width, height);
  // All the line work in one layer: one rasterisation and one pass over the canvas.
  const linework =
    `<g stroke="${params.ink}" fill="none" opacity="0.5">${chart}</g>` +
    mountains(random, elevation, threshold, width, height, params.ink) +
    `<g opacity="0.9">${compassRose(rose, params.ink)}</g>`;
  canvas.composite(await renderSvg(linework, width, height), "multiply");
  canvas.vignette(0.35, 0.5, 1.2);
}

/** Offsets of the offshore ripple lines in pixels, and their strength. */
const RIPPLE_OFFSETS = [5, 10, 17, 26];
const RIPPLE_STRENGTHS = [0.45, 0.3, 0.18, 0.1];

/** Sixteen lines radiating from the rose across the whole chart, as on portolan charts. */
function rhumbLines(rose: { x: number; y: number }, width: number, height: number) {
  const lines: string[] = [];
  const reach = Math.hypot(width, height);
  for (let i = 0; i < 16; i++) {
    const angle = (i / 16) * Math.PI * 2;
    const x = rose.x + Math.cos(angle) * reach;
    const y = rose.y + Math.sin(angle) * reach;
    lines.push(
      `<line x1="${n(rose.x)}" y1="${n(rose.y)}" x2="${n(x)}" y2="${n(y)}" stroke-width="${i % 2 ? 0.6 : 1}" opacity="${i % 2 ? 0.35 : 0.55}"/>`,
    );
  }
  return lines.join("");
}

/** A faint dashed grid of latitude and longitude. */
function graticule(width: number, height: number) {
  const lines: string[] = [];
  for (let x = 160; x < width; x += 320) {
    lines.push(
      `<line x1="${x}" y1="0" x2="${x}" y2="${height}" stroke-width="0.8" stroke-dasharray="10 6" opacity="0.4"/>`,
    );
  }
  for (let y = 140; y < height; y += 280) {
    lines.push(
      `<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke-width="0.8" stroke-dasharray="10 6" opacity="0.4"/>`,
    );
  }
  return lines.join("");
}

/** Little hatched peaks scattered over the higher ground. */
function mountains(
  random: Random,
  elevation: Float32Array,
  threshold: number,
  width: number,
  height: number,
  ink: string,
) {
  const peaks: string[] = [];
  for (let attempt = 0; attempt < 4000 && peaks.length < 110; attempt++) {
    const x = Math.floor(random.range(20, width - 20));
    const y = Math.floor(random.range(30, height - 10));
    if ((elevation[y * width + x] as number) - threshold < 0.14) continue;
    const size = random.range(14, 26);
    const left = x - size * 0.8;
    const right = x + size * 0.8;
    const top = y - size;
    peaks.push(
      `<path d="M${n(left)} ${n(y)} L${n(x)} ${n(top)} L${n(right)} ${n(y)}" stroke="${ink}" stroke-width="1.3" fill="none" stroke-linejoin="round"/>` +
        // Shade on the right-hand slope, as engravers drew it.
        `<path d="M${n(x + size * 0.15)} ${n(top + size * 0.3)} L${n(x + size * 0.25)} ${n(y - 1)} M${n(x + size * 0.35)} ${n(top + size * 0.5)} L${n(x + size * 0.45)} ${n(y - 1)}" stroke="${ink}" stroke-width="0.8" opacity="0.7"/>`,
    );
  }
  return peaks.join("");
}

/** A sixteen-point compass rose with alternating inked and open points. */
function compassRose(rose: { x: number; y: number; r: number }, ink: string) {
  const { x, y, r } = rose;
  const parts: string[] = [
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.08)}" fill="none" stroke="${ink}" stroke-width="1.5"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.0)}" fill="none" stroke="${ink}" stroke-width="0.8"/>`,
  ];
  for (let i = 0; i < 16; i++) {
    const angle = (i / 16) * Math.PI * 2 - Math.PI / 2;
    const length = r * (i % 4 === 0 ? 1 : i % 2 === 0 ? 0.72 : 0.5);
    const half = r * (i % 4 === 0 ? 0.13 : 0.08);
    const tipX = x + Math.cos(angle) * length;
    const tipY = y + Math.sin(angle) * length;
    const sideAngle = angle + Math.PI / 2;
    const lx = x + Math.cos(sideAngle) * half;
    const ly = y + Math.sin(sideAngle) * half;
    const rx = x - Math.cos(sideAngle) * half;
    const ry = y - Math.sin(sideAngle) * half;
    // Each point is split lengthwise: one half inked, the other open, which makes it read as 3D.
    parts.push(
      `<path d="M${n(x)} ${n(y)} L${n(lx)} ${n(ly)} L${n(tipX)} ${n(tipY)} Z" fill="${ink}" stroke="${ink}" stroke-width="0.8"/>`,
      `<path d="M${n(x)} ${n(y)} L${n(rx)} ${n(ry)} L${n(tipX)} ${n(tipY)} Z" fill="none" stroke="${ink}" stroke-width="0.8"/>`,
    );
  }
  parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.06)}" fill="${ink}"/>`);
  // North marked with a fleur-like spike above the ring.
  parts.push(
    `<path d="M${n(x)} ${n(y - r * 1.32)} L${n(x - r * 0.07)} ${n(y - r * 1.1)} L${n(x + r * 0.07)} ${n(y - r * 1.1)} Z" fill="${ink}"/>`,
  );
  return parts.join("");
}
