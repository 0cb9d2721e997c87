import { describe, expect, it } from "vitest";
import { convert, paragraphs } from "./support/book.js";
import { type PageBuilder, PdfBuilder, textWidth } from "./support/pdf-builder.js";

/**
 * Dense two-column mathematics in German: columns 238 pt wide and 12 pt apart, 9 pt text,
 * long compound words (lines of five or six words), display fractions as wide as the
 * column, next to the gutter.
 */
const LEFT = [
  "Sei G eine endliche Gruppe und H eine Untergruppe mit dem Index n. Dann operiert G durch Linksmultiplikation auf der Menge der Nebenklassen, und wir erhalten einen Gruppenhomomorphismus in die symmetrische Gruppe.",
  "Der Kern dieses Homomorphismus ist ein Normalteiler, der in H enthalten ist. Insbesondere ist jede Untergruppe vom Index zwei ein Normalteiler der Gruppe.",
];
const RIGHT = [
  "Nach dem Satz von Heine ist jede stetige Funktion auf einem kompakten Intervall gleichmaessig stetig. Man beachte, dass die Voraussetzung der Kompaktheit hier wesentlich ist, denn auf offenen Intervallen gilt die Aussage nicht.",
  "Hieraus ergibt sich unmittelbar die Vollstaendigkeit der reellen Zahlen bezueglich des Betrags. Jede beschraenkte monotone Folge konvergiert.",
];

const COLUMN_WIDTH = 238;

/** Left column: a paragraph, a display fraction, a paragraph; right: two paragraphs. */
function twoColumnMathsPdf(): Uint8Array {
  return new PdfBuilder()
    .page(
      (p) => {
        const leading = 11;
        const size = { size: 9 };
        const left = 50;
        const right = 300;
        let y = 60;
        y = inlineMaths(p, left, y, LEFT[0] as string, leading);
        // The display: "f(x) =" beside a bar, numerator and denominator 6 pt off the
        // baseline, the rest of it up to the column's right edge.
        y += 8;
        p.text(left + 70, y, "f(x) =", size);
        p.text(left + 104, y - 6, "a + b", size);
        p.raw(`q 0.4 w ${left + 100} ${842 - y + 2} m ${left + 132} ${842 - y + 2} l S Q`);
        p.text(left + 104, y + 8, "c + d", size);
        p.text(left + 136, y, "+ g(x) h(x) + R(x) + S(x)", size);
        y += 8 + leading + 4;
        y = inlineMaths(p, left, y, LEFT[1] as string, leading);
        y = 60;
        for (const text of RIGHT) y = inlineMaths(p, right, y, text, leading);
      },
      595,
      842,
    )
    .bytes();
}

/** Running text with inline maths (between dollars), a variable every few words. */
const INLINE_LEFT = [
  "Sei $G$ eine Gruppe, $H$ darin mit Index $n$ und $N$ der Kern von $f$. Dann ist $N$ normal in $G$, und $G/N$ ist isomorph zu $U$ in $S$, also teilt $|G/N|$ die Zahl $n!$ nach $L$.",
  "Ist ferner $p$ der kleinste Primteiler von $|G|$ und $n = p$, so folgt $N = H$, denn $|H/N|$ teilt $(p-1)!$ und zugleich $|G|$.",
];
const INLINE_RIGHT = [
  "Es sei $K$ ein Koerper und $f$ aus $K[x]$ vom Grad $d$. Ist $a$ eine Nullstelle von $f$, so gilt $f = (x-a)g$ mit $g$ vom Grad $d-1$; also hat $f$ hoechstens $d$ Nullstellen in $K$.",
  "Fuer $K = Q$ und $f = x^2 - 2$ gibt es $0$ davon, da $2$ kein Quadrat in $Q$ ist, wohl aber in $R$ oder in $Q[x]/(f)$.",
];

/** The text without its dollars, as the book reads it. */
function plain(text: string): string {
  return text.replaceAll("$", "");
}

/**
 * A paragraph (with inline maths between dollars) set justified in a column, its last line
 * left, as TeX sets it: each variable in an oblique
 * font, so that MuPDF gives a span of its own to it and to every few words between.
 */
function inlineMaths(p: PageBuilder, x: number, y: number, text: string, leading: number): number {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(plain(`${last} ${word}`), { size: 9 }) <= COLUMN_WIDTH) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  lines.forEach((line, i) => {
    const spaces = line.split(" ").length - 1;
    const stretch =
      i < lines.length - 1 && spaces > 0
        ? (COLUMN_WIDTH - textWidth(plain(line), { size: 9 })) / spaces
        : 0;
    const runs = line
      .split("$")
      .map(
        (run, r) => `/${r % 2 ? "FI" : "F"} 9 Tf (${run.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj`,
      );
    p.raw(
      `BT ${stretch.toFixed(3)} Tw 1 0 0 1 ${x} ${p.height - y - i * leading} Tm ${runs.join(" ")} ET`,
    );
  });
  return y + lines.length * leading;
}

/**
 * Two columns of running text with inline maths, drawn column by column: `gutter` points
 * apart (12 unless told), each holding its paragraphs `times` over.
 */
function inlineMathsPdf(gutter = 12, times = 1): Uint8Array {
  const repeated = (texts: string[]) => Array.from({ length: times }, () => texts).flat();
  return new PdfBuilder()
    .page(
      (p) => {
        let y = 60;
        for (const text of repeated(INLINE_LEFT)) y = inlineMaths(p, 50, y, text, 11);
        y = 60;
        for (const text of repeated(INLINE_RIGHT)) {
          y = inlineMaths(p, 50 + COLUMN_WIDTH + gutter, y, text, 11);
        }
      },
      595,
      842,
    )
    .bytes();
}

/** A paragraph's lines, each as wide as fits in a column at 9 pt. */
function columnLines(text: string): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, { size: 9 }) <= COLUMN_WIDTH) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/**
 * Two columns as an OCR text layer over a scan has them: row by row across the page, each
 * word drawn on its own, in a size of its own (the layer stretches each word to its width
 * on the scan, and MuPDF gives each a span), paragraphs a line apart.
 */
function ocrLayerColumnsPdf(): Uint8Array {
  const column = (texts: string[]) =>
    texts.flatMap((text, i) => [...(i > 0 ? [""] : []), ...columnLines(text)]);
  const left = column(LEFT);
  const right = column(RIGHT);
  return new PdfBuilder()
    .page(
      (p) => {
        for (let row = 0; row < Math.max(left.length, right.length); row++) {
          const y = 60 + row * 11;
          for (const [x, line] of [
            [50, left[row]],
            [300, right[row]],
          ] as const) {
            let at = x;
            for (const [w, word] of (line ?? "").split(" ").entries()) {
              if (word === "") continue;
              p.text(at, y, word, { size: 9 + ((w % 3) - 1) * 0.15 });
              at += textWidth(`${word} `, { size: 9 });
            }
          }
        }
      },
      595,
      842,
    )
    .bytes();
}

describe("two-column mathematics", () => {
  it("reads columns of running text with inline maths whole, a variable opening a line", async () => {
    const book = await convert(inlineMathsPdf());
    expect(paragraphs(book.pages)).toEqual([...INLINE_LEFT, ...INLINE_RIGHT].map(plain));
  });

  it("reads columns set half an em apart one after another", async () => {
    const book = await convert(inlineMathsPdf(4.5, 3));
    const left = [...INLINE_LEFT, ...INLINE_LEFT, ...INLINE_LEFT];
    const right = [...INLINE_RIGHT, ...INLINE_RIGHT, ...INLINE_RIGHT];
    expect(paragraphs(book.pages)).toEqual([...left, ...right].map(plain));
  });

  it("reads the columns one after another around a display fraction by the gutter", async () => {
    const book = await convert(twoColumnMathsPdf());
    expect(paragraphs(book.pages)).toEqual([...LEFT, ...RIGHT]);
    // The display stays one picture, of the left column only.
    const alts = book.pages.flatMap((page) => page.visual_alt ?? []);
    expect(alts).toEqual(["f(x) = (a + b) / (c + d) + g(x) h(x) + R(x) + S(x)"]);
  });

  it("reads the columns of an OCR text layer, a span to each word, one after another", async () => {
    const book = await convert(ocrLayerColumnsPdf());
    expect(paragraphs(book.pages)).toEqual([...LEFT, ...RIGHT]);
  });
});
