import { createHash } from "node:crypto";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { encodeAtOnce, isOwnPng, ownPng } from "../src/output/image-writer.js";
import { extractPage } from "../src/pdf/extract-page.js";
import type { ImageWrite, PixelsWrite } from "../src/pdf/image-writes.js";
import { openPdf } from "../src/pdf/open-document.js";
import { COLOUR_PAGES, colourPagesPdf } from "./support/fixtures.js";

/** A digest of pixels or bytes: a failure prints two lines, not megabytes. */
function digest(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function pixelsWrite(write: ImageWrite | undefined): PixelsWrite {
  if (!write || !("raw" in write)) throw new Error(`expected pixels to encode: ${write?.file}`);
  return write;
}

describe("a page's snapshot, read where MuPDF rendered it", () => {
  mupdf.disableICC();

  it("is encoded there as the very PNG its copy makes, and kept as a copy when it is not", () => {
    const { document, info } = openPdf(colourPagesPdf(), { maxPages: 20 });
    try {
      expect(info.pageCount).toBe(COLOUR_PAGES.length);
      let pngs = 0;
      for (let index = 0; index < info.pageCount; index++) {
        const copied = extractPage(document, index, index === 0).writes;
        const inPlace = extractPage(document, index, index === 0, false, encodeAtOnce).writes;
        expect(inPlace.map((write) => write.file)).toEqual(copied.map((write) => write.file));
        const snapshot = pixelsWrite(copied[0]);
        const encoded = inPlace[0];
        if (isOwnPng(snapshot)) {
          pngs++;
          expect(encoded && "bytes" in encoded && digest(encoded.bytes)).toBe(
            digest(ownPng(snapshot)),
          );
        } else {
          // A JPEG's pixels wait for sharp: they must outlive the page's MuPDF objects.
          expect(digest(pixelsWrite(encoded).raw.pixels)).toBe(digest(snapshot.raw.pixels));
        }
        // The thumbnail and the cover come from the same pixels.
        for (const [i, write] of inPlace.entries()) {
          if (i === 0) continue;
          expect(digest(pixelsWrite(write).raw.pixels)).toBe(
            digest(pixelsWrite(copied[i]).raw.pixels),
          );
        }
      }
      expect(pngs).toBeGreaterThan(0);
      expect(pngs).toBeLessThan(info.pageCount);
    } finally {
      document.destroy();
    }
  });

  it("keeps its copy intact while MuPDF reads the next pages", () => {
    const { document, info } = openPdf(colourPagesPdf(), { maxPages: 20 });
    try {
      const first = extractPage(document, 0, true, false, encodeAtOnce).writes;
      const kept = first.filter((write) => "raw" in write).map((write) => pixelsWrite(write).raw);
      const before = kept.map((raw) => digest(raw.pixels));
      for (let index = 1; index < info.pageCount; index++) {
        extractPage(document, index, false, false, encodeAtOnce);
      }
      expect(kept.map((raw) => digest(raw.pixels))).toEqual(before);
    } finally {
      document.destroy();
    }
  });
});
