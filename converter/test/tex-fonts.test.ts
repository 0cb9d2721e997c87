import { describe, expect, it } from "vitest";
import { bookText, convert } from "./support/book.js";
import { PdfBuilder } from "./support/pdf-builder.js";

/**
 * German text as TeX sets it in PDFs: in its bitmap fonts (T1 or OT1 codes under glyph
 * names that tell nothing), and with umlauts drawn as an accent over a letter.
 */

/** Lines in T1 codes: ß at 255, ł and ń at 170 and 171, ligatures at 27 to 31. */
const T1_LINES = [
  "Eine Reihe hei\xfft schwach unbedingt Cauchy, wenn die Abbildung",
  "wohlde\x1cniert und stetig ist. Dies ist der Satz von Bessaga und",
  "Pe\xaaczy\xabski, dessen Beweis o\x1bensichtlich aufwendiger ist als",
  "der hier gef\xfchrte, der mit einer Absch\xe4tzung auskommt.",
];

/** Lines in OT1 codes: fi at 12, ß at 25, an en dash at 123. */
const OT1_LINES = [
  "Die Abbildung ist wohlde\x0cniert, und es hei\x19t \x7b wie man",
  "leicht sieht \x7b stetig auf der ganzen Menge der Folgen, die",
  "gegen null konvergieren, mit der Norm des Supremums.",
];

function texFontsPdf(): Uint8Array {
  return new PdfBuilder()
    .texBitmapFont("F33", T1_LINES.join(""))
    .texBitmapFont("F34", OT1_LINES.join(""))
    .page(
      (p) => {
        for (const [i, line] of T1_LINES.entries()) p.texLine(40, 60 + 14 * i, "F33", line);
        for (const [i, line] of OT1_LINES.entries()) p.texLine(40, 160 + 14 * i, "F34", line);
      },
      420,
      600,
    )
    .bytes();
}

/**
 * Umlauts as TeX sets them in its OT1 fonts (outline fonts here): the accent, a step back
 * by its width, and the letter under it.
 */
function accentedPdf(): Uint8Array {
  const umlaut = (before: string, letter: string, after: string) =>
    `(${before}\\250) 333 (${letter}${after})`;
  const lines = [
    `[(Die Folge ist ) ${umlaut("beschr", "a", "nkt")} (, und jede Teilfolge ist es auch, wie)] TJ`,
    `[(man ) ${umlaut("", "U", "berlegt; im ")} ${umlaut("K", "o", "rper")} ( der reellen Zahlen gilt das)] TJ`,
    `[(ebenso, denn er ist vollst) ${umlaut("", "a", "ndig.")}] TJ`,
  ];
  return new PdfBuilder()
    .page((p) => {
      for (const [i, line] of lines.entries()) {
        p.raw(`BT /F 10 Tf 1 0 0 1 40 ${540 - 14 * i} Tm ${line} ET`);
      }
    })
    .bytes();
}

describe("German text from TeX's fonts", () => {
  it("reads a TeX bitmap font's codes as T1 or OT1 prints them", async () => {
    const text = bookText((await convert(texFontsPdf())).pages);
    expect(text).toContain("Eine Reihe heißt schwach unbedingt Cauchy");
    expect(text).toContain("wohldefiniert und stetig ist");
    expect(text).toContain("Bessaga und Pełczyński, dessen Beweis offensichtlich aufwendiger");
    expect(text).toContain("der hier geführte, der mit einer Abschätzung auskommt.");
    expect(text).toContain(
      "Die Abbildung ist wohldefiniert, und es heißt – wie man leicht sieht – stetig",
    );
    // No code read as its Latin-1 character or a control character.
    expect([...text].filter((char) => char < " " && char !== "\n")).toEqual([]);
    expect(text).not.toMatch(/[ÿª«{]/);
  });

  it("puts umlauts drawn as an accent over a letter together", async () => {
    const text = bookText((await convert(accentedPdf())).pages);
    expect(text).toContain("Die Folge ist beschränkt, und jede Teilfolge ist es auch");
    expect(text).toContain("man Überlegt; im Körper der reellen Zahlen");
    expect(text).toContain("ebenso, denn er ist vollständig.");
    expect(text).not.toContain("¨");
  });

  it("reads LaTeX's circled c as the copyright sign it prints", async () => {
    // \copyright: "c" in the text font, then a large circle (U+20DD) drawn over it.
    const pdf = new PdfBuilder()
      .namedGlyphFont("O", "\u20DD", 500)
      .page((page) => {
        page.raw(
          "BT /F 10 Tf 1 0 0 1 40 500 Tm (Copyright c) Tj ET BT /O 10 Tf 1 0 0 1 44.5 500 Tm <41> Tj ET BT /F 10 Tf 1 0 0 1 54 500 Tm (2009 ACM, all rights kept.) Tj ET",
        );
      })
      .bytes();
    const text = bookText((await convert(pdf)).pages);
    expect(text).toContain("Copyright © 2009 ACM, all rights kept.");
  });
});
