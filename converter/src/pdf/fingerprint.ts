import type { RawImage } from "./raw-image.js";

/**
 * A cheap identity for rendered pixels (FNV-1a over a sample), to recognise the same logo
 * or ornament repeated on many pages. Collisions only cost a dropped duplicate check.
 */
export function fingerprint(raw: RawImage): string {
  let hash = 0x811c9dc5;
  const { pixels } = raw;
  const step = Math.max(1, Math.floor(pixels.length / 4096));
  for (let i = 0; i < pixels.length; i += step) {
    hash ^= pixels[i] as number;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${raw.width}x${raw.height}:${hash.toString(16)}`;
}
