import { describe, expect, it } from "vitest";
import { convert, paragraphs } from "./support/book.js";
import { PdfBuilder } from "./support/pdf-builder.js";

const LATIN = "Binding is a craft of thread and glue.";

describe("the book's direction", () => {
  it("is what the PDF declares in /ViewerPreferences, and nothing when it is silent", async () => {
    const page = (p: { text(x: number, y: number, text: string): void }) => p.text(40, 100, LATIN);
    const declared = new PdfBuilder().page(page).direction("R2L").bytes();
    expect((await convert(declared)).declaredDirection).toBe("rtl");
    const silent = new PdfBuilder().page(page).bytes();
    expect((await convert(silent)).declaredDirection).toBeUndefined();
  });
});

describe("a line's direction", () => {
  it("is weighed by drawn width: zero-width Arabic glyphs do not turn a Latin line", async () => {
    // Forty Arabic letters drawn with no width after a Latin sentence of thirty letters:
    // by count the line would be Arabic, by what is drawn it is Latin.
    const hidden = "كتابمرحبا".repeat(4);
    const pdf = new PdfBuilder()
      .namedGlyphFont("Z", hidden, 0)
      .page((p) => {
        p.text(40, 100, LATIN);
        const codes = [...hidden].map((_, i) => (0x41 + i).toString(16)).join("");
        p.raw(`BT /Z 10 Tf 1 0 0 1 220 500 Tm <${codes}> Tj ET`);
      })
      .bytes();
    const [first] = paragraphs((await convert(pdf)).pages);
    expect(first?.startsWith(LATIN)).toBe(true);
  });

  it("keeps an Arabic word drawn in visual order inside an English line in logical order", async () => {
    const word = "كتاب";
    // Drawn left to right, its last letter first, as visual-order PDFs draw it.
    const pdf = new PdfBuilder()
      .namedGlyphFont("A", word, 500)
      .page((p) => {
        p.raw(
          "BT /F 10 Tf 1 0 0 1 40 500 Tm (The word ) Tj /A 10 Tf <44434241> Tj /F 10 Tf ( means book.) Tj ET",
        );
      })
      .bytes();
    expect(paragraphs((await convert(pdf)).pages)).toEqual([`The word ${word} means book.`]);
  });
});
