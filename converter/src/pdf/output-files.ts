import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { ImageEncoding } from "./image-writes.js";

/**
 * File names inside the output folder. They are relative (with "/" separators) because
 * the server maps them onto its own storage and URLs.
 */
const pageLabel = (index: number) => `page-${String(index + 1).padStart(4, "0")}`;

const EXTENSIONS: Record<ImageEncoding["format"], string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
};

export const outputFiles = {
  cover: "cover.webp",
  snapshot: (index: number, { format }: ImageEncoding) =>
    `snapshots/${pageLabel(index)}.${EXTENSIONS[format]}`,
  thumbnail: (index: number, { format }: ImageEncoding) =>
    `thumbnails/${pageLabel(index)}.${EXTENSIONS[format]}`,
  image: (index: number, n: number) => `images/${pageLabel(index)}-${n}.webp`,
};

export async function createOutputFolders(outDir: string): Promise<void> {
  for (const folder of ["snapshots", "thumbnails", "images"]) {
    await mkdir(join(outDir, folder), { recursive: true });
  }
}
