import type { Canvas } from "./canvas.js";
import { hexToRgb, type Rgb, smoothstep } from "./color.js";
import { smoothField } from "./field.js";
import { GradientNoise } from "./noise.js";
import type { Random } from "./random.js";

export interface PaperParams {
  /** The paper's colour where it is neither mottled nor worn. */
  base: string;
  /** Low-frequency cloudiness of the pulp, 0 (even) to 1 (very blotchy). */
  mottle: number;
  /** Fine grain of the surface, as a brightness amplitude. */
  grain: number;
  /** Visible fibres per 650×650 page, and their colour. */
  fibres: number;
  fibreColor: string;
  /** Flecks as in recycled paper: count per page and their colours. */
  specks?: { count: number; colors: string[] };
  /** Strength of a linen weave embossed into the sheet, 0 to 1. */
  weave?: number;
  /** Darkened, worn edges as on old parchment, 0 to 1; the colour they darken to. */
  edgeWear?: { strength: number; color: string };
  /** Faint brown age spots ("foxing"). */
  foxing?: number;
}

/**
 * Paints a sheet of paper. The texture is built from periodic noise so it tiles
 * seamlessly when the page is shown larger than the file, except for edge wear, which
 * belongs to the sheet's edges by nature. Everything is kept low-contrast: text will
 * be read on top of it.
 */
export function paintPaper(canvas: Canvas, random: Random, seed: number, params: PaperParams) {
  const { width, height, data } = canvas;
  const base = hexToRgb(params.base);
  // Darker pulp is also warmer, as in real paper, where the blotches are clumps of fibre.
  const warmer: Rgb = [base[0] * 0.93, base[1] * 0.86, base[2] * 0.72];
  const pulp = new GradientNoise(seed);
  const tooth = new GradientNoise(seed + 1);
  // Lattice cells across the sheet; whole numbers make the noise wrap at the edges.
  const mottleCells = 3;
  const toothCells = Math.round(width / 6);
  const cloud = smoothField(width, height, 4, 4, (x, y) =>
    pulp.fractal((x / width) * mottleCells, (y / height) * mottleCells, {
      octaves: 5,
      periodX: mottleCells,
      periodY: mottleCells,
    }),
  );
  // The tooth varies over about six pixels; sampling every other pixel is plenty.
  const teeth = smoothField(width, height, 2, 2, (x, y) =>
    tooth.sample((x / width) * toothCells, (y / height) * toothCells, toothCells, toothCells),
  );
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const surface = teeth[p] as number;
      // Centred on zero, so the sheet averages out at its base colour: darker, warmer
      // clumps balanced by lighter, cooler thin spots.
      const blotch = (0.5 - smoothstep(-0.6, 0.6, cloud[p] as number)) * params.mottle;
      const shade = 1 + params.mottle * 0.14 * (cloud[p] as number) + params.grain * surface;
      data[p * 3] = (base[0] * (1 - blotch) + warmer[0] * blotch) * shade;
      data[p * 3 + 1] = (base[1] * (1 - blotch) + warmer[1] * blotch) * shade;
      data[p * 3 + 2] = (base[2] * (1 - blotch) + warmer[2] * blotch) * shade;
    }
  }
  if (params.weave) paintWeave(canvas, random, params.weave);
  paintFibres(
    canvas,
    random,
    params.fibres * ((width * height) / (650 * 650)),
    hexToRgb(params.fibreColor),
  );
  if (params.specks)
    paintSpecks(canvas, random, params.specks.count, params.specks.colors.map(hexToRgb));
  if (params.foxing) paintFoxing(canvas, random, params.foxing);
  if (params.edgeWear)
    paintEdgeWear(canvas, seed, params.edgeWear.strength, hexToRgb(params.edgeWear.color));
  canvas.grain(random, params.grain * 0.5);
}

/**
 * Adds `color` at one point of the sheet with weight `alpha`, wrapping around the
 * edges so strokes that cross an edge continue on the opposite side (keeps tiling).
 */
function splat(canvas: Canvas, x: number, y: number, color: Rgb, alpha: number) {
  const { width, height, data } = canvas;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const weights = [(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy];
  for (let k = 0; k < 4; k++) {
    const px = (((x0 + (k & 1)) % width) + width) % width;
    const py = (((y0 + (k >> 1)) % height) + height) % height;
    const weight = (weights[k] as number) * alpha;
    const index = (py * width + px) * 3;
    for (let c = 0; c < 3; c++) {
      data[index + c] = (data[index + c] as number) * (1 - weight) + (color[c] as number) * weight;
    }
  }
}

/** Short, gently curving fibres lying in every direction. */
function paintFibres(canvas: Canvas, random: Random, count: number, color: Rgb) {
  for (let i = 0; i < count; i++) {
    let x = random.range(0, canvas.width);
    let y = random.range(0, canvas.height);
    let angle = random.range(0, Math.PI * 2);
    const length = random.range(8, 40);
    const bend = random.range(-0.08, 0.08);
    const alpha = random.range(0.05, 0.16);
    for (let step = 0; step < length; step += 0.5) {
      splat(canvas, x, y, color, alpha);
      x += Math.cos(angle) * 0.5;
      y += Math.sin(angle) * 0.5;
      angle += bend;
    }
  }
}

function paintSpecks(canvas: Canvas, random: Random, count: number, colors: Rgb[]) {
  for (let i = 0; i < count; i++) {
    const x = random.range(0, canvas.width);
    const y = random.range(0, canvas.height);
    const color = random.pick(colors);
    const radius = random.next() ** 3 * 1.6 + 0.4;
    const alpha = random.range(0.25, 0.7);
    for (let dy = -radius; dy <= radius; dy += 0.5) {
      for (let dx = -radius; dx <= radius; dx += 0.5) {
        if (dx * dx + dy * dy <= radius * radius) splat(canvas, x + dx, y + dy, color, alpha * 0.3);
      }
    }
  }
}

/**
 * A plain weave: threads alternate over and under, so each crossing is lit on the
 * thread that lies on top. Thread thickness wanders (slubs) as in real linen.
 */
function paintWeave(canvas: Canvas, random: Random, strength: number) {
  const { width, height, data } = canvas;
  // Whole threads across the sheet, so the weave tiles too.
  const threads = Math.round(width / 5);
  const pitch = width / threads;
  const warpSlub = Float32Array.from({ length: threads }, () => random.range(0.75, 1.25));
  const weftSlub = Float32Array.from({ length: Math.round(height / pitch) }, () =>
    random.range(0.75, 1.25),
  );
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / pitch);
    const fy = (y % pitch) / pitch;
    const weft = Math.sin(Math.PI * fy) ** (weftSlub[row % weftSlub.length] as number);
    for (let x = 0; x < width; x++) {
      const column = Math.floor(x / pitch);
      const fx = (x % pitch) / pitch;
      const warp = Math.sin(Math.PI * fx) ** (warpSlub[column % threads] as number);
      const onTop = (row + column) % 2 === 0 ? warp : weft;
      const shade = 1 + strength * 0.09 * (onTop - 0.6);
      const index = (y * width + x) * 3;
      data[index] = (data[index] as number) * shade;
      data[index + 1] = (data[index + 1] as number) * shade;
      data[index + 2] = (data[index + 2] as number) * shade;
    }
  }
}

/** Age spots: soft brown blots with a slightly darker rim, as dried moisture leaves. */
function paintFoxing(canvas: Canvas, random: Random, count: number) {
  const brown: Rgb = [0.55, 0.38, 0.2];
  for (let i = 0; i < count; i++) {
    const cx = random.range(0, canvas.width);
    const cy = random.range(0, canvas.height);
    const radius = random.range(4, 22);
    const strength = random.range(0.04, 0.12);
    for (let y = -radius; y <= radius; y++) {
      for (let x = -radius; x <= radius; x++) {
        const d = Math.sqrt(x * x + y * y) / radius;
        if (d > 1) continue;
        const rim = smoothstep(0.7, 0.95, d) * (1 - smoothstep(0.95, 1, d));
        splat(canvas, cx + x, cy + y, brown, strength * (0.5 * (1 - d) + rim));
      }
    }
  }
}

/** Edges darkened and browned by handling, with an irregular noisy boundary. */
function paintEdgeWear(canvas: Canvas, seed: number, strength: number, color: Rgb) {
  const { width, height, data } = canvas;
  const ragged = new GradientNoise(seed + 7);
  const nearEdge = (x: number, y: number) =>
    Math.min(x, y, width - 1 - x, height - 1 - y) / Math.min(width, height) < 0.21;
  // Only the border needs the ragged noise; the middle of the sheet is skipped.
  const wobbles = smoothField(width, height, 3, 3, (x, y) =>
    nearEdge(x, y) ? ragged.fractal(x * 0.02, y * 0.02, { octaves: 3 }) : 0,
  );
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const edge = Math.min(x, y, width - 1 - x, height - 1 - y) / Math.min(width, height);
      if (edge > 0.2) continue;
      const wobble = (wobbles[y * width + x] as number) * 0.03;
      const wear = (1 - smoothstep(0, 0.16, edge + wobble)) * strength;
      if (wear <= 0) continue;
      const index = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        data[index + c] = (data[index + c] as number) * (1 - wear) + (color[c] as number) * wear;
      }
    }
  }
}
