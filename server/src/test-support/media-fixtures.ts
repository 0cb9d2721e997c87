import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { encodeLoopAsMp3 } from "@bindery/themes/audio/mp3-encoder";
import sharp from "sharp";
import { createOggEncoder } from "wasm-media-encoders";

/** Real pictures and sounds, made here, for theme-upload tests. */

const RATE = 32_000;

/** A second of a soft 440 Hz tone. */
function tone(seconds = 1): Float32Array {
  const samples = new Float32Array(Math.round(RATE * seconds));
  for (let i = 0; i < samples.length; i++)
    samples[i] = 0.3 * Math.sin((2 * Math.PI * 440 * i) / RATE);
  return samples;
}

/** 16-bit mono PCM in a RIFF/WAVE container. */
export function wavFile(samples = tone()): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => {
    data.writeInt16LE(Math.round(sample * 32767), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "latin1");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "latin1");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export const mp3File = () => encodeLoopAsMp3(tone(), RATE, 64);

export async function oggFile(): Promise<Buffer> {
  const encoder = await createOggEncoder();
  encoder.configure({ channels: 1, sampleRate: RATE, vbrQuality: 3 });
  const body = Buffer.from(encoder.encode([tone()]));
  return Buffer.concat([body, Buffer.from(encoder.finalize())]);
}

/** A noisy picture (so encoders have real work), in the given format. */
export function pictureFile(
  format: "png" | "jpeg" | "webp" | "gif",
  width = 640,
  height = 400,
): Promise<Buffer> {
  const noise = { type: "gaussian" as const, mean: 120, sigma: 40 };
  return sharp({ create: { width, height, channels: 3, background: "#7a6a5a", noise } })
    .toFormat(format)
    .toBuffer();
}

/** The shared corpus's media folder, when it is there (a fresh clone elsewhere lacks it). */
export const CORPUS_MEDIA_DIR = fileURLToPath(
  new URL("../../../../shared/corpus/media", import.meta.url),
);
export const corpusMediaAvailable = () => existsSync(join(CORPUS_MEDIA_DIR, "INDEX.tsv"));
