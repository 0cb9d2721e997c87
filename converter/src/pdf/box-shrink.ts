import { readFileSync } from "node:fs";
import type { RawImage } from "./raw-image.js";

/** The compiled box-shrink.wat: its memory and its one function. */
interface Shrinker {
  memory: WebAssembly.Memory;
  shrink(
    src: number,
    width: number,
    height: number,
    channels: number,
    factor: number,
    sums: number,
    dst: number,
  ): void;
}

let shrinker: Shrinker | null = null;

/** Each thread compiles the module once, when it first shrinks an image (0.4 kB, about 1 ms). */
function loadShrinker(): Shrinker {
  if (!shrinker) {
    const binary = readFileSync(new URL("./box-shrink.wasm", import.meta.url));
    const { exports } = new WebAssembly.Instance(new WebAssembly.Module(binary));
    shrinker = exports as unknown as Shrinker;
  }
  return shrinker;
}

const roundUp16 = (n: number) => (n + 15) & ~15;

/**
 * Shrinks an image by a whole factor, each new pixel the mean of the factor × factor
 * pixels it covers (fewer along the right and bottom edges), each channel on its own.
 * Thumbnails are made this way, on the page worker that rendered the snapshot: a whole-
 * factor box shrink costs a fraction of what resizing the snapshot with sharp does.
 *
 * The sums run in WebAssembly (box-shrink.wat), sixteen byte columns at a time, several
 * times faster than JavaScript's four bytes at a time. A column's sum
 * must fit 16 bits, which is why factors stop at 255.
 */
export function boxShrink(image: RawImage, factor: number): RawImage {
  if (!Number.isInteger(factor) || factor < 1 || factor > 255) {
    throw new RangeError(`box shrink factor must be a whole number from 1 to 255, not ${factor}`);
  }
  const { pixels, width, height, channels } = image;
  const newWidth = Math.ceil(width / factor);
  const newHeight = Math.ceil(height / factor);
  const { memory, shrink } = loadShrinker();
  // The layout box-shrink.wat expects: the image, 16 spare bytes, the sums, the result.
  const sums = roundUp16(pixels.length + 16);
  const dst = sums + roundUp16(width * channels) * 2;
  const size = newWidth * newHeight * channels;
  const missing = dst + size - memory.buffer.byteLength;
  if (missing > 0) memory.grow(Math.ceil(missing / 65536));
  new Uint8Array(memory.buffer).set(pixels, 0);
  shrink(0, width, height, channels, factor, sums, dst);
  return {
    pixels: new Uint8Array(memory.buffer, dst, size).slice(),
    width: newWidth,
    height: newHeight,
    channels,
  };
}

/** The smallest whole factor that brings the image's long side within `longSide`. */
export function shrinkFactorFor(image: RawImage, longSide: number): number {
  return Math.max(1, Math.ceil(Math.max(image.width, image.height) / longSide));
}
