import { type AmbienceContext, addEvent, poissonTimes } from "./ambience.js";
import {
  Biquad,
  BrownNoise,
  OnePoleHighPass,
  OnePoleLowPass,
  PinkNoise,
  periodicModulation,
  SAMPLE_RATE,
} from "./dsp.js";

export interface RainParams {
  sound: "rain";
  /** Audible individual drops per second, on top of the steady hiss. */
  dropsPerSecond: number;
}

/**
 * Steady rain heard from indoors: a hiss of band-limited pink noise that swells with
 * the gusts, a soft low wash, and individual drops: mostly short filtered ticks on the
 * glass, now and then a resonant "plink" from a puddle or gutter.
 */
export function renderRain(
  { random, length, period }: AmbienceContext,
  params: RainParams,
): Float32Array {
  const out = new Float32Array(length);
  const pink = new PinkNoise(random.fork(1));
  const brown = new BrownNoise(random.fork(2));
  const hissHigh = new OnePoleHighPass(450);
  const hissLow = new OnePoleLowPass(7500);
  const washLow = new OnePoleLowPass(350);
  const gusts = periodicModulation(random.fork(3), period, 6, 0.7, 1.15);
  for (let i = 0; i < length; i++) {
    const gust = gusts(i);
    const hiss = hissLow.process(hissHigh.process(pink.next())) * 0.55 * gust;
    const wash = washLow.process(brown.next()) * 0.5 * (0.8 + 0.2 * gust);
    out[i] = hiss + wash;
  }

  const drops = random.fork(4);
  for (const start of poissonTimes(drops, length, params.dropsPerSecond, SAMPLE_RATE)) {
    addEvent(out, start, drops.next() < 0.12 ? plink(drops) : tick(drops));
  }
  return out;
}

/** A drop striking glass or a leaf: a few milliseconds of band-passed noise. */
function tick(random: AmbienceContext["random"]): Float32Array {
  const length = Math.floor(SAMPLE_RATE * random.range(0.004, 0.012));
  const event = new Float32Array(length);
  const band = new Biquad("bandpass", random.range(1800, 6500), random.range(1.5, 4));
  // Loudness is heavy-tailed: many faint drops, few loud ones.
  const amplitude = 0.9 * random.next() ** 2.5 + 0.05;
  const decay = length / 4;
  for (let i = 0; i < length; i++) {
    event[i] = band.process(random.signed()) * amplitude * Math.exp(-i / decay) * 3;
  }
  return event;
}

/** A drop into standing water: a short sine that bends upward in pitch as its bubble shrinks. */
function plink(random: AmbienceContext["random"]): Float32Array {
  const length = Math.floor(SAMPLE_RATE * random.range(0.02, 0.05));
  const event = new Float32Array(length);
  const start = random.range(900, 2400);
  const rise = random.range(1.2, 1.8);
  const amplitude = random.range(0.03, 0.12);
  let phase = 0;
  for (let i = 0; i < length; i++) {
    const t = i / length;
    phase += (2 * Math.PI * start * (1 + (rise - 1) * t)) / SAMPLE_RATE;
    // A fast attack avoids a click; the exponential tail is the bubble ringing out.
    const envelope = Math.min(1, i / 40) * Math.exp(-t * 5);
    event[i] = Math.sin(phase) * amplitude * envelope;
  }
  return event;
}
