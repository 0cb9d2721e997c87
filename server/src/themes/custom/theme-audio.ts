import fs from "node:fs/promises";
import { parseFrameHeader } from "@bindery/themes/audio/mp3-frames";

export type AudioFormat = "mp3" | "ogg" | "wav" | "m4a";

/** ISO base media brands of audio files (and of the generic containers M4A files use). */
const M4A_BRANDS = new Set([
  "M4A ",
  "M4B ",
  "mp42",
  "mp41",
  "isom",
  "iso2",
  "iso5",
  "iso6",
  "dash",
]);
const HEAD_BYTES = 64 * 1024;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString("latin1", start, end);

/**
 * What kind of sound a file holds, judged by its bytes (never its name), or null for
 * anything that is not MP3, Ogg Vorbis/Opus, WAV or M4A. The checks go past the first
 * magic bytes where that is cheap (an MP3 needs two frames in a row, an Ogg stream a
 * Vorbis or Opus header), so a text file that happens to start with "ID3" is refused.
 */
export async function identifyAudio(filePath: string): Promise<AudioFormat | null> {
  const file = await fs.open(filePath, "r");
  try {
    const readAt = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    const head = await readAt(0, HEAD_BYTES);
    if (isWav(head)) return "wav";
    if (isOggVorbisOrOpus(head)) return "ogg";
    if (isM4a(head)) return "m4a";
    const mp3Start = head.length >= 10 && ascii(head, 0, 3) === "ID3" ? id3Length(head) : 0;
    if (mp3Start === null) return null;
    return hasTwoMp3Frames(await readAt(mp3Start, 4096)) ? "mp3" : null;
  } finally {
    await file.close();
  }
}

function isWav(head: Buffer): boolean {
  return head.length >= 16 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 16) === "WAVEfmt ";
}

/** The first Ogg page carries the codec's identification packet. */
function isOggVorbisOrOpus(head: Buffer): boolean {
  if (head.length < 28 || ascii(head, 0, 4) !== "OggS") return false;
  const packet = 27 + (head[26] ?? 0);
  return (
    ascii(head, packet, packet + 7) === "\x01vorbis" ||
    ascii(head, packet, packet + 8) === "OpusHead"
  );
}

function isM4a(head: Buffer): boolean {
  return head.length >= 12 && ascii(head, 4, 8) === "ftyp" && M4A_BRANDS.has(ascii(head, 8, 12));
}

/** Bytes taken by an ID3v2 tag (header, body, footer), or null for a malformed one. */
function id3Length(head: Buffer): number | null {
  const major = head[3] ?? 0;
  const sizeBytes = head.subarray(6, 10);
  if (major < 2 || major > 4 || sizeBytes.some((byte) => byte > 0x7f)) return null;
  const size = sizeBytes.reduce((total, byte) => total * 128 + byte, 0);
  const hasFooter = ((head[5] ?? 0) & 0x10) !== 0;
  return 10 + size + (hasFooter ? 10 : 0);
}

function hasTwoMp3Frames(bytes: Buffer): boolean {
  if (bytes.length < 4) return false;
  const first = parseFrameHeader(bytes.readUInt32BE(0));
  if (!first) return false;
  // A file of one frame is a blip, not a sound; and one header alone is easily faked.
  if (bytes.length < first.length + 4) return false;
  return parseFrameHeader(bytes.readUInt32BE(first.length)) !== null;
}
