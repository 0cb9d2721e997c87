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
    const book = await convert(pdf);
    // The display fraction is kept as a picture of its region; its alternative text
    // writes it in a line, and the text around it reads on.
    const alts = book.pages.flatMap((page) => page.visual_alt ?? []);
    expect(alts).toHaveLength(1);
    // Drawn glyph by glyph, "x =" and "a" come as one piece: the alternative text keeps
    // every symbol, and the numerator over the denominator.
    const alt = (alts[0] ?? "").replace(/\s/g, "");
    expect([...alt].sort().join("")).toBe([..."x=(a+b)/(c+d)"].sort().join(""));
    expect(alt.indexOf("b")).toBeLessThan(alt.indexOf("/"));
    expect(alt.indexOf("c")).toBeGreaterThan(alt.indexOf("/"));
    const text = bookText(book.pages);
    expect(text).toContain("The ratio of the parts is set as follows.");
    expect(text).toContain("The binder keeps it as it was printed.");
    expect(text).not.toContain("a + b");
  });

  it("keeps a fraction inside a sentence as text", async () => {
    const pdf = new PdfBuilder()
      .page((p) => {
        p.text(40, 100, "The binder cuts each sheet into");
        p.text(190, 95, "1", { size: 7 });
        p.raw("q 0.4 w 189 503 m 195 503 l S Q");
        p.text(190, 104, "4", { size: 7 });
        p.text(200, 100, "of its width and folds it twice along the grain.");
      })
      .bytes();
    const book = await convert(pdf);
    expect(book.pages.flatMap((page) => page.visual_content)).toEqual([]);
    expect(bookText(book.pages)).toContain("The binder cuts each sheet into");
  });
});
