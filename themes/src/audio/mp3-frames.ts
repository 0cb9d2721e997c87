/** What one MPEG audio Layer III frame header says. */
export interface Mp3FrameHeader {
  /** 1 for MPEG-1; 2 for MPEG-2 and MPEG-2.5 (they share tables here). */
  version: 1 | 2;
  sampleRate: number;
  bitrateKbps: number;
  channels: 1 | 2;
  samplesPerFrame: number;
  /** Bytes of the whole frame, header included. */
  length: number;
  /** Bytes of side information after the header (where an Info tag would start). */
  sideInfoLength: number;
}

const BITRATES_MPEG1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_MPEG2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES_MPEG1 = [44_100, 48_000, 32_000];

/** Decodes a 32-bit frame header, or returns null if it is not a valid Layer III header. */
export function parseFrameHeader(header: number): Mp3FrameHeader | null {
  if (header >>> 21 !== 0x7ff) return null;
  const versionBits = (header >>> 19) & 3;
  const layerBits = (header >>> 17) & 3;
  const bitrateIndex = (header >>> 12) & 15;
  const rateIndex = (header >>> 10) & 3;
  if (
    versionBits === 1 ||
    layerBits !== 1 ||
    bitrateIndex === 0 ||
    bitrateIndex === 15 ||
    rateIndex === 3
  ) {
    return null;
  }
  const mpeg1 = versionBits === 3;
  const baseRate = SAMPLE_RATES_MPEG1[rateIndex] as number;
  const sampleRate = mpeg1 ? baseRate : versionBits === 2 ? baseRate / 2 : baseRate / 4;
  const bitrateKbps = (mpeg1 ? BITRATES_MPEG1 : BITRATES_MPEG2)[bitrateIndex] as number;
  const padding = (header >>> 9) & 1;
  const channels = ((header >>> 6) & 3) === 3 ? 1 : 2;
  const length = Math.floor(((mpeg1 ? 144 : 72) * bitrateKbps * 1000) / sampleRate) + padding;
  const sideInfoLength = mpeg1 ? (channels === 1 ? 17 : 32) : channels === 1 ? 9 : 17;
  return {
    version: mpeg1 ? 1 : 2,
    sampleRate,
    bitrateKbps,
    channels,
    samplesPerFrame: mpeg1 ? 1152 : 576,
    length,
    sideInfoLength,
  };
}

export interface Mp3Frame extends Mp3FrameHeader {
  offset: number;
}

/**
 * Walks a raw MP3 stream frame by frame. Throws on anything but back-to-back frames:
 * the encoder's own output must be exactly that, and a gap would mean a bug here.
 */
export function listFrames(stream: Uint8Array): Mp3Frame[] {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const frames: Mp3Frame[] = [];
  let offset = 0;
  while (offset + 4 <= stream.length) {
    const header = parseFrameHeader(view.getUint32(offset));
    if (!header) throw new Error(`No MP3 frame header at byte ${offset}`);
    frames.push({ ...header, offset });
    offset += header.length;
  }
  if (offset !== stream.length) throw new Error("The MP3 stream ends inside a frame");
  return frames;
}
