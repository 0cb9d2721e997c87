import { describe, expect, it } from "vitest";
import { Random } from "../random.js";
import { SAMPLE_RATE } from "./dsp.js";
import { synthesizeLoop } from "./index.js";
import { makeSeamlessLoop, seamRoughness } from "./seamless-loop.js";

describe("makeSeamlessLoop", () => {
  it("continues across the wrap exactly as the signal continued past the loop", () => {
    const random = new Random(1);
    const rendered = Float32Array.from({ length: 1500 }, () => random.signed());
    const loop = makeSeamlessLoop(rendered, 1000);
    expect(loop.length).toBe(1000);
    // The loop's first sample is the signal just past its end; its last is untouched.
    expect(loop[0]).toBeCloseTo(rendered[1000] as number, 6);
    expect(loop[999]).toBe(rendered[999]);
    // After the crossfade the loop is the original signal.
    expect(loop[700]).toBe(rendered[700]);
  });

  it("keeps the level of uncorrelated noise through the crossfade (equal power)", () => {
    const random = new Random(2);
    const rendered = Float32Array.from({ length: 300_000 }, () => random.signed());
    const loop = makeSeamlessLoop(rendered, 200_000);
    const rms = (from: number, to: number) => {
      let sum = 0;
      for (let i = from; i < to; i++) sum += (loop[i] as number) ** 2;
      return Math.sqrt(sum / (to - from));
    };
    expect(rms(40_000, 60_000) / rms(150_000, 170_000)).toBeGreaterThan(0.93);
    expect(rms(40_000, 60_000) / rms(150_000, 170_000)).toBeLessThan(1.07);
  });

  it("refuses a signal that does not overrun the loop", () => {
    expect(() => makeSeamlessLoop(new Float32Array(100), 100)).toThrow();
  });
});

describe("seamRoughness", () => {
  it("tells a smooth wrap from a click", () => {
    const sine = Float32Array.from({ length: 4410 }, (_, i) =>
      Math.sin((2 * Math.PI * 10 * i) / 4410),
    );
    expect(seamRoughness(sine)).toBeLessThan(1.1);
    const clicked = sine.slice(0, 4000); // cut mid-cycle: the wrap jumps
    expect(seamRoughness(clicked)).toBeGreaterThan(5);
  });
});

describe("synthesised ambiences", () => {
  for (const params of [
    { sound: "rain", seconds: 20, dropsPerSecond: 30 },
    { sound: "fire", seconds: 20, burstsPerSecond: 2 },
    { sound: "wind", seconds: 20, pitch: 400 },
    { sound: "sea", seconds: 20, wavesPerLoop: 3 },
  ] as const) {
    it(`renders ${params.sound} as a deterministic, seamless loop within full scale`, () => {
      const loop = synthesizeLoop(params, new Random(5));
      expect(loop.length).toBe(20 * SAMPLE_RATE);
      expect(seamRoughness(loop)).toBeLessThan(1);
      let peak = 0;
      let energy = 0;
      for (let i = 0; i < loop.length; i++) {
        const value = loop[i] as number;
        peak = Math.max(peak, Math.abs(value));
        energy += value * value;
      }
      expect(peak).toBeLessThanOrEqual(0.81);
      // Audible: an RMS level between -30 and -10 dBFS.
      const rmsDb = 20 * Math.log10(Math.sqrt(energy / loop.length));
      expect(rmsDb).toBeGreaterThan(-30);
      expect(rmsDb).toBeLessThan(-10);
      // Compared as bytes: deep equality on a million-element array is very slow.
      const again = synthesizeLoop(params, new Random(5));
      expect(Buffer.compare(Buffer.from(again.buffer), Buffer.from(loop.buffer))).toBe(0);
    });
  }
});
