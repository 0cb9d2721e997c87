import { createMp3Encoder } from "wasm-media-encoders";
import { listFrames } from "./mp3-frames.js";
import { buildInfoTagFrame } from "./mp3-info-tag.js";

/**
 * LAME's fixed encoder delay at MPEG-1 rates: the first decoded samples are this many
 * samples late (checked against mpg123 in the tests).
 */
const LAME_ENCODER_DELAY = 576;
/**
 * Samples of the loop's end fed to the encoder before its start (and of its start
 * after its end). The encoder's transform then sees the loop's wrap-around instead of
 * silence at both edges, and the tag tells decoders to drop the extra samples again.
 */
const WRAP_CONTEXT = 1152;

export type Mp3Bitrate = 64 | 80 | 96 | 112 | 128;

/**
 * Only MPEG-1 rates: there a frame holds 1152 samples and LAME's delay is the 576
 * assumed below (MPEG-2 rates halve the frame and would need other constants).
 */
function mpeg1Rate(rate: number): 32_000 | 44_100 | 48_000 {
  if (rate === 32_000 || rate === 44_100 || rate === 48_000) return rate;
  throw new Error(`Encode loops at 32, 44.1 or 48 kHz, not ${rate} Hz`);
}

type Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;
/**
 * One encoder per thread, created once: creating one compiles the WebAssembly module.
 * Sharing is safe because an encoding runs from `configure` to `finalize` without
 * awaiting, so two encodings can never interleave on it.
 */
let sharedEncoder: Promise<Encoder> | null = null;

/**
 * Encodes a mono loop as constant-bitrate MP3 (plays in every browser) with an Info
 * tag declaring exact encoder delay and padding, so a gapless decoder gives back
 * precisely `loop.length` samples and the loop wraps without a gap.
 */
export async function encodeLoopAsMp3(
  loop: Float32Array,
  sampleRate: number,
  bitrate: Mp3Bitrate,
): Promise<Buffer> {
  if (loop.length < WRAP_CONTEXT) throw new Error("The loop is too short to encode");
  sharedEncoder ??= createMp3Encoder();
  const encoder = await sharedEncoder;
  encoder.configure({ sampleRate, channels: 1, bitrate, outputSampleRate: mpeg1Rate(sampleRate) });
  const chunks: Buffer[] = [];
  // The encoder's output view is reused by the next call: copy each piece out at once.
  const feed = (samples: Float32Array) => chunks.push(Buffer.from(encoder.encode([samples])));
  feed(loop.subarray(loop.length - WRAP_CONTEXT));
  const block = 16_384;
  for (let i = 0; i < loop.length; i += block) feed(loop.subarray(i, i + block));
  feed(loop.subarray(0, WRAP_CONTEXT));
  chunks.push(Buffer.from(encoder.finalize()));
  const audio = Buffer.concat(chunks);

  const frames = listFrames(audio);
  const first = frames[0];
  if (!first) throw new Error("The encoder produced no frames");
  const encoderDelay = LAME_ENCODER_DELAY + WRAP_CONTEXT;
  const padding = frames.length * first.samplesPerFrame - encoderDelay - loop.length;
  const tag = buildInfoTagFrame(audio.readUInt32BE(0), audio, {
    frameCount: frames.length,
    encoderDelay,
    padding,
  });
  return Buffer.concat([tag, audio]);
}
