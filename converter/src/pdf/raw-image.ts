import type * as mupdf from "mupdf";

/**
 * Pixels copied out of a MuPDF pixmap (MuPDF's own memory may move once it runs again).
 * They own their buffer, so they can be handed to another thread without a copy.
 */
export interface RawImage {
  pixels: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export function rawFromPixmap(pixmap: mupdf.Pixmap): RawImage {
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
  // getPixels() is a Uint8ClampedArray over MuPDF's memory: `new Uint8Array(clamped)` would
  // convert it element by element, where slicing a Uint8Array view of it is one memcpy.
  const samples = pixmap.getPixels();
  return {
    pixels: new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength).slice(),
    width,
    height,
    channels: channels as RawImage["channels"],
  };
}
