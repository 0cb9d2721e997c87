import { css, hexToRgb, mixRgb, type Rgb } from "../color.js";
import { smoothField } from "../field.js";
import { GradientNoise } from "../noise.js";
import type { Random } from "../random.js";
import { n, renderSvg } from "../svg.js";
import { pineTreePath, ridgePath } from "./pines.js";
import type { SceneContext } from "./scene.js";

export interface NightSkyParams {
  scene: "night-sky";
  /** Sky from the zenith down to the horizon. */
  zenith: string;
  horizon: string;
  /** Tints of the Milky Way's glow and of its bright core. */
  galaxy: string;
  core: string;
  /** Colour of the hills and trees against the sky. */
  land: string;
  stars: number;
}

/**
 * A clear night over wooded hills: a gradient sky, the Milky Way as a band of noise
 * crossed by dark dust lanes, thousands of stars denser inside the band, and the
 * silhouette of the land in front.
 */
export async function paintNightSky(context: SceneContext, params: NightSkyParams) {
  const { canvas, random, seed } = context;
  const { width, height, data } = canvas;
  const zenith = hexToRgb(params.zenith);
  const horizon = hexToRgb(params.horizon);
  const galaxy = hexToRgb(params.galaxy);
  const core = hexToRgb(params.core);
  const clouds = new GradientNoise(seed);
  const dust = new GradientNoise(seed + 3);

  // The band runs diagonally, from low on the left to high on the right.
  const bandAngle = -0.42;
  const normalX = -Math.sin(bandAngle);
  const normalY = Math.cos(bandAngle);
  const bandCenterX = width * 0.5;
  const bandCenterY = height * 0.5;
  const bandDistance = (x: number, y: number) =>
    ((x - bandCenterX) * normalX + (y - bandCenterY) * normalY) / height;
  const glow = smoothField(width, height, 6, 6, (x, y) => {
    const d = bandDistance(x, y);
    const band = Math.exp(-(d * d) / 0.018);
    if (band < 0.01) return 0;
    const cloud = clouds.fractal(x * 0.004, y * 0.004, { octaves: 5 }) * 0.5 + 0.5;
    // Dust lanes: ridged noise, dark along its creases, strongest along the band's middle.
    const lane = 1 - Math.abs(dust.fractal(x * 0.0025, y * 0.0025, { octaves: 4 }));
    const lanes = Math.max(0, lane - 0.55) * 2.2 * Math.exp(-(d * d) / 0.006);
    return Math.max(0, band * (0.25 + 0.9 * cloud * cloud) - lanes * 0.7);
  });
  const coreAt = (x: number, y: number) => {
    // A brighter, warmer bulge toward the lower left, as the galactic centre would be.
    const dx = (x - width * 0.3) / width;
    const dy = (y - height * 0.68) / height;
    return Math.exp(-(dx * dx + dy * dy) * 9);
  };

  for (let y = 0; y < height; y++) {
    const sky = mixRgb(zenith, horizon, (y / height) ** 1.6);
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const g = glow[p] as number;
      const c = coreAt(x, y) * g;
      // A faint glow along the horizon: the last of the twilight, or a distant town.
      const low = Math.max(0, y / height - 0.55) * 0.35;
      data[p * 3] = sky[0] + g * galaxy[0] * 0.4 + c * core[0] * 0.6 + low * 0.5;
      data[p * 3 + 1] = sky[1] + g * galaxy[1] * 0.4 + c * core[1] * 0.6 + low * 0.35;
      data[p * 3 + 2] = sky[2] + g * galaxy[2] * 0.4 + c * core[2] * 0.6 + low * 0.55;
    }
  }

  paintStars(
    canvas,
    random,
    params.stars,
    (x, y) => 0.25 + 2.5 * Math.exp(-(bandDistance(x, y) ** 2) / 0.01),
  );
  // Bright stars: a blurred halo under a crisp point.
  const bright = brightStars(random, width, height);
  canvas.composite(await renderSvg(bright.halos, width, height, { scale: 0.5, blur: 6 }), "screen");
  canvas.composite(await renderSvg(bright.points, width, height), "screen");
  canvas.composite(await renderSvg(land(random, seed, width, height, params.land), width, height));
  canvas.vignette(0.35, 0.5, 1.2);
  canvas.grain(random, 0.012);
}

/** Faint stars as single soft points; their density follows `density(x, y)`. */
function paintStars(
  canvas: SceneContext["canvas"],
  random: Random,
  count: number,
  density: (x: number, y: number) => number,
) {
  const { width, height, data } = canvas;
  let placed = 0;
  while (placed < count) {
    const x = random.range(0, width - 1);
    const y = random.range(0, height - 1);
    // Rejection sampling: keep a candidate with probability proportional to the density.
    if (random.next() * 2.75 > density(x, y)) continue;
    placed++;
    const brightness = random.next() ** 4 * 0.9 + 0.08;
    const tint: Rgb = random.pick<Rgb>([
      [1, 1, 1],
      [0.8, 0.88, 1],
      [1, 0.92, 0.8],
    ]);
    // A 2×2 bilinear splat so stars sit between pixels rather than on a grid.
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const weights = [(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy];
    for (let k = 0; k < 4; k++) {
      const index = ((y0 + (k >> 1)) * width + x0 + (k & 1)) * 3;
      const w = (weights[k] as number) * brightness * 1.6;
      data[index] = (data[index] as number) + tint[0] * w;
      data[index + 1] = (data[index + 1] as number) + tint[1] * w;
      data[index + 2] = (data[index + 2] as number) + tint[2] * w;
    }
  }
}

/** A few bright stars: each a crisp point and, drawn separately, a larger soft halo. */
function brightStars(random: Random, width: number, height: number) {
  const points: string[] = [];
  const halos: string[] = [];
  for (let i = 0; i < 60; i++) {
    const color = random.pick(["#ffffff", "#cfe0ff", "#ffe6c4", "#bcd2ff"]);
    const x = n(random.range(0, width));
    const y = n(random.range(0, height * 0.78));
    const r = random.range(0.9, 1.9);
    points.push(`<circle cx="${x}" cy="${y}" r="${n(r)}" fill="${color}"/>`);
    halos.push(`<circle cx="${x}" cy="${y}" r="${n(r * 3)}" fill="${color}" fill-opacity="0.35"/>`);
  }
  return { points: points.join(""), halos: halos.join("") };
}

/** Two ranges of hills, the nearer one wooded with pines, dark against the sky. */
function land(random: Random, seed: number, width: number, height: number, color: string) {
  const terrain = new GradientNoise(seed + 9);
  const far = ridgePath(
    (x) => height * 0.79 + terrain.fractal(x * 0.0012, 0.5, { octaves: 4 }) * height * 0.16,
    width,
    height,
  );
  const nearRidge = (x: number) =>
    height * 0.9 + terrain.fractal(x * 0.0009 + 20, 1.5, { octaves: 4 }) * height * 0.12;
  const trees: string[] = [];
  let x = random.range(0, 30);
  while (x < width) {
    // Trees grow in clumps: sometimes close together, sometimes a gap of open hillside.
    if (random.next() < 0.2) x += random.range(60, 220);
    trees.push(`<path d="${pineTreePath(random, x, nearRidge(x) + 6, random.range(50, 130))}"/>`);
    x += random.range(10, 34);
  }
  const farColor = css(mixRgb(hexToRgb(color), [0.12, 0.16, 0.28], 0.45));
  return (
    `<path d="${far}" fill="${farColor}"/>` +
    `<g fill="${color}">${trees.join("")}<path d="${ridgePath(nearRidge, width, height)}"/></g>`
  );
}
