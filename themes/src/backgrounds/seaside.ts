import {
  clamp01,
  gradientAt,
  hexToRgb,
  paletteIndex,
  paletteTable,
  type Rgb,
  smoothstep,
} from "../color.js";
import { smoothField } from "../field.js";
import { GradientNoise } from "../noise.js";
import type { SceneContext } from "./scene.js";

export interface SeasideParams {
  scene: "seaside";
  /** Sky stops from the top of the picture down to the horizon. */
  sky: [string, string, string, string];
  /** Sea colour near the horizon and at the bottom of the picture. */
  seaFar: string;
  seaNear: string;
  sun: string;
  /** Height of the horizon as a fraction of the picture. */
  horizon: number;
}

/**
 * The sun setting over the sea: a banded evening sky with streaks of cloud lit from
 * below, and water whose ripples get finer towards the horizon (perspective), with
 * the sun's path glittering across it.
 */
export function paintSeaside(context: SceneContext, params: SeasideParams) {
  const { canvas, random, seed } = context;
  const { width, height, data } = canvas;
  const horizonY = Math.round(height * params.horizon);
  const sunX = width * 0.62;
  const sunRadius = height * 0.05;
  const sunColor = hexToRgb(params.sun);
  const skyPalette = paletteTable(
    params.sky.map((hex, i) => [i / (params.sky.length - 1), hexToRgb(hex)] as const),
  );
  const cloudNoise = new GradientNoise(seed);
  const waveNoise = new GradientNoise(seed + 1);

  // Long, thin clouds: noise stretched ten times wider than tall.
  const clouds = smoothField(width, horizonY, 6, 3, (x, y) => {
    const streak = cloudNoise.fractal(x * 0.0016, y * 0.016, { octaves: 5 });
    return smoothstep(0.05, 0.5, streak) * smoothstep(horizonY * 0.05, horizonY * 0.5, y);
  });
  for (let y = 0; y < horizonY; y++) {
    const t = y / horizonY;
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const entry = paletteIndex(t);
      const dx = (x - sunX) / width;
      const dy = (y - horizonY) / height;
      const glow =
        Math.exp(-(dx * dx * 6 + dy * dy * 30)) * 0.45 + Math.exp(-(dx * dx + dy * dy) * 220) * 0.3;
      const cloud = clouds[p] as number;
      // Clouds are dark against the bright sky near the horizon and glow pink above it.
      const lit = 0.6 + 0.6 * glow;
      let r = (skyPalette[entry] as number) + glow * sunColor[0];
      let g = (skyPalette[entry + 1] as number) + glow * sunColor[1] * 0.85;
      let b = (skyPalette[entry + 2] as number) + glow * sunColor[2] * 0.6;
      r = r * (1 - cloud) + cloud * 0.95 * lit;
      g = g * (1 - cloud) + cloud * 0.55 * lit;
      b = b * (1 - cloud) + cloud * 0.55 * lit;
      data[p * 3] = r;
      data[p * 3 + 1] = g;
      data[p * 3 + 2] = b;
    }
  }
  paintSun(canvas, sunX, horizonY, sunRadius, sunColor);

  const seaFar = hexToRgb(params.seaFar);
  const seaNear = hexToRgb(params.seaNear);
  const seaHeight = height - horizonY;
  for (let y = horizonY; y < height; y++) {
    const depth = (y - horizonY) / seaHeight; // 0 at the horizon, 1 at the bottom
    // Perspective: a row near the horizon covers much more water than one near us.
    const distance = 1 / (depth + 0.04);
    const base = gradientAt(
      [
        [0, seaFar],
        [1, seaNear],
      ],
      depth ** 0.6,
    );
    // Water mirrors the sky: near the horizon it reflects the horizon, nearer us the sky above.
    const sky = skyColorAt(skyPalette, 1 - depth * 0.55);
    // Fresnel: water seen at a grazing angle (far away) reflects much more.
    const fresnel = 0.85 - 0.55 * depth ** 0.5;
    // Ripples: horizontal streaks whose size follows the perspective. Wide along the
    // row, so sampled every other pixel.
    const ripples = smoothField(width, 1, 2, 1, (x) =>
      waveNoise.fractal(((x - width / 2) / (depth + 0.04)) * 0.0035, distance * 3.2, {
        octaves: 4,
      }),
    );
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const ripple = ripples[x] as number;
      const slope = clamp01(0.5 + ripple * 0.9);
      const dx = (x - sunX) / width;
      // The sun's path: a column of glitter, narrow at the horizon and widening towards us.
      const path = Math.exp(-(dx * dx) / (0.0004 + depth * 0.012));
      const glitter = path * smoothstep(0.6, 0.8, slope) * (1.5 - depth) * 0.9;
      const mirror = fresnel * (0.55 + 0.6 * slope);
      data[p * 3] = base[0] * (1 - mirror) + sky[0] * mirror + glitter * sunColor[0];
      data[p * 3 + 1] = base[1] * (1 - mirror) + sky[1] * mirror + glitter * sunColor[1] * 0.85;
      data[p * 3 + 2] = base[2] * (1 - mirror) + sky[2] * mirror + glitter * sunColor[2] * 0.6;
    }
  }
  canvas.vignette(0.4, 0.45, 1.15);
  canvas.grain(random, 0.014);
}

/** The sky's colour at height `t` (0 top, 1 horizon), for the sea to reflect. */
function skyColorAt(palette: Float32Array, t: number): Rgb {
  const entry = paletteIndex(t);
  return [palette[entry] as number, palette[entry + 1] as number, palette[entry + 2] as number];
}

/** The sun's disk, half set: only the part above the horizon is drawn, with a soft edge. */
function paintSun(
  canvas: SceneContext["canvas"],
  cx: number,
  horizonY: number,
  radius: number,
  color: Rgb,
) {
  const cy = horizonY + radius * 0.35;
  for (let y = Math.floor(cy - radius - 2); y < horizonY; y++) {
    for (let x = Math.floor(cx - radius - 2); x <= Math.ceil(cx + radius + 2); x++) {
      const d = Math.sqrt((x - cx) ** 2 + (y - cy) ** 2);
      const alpha = clamp01(radius - d + 0.5);
      canvas.blendPixel((y * canvas.width + x) * 3, color, alpha);
    }
  }
}
