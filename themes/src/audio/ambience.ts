import type { Random } from "../random.js";

/** What each ambience synthesiser receives. */
export interface AmbienceContext {
  readonly random: Random;
  /** Samples to render: the loop plus the overrun that is crossfaded into its start. */
  readonly length: number;
  /** The loop's length; slow modulations repeat with this period so the seam is natural. */
  readonly period: number;
}

/** Adds a short event (a drop, a crackle) into `out` at `start`, clipped to the buffer. */
export function addEvent(out: Float32Array, start: number, event: Float32Array): void {
  const end = Math.min(out.length, start + event.length);
  for (let i = Math.max(0, start); i < end; i++) {
    out[i] = (out[i] as number) + (event[i - start] as number);
  }
}

/** Event times of a Poisson process with `perSecond` events on average. */
export function poissonTimes(
  random: Random,
  length: number,
  perSecond: number,
  sampleRate: number,
): number[] {
  const times: number[] = [];
  let t = 0;
  for (;;) {
    t += (-Math.log(1 - random.next()) / perSecond) * sampleRate;
    if (t >= length) return times;
    times.push(Math.floor(t));
  }
}
