import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { conversionMessages } from "../src/index.js";
import { hugeImagePdf, scannedPagesPdf, unpackBombPdf } from "../src/testing/index.js";
import { convert } from "./support/book.js";
import { failure } from "./support/failure.js";
import { pagesPdf } from "./support/fixtures.js";

describe("a conversion's work limits", () => {
  it("stops a page whose content stream unpacks past the limit before MuPDF reads it", async () => {
    const error = await failure(convert(unpackBombPdf(100), { unpackLimitMb: 10 }));
    expect(error.code).toBe("unpack_limit");
    expect(error.userMessage).toBe(conversionMessages.unpackLimit(10));
  });

  it("counts an image as the pixels decoding it would make", async () => {
    // 30000² RGB pixels are 2.7 GB, from a stream of a few bytes.
    const error = await failure(convert(hugeImagePdf(30_000), { unpackLimitMb: 256 }));
    expect(error.code).toBe("unpack_limit");
  });

  it("converts PDFs within the limit, on page workers too", async () => {
    const result = await convert(pagesPdf(6), { unpackLimitMb: 1, concurrency: 2 });
    expect(result.pages.length).toBeGreaterThan(0);
  });

  it("does not add up images a page's resources name but the page does not draw", async () => {
    // Three pages share one resource dictionary naming all three pictures (as some PDF
    // writers do); each page draws one, of 0.7 MB: together they would pass 1 MB.
    const doc = new mupdf.PDFDocument();
    const images = [0, 1, 2].map((n) => {
      const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, 860, 860], false);
      pixmap.clear(n * 60);
      return doc.addImage(new mupdf.Image(pixmap));
    });
    const resources = doc.addObject({ XObject: { I0: images[0], I1: images[1], I2: images[2] } });
    for (const n of [0, 1, 2]) {
      const page = doc.addPage(
        [0, 0, 612, 792],
        0,
        resources,
        `q 300 0 0 300 50 50 cm /I${n} Do Q`,
      );
      doc.insertPage(-1, page);
    }
    const bytes = doc.saveToBuffer("compress").asUint8Array().slice();
    const result = await convert(bytes, { unpackLimitMb: 1 });
    expect(result.originalPagesCount).toBe(3);
  });

  it("stops at the first scan past the OCR limit, shared by the page workers", async () => {
    const error = await failure(
      convert(scannedPagesPdf(4), { ocr: true, ocrPageLimit: 2, concurrency: 2 }),
    );
    expect(error.code).toBe("ocr_limit");
    expect(error.userMessage).toBe(conversionMessages.ocrLimit(2));
  }, 120_000);

  it("recognises as many scans as the limit allows", async () => {
    const result = await convert(scannedPagesPdf(2), { ocr: true, ocrPageLimit: 2 });
    expect(result.snapshots).toHaveLength(2);
  }, 120_000);
});
