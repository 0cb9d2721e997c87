import { describe, expect, it } from "vitest";
import { smoothField } from "./field.js";
import { GradientNoise } from "./noise.js";
import { Random, seedFromText } from "./random.js";

describe("Random", () => {
  it("repeats exactly for a seed and differs between seeds", () => {
    const draw = (seed: number) =>
      Array.from({ length: 5 }, new Random(seed).next.bind(new Random(seed)));
    const a = new Random(42);
    const b = new Random(42);
    expect(Array.from({ length: 100 }, () => a.next())).toEqual(
      Array.from({ length: 100 }, () => b.next()),
    );
    expect(draw(1)).not.toEqual(draw(2));
    expect(seedFromText("book-seaside")).not.toBe(seedFromText("book-fireside"));
  });

  it("stays in range", () => {
    const random = new Random(7);
    for (let i = 0; i < 10_000; i++) {
      const value = random.next();
      expect(value >= 0 && value < 1).toBe(true);
    }
  });
});

describe("GradientNoise", () => {
  it("wraps at its period, so periodic textures tile", () => {
    const noise = new GradientNoise(3);
    for (const [x, y] of [
      [0.3, 0.7],
      [2.5, 1.25],
      [3.9, 0.1],
    ] as const) {
      expect(noise.sample(x + 4, y, 4, 4)).toBeCloseTo(noise.sample(x, y, 4, 4), 10);
      expect(noise.sample(x, y + 4, 4, 4)).toBeCloseTo(noise.sample(x, y, 4, 4), 10);
      const fractal = { octaves: 4, periodX: 4, periodY: 4 };
      expect(noise.fractal(x + 4, y + 4, fractal)).toBeCloseTo(noise.fractal(x, y, fractal), 10);
    }
  });

  it("stays roughly within [-1, 1] and is not flat", () => {
    const noise = new GradientNoise(9);
    const values = Array.from({ length: 5000 }, (_, i) =>
      noise.fractal(i * 0.037, i * 0.011, { octaves: 5 }),
    );
    expect(Math.max(...values.map(Math.abs))).toBeLessThanOrEqual(1.2);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const deviation = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    expect(deviation).toBeGreaterThan(0.1);
  });
});

describe("smoothField", () => {
  it("matches the function at grid points and interpolates between them", () => {
    const field = smoothField(9, 5, 4, 2, (x, y) => x + 10 * y);
    // A linear function is reproduced exactly by bilinear interpolation.
    for (let y = 0; y < 5; y++)
      for (let x = 0; x < 9; x++) expect(field[y * 9 + x]).toBeCloseTo(x + 10 * y, 5);
  });
});
