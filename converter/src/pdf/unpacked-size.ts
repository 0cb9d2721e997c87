import { constants, createInflate, type Inflate, inflateSync } from "node:zlib";
import type * as mupdf from "mupdf";

/**
 * How many bytes PDF streams unpack to, measured without MuPDF decoding them, so that a
 * decompression bomb is found before it costs memory or time.
 */

/** An image XObject (or a soft mask): measured by its pixels, not its stream. */
export function isImage(stream: mupdf.PDFObject): boolean {
  const subtype = stream.get("Subtype");
  return subtype.isName() && subtype.asName() === "Image";
}

/**
 * The bytes any other stream (page contents, forms, fonts, shadings) unpacks to: what its
 * filters produce. Flate runs in zlib here, chunk by chunk, and stops as soon as `limit`
 * is passed, never holding more than a chunk. A number above `limit` means it passed.
 */
export async function unpackedStreamBytes(stream: mupdf.PDFObject, limit: number): Promise<number> {
  const filters = filterNames(stream.get("Filter"));
  let raw: Uint8Array = stream.readRawStream().asUint8Array();
  // ASCII armour around the compressed bytes (old PDFs) is undone first: cheap and bounded.
  while (filters[0] && ASCII_FILTERS.has(filters[0])) {
    raw = decodeAscii(filters.shift() as string, raw);
  }
  if (filters.length === 0) return raw.length;
  if (filters.every((name) => FLATE.has(name))) {
    // Most streams are small: at most SMALL_INFLATE however they inflate, they are
    // inflated at once, which costs far less than a stream of chunks.
    const worst = raw.length * FLATE_EXPANSION ** filters.length;
    return worst <= SMALL_INFLATE
      ? inflatedAtOnce(raw, filters.length)
      : inflatedSize(raw, filters.length, limit);
  }
  // LZW and run-length are rare and bounded by their worst expansion; any other filter is
  // for images and decodes to no more than it reads here.
  return filters.reduce((size, name) => size * (WORST_EXPANSION[name] ?? 1), raw.length);
}

const FLATE = new Set(["FlateDecode", "Fl"]);
const ASCII_FILTERS = new Set(["ASCIIHexDecode", "AHx", "ASCII85Decode", "A85"]);
/** Most bytes one byte can become: LZW's 12-bit codes stand for strings of up to 4096 bytes. */
const WORST_EXPANSION: Record<string, number> = {
  LZWDecode: 2731,
  LZW: 2731,
  RunLengthDecode: 64,
  RL: 64,
};
/** Most bytes one byte of Flate data can become (zlib's own bound, about 1032:1). */
const FLATE_EXPANSION = 1032;
const SMALL_INFLATE = 16 * 1024 * 1024;
const CHUNK = 256 * 1024;

function filterNames(filter: mupdf.PDFObject): string[] {
  if (filter.isName()) return [filter.asName()];
  const names: string[] = [];
  if (filter.isArray()) {
    filter.forEach((entry) => {
      if (entry.isName()) names.push(entry.asName());
    });
  }
  return names;
}

/**
 * The bytes decoding an image makes, width × height × components (MuPDF decodes each to
 * 8 bits), whatever its filter: a small JPEG claiming a huge area counts in full.
 */
export function imagePixelBytes(image: mupdf.PDFObject): number {
  const width = Math.max(0, image.get("Width").valueOf() as number) || 0;
  const height = Math.max(0, image.get("Height").valueOf() as number) || 0;
  const mask = image.get("ImageMask").valueOf() === true;
  return width * height * (mask ? 1 : colourComponents(image.get("ColorSpace")));
}

const DEVICE_COMPONENTS: Record<string, number> = {
  DeviceGray: 1,
  G: 1,
  CalGray: 1,
  Separation: 1,
  Indexed: 3,
  I: 3,
  DeviceRGB: 3,
  RGB: 3,
  CalRGB: 3,
  Lab: 3,
  DeviceCMYK: 4,
  CMYK: 4,
};

/** Components of a colour space; 4 (the most a page image has) when it cannot be told. */
function colourComponents(space: mupdf.PDFObject): number {
  if (space.isName()) return DEVICE_COMPONENTS[space.asName()] ?? 4;
  if (!space.isArray()) return 4;
  const family = space.get(0);
  const name = family.isName() ? family.asName() : "";
  if (name === "ICCBased") return (space.get(1).get("N").valueOf() as number) || 4;
  if (name === "DeviceN") return Math.max(1, space.get(1).length);
  return DEVICE_COMPONENTS[name] ?? 4;
}

function inflatedAtOnce(raw: Uint8Array, layers: number): number {
  let bytes: Uint8Array = raw;
  try {
    for (let layer = 0; layer < layers; layer++) {
      // As in the chunked path, a damaged end keeps what came out until then.
      bytes = inflateSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });
    }
  } catch {
    // The page's own reading reports the damage; counted as read so far.
  }
  return bytes.length;
}

/** Bytes out of `layers` Flate filters in a row, counted until they pass `limit`. */
function inflatedSize(raw: Uint8Array, layers: number, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflaters: Inflate[] = Array.from({ length: layers }, () =>
      // A damaged end is MuPDF's to handle: what came out until then is what counts.
      createInflate({ chunkSize: CHUNK, finishFlush: constants.Z_SYNC_FLUSH }),
    );
    let total = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      for (const inflater of inflaters) inflater.destroy();
      resolve(total);
    };
    for (const [at, inflater] of inflaters.entries()) {
      inflater.on("error", finish);
      const next = inflaters[at + 1];
      if (next) inflater.pipe(next);
    }
    const last = inflaters[layers - 1] as Inflate;
    last.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) finish();
    });
    last.on("end", finish);
    (inflaters[0] as Inflate).end(raw);
  });
}

function decodeAscii(filter: string, bytes: Uint8Array): Uint8Array {
  const text = Buffer.from(bytes).toString("latin1");
  return filter === "ASCIIHexDecode" || filter === "AHx" ? decodeHex(text) : decodeAscii85(text);
}

function decodeHex(text: string): Uint8Array {
  const digits = text.split(">")[0]?.replace(/[^0-9a-f]/gi, "") ?? "";
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, "hex");
}

function decodeAscii85(text: string): Uint8Array {
  const body = (text.split("~>")[0] ?? "").replace(/^<~/, "").replace(/\s+/g, "");
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
    for (let i = 0; i < count; i++) out.push((value >>> (24 - 8 * i)) & 0xff);
    group = [];
  };
  for (const char of body) {
    if (char === "z" && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const digit = char.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) continue;
    group.push(digit);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return Uint8Array.from(out);
}
