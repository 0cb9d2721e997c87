import { describe, expect, it } from "vitest";
import { encodeAtOnce, isOwnPng } from "../src/output/image-writer.js";
import { drawsBeyondView } from "../src/pdf/culling-ledger.js";
import { extractPage } from "../src/pdf/extract-page.js";
import { openPdf } from "../src/pdf/open-document.js";
import { practiceBook, practise } from "../src/pipeline/practice-pages.js";

describe("the practice pages of a page worker started ahead", () => {
  it("read as a printer's book page: a bold heading, prose with italics, crop marks", () => {
    const { document, info } = openPdf(practiceBook(), { maxPages: 10 });
    try {
      expect(info.pageCount).toBe(4);
      const page = document.loadPage(1);
      // Drawn beyond what the page shows: practised through the culling device too.
      expect(drawsBeyondView(page, page.getBounds())).toBe(true);
      page.destroy();
      const { page: read, writes } = extractPage(document, 1, false, false, encodeAtOnce);
      expect(read.imageOnly).toBe(false);
      expect(read.lines[0]).toMatchObject({ text: "Chapter 2", bold: true });
      const prose = read.lines.filter((line) => line.size === 10.5);
      expect(prose.length).toBeGreaterThanOrEqual(40);
      expect(prose.every((line) => line.text.split(" ").length >= 10)).toBe(true);
      expect(read.lines.at(-1)?.text).toBe("2");
      // The snapshot and the thumbnail are the PNGs the worker encodes itself: the
      // snapshot as it is rendered, the thumbnail as it is written.
      const [snapshot, thumbnail] = writes;
      expect(snapshot && "bytes" in snapshot && pngSignature(snapshot.bytes)).toBe(true);
      expect(thumbnail && "raw" in thumbnail && isOwnPng(thumbnail)).toBe(true);
    } finally {
      document.destroy();
    }
  });

  it("stop at the page a conversion arrives, and read them all otherwise", async () => {
    expect(await practise(() => false)).toBe(4);
    expect(await practise(() => true)).toBe(0);
    let asked = 0;
    // The conversion arrives while the first page is read.
    expect(await practise(() => asked++ > 0)).toBe(1);
  });
});

function pngSignature(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 8)).equals(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
}
