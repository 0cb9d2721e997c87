import { describe, expect, it } from "vitest";
import { convert, paragraphs } from "./support/book.js";
import { wrap } from "./support/fixtures.js";
import { PdfBuilder } from "./support/pdf-builder.js";

/** Three columns of instructions, as a tax form's booklet sets them. */
const COLUMNS = [
  "Income connected with a trade or business in the country is taxed at the graduated rates that apply to residents, after the deductions allowed.",
  "An alternative basis may be used when the income is not connected with a trade or business, and the tax is then withheld at the source of the payment.",
  "A higher limit may apply to you if you were born before the year shown, or if you are blind, so check the table in these instructions before you go on.",
];

/**
 * A page of three columns 172 pt wide with 12 pt gutters, 9 pt text; each column's
 * baselines `stagger` pt lower than the column to its left, drawn row by row.
 */
function threeColumnPdf(stagger = 4): Uint8Array {
  return new PdfBuilder()
    .page(
      (p) => {
        // Drawn row by row across the columns, as typesetters of forms often do.
        const lines = COLUMNS.map((text) => wrap(text, 36));
        for (let i = 0; i < Math.max(...lines.map((column) => column.length)); i++) {
          lines.forEach((column, c) => {
            const line = column[i];
            if (line) p.text(36 + c * 184, 60 + c * stagger + i * 11, line, { size: 9 });
          });
        }
      },
      612,
      792,
    )
    .bytes();
}

describe("columns with narrow gutters", () => {
  it("reads three columns with 12 pt gutters and staggered baselines one after another", async () => {
    expect(paragraphs((await convert(threeColumnPdf())).pages)).toEqual(COLUMNS);
  });

  it("reads them one after another when their baselines line up", async () => {
    expect(paragraphs((await convert(threeColumnPdf(0))).pages)).toEqual(COLUMNS);
  });
});
