import { describe, expect, it } from "vitest";
import { bookText, convert } from "./support/book.js";
import { PdfBuilder } from "./support/pdf-builder.js";

describe("stacked maths", () => {
  it("never merges a fraction's numerator and denominator into one row", async () => {
    // "x =" on the baseline, "a + b" 5 pt above it over a rule, "c + d" 5 pt below:
    // each box overlaps the line's by more than half, the baselines are half a line apart.
    const pdf = new PdfBuilder()
      .page((p) => {
        p.text(40, 100, "The ratio of the parts is set as follows.");
        // One text object drawing the fraction glyph by glyph, left to right, numerator and
        // denominator in turn (as formula typesetters may): MuPDF puts it all in one block.
        const glyphs = ["a", "c", "+", "+", "b", "d"];
        const moves = glyphs.map((glyph, i) => {
          const dy = i === 0 ? 5 : i % 2 ? -10 : 10;
          const dx = i === 0 ? 20 : i % 2 ? 0 : 8;
          return `${dx} ${dy} Td (${glyph}) Tj`;
        });
        p.raw(`BT /F 10 Tf 60 460 Td (x =) Tj ${moves.join(" ")} ET`);
        p.raw("q 0.5 w 80 463 m 104 463 l S Q");
        p.text(40, 180, "The binder keeps it as it was printed.");
      })
      .bytes();
    const text = bookText((await convert(pdf)).pages);
    expect(text.replace(/\s/g, "")).toContain("a+b");
    expect(text.replace(/\s/g, "")).toContain("c+d");
  });
});
