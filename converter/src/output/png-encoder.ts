import { crc32, deflateSync } from "node:zlib";
import type { RawImage } from "../pdf/raw-image.js";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG's colour type for each channel count: grey, grey and alpha, RGB, RGBA. */
const COLOUR_TYPES = { 1: 0, 2: 4, 3: 2, 4: 6 } as const;

/**
 * Encodes pixels as an 8-bit PNG, deflated at zlib's fastest level without row filters,
 * on the calling thread. For small images only (see ImageWriter): a thumbnail costs 0.3 ms
 * of CPU this way, where sharp's pipeline around its encoder costs more than the image;
 * a whole page deflates faster in sharp's zlib-ng.
 */
export function encodePng({ pixels, width, height, channels }: RawImage): Buffer {
  const rowBytes = width * channels;
  // Each row starts with its filter type, 0 (none): the buffer starts zeroed.
  const rows = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    rows.set(pixels.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = COLOUR_TYPES[channels];
  // Compression, filter method and interlacing: 0, the only ones there are, and none.
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 1 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PNG chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const bytes = Buffer.alloc(12 + data.length);
  bytes.writeUInt32BE(data.length, 0);
  bytes.write(type, 4, "latin1");
  data.copy(bytes, 8);
  bytes.writeUInt32BE(crc32(bytes.subarray(4, 8 + data.length)), 8 + data.length);
  return bytes;
}
