import { deflateSync, inflateSync } from "node:zlib";
import * as mupdf from "mupdf";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { codeLengths, deflateRows } from "../src/output/png-deflate.js";
import { encodePng } from "../src/output/png-encoder.js";
import type { RawImage } from "../src/pdf/raw-image.js";
import { articlePdf } from "./support/fixtures.js";

function image(width: number, height: number, channels: RawImage["channels"]): RawImage {
  const pixels = new Uint8Array(width * height * channels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 3)) % 256;
  return { pixels, width, height, channels };
}

/** The image's pixels as RGBA, the form sharp decodes every PNG to below. */
function asRgba({ pixels, channels }: RawImage): Buffer {
  const count = pixels.length / channels;
  const grey = channels <= 2;
  const alpha = channels % 2 === 0;
  const rgba = Buffer.alloc(count * 4);
  for (let i = 0; i < count; i++) {
    const at = i * channels;
    rgba[i * 4] = pixels[at] ?? 0;
    rgba[i * 4 + 1] = pixels[grey ? at : at + 1] ?? 0;
    rgba[i * 4 + 2] = pixels[grey ? at : at + 2] ?? 0;
    rgba[i * 4 + 3] = alpha ? (pixels[at + channels - 1] ?? 0) : 255;
  }
  return rgba;
}

describe("encodePng", () => {
  it.each([
    [1, 1, 1],
    [124, 186, 1],
    [33, 17, 2],
    [31, 7, 3],
    [5, 9, 4],
  ] as const)(
    "writes a %i×%i PNG of %i channels that decodes to the very pixels",
    async (width, height, channels) => {
      const source = image(width, height, channels);
      const png = encodePng(source);
      const metadata = await sharp(png).metadata();
      expect(metadata).toMatchObject({ format: "png", width, height, channels });
      const rgba = await sharp(png).ensureAlpha().raw().toBuffer();
      expect(rgba.equals(asRgba(source))).toBe(true);
    },
  );

  it.each([
    [1, 3],
    [31, 2],
    [32, 5],
    [33, 4],
    [100, 9],
  ] as const)(
    "writes a %i×%i PNG of 16 greys, each the nearest to its pixel's",
    async (width, height) => {
      const source = image(width, height, 1);
      // Every grey there is, in the first rows (the wider images), so each is rounded once.
      for (let i = 0; i < Math.min(256, source.pixels.length); i++) source.pixels[i] = i;
      const png = encodePng(source, 4);
      const metadata = await sharp(png, { failOn: "warning" }).metadata();
      expect(metadata).toMatchObject({ format: "png", width, height, channels: 1, depth: "uchar" });
      // A decoder widens a 4-bit level n to 17 n.
      const decoded = await sharp(png).extractChannel(0).raw().toBuffer();
      const nearest = source.pixels.map((grey) => 17 * Math.round(grey / 17));
      expect([...decoded]).toEqual([...nearest]);
    },
  );

  it("refuses 16 greys for an image of more than one channel", () => {
    expect(() => encodePng(image(4, 4, 3), 4)).toThrow("A 4-bit PNG has one channel, not 3.");
  });

  it("writes what a strict decoder accepts, with a checksum on every chunk", async () => {
    const png = encodePng(image(3, 2, 1));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const metadata = await sharp(png, { failOn: "warning" }).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 3, height: 2, depth: "uchar" });
    // A flipped byte in the image data breaks its chunk's checksum.
    const damaged = Buffer.from(png);
    const inData = damaged.indexOf("IDAT") + 6;
    damaged[inData] = (damaged[inData] ?? 0) ^ 0xff;
    await expect(sharp(damaged, { failOn: "warning" }).raw().toBuffer()).rejects.toThrow();
  });
});

/** A page of text as the converter renders its snapshot: 1300 px high, in greys. */
function renderedPage(): RawImage {
  const document = mupdf.Document.openDocument(articlePdf(), "application/pdf");
  const page = document.loadPage(0);
  const [x0, y0, x1, y1] = page.getBounds();
  const scale = 1300 / Math.max(x1 - x0, y1 - y0);
  const pixmap = page.toPixmap(
    mupdf.Matrix.scale(scale, scale),
    mupdf.ColorSpace.DeviceGray,
    false,
  );
  const image: RawImage = {
    pixels: Uint8Array.from(pixmap.getPixels()),
    width: pixmap.getWidth(),
    height: pixmap.getHeight(),
    channels: 1,
  };
  document.destroy();
  return image;
}

/** The rows as zlib gives them back: each a filter type byte, then the row's bytes. */
function filteredRows({ pixels, width, height, channels }: RawImage): Buffer {
  const rowBytes = width * channels;
  const rows = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    rows.set(pixels.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  return rows;
}

describe("deflateRows", () => {
  it.each([
    ["a page of text", renderedPage()],
    ["an image narrower than one comparison of 16 bytes", image(13, 120, 1)],
    ["noise, with no run at all", image(64, 48, 3)],
    [
      "one colour throughout",
      { pixels: new Uint8Array(600 * 7).fill(17), width: 600, height: 7, channels: 1 } as RawImage,
    ],
  ])("deflates %s into a zlib stream of the very rows", (_name, source) => {
    const stream = deflateRows(source);
    // inflateSync checks the stream's Adler-32 as well as its codes.
    expect(inflateSync(stream).equals(filteredRows(source))).toBe(true);
  });

  it("packs a page of text into 16 greys, two pixels a byte, for a smaller stream", () => {
    const source = renderedPage();
    const levels = source.pixels.map((grey) => Math.round(grey / 17));
    const packedWidth = Math.ceil(source.width / 2);
    const packed = new Uint8Array(packedWidth * source.height);
    levels.forEach((level, i) => {
      const x = i % source.width;
      const at = Math.floor(i / source.width) * packedWidth + (x >> 1);
      packed[at] = (packed[at] ?? 0) | (x % 2 === 0 ? level << 4 : level);
    });
    const rows = filteredRows({ ...source, pixels: packed, width: packedWidth });
    const stream = deflateRows(source, 4);
    expect(inflateSync(stream).equals(rows)).toBe(true);
    expect(stream.length).toBeLessThan(deflateRows(source).length * 0.75);
  });

  it("codes a page of text about as tightly as zlib's fastest level", () => {
    // Codes made for the page's own symbols: white runs and black take the short codes.
    const source = renderedPage();
    const zlibSize = deflateSync(filteredRows(source), { level: 1 }).length;
    expect(deflateRows(source).length).toBeLessThan(zlibSize * 1.25);
  });
});

describe("codeLengths", () => {
  it("limits codes to the given length and keeps the code complete", () => {
    // Frequencies in a Fibonacci series make the optimal code as deep as there are symbols.
    const frequencies = new Uint32Array(30);
    let [a, b] = [1, 1];
    for (let i = 0; i < frequencies.length; i++) {
      frequencies[i] = a;
      [a, b] = [b, a + b];
    }
    const lengths = codeLengths(frequencies, 15);
    expect(Math.max(...lengths)).toBe(15);
    const kraft = [...lengths].reduce((sum, length) => sum + 2 ** -length, 0);
    expect(kraft).toBe(1);
    // More frequent symbols never get longer codes.
    for (let i = 1; i < lengths.length; i++) {
      expect(lengths[i] ?? 0).toBeLessThanOrEqual(lengths[i - 1] ?? 0);
    }
  });
});
