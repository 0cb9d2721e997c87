import { join } from "node:path";
import sharp from "sharp";
import { COVER_LONG_SIDE, PICTURE_LONG_SIDE } from "../pdf/image-sizes.js";
import { ENCODING } from "../pdf/image-writes.js";
import { outputFiles } from "../pdf/output-files.js";
import type { ImageRef } from "../types.js";
import type { EpubArchive } from "./archive.js";

/** Pictures smaller than this (spacers, bullets, rules) are decoration, not illustrations. */
const MIN_LONG_SIDE = 24;
/** librsvg refuses densities far outside the usual range. */
const MAX_SVG_DENSITY = 2400;

/**
 * Writes an EPUB's images as WebP, each once however often the book shows it: scaled to
 * at most the converter's picture size (SVG is rendered at that size), and set on white,
 * since line art drawn on a transparent background would vanish on a dark page theme.
 */
export class EpubImages {
  private readonly written = new Map<string, Promise<ImageRef | null>>();

  constructor(
    private readonly archive: EpubArchive,
    private readonly outDir: string,
  ) {}

  /** The image as a file of the book, or null when it is missing, unreadable or tiny. */
  write(path: string): Promise<ImageRef | null> {
    let image = this.written.get(path);
    if (!image) {
      const file = `images/epub-${String(this.written.size + 1).padStart(4, "0")}.webp`;
      image = this.encode(path, file, PICTURE_LONG_SIDE, ENCODING.picture).catch(() => null);
      this.written.set(path, image);
    }
    return image;
  }

  /** The book's cover image as the cover file, or null when it cannot be read. */
  async writeCover(path: string): Promise<string | null> {
    const cover = await this.encode(path, outputFiles.cover, COVER_LONG_SIDE, ENCODING.cover).catch(
      () => null,
    );
    return cover ? cover.file : null;
  }

  private async encode(
    path: string,
    file: string,
    longSide: number,
    webp: { quality: number; effort: number },
  ): Promise<ImageRef | null> {
    const bytes = this.archive.read(path);
    if (!bytes) return null;
    // An SVG's size is in its root element: reading it there spares librsvg a whole
    // extra parse of drawings that run to megabytes.
    const svg = svgSize(bytes);
    const info = svg ?? (await sharp(bytes).metadata());
    const width = info.width ?? 0;
    const height = info.height ?? 0;
    if (Math.max(width, height) < MIN_LONG_SIDE) return null;
    // Vector images are drawn at the size they are shown, not scaled up from 72 dpi.
    const density =
      info.format === "svg"
        ? Math.min(MAX_SVG_DENSITY, Math.max(1, (72 * longSide) / Math.max(width, height)))
        : undefined;
    const output = await sharp(bytes, density ? { density } : {})
      .flatten({ background: "#ffffff" })
      .resize(longSide, longSide, { fit: "inside", withoutEnlargement: true })
      .webp(webp)
      .toFile(join(this.outDir, file));
    return { file, width: output.width, height: output.height };
  }
}

/**
 * Width and height (in CSS px, as librsvg reads them at 72 dpi) of an SVG file from its
 * root element's width/height or viewBox; null when the file is not SVG or says neither.
 */
export function svgSize(
  bytes: Uint8Array,
): { format: "svg"; width: number; height: number } | null {
  const head = new TextDecoder().decode(bytes.subarray(0, 4096));
  const root = /<svg\b[^>]*>/.exec(head)?.[0];
  if (!root) return null;
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const pixels = (value: string | undefined) =>
    value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? Number.parseFloat(value) : null;
  const width = pixels(attribute("width"));
  const height = pixels(attribute("height"));
  if (width && height) return { format: "svg", width, height };
  const box = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2] && box[3])
    return { format: "svg", width: box[2], height: box[3] };
  return null;
}
