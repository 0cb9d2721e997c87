import { describe, expect, it } from "vitest";
import { altTexts, bookText, convert, paragraphs } from "./support/book.js";
import { PdfBuilder, textWidth } from "./support/pdf-builder.js";

/** Codes of the font PdfBuilder.texExtensionFont adds, as texLine writes them. */
const SUM_TEXT = "P";
const INTEGRAL_TEXT = "R";
const SUM_DISPLAY = "X";
const INTEGRAL_DISPLAY = "Z";

describe("TeX's big operators", () => {
  it("reads the operators of TeX's extension font, with their limits", async () => {
    const pdf = new PdfBuilder()
      .texExtensionFont("CMX")
      .page((p) => {
        // A sentence with an inline sum and an integral, set as TeX sets them: the
        // operators hang from an origin above the line, the sum's limits small beside it.
        const lead = "The sum over the steps";
        p.text(40, 100, lead);
        let x = 40 + textWidth(`${lead} `);
        p.texLine(x, 92.5, "CMX", SUM_TEXT);
        x += 10.6;
        p.text(x, 96, "n", { size: 7 });
        p.text(x, 103, "i=1", { size: 7 });
        x += textWidth("i=1", { size: 7 }) + 2;
        const rest = "i and the integral";
        p.text(x, 100, rest);
        x += textWidth(`${rest} `);
        p.texLine(x, 93, "CMX", INTEGRAL_TEXT);
        // A thin space (a sixth of an em) after the integral, as TeX sets it.
        p.text(x + 4.72 + 1.67, 100, "f agree.");
        p.text(40, 114, "The binder keeps both in the sentence, as printed.");
        // An integral with its limits amid a paragraph's second line, in one text object
        // as TeX writes a line: its upper limit stands as high as the line above reaches.
        p.text(40, 140, "Then the integral of the line over the unit interval is");
        const second = "known to all. Likewise ";
        const at = 40 + textWidth(second);
        p.raw(
          `BT /F 10 Tf 1 0 0 1 40 ${600 - 152} Tm (${second}) Tj ` +
            `/CMX 10 Tf 1 0 0 1 ${at} ${600 - 145} Tm <52> Tj ` +
            `/F 7 Tf 1 0 0 1 ${at + 6} ${600 - 146} Tm (1) Tj ` +
            `1 0 0 1 ${at + 4.5} ${600 - 156} Tm (0) Tj ` +
            `/F 10 Tf 1 0 0 1 ${at + 11} ${600 - 152} Tm (x dx = 1/2, as all know.) Tj ET`,
        );
        // A sum set after a word with no space drawn between: MuPDF puts in a space that
        // stands on the line, where the sum hangs above it.
        p.text(40, 170, "The bound holds with the triangle inequality for all");
        const third = "finite sums";
        const after = 40 + textWidth(third) + 3;
        p.raw(
          `BT /F 10 Tf 1 0 0 1 40 ${600 - 182} Tm (${third}) Tj ` +
            `/CMX 10 Tf 1 0 0 1 ${after} ${600 - 174.5} Tm <50> Tj ` +
            `/F 7 Tf 1 0 0 1 ${after + 10.6} ${600 - 178} Tm (n) Tj ` +
            `1 0 0 1 ${after + 10.6} ${600 - 185} Tm (i=1) Tj ` +
            `/F 10 Tf 1 0 0 1 ${after + 22} ${600 - 182} Tm (|a|, as printed.) Tj ET`,
        );
        // A display sum between two paragraphs, its limit under it.
        p.text(40, 200, "Summed over every divisor, it reads:");
        p.texLine(150, 220, "CMX", SUM_DISPLAY, 10);
        p.text(152, 240, "d|n", { size: 7 });
        p.text(168, 228, "f(d) = n");
        p.text(40, 254, "which is all there is to it.");
        // A display of two integrals, each with its limits over and under it.
        p.text(40, 290, "The bound follows from the inequality");
        for (const [at, integrand] of [
          [120, "f(x) dx <"],
          [190, "|f(x)| dx."],
        ] as const) {
          p.texLine(at, 300, "CMX", INTEGRAL_DISPLAY);
          p.text(at + 8, 296, "b", { size: 7 });
          p.text(at + 4, 318, "a", { size: 7 });
          p.text(at + 16, 306, integrand);
        }
        p.text(40, 334, "which holds for every function.");
      })
      .bytes();
    const book = await convert(pdf);
    const text = `${bookText(book.pages)}\n${altTexts(book.pages)}`;
    const sentence = paragraphs(book.pages).find((paragraph) =>
      paragraph.startsWith("The sum over the steps"),
    );
    expect(sentence).toBe(
      "The sum over the steps ∑_{i=1}^{n} i and the integral ∫ f agree. " +
        "The binder keeps both in the sentence, as printed.",
    );
    expect(paragraphs(book.pages)).toContain(
      "Then the integral of the line over the unit interval is known to all. " +
        "Likewise ∫_{0}^{1} x dx = 1/2, as all know.",
    );
    expect(paragraphs(book.pages)).toContain(
      "The bound holds with the triangle inequality for all finite sums ∑_{i=1}^{n} |a|, " +
        "as printed.",
    );
    // The display sum, its limit on a line of its own under it, is kept as a picture;
    // its alternative text writes the limit as TeX does.
    expect(altTexts(book.pages)).toContain("∑_{d|n} f(d) = n");
    expect(bookText(book.pages)).not.toContain("f(d) = n");
    expect(bookText(book.pages)).toContain("Summed over every divisor, it reads:");
    expect(altTexts(book.pages)).toContain("∫_{a}^{b} f(x) dx < ∫_{a}^{b} |f(x)| dx.");
    expect(text).not.toContain("\uFFFD");
  });
});
