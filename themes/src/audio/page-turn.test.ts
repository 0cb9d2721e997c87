import { describe, expect, it } from "vitest";
import { Random } from "../random.js";
import { SAMPLE_RATE } from "./dsp.js";
import { PAGE_TURN_SECONDS, synthesizePageTurnSamples } from "./page-turn.js";

const rms = (samples: Float32Array) =>
  Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / samples.length);

describe("the page-turn sound", () => {
  const samples = synthesizePageTurnSamples(new Random(1));

  it("lasts under half a second and starts and ends in silence (no click when cut)", () => {
    expect(samples.length).toBe(Math.round(PAGE_TURN_SECONDS * SAMPLE_RATE));
    expect(Math.abs(samples[0] as number)).toBe(0);
    expect(Math.abs(samples[samples.length - 1] as number)).toBe(0);
  });

  it("is quiet: it peaks well below full scale", () => {
    const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeGreaterThan(0.3);
    expect(peak).toBeLessThanOrEqual(0.45 + 1e-6);
  });

  it("is heard through its middle, not as one click", () => {
    const third = Math.floor(samples.length / 3);
    expect(rms(samples.subarray(third, 2 * third))).toBeGreaterThan(0.03);
  });
});
