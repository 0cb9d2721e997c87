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

export interface FireParams {
  sound: "fire";
  /** Bursts of crackling per second; each burst is a handful of crackles close together. */
  burstsPerSecond: number;
}

/**
 * A wood fire: the low roar of the flames (brown noise whose brightness breathes with
 * the flames), a faint airy hiss, and crackles, which come in little bursts as pockets
 * of sap and gas pop, with the occasional louder, duller pop.
 */
export function renderFire(
  { random, length, period }: AmbienceContext,
  params: FireParams,
): Float32Array {
  const out = new Float32Array(length);
  const brown = new BrownNoise(random.fork(1));
  const pink = new PinkNoise(random.fork(2));
  const roarFilter = new OnePoleLowPass(250);
  const hissBand = new Biquad("bandpass", 3000, 0.7);
  const breathing = periodicModulation(random.fork(3), period, 12, 0.55, 1);
  const flicker = periodicModulation(random.fork(4), period, 60, 0.3, 1);
  for (let i = 0; i < length; i++) {
    const breath = breathing(i);
    if (i % 64 === 0) roarFilter.setCutoff(140 + 260 * breath);
    const roar = roarFilter.process(brown.next()) * 0.9 * breath;
    const hiss = hissBand.process(pink.next()) * 0.06 * flicker(i);
    out[i] = roar + hiss;
  }

  const crackles = random.fork(5);
  for (const burst of poissonTimes(crackles, length, params.burstsPerSecond, SAMPLE_RATE)) {
    const count = 1 + crackles.int(9);
    let at = burst;
    for (let k = 0; k < count; k++) {
      addEvent(out, at, crackles.next() < 0.1 ? pop(crackles) : crackle(crackles));
      at += Math.floor(SAMPLE_RATE * crackles.range(0.005, 0.06));
    }
  }
  return out;
}

/** One crackle: a very short, bright click of noise. */
function crackle(random: AmbienceContext["random"]): Float32Array {
  const length = Math.floor(SAMPLE_RATE * random.range(0.0015, 0.006));
  const event = new Float32Array(length);
  const bright = new OnePoleHighPass(random.range(1200, 3500));
  const amplitude = random.next() ** 2 * 0.9 + 0.08;
  for (let i = 0; i < length; i++) {
    event[i] = bright.process(random.signed()) * amplitude * Math.exp((-i / length) * 5);
  }
  return event;
}

/** A pop: louder and duller than a crackle, with a little body. */
function pop(random: AmbienceContext["random"]): Float32Array {
  const length = Math.floor(SAMPLE_RATE * random.range(0.015, 0.035));
  const event = new Float32Array(length);
  const body = new Biquad("bandpass", random.range(500, 1100), 2);
  const amplitude = random.range(0.6, 1.2);
  for (let i = 0; i < length; i++) {
    event[i] = body.process(random.signed()) * amplitude * 3 * Math.exp((-i / length) * 6);
  }
  return event;
}
