import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertPdf } from "../src/index.js";
import { tempDir } from "./support/book.js";
import { CORPUS_DIR, corpusAvailable } from "./support/corpus.js";

const available = corpusAvailable();
if (!available) console.warn(`Skipping the PDF metadata tests: ${CORPUS_DIR} not found.`);

/** Real PDFs' metadata: what the converter keeps as title and author, and what it drops. */
describe.skipIf(!available)("a PDF's title and author", () => {
  const convert = (name: string) =>
    convertPdf(join(CORPUS_DIR, name), { outDir: tempDir(), concurrency: 1, ocr: false });

  it("drops an author that is a code (SE:W:CAR:MP:I:S)", async () => {
    const result = await convert("f1040nr.pdf");
    expect(result.author).toBeNull();
    expect(result.title).toBe("2007 Form 1040NR");
  });

  it("keeps a real title and author", async () => {
    const result = await convert("dmca.pdf");
    expect(result).toMatchObject({
      title: "The Digital Millennium Copyright Act of 1998",
      author: "United States Copyright Office - jmf",
    });
  });
});
