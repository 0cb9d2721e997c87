import { describe, expect, it } from "vitest";
import { convert, paragraphs } from "./support/book.js";
import { PdfBuilder } from "./support/pdf-builder.js";

/** Words drawn by box glyphs of a Type 3 font (letters, digits and full stops only). */
const TITLE = "Overview of the Technology Acceptance Model";
const BODY = [
  "The model was first put forward in the year 1989 by Davis.",
  "It says that usefulness and ease of use shape what people do.",
];

describe("word breaks", () => {
  it("reads a space glyph without a Unicode map as a space", async () => {
    const pdf = new PdfBuilder()
      .page((p) => {
        p.boxLetters(30, 60, TITLE, { unmappedSpaces: true, size: 14 });
        BODY.forEach((line, i) => {
          p.boxLetters(30, 100 + 14 * i, line, { unmappedSpaces: true });
        });
      }, 700)
      .bytes();
    const text = paragraphs((await convert(pdf)).pages).join("\n");
    expect(text).toContain(TITLE);
    expect(text).toContain(BODY.join(" "));
  });

  it("reads a space mapped to the private use area as a space", async () => {
    // The space between the words is the one glyph of font S, mapped to U+E020.
    const pdf = new PdfBuilder()
      .namedGlyphFont("S", "\uE020", 278)
      .page((p) => {
        p.raw("BT /F 10 Tf 1 0 0 1 40 500 Tm (Amendment) Tj /S 10 Tf (A) Tj /F 10 Tf (I.) Tj ET");
      })
      .bytes();
    expect(paragraphs((await convert(pdf)).pages)).toEqual(["Amendment I."]);
  });

  it("breaks words at a gap between spans of half a space, as MuPDF does inside a span", async () => {
    // The last word drawn first (MuPDF starts a line of its own for it), each word 0.2 em
    // after the word before and no space glyph. "The binder" is 47 pt wide in Helvetica.
    const pdf = new PdfBuilder()
      .page((p) => {
        p.raw("BT /F 10 Tf 1 0 0 1 89 500 Tm (sews.) Tj ET").raw(
          "BT /F 10 Tf 1 0 0 1 40 500 Tm [(The) -200 (binder)] TJ ET",
        );
      })
      .bytes();
    expect(paragraphs((await convert(pdf)).pages)).toEqual(["The binder sews."]);
  });

  it("puts back a sentence's space drawn as a gap narrower than MuPDF's", async () => {
    // As freeculture.pdf sets tight justified lines: no space glyph after the full stop or
    // the comma, a move of 0.12 em instead (MuPDF makes a space from 0.15 em). Addresses,
    // e-mails and a list in braces, set the same way, keep their marks unspaced.
    const pdf = new PdfBuilder()
      .page((p) => {
        p.raw(
          "BT /F 10 Tf 1 0 0 1 40 500 Tm [(the scope of the law.) -120 (The law is changing; in the Internet,) -120 (and,) -120 (I think,) -120 (in more)] TJ ET",
        ).raw(
          "BT /F 10 Tf 1 0 0 1 40 440 Tm (Write to {gal,brendan}@cs.uci.edu or see www.HealthCare.gov now.) Tj ET",
        );
      })
      .bytes();
    expect(paragraphs((await convert(pdf)).pages)).toEqual([
      "the scope of the law. The law is changing; in the Internet, and, I think, in more",
      "Write to {gal,brendan}@cs.uci.edu or see www.HealthCare.gov now.",
    ]);
  });

  it("drops a space drawn over by the letter after a ligature", async () => {
    // As some typesetters set "ﬁ": a space glyph, then a move back by its width (Helvetica's
    // space is 278 units), so "ve" touches "fi". A real space after "fi" stays.
    const pdf = new PdfBuilder()
      .page((p) => {
        p.raw(
          "BT /F 10 Tf 1 0 0 1 40 500 Tm [(twenty fi ) 278 (ve Offi ) 278 (cers, hi-fi set)] TJ ET",
        );
      })
      .bytes();
    expect(paragraphs((await convert(pdf)).pages)).toEqual(["twenty five Officers, hi-fi set"]);
  });

  it("never joins two lines whose boxes overlap into one row", async () => {
    // A font whose box is 2.7 em tall, its lines 1.2 em apart: the boxes of consecutive
    // lines overlap by more than half, though their baselines are a line apart.
    const lines = [
      "The students who came in the fall all went to RPI.",
      "The dean said hello to each one of them at the door",
      "and then they left for the hall.",
    ];
    const pdf = new PdfBuilder()
      .page((p) => {
        lines.forEach((line, i) => {
          p.boxLetters(30, 60 + 12 * i, line, { tall: true });
        });
      })
      .bytes();
    const text = paragraphs((await convert(pdf)).pages).join("\n");
    expect(text).toContain(lines.join(" "));
  });
});
