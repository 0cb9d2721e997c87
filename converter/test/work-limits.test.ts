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
