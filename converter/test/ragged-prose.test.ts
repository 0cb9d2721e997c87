import { describe, expect, it } from "vitest";
import { convert, paragraphs } from "./support/book.js";
import { PdfBuilder } from "./support/pdf-builder.js";

/** Centred lines of a dedication and ragged-right lines broken wherever the writer liked. */
const DEDICATION = [
  "To the binders of Bath, whose work first drew me",
  "to this craft,",
  "and for whom it goes on still.",
];
const RAGGED = [
  "The guild met on Thursdays in the back room of",
  "the printing house.",
  "Members brought their tools and",
  "their questions, and left with both answered.",
];

describe("ragged and centred prose", () => {
  it("keeps a line going on in lower case with the line before", async () => {
    const pdf = new PdfBuilder()
      .page((p) => {
        DEDICATION.forEach((line, i) => {
          p.centred(80 + 14 * i, line);
        });
        RAGGED.forEach((line, i) => {
          p.text(40, 200 + 14 * i, line);
        });
      })
      .bytes();
    expect(paragraphs((await convert(pdf)).pages)).toEqual([
      DEDICATION.join(" "),
      RAGGED.slice(0, 2).join(" "),
      RAGGED.slice(2).join(" "),
    ]);
  });
});
