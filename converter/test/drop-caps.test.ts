import { describe, expect, it } from "vitest";
import { convert, paragraphs } from "./support/book.js";
import { PdfBuilder } from "./support/pdf-builder.js";

/**
 * A paragraph opened by a drop cap: `letter` set at 42 pt, sunk beside the first three
 * lines (10 pt, from x 72), the rest of the paragraph under it from x 40, every full line
 * ending about x 380.
 */
function dropCapPdf(letter: string, beside: string[], under: string[]): Uint8Array {
  return new PdfBuilder()
    .language("en")
    .page((page) => {
      page.text(40, 60, "CHAPTER ONE", { size: 14, bold: true });
      page.text(40, 120, letter, { size: 42 });
      page.lines(72, 98, beside, 12);
      page.lines(40, 134, under, 12);
    })
    .bytes();
}

describe("drop caps", () => {
  it("open the paragraph's first word, not a heading of their own", async () => {
    const beside = [
      "he binder sews the gathered sheets together along the fold, then glues",
      "the spine and presses the book between boards until the glue has set;",
      "only then are the covers cased in and the edges trimmed to one line,",
    ];
    const under = [
      "so that the pages turn freely and the book lies open on the table without being",
      "held by the reader, whose hands are left free for a cup of tea or a pencil.",
    ];
    const text = paragraphs((await convert(dropCapPdf("T", beside, under))).pages);
    expect(text).toEqual(["# CHAPTER ONE", `T${[...beside, ...under].join(" ")}`]);
  });

  it("stay a word of their own where the words say so", async () => {
    // The lines beside the letter read on, though they start with capitals.
    const beside = [
      "was born in the year 1632, in the city of York, of a good family; my father,",
      "Kreutznaer, being a foreigner of Bremen, who settled first at Hull, got a",
      "good estate by merchandise and, leaving off his trade, lived afterwards at",
    ];
    const under = [
      "York, from whence he had married my mother, whose relations were named",
      "Robinson, a very good family in that country, and from whom I was called.",
    ];
    const text = paragraphs((await convert(dropCapPdf("I", beside, under))).pages);
    expect(text).toEqual(["# CHAPTER ONE", `I ${[...beside, ...under].join(" ")}`]);
  });
});
