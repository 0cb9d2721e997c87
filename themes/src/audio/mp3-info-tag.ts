import { parseFrameHeader } from "./mp3-frames.js";

/**
 * The "Info" tag (Xing header with LAME extension) that gapless MP3 players read: it
 * sits in an otherwise silent first frame and records how many samples of encoder
 * delay to drop at the start and of padding at the end. Browsers' decoders honour it,
 * which is what lets a synthesised loop wrap without a gap of silence.
 */
export interface GaplessInfo {
  /** Audio frames after the tag frame. */
  frameCount: number;
  /** Bytes of the whole file, tag frame included. */
  byteCount: number;
  /** Samples to drop at the start (LAME's "encoder delay"). */
  encoderDelay: number;
  /** Samples to drop at the end. */
  padding: number;
}

const XING_FLAGS = 0x1 | 0x2 | 0x4 | 0x8; // frames, bytes, table of contents, quality
const LAME_VERSION = "LAME3.100";
/** The delay and padding fields are 12 bits each. */
export const MAX_GAPLESS_FIELD = 4095;

/**
 * Builds the tag frame. `templateHeader` is the first audio frame's header: the tag
 * frame must look like the stream's frames (same version, rate and bitrate) so that
 * decoders accept it. `audio` is the encoded stream the tag will precede.
 */
export function buildInfoTagFrame(
  templateHeader: number,
  audio: Uint8Array,
  info: Omit<GaplessInfo, "byteCount">,
): Buffer {
  if (
    info.encoderDelay > MAX_GAPLESS_FIELD ||
    info.padding > MAX_GAPLESS_FIELD ||
    info.padding < 0
  ) {
    throw new Error(`Encoder delay ${info.encoderDelay} or padding ${info.padding} out of range`);
  }
  // No padding slot and no CRC: the frame's length is then exactly what the table says.
  const header = ((templateHeader & ~0x200) | 0x10000) >>> 0;
  const parsed = parseFrameHeader(header);
  if (!parsed) throw new Error("The template is not an MP3 frame header");
  const frame = Buffer.alloc(parsed.length);
  frame.writeUInt32BE(header, 0);
  let at = 4 + parsed.sideInfoLength;
  if (at + 156 > frame.length)
    throw new Error("Frames at this bitrate are too small for an Info tag");
  const byteCount = frame.length + audio.length;

  at = frame.write("Info", at, "latin1") + at; // "Info" rather than "Xing" marks constant bitrate
  at = frame.writeUInt32BE(XING_FLAGS, at);
  at = frame.writeUInt32BE(info.frameCount, at);
  at = frame.writeUInt32BE(byteCount, at);
  // Table of contents: at constant bitrate, byte position is proportional to time.
  for (let i = 0; i < 100; i++) frame[at + i] = Math.floor((i * 256) / 100);
  at += 100;
  at = frame.writeUInt32BE(0, at); // quality indicator: unused

  const lameStart = at;
  at += frame.write(LAME_VERSION, at, "latin1");
  frame[at++] = 0x01; // tag revision 0, method 1: constant bitrate
  frame[at++] = 0; // lowpass: unknown
  at += 4 + 2 + 2; // peak amplitude, radio and audiophile replay gain: not computed
  frame[at++] = 0; // encoding flags and ATH type
  frame[at++] = Math.min(255, parsed.bitrateKbps);
  frame[at++] = info.encoderDelay >> 4;
  frame[at++] = ((info.encoderDelay & 0xf) << 4) | (info.padding >> 8);
  frame[at++] = info.padding & 0xff;
  at += 1 + 1 + 2; // misc, MP3 gain, preset and surround: unused
  at = frame.writeUInt32BE(byteCount, at); // music length
  at = frame.writeUInt16BE(crc16(audio), at); // music CRC
  // The tag's own CRC covers the frame from its first byte up to this field.
  frame.writeUInt16BE(crc16(frame.subarray(0, at)), at);
  if (at + 2 - lameStart !== 36) throw new Error("LAME extension has the wrong length");
  return frame;
}

/** Reads the gapless information back from a file, or null if it has no Info/Xing tag. */
export function readGaplessInfo(file: Uint8Array): GaplessInfo | null {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (file.length < 4) return null;
  const header = parseFrameHeader(view.getUint32(0));
  if (!header) return null;
  let at = 4 + header.sideInfoLength;
  const marker = Buffer.from(file.subarray(at, at + 4)).toString("latin1");
  if (marker !== "Info" && marker !== "Xing") return null;
  const flags = view.getUint32(at + 4);
  at += 8;
  let frameCount = 0;
  let byteCount = 0;
  if (flags & 0x1) {
    frameCount = view.getUint32(at);
    at += 4;
  }
  if (flags & 0x2) {
    byteCount = view.getUint32(at);
    at += 4;
  }
  if (flags & 0x4) at += 100;
  if (flags & 0x8) at += 4;
  // The LAME extension: delay and padding sit 21 bytes after its version string begins.
  const delayAndPadding =
    (view.getUint8(at + 21) << 16) | (view.getUint8(at + 22) << 8) | view.getUint8(at + 23);
  return {
    frameCount,
    byteCount,
    encoderDelay: delayAndPadding >> 12,
    padding: delayAndPadding & 0xfff,
  };
}

/** CRC-16 with the 0x8005 polynomial, reflected (CRC-16/ARC), as LAME computes its tag CRCs. */
export function crc16(data: Uint8Array, initial = 0): number {
  let crc = initial;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc & 0xffff;
}
