import { describe, expect, it } from "vitest";
import { convert, paragraphs } from "./support/book.js";
import { LOREM, wrap } from "./support/fixtures.js";
import { PdfBuilder } from "./support/pdf-builder.js";

const PARAGRAPH_END = "In the last section we evaluate the compiler we built on";
const CODE = ["for (i = 2; i < 100; ++i) {", "  if (!primes[i])", "    continue;", "}"];
const CAPTION = [
  "Figure 1. A sieve in code (left)",
  "and its loops (right), set as large",
  "as the text around them.",
];
const GOES_ON = "a set of industry benchmarks, which the next section describes.";

/**
 * A paper's two columns: the first ends in mid-sentence, the second opens with a figure of
 * code and its caption, both in the text's own size, and then the sentence goes on.
 */
function paperPdf(): Uint8Array {
  const column = wrap(LOREM.slice(0, 6).join(" "), 45);
  return new PdfBuilder()
    .page(
      (page) => {
        page.lines(40, 60, [...column, ...wrap(PARAGRAPH_END, 45)], 13);
        page.lines(310, 60, CODE, 13, { mono: true });
        page.text(310, 130, CAPTION[0] as string, { bold: true });
        page.lines(310, 143, CAPTION.slice(1), 13);
        page.lines(310, 190, wrap(GOES_ON, 45), 13);
      },
      595,
      842,
    )
    .bytes();
}

describe("a figure set in the middle of a sentence", () => {
  it("reads the sentence whole, then the code and its caption as one paragraph", async () => {
    const read = paragraphs((await convert(paperPdf())).pages);
    const sentence = read.findIndex((text) => text.includes(PARAGRAPH_END));
    expect(read[sentence]).toContain(`${PARAGRAPH_END} ${GOES_ON}`);
    const after = read.slice(sentence + 1);
    // The caption is one paragraph and no heading, after the listing.
    expect(after.at(-1)).toBe(CAPTION.join(" "));
    expect(after.slice(0, -1).join("\n")).toContain("continue;");
  });
});
