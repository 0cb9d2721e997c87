import type * as mupdf from "mupdf";

/**
 * An image's pixels, row by row, without padding: copied out of a MuPDF pixmap (see
 * ownedCopy), or read in place while it lives (see pixmapPixels).
 */
export interface RawImage {
  pixels: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/**
 * A pixmap's pixels in place, over MuPDF's memory: valid only while the pixmap lives and
 * MuPDF does not run (its memory may grow and move). Reading them there spares a copy of
 * megabytes that most pages' snapshots, encoded at once, do not need.
 */
export function pixmapPixels(pixmap: mupdf.Pixmap): RawImage {
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  // MuPDF counts the alpha channel among the components.
  const channels = pixmap.getNumberOfComponents();
  if (channels < 1 || channels > 4 || pixmap.getStride() !== width * channels) {
    // A RangeError, not an Error: this is a bug here, never damage in the file (see mupdf-errors).
    throw new RangeError(
      `unexpected pixmap layout: ${channels} channels, stride ${pixmap.getStride()}`,
    );
  }
  // getPixels() is a Uint8ClampedArray over MuPDF's memory: a Uint8Array view of the same
  // bytes is what the encoders read, and `slice()` of it one memcpy (see ownedCopy).
  const samples = pixmap.getPixels();
  return {
    pixels: new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength),
    width,
    height,
    channels: channels as RawImage["channels"],
  };
}

/** Pixels that own their buffer: kept past MuPDF's next run, or handed to another thread. */
export function ownedCopy(image: RawImage): RawImage {
  return { ...image, pixels: image.pixels.slice() };
}
