import type { Random } from "../random.js";
import { normalize, SAMPLE_RATE } from "./dsp.js";
import { type FireParams, renderFire } from "./fire.js";
import { encodeLoopAsMp3, type Mp3Bitrate } from "./mp3-encoder.js";
import { type RainParams, renderRain } from "./rain.js";
import { renderSea, type SeaParams } from "./sea.js";
import { makeSeamlessLoop } from "./seamless-loop.js";
import { renderWind, type WindParams } from "./wind.js";

export type AmbienceParams = (RainParams | FireParams | WindParams | SeaParams) & {
  /** Length of the loop. */
  seconds: number;
};
export type AmbientSound = AmbienceParams["sound"];

/** Seconds of overrun crossfaded into the start: long enough that no seam can be heard. */
const CROSSFADE_SECONDS = 2;
/** Headroom below full scale: MP3 encoding overshoots a little on transients. */
const PEAK = 0.8;
const BITRATE: Mp3Bitrate = 80;

/** Renders an ambience as a seamless mono loop of samples in [-1, 1]. */
export function synthesizeLoop(params: AmbienceParams, random: Random): Float32Array {
  const period = Math.round(params.seconds * SAMPLE_RATE);
  const context = { random, length: period + CROSSFADE_SECONDS * SAMPLE_RATE, period };
  const rendered =
    params.sound === "rain"
      ? renderRain(context, params)
      : params.sound === "fire"
        ? renderFire(context, params)
        : params.sound === "wind"
          ? renderWind(context, params)
          : renderSea(context, params);
  return normalize(makeSeamlessLoop(rendered, period), PEAK);
}

/** Renders an ambience and encodes it as a gapless MP3 loop. */
export async function synthesizeAmbience(params: AmbienceParams, random: Random): Promise<Buffer> {
  return encodeLoopAsMp3(synthesizeLoop(params, random), SAMPLE_RATE, BITRATE);
}

export { SAMPLE_RATE };
