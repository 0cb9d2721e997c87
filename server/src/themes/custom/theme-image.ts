import {
  THEME_IMAGE_MAX_MEGAPIXELS,
  THEME_IMAGE_MIN_SIDE,
  themeUploadMessages,
} from "@bindery/contract";
import { BACKGROUND_PREVIEW } from "@bindery/themes/render-theme";
import sharp, { type Metadata } from "sharp";

type ImageFormat = "jpeg" | "png" | "webp";

/** The picture as Bindery serves it: never the uploaded bytes themselves. */
export interface PreparedImage {
  background: Buffer;
  preview: Buffer;
  /** A dark shade of the picture's main colour, for the book's edge. */
  borderColor: string;
}

export class ImageRefused extends Error {}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Large enough for any screen the reader fills; the built-in backgrounds are 1920×1080. */
const MAX_BACKGROUND_SIDE = 2560;
const MAX_PIXELS = THEME_IMAGE_MAX_MEGAPIXELS * 1_000_000;

/** The format the first bytes announce; SVG, GIF, HTML and everything else answer null. */
export function sniffImage(head: Buffer): ImageFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  const riff = head.toString("latin1", 0, 4) === "RIFF";
  if (riff && head.toString("latin1", 8, 12) === "WEBP") return "webp";
  return null;
}

/**
 * Checks an uploaded picture and re-encodes it as WebP: the decoder must agree with the
 * first bytes, the canvas must be within the pixel limit (read from the header before
 * any pixel is decoded, so a small file claiming a vast canvas costs nothing), and the
 * output carries no metadata. Throws ImageRefused with a message for the user.
 */
export async function prepareThemeImage(filePath: string, head: Buffer): Promise<PreparedImage> {
  const claimed = sniffImage(head);
  if (!claimed) throw new ImageRefused(themeUploadMessages.notImage);
  let header: Metadata;
  try {
    header = await sharp(filePath, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused(themeUploadMessages.unreadableImage);
  }
  if (header.format !== claimed) throw new ImageRefused(themeUploadMessages.notImage);
  const { width = 0, height = 0 } = header;
  if (width * height > MAX_PIXELS) {
    throw new ImageRefused(themeUploadMessages.tooManyPixels(THEME_IMAGE_MAX_MEGAPIXELS));
  }
  if (Math.min(width, height) < THEME_IMAGE_MIN_SIDE) {
    throw new ImageRefused(themeUploadMessages.tooSmall(THEME_IMAGE_MIN_SIDE));
  }

  // `failOn: "error"` refuses truncated or corrupt data instead of drawing half a picture.
  const source = () => sharp(filePath, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
  try {
    const [background, preview, stats] = await Promise.all([
      source()
        .resize(MAX_BACKGROUND_SIDE, MAX_BACKGROUND_SIDE, {
          fit: "inside",
          withoutEnlargement: true,
        })
        .webp({ quality: 80 })
        .toBuffer(),
      source()
        .resize(BACKGROUND_PREVIEW.width, BACKGROUND_PREVIEW.height, { fit: "cover" })
        .webp({ quality: 78 })
        .toBuffer(),
      source().stats(),
    ]);
    return { background, preview, borderColor: edgeColour(stats.dominant) };
  } catch {
    throw new ImageRefused(themeUploadMessages.unreadableImage);
  }
}

/** The dominant colour at a third of its brightness: a frame that belongs to the picture. */
function edgeColour({ r, g, b }: { r: number; g: number; b: number }): string {
  const hex = (value: number) =>
    Math.round(value / 3)
      .toString(16)
      .padStart(2, "0");
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}
