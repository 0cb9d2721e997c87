import type { AmbienceContext } from "./ambience.js";
import { Biquad, BrownNoise, OnePoleLowPass, periodicModulation } from "./dsp.js";

export interface WindParams {
  sound: "wind";
  /** Centre of the wind's pitch range, in hertz. */
  pitch: number;
}

/**
 * Wind through trees: white noise through a band-pass whose centre wanders slowly (the
 * wind's changing pitch), a narrower, quieter band for the occasional whistle, and a
 * low rumble, all rising and falling together in gusts.
 */
export function renderWind(
  { random, length, period }: AmbienceContext,
  params: WindParams,
): Float32Array {
  const out = new Float32Array(length);
  const noise = random.fork(1);
  const brown = new BrownNoise(random.fork(2));
  const body = new Biquad("bandpass", params.pitch, 0.9);
  const whistle = new Biquad("bandpass", params.pitch * 2.5, 9);
  const rumble = new OnePoleLowPass(110);
  const gusts = periodicModulation(random.fork(3), period, 7, 0.15, 1);
  const pitchDrift = periodicModulation(random.fork(4), period, 9, 0.6, 1.6);
  const whistleDrift = periodicModulation(random.fork(5), period, 11, 0.8, 1.3);
  for (let i = 0; i < length; i++) {
    const gust = gusts(i);
    // Retune every 32 samples: the drift is slow, and recomputing coefficients is not free.
    if (i % 32 === 0) {
      const pitch = params.pitch * pitchDrift(i) * (0.8 + 0.4 * gust);
      body.set(pitch, 0.9);
      whistle.set(pitch * 2.5 * whistleDrift(i), 9);
    }
    const white = noise.signed();
    // Gusts are louder and also brighter: the square makes lulls quieter than linear.
    const level = gust * gust;
    out[i] =
      body.process(white) * 0.9 * level +
      whistle.process(white) * 0.5 * level * level +
      rumble.process(brown.next()) * 0.45 * (0.4 + 0.6 * gust);
  }
  return out;
}
