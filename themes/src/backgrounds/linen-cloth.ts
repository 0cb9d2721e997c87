import { hexToRgb, mixRgb } from "../color.js";
import { smoothField } from "../field.js";
import { GradientNoise } from "../noise.js";
import type { SceneContext } from "./scene.js";

export interface LinenClothParams {
  scene: "linen-cloth";
  /** Thread colour in full light. */
  color: string;
  /** A second thread colour, mixed in irregularly: undyed linen is never one colour. */
  fleck: string;
  /** Pixels from one thread to the next. */
  pitch: number;
}

/**
 * Linen cloth thrown loosely over a table: a plain weave with uneven threads, lying in
 * soft folds that catch window light from the upper left. The folds are a height field
 * made of noise and shaded by its slope.
 */
export function paintLinenCloth(context: SceneContext, params: LinenClothParams) {
  const { canvas, random, seed } = context;
  const { width, height, data } = canvas;
  const color = hexToRgb(params.color);
  const fleck = hexToRgb(params.fleck);
  const drape = new GradientNoise(seed);
  const slub = new GradientNoise(seed + 1);

  // Folds run mostly diagonally, so the noise is stretched along that direction.
  const fold = (x: number, y: number) => {
    const u = (x * 0.8 + y * 0.6) * 0.0005;
    const v = (-x * 0.6 + y * 0.8) * 0.0016;
    return drape.fractal(u, v, { octaves: 3 });
  };
  const folds = smoothField(width, height, 8, 8, fold);
  // Threads are thicker here and thinner there along their length (slubs).
  const warpSlubs = smoothField(width, height, 1, 16, (x, y) => slub.sample(x * 0.13, y * 0.006));
  const weftSlubs = smoothField(width, height, 16, 1, (x, y) =>
    slub.sample(x * 0.006 + 50, y * 0.13),
  );
  const pitch = params.pitch;
  // Across one thread its surface is round: bright along the middle, dark at the sides.
  const profile = Float32Array.from({ length: pitch }, (_, i) =>
    Math.sin((Math.PI * (i + 0.5)) / pitch),
  );

  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / pitch);
    const weftProfile = profile[y % pitch] as number;
    const up = Math.max(0, y - 1) * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const left = Math.max(0, x - 1);
      const right = Math.min(width - 1, x + 1);
      // Fold shading: the surface normal from the height field's slope, lit from the upper left.
      const dx = ((folds[y * width + right] as number) - (folds[y * width + left] as number)) * 220;
      const dy = ((folds[down + x] as number) - (folds[up + x] as number)) * 220;
      const light = 0.78 + (0.5 * (-dx * 0.6 - dy * 0.8)) / Math.sqrt(1 + dx * dx + dy * dy);

      const column = Math.floor(x / pitch);
      const warpSlub = warpSlubs[p] as number;
      const weftSlub = weftSlubs[p] as number;
      // A thicker stretch of thread (slub) stands up fuller across its width.
      const warp = (profile[x % pitch] as number) * (0.85 + 0.15 * warpSlub);
      const weft = weftProfile * (0.85 + 0.15 * weftSlub);
      // Plain weave: the thread on top alternates at every crossing.
      const overWarp = (row + column) % 2 === 0;
      const thread = overWarp ? warp : weft;
      const slubTone = overWarp ? warpSlub : weftSlub;
      const base = mixRgb(color, fleck, Math.max(0, slubTone) * 0.8);
      // Kept subtle: the weave should be felt more than seen (and it costs bytes in WebP).
      const shade = light * (0.9 + 0.13 * thread);
      data[p * 3] = base[0] * shade;
      data[p * 3 + 1] = base[1] * shade;
      data[p * 3 + 2] = base[2] * shade;
    }
  }
  // A window off the upper left: brighter there, dimmer towards the far corner.
  canvas.forEachPixel((x, y, index) => {
    const falloff = 1.1 - 0.35 * ((x / width) * 0.6 + (y / height) * 0.4);
    data[index] = (data[index] as number) * falloff;
    data[index + 1] = (data[index + 1] as number) * falloff;
    data[index + 2] = (data[index + 2] as number) * falloff * 0.97;
  });
  canvas.vignette(0.3, 0.5, 1.2);
  canvas.grain(random, 0.012);
}
