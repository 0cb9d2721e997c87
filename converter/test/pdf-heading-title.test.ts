import { describe, expect, it } from "vitest";
import { convert } from "./support/book.js";
import { LOREM, wrap } from "./support/fixtures.js";
import { PdfBuilder } from "./support/pdf-builder.js";

/** A PDF without metadata whose first page opens with `heading` set large over body text. */
function headedPdf(heading: string): Uint8Array {
  const body = wrap(Array.from({ length: 4 }, () => LOREM.join(" ")).join(" "), 90);
  return new PdfBuilder()
    .page(
      (page) => {
        page.text(40, 80, heading, { size: 24 });
        page.lines(40, 130, body);
      },
      595,
      842,
    )
    .bytes();
}

describe("a PDF's title without metadata", () => {
  it("is its first large heading", async () => {
    const result = await convert(headedPdf("The Keeper of the Northern Light"));
    expect(result.title).toBe("The Keeper of the Northern Light");
  });

  it("is none when the first heading opens a chapter", async () => {
    const result = await convert(headedPdf("Chapter 1"));
    expect(result.title).toBeNull();
  });
});
