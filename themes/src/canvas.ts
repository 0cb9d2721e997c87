import { clamp01, type Rgb } from "./color.js";
import type { Random } from "./random.js";

/** An 8-bit RGBA picture, as sharp hands back a rasterised SVG layer. */
export interface RgbaLayer {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

export type BlendMode = "normal" | "screen" | "multiply" | "add";

/**
 * A floating-point RGB picture that the generators paint into pixel by pixel. Floats
 * rather than bytes so stacked layers do not band, and a single dithered rounding
 * happens at the end in `toRaw`.
 */
export class Canvas {
  readonly data: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
    fill: Rgb = [0, 0, 0],
  ) {
    this.data = new Float32Array(width * height * 3);
    if (fill[0] === 0 && fill[1] === 0 && fill[2] === 0) return; // already zeroed
    for (let i = 0; i < this.data.length; i += 3) {
      this.data[i] = fill[0];
      this.data[i + 1] = fill[1];
      this.data[i + 2] = fill[2];
    }
  }

  /** Calls `paint(x, y, index)` for each pixel; `index` is the red channel's offset. */
  forEachPixel(paint: (x: number, y: number, index: number) => void): void {
    let index = 0;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++, index += 3) paint(x, y, index);
    }
  }

  /** Blends `color` into one pixel with weight `alpha` using `mode`. */
  blendPixel(index: number, color: Rgb, alpha: number, mode: BlendMode = "normal"): void {
    if (alpha > 0) blend(this.data, index, color[0], color[1], color[2], alpha, mode);
  }

  /**
   * Composites an RGBA layer over the whole canvas. A smaller layer (a soft shape
   * rendered at reduced size) is stretched to fit with bilinear sampling.
   */
  composite(layer: RgbaLayer, mode: BlendMode = "normal", opacity = 1): void {
    if (layer.width === this.width && layer.height === this.height) {
      this.compositeSameSize(layer, mode, opacity);
      return;
    }
    const source = layer.data;
    const scaleX = layer.width / this.width;
    const scaleY = layer.height / this.height;
    for (let y = 0; y < this.height; y++) {
      const sy = Math.max(0, Math.min(layer.height - 1.001, (y + 0.5) * scaleY - 0.5));
      const y0 = Math.floor(sy);
      const fy = sy - y0;
      const row0 = y0 * layer.width;
      const row1 = (y0 + 1) * layer.width;
      for (let x = 0; x < this.width; x++) {
        const sx = Math.max(0, Math.min(layer.width - 1.001, (x + 0.5) * scaleX - 0.5));
        const x0 = Math.floor(sx);
        const fx = sx - x0;
        const i00 = (row0 + x0) * 4;
        const i10 = i00 + 4;
        const i01 = (row1 + x0) * 4;
        const i11 = i01 + 4;
        const w00 = (1 - fx) * (1 - fy);
        const w10 = fx * (1 - fy);
        const w01 = (1 - fx) * fy;
        const w11 = fx * fy;
        // Interpolate premultiplied colour, so transparent neighbours do not darken edges.
        const a00 = (source[i00 + 3] as number) * w00;
        const a10 = (source[i10 + 3] as number) * w10;
        const a01 = (source[i01 + 3] as number) * w01;
        const a11 = (source[i11 + 3] as number) * w11;
        const alphaSum = a00 + a10 + a01 + a11;
        if (alphaSum <= 0) continue;
        const norm = 1 / (alphaSum * 255);
        const r =
          ((source[i00] as number) * a00 +
            (source[i10] as number) * a10 +
            (source[i01] as number) * a01 +
            (source[i11] as number) * a11) *
          norm;
        const g =
          ((source[i00 + 1] as number) * a00 +
            (source[i10 + 1] as number) * a10 +
            (source[i01 + 1] as number) * a01 +
            (source[i11 + 1] as number) * a11) *
          norm;
        const b =
          ((source[i00 + 2] as number) * a00 +
            (source[i10 + 2] as number) * a10 +
            (source[i01 + 2] as number) * a01 +
            (source[i11 + 2] as number) * a11) *
          norm;
        blend(this.data, (y * this.width + x) * 3, r, g, b, (alphaSum / 255) * opacity, mode);
      }
    }
  }

  private compositeSameSize(layer: RgbaLayer, mode: BlendMode, opacity: number): void {
    const pixels = this.width * this.height;
    const source = layer.data;
    const toUnit = 1 / 255;
    for (let p = 0; p < pixels; p++) {
      const alpha = (source[p * 4 + 3] as number) * toUnit * opacity;
      if (alpha <= 0) continue;
      const r = (source[p * 4] as number) * toUnit;
      const g = (source[p * 4 + 1] as number) * toUnit;
      const b = (source[p * 4 + 2] as number) * toUnit;
      blend(this.data, p * 3, r, g, b, alpha, mode);
    }
  }

  /** Darkens towards the edges, as a lens or a lamp-lit room does; draws the eye inwards. */
  vignette(strength: number, innerRadius = 0.45, outerRadius = 1.05): void {
    const cx = this.width / 2;
    const cy = this.height / 2;
    const norm = Math.sqrt(cx * cx + cy * cy);
    this.forEachPixel((x, y, index) => {
      const distance = Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) / norm;
      const t = clamp01((distance - innerRadius) / (outerRadius - innerRadius));
      const factor = 1 - strength * t * t * (3 - 2 * t);
      this.data[index] = (this.data[index] as number) * factor;
      this.data[index + 1] = (this.data[index + 1] as number) * factor;
      this.data[index + 2] = (this.data[index + 2] as number) * factor;
    });
  }

  /**
   * Film grain: a little luminance noise makes flat digital gradients read as a
   * photograph or paper. Kept small: grain is what lossy WebP spends its bytes on.
   */
  grain(random: Random, amount: number): void {
    // A tile of noise reused at random offsets per row: a fraction of the cost of two
    // random draws per pixel, and the repeat is invisible under this amplitude.
    const tile = new Float32Array(GRAIN_TILE);
    for (let i = 0; i < GRAIN_TILE; i++) tile[i] = (random.next() + random.next() - 1) * amount;
    const data = this.data;
    for (let y = 0; y < this.height; y++) {
      let t = random.int(GRAIN_TILE);
      const end = (y + 1) * this.width * 3;
      for (let i = y * this.width * 3; i < end; i += 3) {
        const n = tile[t] as number;
        t = t + 1 === GRAIN_TILE ? 0 : t + 1;
        data[i] = (data[i] as number) + n;
        data[i + 1] = (data[i + 1] as number) + n;
        data[i + 2] = (data[i + 2] as number) + n;
      }
    }
  }

  /** 8-bit RGB for sharp, with ordered dithering so soft gradients do not band. */
  toRaw(): Buffer {
    // A clamped array rounds and clamps on assignment, which is all the conversion needs.
    const out = new Uint8ClampedArray(this.data.length);
    const data = this.data;
    let index = 0;
    for (let y = 0; y < this.height; y++) {
      const ditherRow = (y & 3) * 4;
      for (let x = 0; x < this.width; x++, index += 3) {
        const dither = ((BAYER_4[ditherRow + (x & 3)] as number) + 0.5) / 16 - 0.5;
        out[index] = (data[index] as number) * 255 + dither;
        out[index + 1] = (data[index + 1] as number) * 255 + dither;
        out[index + 2] = (data[index + 2] as number) * 255 + dither;
      }
    }
    return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
  }
}

/** Blends one colour into `data` at `index`, channel by channel, weighted by `alpha`. */
function blend(
  data: Float32Array,
  index: number,
  r: number,
  g: number,
  b: number,
  alpha: number,
  mode: BlendMode,
): void {
  const br = data[index] as number;
  const bg = data[index + 1] as number;
  const bb = data[index + 2] as number;
  let tr = r;
  let tg = g;
  let tb = b;
  if (mode === "screen") {
    tr = 1 - (1 - br) * (1 - r);
    tg = 1 - (1 - bg) * (1 - g);
    tb = 1 - (1 - bb) * (1 - b);
  } else if (mode === "multiply") {
    tr = br * r;
    tg = bg * g;
    tb = bb * b;
  } else if (mode === "add") {
    tr = br + r;
    tg = bg + g;
    tb = bb + b;
  }
  data[index] = br + (tr - br) * alpha;
  data[index + 1] = bg + (tg - bg) * alpha;
  data[index + 2] = bb + (tb - bb) * alpha;
}

/** Grain values in the reusable tile: prime, so rows do not line up in columns. */
const GRAIN_TILE = 65_537;

const BAYER_4 = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5];
