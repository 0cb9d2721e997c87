import { writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { ConversionError, conversionMessages } from "../errors.js";
import type { EncodeAtOnce, ImageWrite, PixelsWrite, PngBitDepth } from "../pdf/image-writes.js";
import { encodePng } from "./png-encoder.js";

// One encoding per libuv worker: libvips' own threads would only compete with the page
// workers for the same cores. Its cache holds nothing we reuse.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Encodes the images page reading produces (WebP, JPEG or PNG, see ENCODING): PNGs with
 * png-encoder.ts on the calling thread, the others with sharp. Images the book shows are
 * written before their page is handed on; snapshots, thumbnails and the cover are not
 * needed to read the book and are written in the background. The background is bounded,
 * each waiting image holding a raw page of a few megabytes: makeRoom() waits for it.
 */
export class ImageWriter {
  private readonly background = new Set<Promise<unknown>>();
  private failure: unknown = null;

  constructor(
    private readonly outDir: string,
    private readonly backlogLimit: number,
  ) {}

  /** Resolves once the images the book needs are written. */
  async write(writes: ImageWrite[]): Promise<void> {
    const needed: Array<Promise<unknown>> = [];
    for (const write of writes) {
      const done = this.encode(write);
      if (write.neededByBook) needed.push(done);
      else this.track(done);
    }
    await Promise.all(needed);
  }

  /** Waits until the background has room for another page's images. */
  async makeRoom(): Promise<void> {
    while (this.background.size >= this.backlogLimit) await Promise.race(this.background);
    this.rethrow();
  }

  /** Waits for every image; fails if any could not be written (a full disk). */
  async drain(): Promise<void> {
    await Promise.all(this.background);
    this.rethrow();
  }

  private encode(write: ImageWrite): Promise<unknown> {
    const path = join(this.outDir, write.file);
    const written = "bytes" in write ? writeAtOnce(write.bytes, path) : writePixels(write, path);
    return written.catch((cause: unknown) => {
      throw new ConversionError("storage", conversionMessages.storage, { cause });
    });
  }

  private track(write: Promise<unknown>): void {
    const tracked: Promise<unknown> = write.then(
      () => this.background.delete(tracked),
      (error: unknown) => {
        this.failure ??= error;
        this.background.delete(tracked);
      },
    );
    this.background.add(tracked);
  }

  private rethrow(): void {
    if (this.failure !== null) throw this.failure;
  }
}

/**
 * PNGs at their own size (snapshots and thumbnails of grey pages) are encoded by
 * png-encoder.ts: a snapshot costs about a millisecond there, where sharp's pipeline, its
 * threads and the copy it is handed cost about 3.5 ms a page (ADR 0057).
 */
export function isOwnPng(write: PixelsWrite): write is OwnPngWrite {
  return write.encoding.format === "png" && write.longSide === undefined;
}

type OwnPngWrite = PixelsWrite & { encoding: { format: "png"; bitDepth: PngBitDepth } };

/** The PNG file of a write png-encoder.ts makes (see isOwnPng). */
export function ownPng({ raw, encoding }: OwnPngWrite): Buffer {
  return encodePng(raw, encoding.bitDepth);
}

/** The converter's own PNGs, made on the spot; sharp's encodings wait for their turn. */
export const encodeAtOnce: EncodeAtOnce = (write) => (isOwnPng(write) ? ownPng(write) : null);

/**
 * Written at once, on this thread: a page worker has nothing else to do meanwhile, and a
 * file of about 100 kB goes to the page cache in tens of microseconds, where an
 * asynchronous write costs more in file handles and thread hand-offs than the write.
 */
async function writeAtOnce(bytes: Uint8Array, path: string): Promise<void> {
  writeFileSync(path, bytes);
}

/** Pixels: encoded at once when they make one of the converter's own PNGs, else by sharp. */
function writePixels(write: PixelsWrite, path: string): Promise<unknown> {
  const bytes = encodeAtOnce(write);
  return bytes ? writeAtOnce(bytes, path) : encodeWithSharp(write).toFile(path);
}

function encodeWithSharp({ raw, encoding, longSide }: PixelsWrite): Sharp {
  let image = sharp(raw.pixels, {
    raw: { width: raw.width, height: raw.height, channels: raw.channels },
  });
  if (longSide !== undefined) {
    image = image.resize(longSide, longSide, { fit: "inside", withoutEnlargement: true });
  }
  // A grey page (rendered in one channel) stays one channel: sharp would make it sRGB.
  // WebP has no one-channel form.
  if (raw.channels === 1 && encoding.format !== "webp") image = image.toColourspace("b-w");
  switch (encoding.format) {
    case "jpeg":
      // Without Huffman optimisation (a second pass over the data): twice as fast, 5% larger.
      return image.jpeg({ quality: encoding.quality, optimiseCoding: false });
    case "png":
      // zlib's fastest level and no row filters: trying filters on every row costs three
      // times as long, for text pages hardly smaller.
      return image.png({ compressionLevel: 1, adaptiveFiltering: false });
    case "webp":
      return image.webp({ quality: encoding.quality, effort: encoding.effort });
  }
}
