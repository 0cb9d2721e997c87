import sharp from "sharp";
import type { Canvas } from "./canvas.js";

export interface WebpOutput {
  full: Buffer;
  preview: Buffer;
  /** The full picture's centre at full height, `portraitWidth` wide; null when not asked for. */
  portrait: Buffer | null;
}

/**
 * Encodes a painted canvas as WebP, with a small preview for pickers. Quality is
 * chosen per theme kind: grainy scenes cost bytes, and the budgets are per file.
 */
export async function encodeWebp(
  canvas: Canvas,
  options: {
    quality: number;
    /**
     * libwebp's effort, 0-6. Measured on the backgrounds: 2 gives files within a few
     * percent of 4 for half the time; smart subsampling doubled the time again for
     * no visible gain, so it stays off.
     */
    effort: number;
    previewWidth: number;
    previewHeight: number;
    /** Width of a centre crop for tall screens, at the full picture's quality. */
    portraitWidth?: number;
  },
): Promise<WebpOutput> {
  const raw = { raw: { width: canvas.width, height: canvas.height, channels: 3 as const } };
  const pixels = canvas.toRaw();
  const encode = { quality: options.quality, effort: options.effort };
  const { portraitWidth } = options;
  const [full, preview, portrait] = await Promise.all([
    sharp(pixels, raw).webp(encode).toBuffer(),
    sharp(pixels, raw)
      .resize(options.previewWidth, options.previewHeight, { fit: "cover", kernel: "lanczos3" })
      .webp({ quality: 82, effort: 4 })
      .toBuffer(),
    portraitWidth
      ? sharp(pixels, raw)
          .extract({
            left: Math.floor((canvas.width - portraitWidth) / 2),
            top: 0,
            width: portraitWidth,
            height: canvas.height,
          })
          .webp(encode)
          .toBuffer()
      : null,
  ]);
  return { full, preview, portrait };
}
