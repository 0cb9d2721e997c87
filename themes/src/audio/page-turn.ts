import type { Random } from "../random.js";
import { Biquad, normalize, OnePoleLowPass, SAMPLE_RATE } from "./dsp.js";
import { encodeLoopAsMp3 } from "./mp3-encoder.js";

/** Long enough for the leaf's swish and its landing; a turn on a desktop takes 0.7 s. */
export const PAGE_TURN_SECONDS = 0.45;
/** Well below the ambient loops' level: the reader's volume scales it further. */
const PEAK = 0.45;

/**
 * A page turning: a swish of band-passed noise whose pitch rises as the leaf lifts and
 * speeds up, a few crackles of the paper's fibres on the way, and a soft low thud as it
 * lands. Starts and ends in silence, so it can be cut off or played again at any time.
 */
export function synthesizePageTurnSamples(random: Random): Float32Array {
  const length = Math.round(PAGE_TURN_SECONDS * SAMPLE_RATE);
  const out = new Float32Array(length);
  const swishEnd = 0.34 * SAMPLE_RATE;
  const band = new Biquad("bandpass", 900, 0.9);
  for (let i = 0; i < swishEnd; i++) {
    const t = i / swishEnd;
    band.set(900 + 2600 * t ** 1.5, 0.9);
    // A rise and fall shaped like the leaf's speed: slow to lift, fast over the top.
    const envelope = Math.sin(Math.PI * t ** 0.8) ** 2;
    out[i] = band.process(random.signed()) * envelope;
  }
  addCrackles(out, random, swishEnd);
  addLanding(out, random, Math.round(0.31 * SAMPLE_RATE));
  fadeEdges(out);
  return normalize(out, PEAK);
}

/** Short clicks of stiff paper flexing, faint and scattered over the swish. */
function addCrackles(out: Float32Array, random: Random, until: number): void {
  const count = 5 + random.int(4);
  for (let n = 0; n < count; n++) {
    const start = Math.floor(random.range(0.1, 0.9) * until);
    const click = new Biquad("bandpass", random.range(2500, 6000), 2);
    const length = Math.floor(SAMPLE_RATE * random.range(0.002, 0.006));
    const amplitude = random.range(0.15, 0.45);
    for (let i = 0; i < length && start + i < out.length; i++) {
      const decay = Math.exp((-4 * i) / length);
      out[start + i] =
        (out[start + i] as number) + click.process(random.signed()) * amplitude * decay;
    }
  }
}

/** The leaf settling on the others: 40 ms of low, soft noise. */
function addLanding(out: Float32Array, random: Random, start: number): void {
  const low = new OnePoleLowPass(500);
  const length = Math.floor(SAMPLE_RATE * 0.04);
  for (let i = 0; i < length && start + i < out.length; i++) {
    const envelope = Math.min(1, i / 60) * Math.exp((-5 * i) / length);
    out[start + i] = (out[start + i] as number) + low.process(random.signed()) * 1.6 * envelope;
  }
}

/** 5 ms in and 30 ms out, so no edge clicks. */
function fadeEdges(out: Float32Array): void {
  const fadeIn = Math.floor(SAMPLE_RATE * 0.005);
  const fadeOut = Math.floor(SAMPLE_RATE * 0.03);
  for (let i = 0; i < fadeIn; i++) out[i] = (out[i] as number) * (i / fadeIn);
  for (let i = 0; i < fadeOut; i++) {
    const at = out.length - 1 - i;
    out[at] = (out[at] as number) * (i / fadeOut);
  }
}

/** The page-turn sound as MP3, which every browser plays. */
export function synthesizePageTurn(random: Random): Promise<Buffer> {
  // Silent at both ends, so the encoder's wrap-around context adds nothing audible.
  return encodeLoopAsMp3(synthesizePageTurnSamples(random), SAMPLE_RATE, 64);
}
