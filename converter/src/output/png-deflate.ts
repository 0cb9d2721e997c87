import { readFileSync } from "node:fs";
import type { PngBitDepth } from "../pdf/image-writes.js";
import type { RawImage } from "../pdf/raw-image.js";

/** The compiled png-deflate.wat: its memory and its functions. */
interface Deflater {
  memory: WebAssembly.Memory;
  pack4(src: number, width: number, height: number): void;
  tokenize(
    src: number,
    rowBytes: number,
    height: number,
    syms: number,
    counts: number,
    checksum: number,
  ): number;
  emit(
    syms: number,
    count: number,
    codes: number,
    out: number,
    bits: number,
    pending: number,
  ): number;
}

let deflater: Deflater | null = null;

/** Each thread compiles the module once, when it first writes a PNG (2 kB, about 1 ms). */
function loadDeflater(): Deflater {
  if (!deflater) {
    const binary = readFileSync(new URL("./png-deflate.wasm", import.meta.url));
    const { exports } = new WebAssembly.Instance(new WebAssembly.Module(binary));
    deflater = exports as unknown as Deflater;
  }
  return deflater;
}

/** Symbols of the deflater: 0-255 a literal byte, 256 the block's end, 256 + n a run of n. */
const SYMBOLS = 256 + 258 + 1;
const END_OF_BLOCK = 256;
const SHORTEST_RUN = 3;
const LONGEST_RUN = 258;
/** deflate's length symbols (257-285): the shortest length of each, and its extra bits. */
const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
/** The order deflate sends the code lengths' own code lengths in. */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
/** The index of deflate's length symbol for each run length (3-258), from 0 for symbol 257. */
const LENGTH_INDEX = new Uint8Array(LONGEST_RUN + 1);
for (let length = SHORTEST_RUN, index = 0; length <= LONGEST_RUN; length++) {
  while (index + 1 < LENGTH_BASE.length && (LENGTH_BASE[index + 1] ?? 0) <= length) index++;
  LENGTH_INDEX[length] = index;
}

const align8 = (n: number) => (n + 7) & ~7;

/**
 * The zlib stream of a PNG's image data (each row with filter type 0), one deflate block
 * with Huffman codes made for the image: runs of a repeated byte as matches at distance 1,
 * every other byte a literal (png-deflate.wat). For the converter's grey pages it takes a
 * fraction of the time zlib's fastest level does, for files about a tenth larger. At a
 * depth of 4, a one-channel image's greys are first rounded to 16 levels, two pixels a
 * byte.
 */
export function deflateRows(image: RawImage, depth: PngBitDepth = 8): Uint8Array {
  const { pixels, width, height, channels } = image;
  if (depth === 4 && channels !== 1) {
    throw new RangeError(`A 4-bit PNG has one channel, not ${channels}.`);
  }
  const rowBytes = depth === 4 ? (width + 1) >> 1 : width * channels;
  const { memory, tokenize, emit, pack4 } = loadDeflater();
  // The layout png-deflate.wat expects: the image, the symbols (one per byte and per row at
  // most, and the block's end), the counts, the checksum, the codes, the output.
  const syms = align8(pixels.length + 16);
  const maxSymbols = height * (rowBytes + 1) + 1;
  const counts = align8(syms + maxSymbols * 2);
  const checksum = counts + SYMBOLS * 4;
  const codes = checksum + 8;
  const out = codes + SYMBOLS * 8;
  // Each symbol takes at most 21 bits; the header takes at most about 300 bytes.
  const end = out + 1024 + Math.ceil((maxSymbols * 21) / 8);
  const missing = end - memory.buffer.byteLength;
  if (missing > 0) memory.grow(Math.ceil(missing / 65536));
  const bytes = new Uint8Array(memory.buffer);
  bytes.set(pixels, 0);
  if (depth === 4) pack4(0, width, height);
  bytes.fill(0, counts, codes);
  const symbolCount = tokenize(0, rowBytes, height, syms, counts, checksum);
  new Uint16Array(memory.buffer, syms + symbolCount * 2, 1)[0] = END_OF_BLOCK;

  const symbolCounts = new Uint32Array(memory.buffer, counts, SYMBOLS);
  const frequencies = new Uint32Array(286);
  frequencies.set(symbolCounts.subarray(0, 256));
  frequencies[END_OF_BLOCK] = 1;
  for (let length = SHORTEST_RUN; length <= LONGEST_RUN; length++) {
    const index = 257 + (LENGTH_INDEX[length] ?? 0);
    frequencies[index] = (frequencies[index] ?? 0) + (symbolCounts[256 + length] ?? 0);
  }
  const lengths = codeLengths(frequencies, 15);
  const literalCodes = canonicalCodes(lengths);

  // Each symbol's code as png-deflate.wat writes it: a run is its length symbol's code,
  // the extra bits of its length, and the one distance code (distance 1, one bit: 0).
  const table = new Uint32Array(memory.buffer, codes, SYMBOLS * 2);
  for (let symbol = 0; symbol <= END_OF_BLOCK; symbol++) {
    table[symbol * 2] = literalCodes[symbol] ?? 0;
    table[symbol * 2 + 1] = lengths[symbol] ?? 0;
  }
  for (let length = SHORTEST_RUN; length <= LONGEST_RUN; length++) {
    const index = LENGTH_INDEX[length] ?? 0;
    const symbol = 257 + index;
    const codeLength = lengths[symbol] ?? 0;
    const extraBits = LENGTH_EXTRA[index] ?? 0;
    const extra = length - (LENGTH_BASE[index] ?? 0);
    table[(256 + length) * 2] = (literalCodes[symbol] ?? 0) | (extra << codeLength);
    table[(256 + length) * 2 + 1] = codeLength + extraBits + 1;
  }

  const header = new BitWriter(bytes, out);
  // zlib's header: deflate with a 32 kB window, the fastest level; its check bits.
  header.bytes(0x78, 0x01);
  writeBlockHeader(header, lengths);
  const written = emit(syms, symbolCount + 1, codes, header.at, header.bits, header.pending);
  const streamEnd = header.at + written;
  const adler = new DataView(memory.buffer).getUint32(checksum, true);
  const stream = new Uint8Array(streamEnd - out + 4);
  stream.set(new Uint8Array(memory.buffer, out, streamEnd - out));
  new DataView(stream.buffer).setUint32(stream.length - 4, adler);
  return stream;
}

/** Bits written least significant first, as deflate packs them, from `at` on. */
class BitWriter {
  bits = 0;
  pending = 0;

  constructor(
    private readonly memory: Uint8Array,
    public at: number,
  ) {}

  bytes(...values: number[]): void {
    for (const value of values) this.memory[this.at++] = value;
  }

  write(value: number, count: number): void {
    this.bits |= value << this.pending;
    this.pending += count;
    while (this.pending >= 8) {
      this.memory[this.at++] = this.bits & 0xff;
      this.bits >>>= 8;
      this.pending -= 8;
    }
  }
}

/**
 * A final block with dynamic Huffman codes: the literal/length code's lengths, one
 * distance code (distance 1) of one bit, all sent run-length coded as deflate prescribes.
 */
function writeBlockHeader(out: BitWriter, literalLengths: Uint8Array): void {
  let literals = 286;
  while (literals > 257 && literalLengths[literals - 1] === 0) literals--;
  const all = [...literalLengths.subarray(0, literals), 1];
  // The lengths as code-length symbols: 0-15 a length, 16 the last one 3-6 times more,
  // 17 and 18 runs of 3-10 and 11-138 zeros; each with its extra bits' value.
  const symbols: Array<[number, number]> = [];
  for (let i = 0; i < all.length; ) {
    const length = all[i] ?? 0;
    let repeats = 1;
    while (all[i + repeats] === length) repeats++;
    if (length === 0 && repeats >= 3) {
      const taken = Math.min(repeats, 138);
      symbols.push(taken >= 11 ? [18, taken - 11] : [17, taken - 3]);
      i += taken;
    } else if (length !== 0 && repeats >= 4) {
      const copies = Math.min(repeats - 1, 6);
      symbols.push([length, 0], [16, copies - 3]);
      i += 1 + copies;
    } else {
      symbols.push([length, 0]);
      i++;
    }
  }
  const frequencies = new Uint32Array(19);
  for (const [symbol] of symbols) frequencies[symbol] = (frequencies[symbol] ?? 0) + 1;
  // A code of one symbol would be incomplete, which inflaters refuse for this code.
  if (frequencies.filter((count) => count > 0).length < 2) {
    frequencies[frequencies[0] ? 18 : 0] = 1;
  }
  const lengths = codeLengths(frequencies, 7);
  const codes = canonicalCodes(lengths);
  let sent = 19;
  while (sent > 4 && lengths[CODE_LENGTH_ORDER[sent - 1] ?? 0] === 0) sent--;

  out.write(1, 1); // the final block
  out.write(2, 2); // dynamic Huffman codes
  out.write(literals - 257, 5);
  out.write(0, 5); // one distance code
  out.write(sent - 4, 4);
  for (let i = 0; i < sent; i++) out.write(lengths[CODE_LENGTH_ORDER[i] ?? 0] ?? 0, 3);
  const extraBits: Record<number, number> = { 16: 2, 17: 3, 18: 7 };
  for (const [symbol, extra] of symbols) {
    out.write(codes[symbol] ?? 0, lengths[symbol] ?? 0);
    if (symbol >= 16) out.write(extra, extraBits[symbol] ?? 0);
  }
}

/**
 * Huffman code lengths for `frequencies`, none longer than `limit`: the optimal code
 * built with two queues, then lengths past the limit brought within it as JPEG's
 * standard does (Annex K.3), which keeps the code complete.
 */
export function codeLengths(frequencies: Uint32Array, limit: number): Uint8Array {
  const lengths = new Uint8Array(frequencies.length);
  const used: number[] = [];
  frequencies.forEach((count, symbol) => {
    if (count > 0) used.push(symbol);
  });
  if (used.length === 1) lengths[used[0] ?? 0] = 1;
  if (used.length < 2) return lengths;
  used.sort((a, b) => (frequencies[a] ?? 0) - (frequencies[b] ?? 0) || a - b);
  const leaves = used.length;
  const weight = new Float64Array(2 * leaves - 1);
  const parent = new Int32Array(2 * leaves - 1);
  used.forEach((symbol, i) => {
    weight[i] = frequencies[symbol] ?? 0;
  });
  // Leaves in rising weight, then inner nodes in the order made (also rising): the two
  // lightest of both queues' heads join each time.
  let leaf = 0;
  let inner = leaves;
  let next = leaves;
  const lightest = () =>
    leaf < leaves && (inner >= next || (weight[leaf] ?? 0) <= (weight[inner] ?? 0))
      ? leaf++
      : inner++;
  while (next < 2 * leaves - 1) {
    const first = lightest();
    const second = lightest();
    weight[next] = (weight[first] ?? 0) + (weight[second] ?? 0);
    parent[first] = next;
    parent[second] = next;
    next++;
  }
  const depth = new Int32Array(2 * leaves - 1);
  // Lengths past the limit are counted as one past it, brought within it below.
  const perLength = new Int32Array(limit + 2);
  for (let node = 2 * leaves - 3; node >= 0; node--) {
    depth[node] = (depth[parent[node] ?? 0] ?? 0) + 1;
  }
  for (let i = 0; i < leaves; i++) {
    const length = Math.min(depth[i] ?? 0, limit + 1);
    perLength[length] = (perLength[length] ?? 0) + 1;
  }
  // Codes past the limit go to the limit; then, while the code is over-full, one code of
  // the longest length below the limit becomes two one longer, and one at the limit goes.
  perLength[limit] = (perLength[limit] ?? 0) + (perLength[limit + 1] ?? 0);
  perLength[limit + 1] = 0;
  let kraft = 0;
  for (let length = 1; length <= limit; length++) {
    kraft += (perLength[length] ?? 0) * 2 ** (limit - length);
  }
  while (kraft > 2 ** limit) {
    let length = limit - 1;
    while ((perLength[length] ?? 0) === 0) length--;
    perLength[length] = (perLength[length] ?? 0) - 1;
    perLength[length + 1] = (perLength[length + 1] ?? 0) + 2;
    perLength[limit] = (perLength[limit] ?? 0) - 1;
    kraft--;
  }
  // The most frequent symbols take the shortest codes.
  let symbolAt = leaves - 1;
  for (let length = 1; length <= limit; length++) {
    for (let count = perLength[length] ?? 0; count > 0; count--) {
      lengths[used[symbolAt--] ?? 0] = length;
    }
  }
  return lengths;
}

/** deflate's canonical codes for these lengths, bit-reversed to be written as they come. */
function canonicalCodes(lengths: Uint8Array): Uint16Array {
  const perLength = new Uint16Array(16);
  for (const length of lengths) if (length > 0) perLength[length] = (perLength[length] ?? 0) + 1;
  const nextCode = new Uint16Array(16);
  let code = 0;
  for (let length = 1; length < 16; length++) {
    code = (code + (perLength[length - 1] ?? 0)) << 1;
    nextCode[length] = code;
  }
  const codes = new Uint16Array(lengths.length);
  lengths.forEach((length, symbol) => {
    if (length === 0) return;
    let value = nextCode[length] ?? 0;
    nextCode[length] = value + 1;
    let reversed = 0;
    for (let bit = 0; bit < length; bit++) {
      reversed = (reversed << 1) | (value & 1);
      value >>= 1;
    }
    codes[symbol] = reversed;
  });
  return codes;
}
