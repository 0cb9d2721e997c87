import { createWorker } from "tesseract.js";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { prepareConversion } from "../src/pipeline/convert-pdf.js";
import { convert } from "./support/book.js";
import { pagesPdf, scannedPdf } from "./support/fixtures.js";

// Every OCR engine is started by createWorker (tesseract.js): replaced by an engine that
// reads nothing, so that only the starts are counted.
vi.mock("tesseract.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("tesseract.js")>();
  const engine = {
    setParameters: async () => ({}),
    recognize: async () => ({ data: { blocks: [] } }),
    terminate: async () => ({}),
  };
  return { ...real, createWorker: vi.fn(async () => engine) };
});

beforeEach(() => vi.mocked(createWorker).mockClear());

describe("OCR engines start with the first scanned page", () => {
  it("converting a PDF without scanned pages starts no OCR engine, even in a spare", async () => {
    // What a spare converter process loads before its PDF arrives, on this one thread.
    await prepareConversion(1);
    const result = await convert(pagesPdf(12), { ocr: true });
    expect(result.originalPagesCount).toBe(12);
    expect(result.recognisedPages).toBeUndefined();
    expect(createWorker).not.toHaveBeenCalled();
  });

  it("a scanned page starts one, which reads the scans after it too", async () => {
    await prepareConversion(1);
    const result = await convert(scannedPdf(2), { ocr: true });
    expect(result.recognisedPages?.map((page) => page.page_number)).toEqual([1, 2]);
    expect(createWorker).toHaveBeenCalledTimes(1);
  });
});
