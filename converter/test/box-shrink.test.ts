import { describe, expect, it } from "vitest";
import { boxShrink, shrinkFactorFor } from "../src/pdf/box-shrink.js";
import type { RawImage } from "../src/pdf/raw-image.js";

function image(
  width: number,
  height: number,
  channels: RawImage["channels"],
  at: (i: number) => number,
): RawImage {
  const pixels = new Uint8Array(width * height * channels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = at(i);
  return { pixels, width, height, channels };
}

/** The same shrink, one byte at a time: what boxShrink must equal. */
function slowShrink({ pixels, width, height, channels }: RawImage, factor: number): number[] {
  const out: number[] = [];
  for (let y0 = 0; y0 < height; y0 += factor) {
    for (let x0 = 0; x0 < width; x0 += factor) {
      for (let c = 0; c < channels; c++) {
        let sum = 0;
        let count = 0;
        for (let y = y0; y < Math.min(height, y0 + factor); y++) {
          for (let x = x0; x < Math.min(width, x0 + factor); x++) {
            sum += pixels[(y * width + x) * channels + c] ?? 0;
            count++;
          }
        }
        out.push(Math.round(sum / count));
      }
    }
  }
  return out;
}

describe("boxShrink", () => {
  it("averages each block of grey pixels", () => {
    // 4×2: a white and a black 2×2 block.
    const shrunk = boxShrink(
      image(4, 2, 1, (i) => (i % 4 < 2 ? 255 : 0)),
      2,
    );
    expect(shrunk).toMatchObject({ width: 2, height: 1, channels: 1 });
    expect([...shrunk.pixels]).toEqual([255, 0]);
  });

  it("averages each channel of RGB on its own", () => {
    // 2×2 of pure red and pure blue in alternate columns: one purple pixel.
    const shrunk = boxShrink(
      image(2, 2, 3, (i) => [255, 0, 0, 0, 0, 255][i % 6] ?? 0),
      2,
    );
    expect([...shrunk.pixels]).toEqual([128, 0, 128]);
  });

  it("averages only the pixels there are along the right and bottom edges", () => {
    const shrunk = boxShrink(
      image(3, 3, 1, (i) => i * 10),
      2,
    );
    expect(shrunk).toMatchObject({ width: 2, height: 2 });
    // Blocks: [0,10,30,40] [20,50] [60,70] [80].
    expect([...shrunk.pixels]).toEqual([20, 35, 65, 80]);
  });

  it.each([
    [1006, 1300, 1, 7],
    [868, 1300, 1, 7],
    [1006, 1300, 3, 7],
    [33, 17, 3, 5],
    [7, 7, 4, 7],
    [260, 260, 1, 255],
  ] as const)(
    "equals a plain average on %i×%i with %i channels, factor %i",
    (width, height, channels, factor) => {
      // Bytes that differ in every lane, rows that start at every alignment.
      const source = image(width, height, channels, (i) => (i * 7919 + (i >> 5)) % 256);
      const shrunk = boxShrink(source, factor);
      expect(shrunk.width).toBe(Math.ceil(width / factor));
      expect(shrunk.height).toBe(Math.ceil(height / factor));
      expect([...shrunk.pixels]).toEqual(slowShrink(source, factor));
    },
  );

  it("reads pixels that start at any offset of their buffer", () => {
    const backing = new Uint8Array(1 + 6 * 2);
    backing.set([255, 255, 0, 0, 255, 255, 255, 255, 0, 0, 255, 255], 1);
    const shrunk = boxShrink({ pixels: backing.subarray(1), width: 6, height: 2, channels: 1 }, 2);
    expect([...shrunk.pixels]).toEqual([255, 0, 255]);
  });

  it("refuses a factor it cannot sum exactly", () => {
    const tiny = image(2, 2, 1, () => 0);
    expect(() => boxShrink(tiny, 0)).toThrow(RangeError);
    expect(() => boxShrink(tiny, 1.5)).toThrow(RangeError);
    expect(() => boxShrink(tiny, 256)).toThrow(RangeError);
  });
});

describe("shrinkFactorFor", () => {
  it("picks the smallest whole factor that fits the long side", () => {
    expect(
      shrinkFactorFor(
        image(1006, 1300, 1, () => 0),
        200,
      ),
    ).toBe(7);
    expect(
      shrinkFactorFor(
        image(1300, 1200, 1, () => 0),
        650,
      ),
    ).toBe(2);
    expect(
      shrinkFactorFor(
        image(100, 80, 1, () => 0),
        200,
      ),
    ).toBe(1);
  });
});
