import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { encodePng } from "../../converter/src/output/png-encoder.js";

/**
 * Files for theme-upload tests: pictures and sounds written here, so the tests run
 * without the shared corpus, and the corpus's real media when it is there.
 */

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real RGB PNG of a warm evening gradient, encoded by the converter's PNG encoder. */
export function gradientPng(width = 640, height = 360): UploadFile {
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = 40 + Math.round((150 * x) / width);
      pixels[at + 1] = 30 + Math.round((60 * y) / height);
      pixels[at + 2] = 60;
    }
  }
  const buffer = encodePng({ pixels, width, height, channels: 3 });
  return { name: "evening.png", mimeType: "image/png", buffer };
}

/** Half a second of a quiet 220 Hz hum as 16-bit mono WAV. */
export function humWav(): UploadFile {
  const rate = 22_050;
  const samples = rate / 2;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write("RIFF", 0, "latin1");
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write("WAVEfmt ", 8, "latin1");
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36, "latin1");
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    buffer.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 220 * i) / rate)), 44 + i * 2);
  }
  return { name: "hum.wav", mimeType: "audio/wav", buffer };
}

/** The shared corpus's media folder, beside the repository, when present. */
export const CORPUS_MEDIA = fileURLToPath(new URL("../../../shared/corpus/media", import.meta.url));
export const corpusMediaAvailable = () => existsSync(join(CORPUS_MEDIA, "INDEX.tsv"));
