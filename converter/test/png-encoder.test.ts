import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodePng } from "../src/output/png-encoder.js";
import type { RawImage } from "../src/pdf/raw-image.js";

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
