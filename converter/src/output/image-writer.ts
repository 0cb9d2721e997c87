import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { ConversionError, conversionMessages } from "../errors.js";
import type { ImageWrite } from "../pdf/image-writes.js";
import type { RawImage } from "../pdf/raw-image.js";
import { encodePng } from "./png-encoder.js";

// One encoding per libuv worker: libvips' own threads would only compete with the page
// workers for the same cores. Its cache holds nothing we reuse.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Encodes the images page reading produces (WebP, JPEG or PNG, see ENCODING): with sharp,
 * or small PNGs with png-encoder.ts. Images the book shows are
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
    const written = isSmallPng(write)
      ? writeSmallPng(write.raw, path)
      : encodeWithSharp(write).toFile(path);
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
 * The largest image written as PNG without sharp: thumbnails (124 × 186 px of greys for a
 * book page, 23 kB). Each sharp pipeline costs about a millisecond of thread hand-offs and
 * option reading whatever the image; deflating a thumbnail costs 0.3 ms. A whole page
 * (1.1 MB) deflates faster in sharp's zlib-ng than in Node's zlib.
 */
const SMALL_PNG_BYTES = 256 * 1024;

function isSmallPng({ raw, encoding, longSide }: ImageWrite): boolean {
  return (
    encoding.format === "png" && longSide === undefined && raw.pixels.length <= SMALL_PNG_BYTES
  );
}

async function writeSmallPng(raw: RawImage, path: string): Promise<void> {
  await writeFile(path, encodePng(raw));
}

function encodeWithSharp({ raw, encoding, longSide }: ImageWrite): Sharp {
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
