import { Random } from "./random.js";

export interface FractalOptions {
  octaves: number;
  /** Amplitude kept from one octave to the next (0.5 is classic fBm). */
  persistence?: number;
  /** Lattice period in cells at the first octave: the pattern repeats after it, so textures tile. */
  periodX?: number;
  periodY?: number;
}

const TABLE_SIZE = 256;

/**
 * Perlin gradient noise in 2D, optionally periodic. Gradient noise rather than value
 * noise because value noise shows its square lattice in soft gradients like paper
 * mottling and clouds.
 */
export class GradientNoise {
  private readonly permutation = new Uint8Array(TABLE_SIZE * 2);
  private readonly gradientX = new Float64Array(TABLE_SIZE);
  private readonly gradientY = new Float64Array(TABLE_SIZE);

  constructor(seed: number) {
    const random = new Random(seed);
    const order = Array.from({ length: TABLE_SIZE }, (_, i) => i);
    for (let i = TABLE_SIZE - 1; i > 0; i--) {
      const j = random.int(i + 1);
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (let i = 0; i < TABLE_SIZE * 2; i++) this.permutation[i] = order[i % TABLE_SIZE] as number;
    for (let i = 0; i < TABLE_SIZE; i++) {
      const angle = random.range(0, Math.PI * 2);
      this.gradientX[i] = Math.cos(angle);
      this.gradientY[i] = Math.sin(angle);
    }
  }

  /** One octave, roughly in [-1, 1]. Periods are in lattice cells (at most 256). */
  sample(x: number, y: number, periodX = TABLE_SIZE, periodY = TABLE_SIZE): number {
    const cellX = Math.floor(x);
    const cellY = Math.floor(y);
    const fx = x - cellX;
    const fy = y - cellY;
    const x0 = wrap(cellX, periodX);
    const y0 = wrap(cellY, periodY);
    const x1 = wrap(cellX + 1, periodX);
    const y1 = wrap(cellY + 1, periodY);
    const n00 = this.corner(x0, y0, fx, fy);
    const n10 = this.corner(x1, y0, fx - 1, fy);
    const n01 = this.corner(x0, y1, fx, fy - 1);
    const n11 = this.corner(x1, y1, fx - 1, fy - 1);
    const u = fade(fx);
    const v = fade(fy);
    const top = n00 + (n10 - n00) * u;
    const bottom = n01 + (n11 - n01) * u;
    // Perlin's 2D range is about ±0.7; scale so callers can think in [-1, 1].
    return (top + (bottom - top) * v) * 1.4;
  }

  /** Fractal sum of octaves, normalised back to roughly [-1, 1]. */
  fractal(x: number, y: number, options: FractalOptions): number {
    const persistence = options.persistence ?? 0.5;
    let periodX = options.periodX ?? TABLE_SIZE;
    let periodY = options.periodY ?? TABLE_SIZE;
    let amplitude = 1;
    let frequency = 1;
    let sum = 0;
    let norm = 0;
    for (let octave = 0; octave < options.octaves; octave++) {
      sum += amplitude * this.sample(x * frequency, y * frequency, periodX, periodY);
      norm += amplitude;
      amplitude *= persistence;
      frequency *= 2;
      periodX = Math.min(periodX * 2, TABLE_SIZE);
      periodY = Math.min(periodY * 2, TABLE_SIZE);
    }
    return sum / norm;
  }

  /**
   * A whole field of fractal noise: `cellsX` lattice cells across the width. With
   * `tile` the field repeats seamlessly at its edges (used for paper that may be tiled).
   */
  field(
    width: number,
    height: number,
    cellsX: number,
    options: FractalOptions & { cellsY?: number; tile?: boolean },
  ): Float32Array {
    const cellsY = options.cellsY ?? Math.max(1, Math.round((cellsX * height) / width));
    const fractalOptions: FractalOptions = options.tile
      ? { ...options, periodX: cellsX, periodY: cellsY }
      : options;
    const out = new Float32Array(width * height);
    const stepX = cellsX / width;
    const stepY = cellsY / height;
    for (let y = 0; y < height; y++) {
      const row = y * width;
      for (let x = 0; x < width; x++) {
        out[row + x] = this.fractal(x * stepX, y * stepY, fractalOptions);
      }
    }
    return out;
  }

  private corner(ix: number, iy: number, dx: number, dy: number): number {
    const hash = this.permutation[(this.permutation[ix & 255] as number) + (iy & 255)] as number;
    return (this.gradientX[hash] as number) * dx + (this.gradientY[hash] as number) * dy;
  }
}

function fade(t: number): number {
  return t * t * t * (t * (t * 6 - 15) + 10);
}

function wrap(value: number, period: number): number {
  const r = value % period;
  return r < 0 ? r + period : r;
}
