import type { AmbienceContext } from "./ambience.js";
import { BrownNoise, OnePoleHighPass, OnePoleLowPass, PinkNoise, SAMPLE_RATE } from "./dsp.js";

export interface SeaParams {
  sound: "sea";
  /** Waves breaking per loop; their timing repeats with the loop, so it must divide it evenly. */
  wavesPerLoop: number;
}

interface Wave {
  /** Sample at which the wave breaks. */
  crest: number;
  /** Seconds of build-up before the crest and of wash after it. */
  rise: number;
  wash: number;
  strength: number;
}

/**
 * Waves on a beach: each wave is a swell of low-passed noise that rises and brightens
 * as it builds, breaks (loudest and brightest), then washes out as a long hiss of foam
 * that slowly fades. A low surf rumble sits under it all.
 */
export function renderSea(
  { random, length, period }: AmbienceContext,
  params: SeaParams,
): Float32Array {
  const out = new Float32Array(length);
  const spacing = period / params.wavesPerLoop;
  // One wave shape per slot in the loop; slots repeat every period so the seam matches.
  const shapes = Array.from({ length: params.wavesPerLoop }, () => ({
    offset: random.range(-0.12, 0.12) * spacing,
    rise: random.range(2.2, 3.2),
    wash: random.range(3.5, 5),
    strength: random.range(0.7, 1),
  }));
  const waves: Wave[] = [];
  for (let k = -1; k * spacing < length + spacing; k++) {
    const shape = shapes[((k % params.wavesPerLoop) + params.wavesPerLoop) % params.wavesPerLoop];
    if (!shape) continue;
    waves.push({ crest: k * spacing + spacing / 2 + shape.offset, ...shape });
  }

  const pink = new PinkNoise(random.fork(1));
  const white = random.fork(2);
  const brown = new BrownNoise(random.fork(3));
  const swellFilter = new OnePoleLowPass(400);
  const foamFilter = new OnePoleHighPass(2500);
  const foamSoften = new OnePoleLowPass(9000);
  const surf = new OnePoleLowPass(180);
  for (let i = 0; i < length; i++) {
    let swell = 0;
    let foam = 0;
    for (const wave of waves) {
      const t = (i - wave.crest) / SAMPLE_RATE;
      if (t < -wave.rise || t > wave.wash * 1.6) continue;
      if (t < 0) {
        // Build-up: a smooth rise that accelerates into the break.
        const x = 1 + t / wave.rise;
        swell = Math.max(swell, wave.strength * x * x * x);
      } else {
        // Break and wash: the roar decays quickly, the foam's hiss lingers.
        swell = Math.max(swell, wave.strength * Math.exp(-t / (wave.wash * 0.3)));
        foam = Math.max(
          foam,
          wave.strength * Math.min(1, t * 6) * Math.exp(-t / (wave.wash * 0.45)),
        );
      }
    }
    // A breaking wave is brighter than a building one: open the filter with the swell.
    if (i % 32 === 0) swellFilter.setCutoff(250 + 2600 * swell * swell);
    out[i] =
      swellFilter.process(pink.next()) * (0.15 + 1.1 * swell) +
      foamSoften.process(foamFilter.process(white.signed())) * 0.22 * foam +
      surf.process(brown.next()) * 0.4;
  }
  return out;
}
