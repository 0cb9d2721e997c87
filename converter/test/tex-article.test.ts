import { beforeAll, describe, expect, it } from "vitest";
import { convert, paragraphs } from "./support/book.js";
import {
  type PageBuilder,
  PdfBuilder,
  type TextOptions,
  textWidth,
} from "./support/pdf-builder.js";

/**
 * A column of a German mathematical article as TeX sets it (10 pt on 12 pt, 196 pt wide):
 * justified lines with a footnote's marker, superscripts and an inline fraction amid them,
 * a section heading broken under its words after its number, and references whose lines
 * hang under their words after the label. Every printed line reads as one line and every
 * paragraph as one paragraph.
 */
const LEFT = 72;
const WIDTH = 196;
const LEADING = 12;

type Piece = {
  text: string;
  raise?: number;
  size?: number;
  italic?: boolean;
  /** Set right after the piece before it, with no space: a superscript, a marker. */
  attached?: boolean;
  /** Set under the piece before it, from the same left edge: a fraction's denominator. */
  under?: boolean;
};

/**
 * One justified line of pieces: words at the line's size on its baseline, each set apart
 * by the room the line has left, and small raised or lowered pieces (scripts, a marker)
 * right after the piece before them.
 */
function justified(p: PageBuilder, y: number, pieces: Piece[], width = WIDTH): void {
  const widthOf = (piece: Piece) => textWidth(piece.text, { size: piece.size ?? 10 });
  const spacedAfter = (piece: Piece, i: number) => i > 0 && !piece.attached && !piece.under;
  const spaced = pieces.filter(spacedAfter).length;
  const room = width - pieces.reduce((sum, piece) => sum + (piece.under ? 0 : widthOf(piece)), 0);
  const space = spaced > 0 ? room / spaced : 0;
  if (spaced > 0 && space < 2) throw new Error(`No room for spaces in "${pieces[0]?.text}…"`);
  let x = LEFT;
  for (const [i, piece] of pieces.entries()) {
    if (spacedAfter(piece, i)) x += space;
    if (piece.under) x -= widthOf(pieces[i - 1] as Piece);
    const options: TextOptions = { size: piece.size ?? 10, italic: piece.italic };
    p.text(x, y - (piece.raise ?? 0), piece.text, options);
    x += widthOf(piece);
  }
}

const words = (text: string): Piece[] => text.split(" ").map((word) => ({ text: word }));
const sup = (text: string): Piece => ({ text, raise: 3.5, size: 7, attached: true });
const sub = (text: string): Piece => ({ text, raise: -1.5, size: 7, attached: true });
const variable = (text: string): Piece => ({ text, italic: true });

function articlePdf(): Uint8Array {
  return new PdfBuilder()
    .page(
      (p) => {
        let y = 80;
        const line = (pieces: Piece[], width?: number) => {
          justified(p, y, pieces, width);
          y += LEADING;
        };
        // A footnote's marker amid a line, the sentence after it going on.
        line(words("Wir zeigen zunaechst, dass sich aus der"));
        line(words("elementaren Beobachtung eine Reihe von"));
        line(words("Ergebnissen ueber die Normalteiler ablei-"));
        line([...words("ten laesst."), sup("1"), ...words("Anschliessend wenden wir die")]);
        line(words("Methode auf Polynome an."), 120);
        y += 2 * LEADING;
        // The heading's second line under its words, past the number.
        p.text(LEFT, y, "2", { size: 14, bold: true });
        const title = "Normalteiler von kleinem";
        p.text(LEFT + WIDTH - textWidth(title, { size: 14, bold: true }), y, title, {
          size: 14,
          bold: true,
        });
        y += 18;
        p.text(LEFT + 24, y, "Index", { size: 14, bold: true });
        y += 2 * LEADING;
        // An inline fraction, and superscripts and subscripts on consecutive lines.
        line(words("Fuer q = 2 und n = 4 ergibt sich der"));
        line([
          ...words("Wert N(4) ="),
          { text: "1", raise: 4, size: 7 },
          { text: "4", raise: -3.5, size: 7, under: true },
          ...words("(16 - 4) = 3. Die drei"),
        ]);
        line([
          ...words("Polynome ueber F"),
          sub("2"),
          ...words("sind"),
          variable("x"),
          sup("4"),
          ...words("+ x + 1,"),
        ]);
        line([
          variable("x"),
          sup("4"),
          { text: "+" },
          variable("x"),
          sup("3"),
          ...words("+ 1 und x + 1. Nur die ersten"),
        ]);
        line(words("beiden sind primitiv."), 90);
        y += 2 * LEADING;
        // References with hanging indents.
        p.text(LEFT, y, "Literatur", { size: 14, bold: true });
        y += 1.5 * LEADING;
        line(words("[1] B. Huppert, Endliche Gruppen, Springer-"));
        p.text(LEFT + 15.5, y, "Verlag, Berlin, 1967.");
        y += LEADING + 8;
        line(words("[2] C. Jordan, Sur les substitutions, J."));
        p.text(LEFT + 15.5, y, "Math. Pures Appl. 17 (1872), 351-367.");
      },
      364,
      600,
    )
    .bytes();
}

describe("a German article set by TeX", () => {
  let found: string[];
  beforeAll(async () => {
    found = paragraphs((await convert(articlePdf())).pages);
  });

  it("goes on after a footnote's marker amid a line, in one paragraph", () => {
    expect(found).toContain(
      "Wir zeigen zunaechst, dass sich aus der elementaren Beobachtung eine Reihe von Ergebnissen ueber die Normalteiler ableiten laesst.¹ Anschliessend wenden wir die Methode auf Polynome an.",
    );
  });

  it("reads a line with scripts and an inline fraction as one line", () => {
    expect(found).toContain(
      "Fuer q = 2 und n = 4 ergibt sich der Wert N(4) = 1/4 (16 - 4) = 3. Die drei Polynome ueber F2 sind x⁴ + x + 1, x⁴ + x³ + 1 und x + 1. Nur die ersten beiden sind primitiv.",
    );
  });

  it("keeps a heading's line set under its words after the number", () => {
    expect(found).toContain("# 2 Normalteiler von kleinem Index");
  });

  it("reads each reference whole across its hanging lines", () => {
    expect(found).toEqual(
      expect.arrayContaining([
        "[1] B. Huppert, Endliche Gruppen, Springer-Verlag, Berlin, 1967.",
        "[2] C. Jordan, Sur les substitutions, J. Math. Pures Appl. 17 (1872), 351-367.",
      ]),
    );
  });
});
