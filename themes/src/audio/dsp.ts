import type { Random } from "../random.js";

/**
 * Every ambience is synthesised and encoded at this rate. MP3 at 80 kbps keeps
 * little above 15 kHz anyway, and 32 kHz costs a quarter less than CD rate to render
 * and encode, which counts against the first start's time budget.
 */
export const SAMPLE_RATE = 32_000;

/** One-pole low-pass: cheap, gentle (6 dB/octave), good for taming noise. */
export class OnePoleLowPass {
  private state = 0;
  private coefficient = 0;

  constructor(cutoffHz: number) {
    this.setCutoff(cutoffHz);
  }

  setCutoff(cutoffHz: number): void {
    this.coefficient = 1 - Math.exp((-2 * Math.PI * cutoffHz) / SAMPLE_RATE);
  }

  process(input: number): number {
    this.state += this.coefficient * (input - this.state);
    return this.state;
  }
}

/** One-pole high-pass, as the input minus its low-passed self. */
export class OnePoleHighPass {
  private readonly lowPass: OnePoleLowPass;

  constructor(cutoffHz: number) {
    this.lowPass = new OnePoleLowPass(cutoffHz);
  }

  process(input: number): number {
    return input - this.lowPass.process(input);
  }
}

export type BiquadKind = "lowpass" | "highpass" | "bandpass";

/**
 * A second-order filter (the RBJ audio-EQ cookbook). Used where a one-pole is too
 * gentle: the band-pass that gives wind its pitch, the resonance of a water drop.
 */
export class Biquad {
  private b0 = 1;
  private b1 = 0;
  private b2 = 0;
  private a1 = 0;
  private a2 = 0;
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;

  constructor(
    private readonly kind: BiquadKind,
    frequencyHz: number,
    q: number,
  ) {
    this.set(frequencyHz, q);
  }

  set(frequencyHz: number, q: number): void {
    const omega = (2 * Math.PI * Math.min(frequencyHz, SAMPLE_RATE * 0.45)) / SAMPLE_RATE;
    const cos = Math.cos(omega);
    const alpha = Math.sin(omega) / (2 * q);
    const a0 = 1 + alpha;
    let b0: number;
    let b1: number;
    let b2: number;
    if (this.kind === "lowpass") {
      b0 = (1 - cos) / 2;
      b1 = 1 - cos;
      b2 = b0;
    } else if (this.kind === "highpass") {
      b0 = (1 + cos) / 2;
      b1 = -(1 + cos);
      b2 = b0;
    } else {
      // Constant 0 dB peak gain, so retuning the band does not change loudness.
      b0 = alpha;
      b1 = 0;
      b2 = -alpha;
    }
    this.b0 = b0 / a0;
    this.b1 = b1 / a0;
    this.b2 = b2 / a0;
    this.a1 = (-2 * cos) / a0;
    this.a2 = (1 - alpha) / a0;
  }

  process(input: number): number {
    const output =
      this.b0 * input +
      this.b1 * this.x1 +
      this.b2 * this.x2 -
      this.a1 * this.y1 -
      this.a2 * this.y2;
    this.x2 = this.x1;
    this.x1 = input;
    this.y2 = this.y1;
    this.y1 = output;
    return output;
  }
}

/** Pink noise (Paul Kellet's economy filter): equal energy per octave, softer than white. */
export class PinkNoise {
  private b0 = 0;
  private b1 = 0;
  private b2 = 0;

  constructor(private readonly random: Random) {}

  next(): number {
    const white = this.random.signed();
    this.b0 = 0.99765 * this.b0 + white * 0.099046;
    this.b1 = 0.963 * this.b1 + white * 0.2965164;
    this.b2 = 0.57 * this.b2 + white * 1.0526913;
    return (this.b0 + this.b1 + this.b2 + white * 0.1848) * 0.2;
  }
}

/** Brown (red) noise: leaky integrated white noise, the deep rumble of surf and flame. */
export class BrownNoise {
  private state = 0;

  constructor(private readonly random: Random) {}

  next(): number {
    this.state = (this.state + this.random.signed() * 0.02) * 0.998;
    return this.state * 3.5;
  }
}

/**
 * A slow random modulation that repeats exactly every `periodSamples`: smooth
 * (cosine-interpolated) values between `points` random control points. Periodic so a
 * loop's gusts and swells continue naturally across the seam.
 */
export function periodicModulation(
  random: Random,
  periodSamples: number,
  points: number,
  min: number,
  max: number,
): (sample: number) => number {
  const values = Array.from({ length: points }, () => random.range(min, max));
  const exact = (sample: number) => {
    const position = ((((sample / periodSamples) * points) % points) + points) % points;
    const index = Math.floor(position);
    const a = values[index] as number;
    const b = values[(index + 1) % points] as number;
    return a + ((b - a) * (1 - Math.cos(Math.PI * (position - index)))) / 2;
  };
  // Tabulated at control rate and interpolated: a cosine per sample per modulation
  // was a measurable share of the synthesis time, for a curve this slow.
  const table = Float32Array.from({ length: Math.ceil(periodSamples / CONTROL_STEP) + 2 }, (_, k) =>
    exact(k * CONTROL_STEP),
  );
  return (sample) => {
    const position = (((sample % periodSamples) + periodSamples) % periodSamples) / CONTROL_STEP;
    const index = Math.floor(position);
    const a = table[index] as number;
    return a + ((table[index + 1] as number) - a) * (position - index);
  };
}

/** Samples between control-rate points of a modulation curve. */
const CONTROL_STEP = 64;

/** Scales a signal so its loudest sample reaches `peak`; synthesised layers have arbitrary levels. */
export function normalize(samples: Float32Array, peak: number): Float32Array {
  let max = 0;
  for (let i = 0; i < samples.length; i++) max = Math.max(max, Math.abs(samples[i] as number));
  if (max > 0) {
    const gain = peak / max;
    for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] as number) * gain;
  }
  return samples;
}
