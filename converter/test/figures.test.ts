import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bookText, convert, paragraphs } from "./support/book.js";
import { wrap } from "./support/fixtures.js";
import { PdfBuilder } from "./support/pdf-builder.js";

/** A state machine: three stroked boxes with a label each, arrows between them, labelled. */
const STATES = [
  { x: 60, label: "Interpret" },
  { x: 180, label: "Record" },
  { x: 300, label: "Compile" },
];
const ARROW_LABELS = ["starts", "0..*"];
const BEFORE =
  "The interpreter runs the program one bytecode at a time and counts how often each " +
  "loop header is reached, and once a loop is hot the recorder takes over and";
const AFTER =
  "writes down every operation of one iteration of the loop, which the compiler then " +
  "turns into machine code that runs until a guard fails.";
const CAPTION = "Figure 1. The three states of the tracing engine.";

/** Text, a diagram drawn with paths and labelled, its caption, and the sentence going on. */
function diagramPdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.text(40, 50, "Tracing", { size: 16 });
      const before = wrap(BEFORE, 72);
      p.lines(40, 80, before);
      const top = 80 + before.length * 14 + 10;
      // PDF space runs upwards: a box drawn from y (top, page space) to y + 40.
      const art = STATES.map(({ x }) => `${x} ${600 - top - 50} 70 40 re S`);
      art.push(
        `130 ${600 - top - 30} m 180 ${600 - top - 30} l S`,
        `175 ${600 - top - 27} m 180 ${600 - top - 30} l 175 ${600 - top - 33} l f`,
        `250 ${600 - top - 30} m 300 ${600 - top - 30} l S`,
        `295 ${600 - top - 27} m 300 ${600 - top - 30} l 295 ${600 - top - 33} l f`,
        `335 ${600 - top - 50} m 335 ${600 - top - 80} l 95 ${600 - top - 80} l 95 ${600 - top - 50} l S`,
      );
      p.raw(`q 1 w ${art.join(" ")} Q`);
      for (const { x, label } of STATES) p.text(x + 8, top + 34, label, { size: 8 });
      p.text(136, top + 24, ARROW_LABELS[0] as string, { size: 7 });
      p.text(258, top + 24, ARROW_LABELS[1] as string, { size: 7 });
      p.text(40, top + 104, CAPTION, { size: 9 });
      p.lines(40, top + 130, wrap(AFTER, 72));
    })
    .bytes();
}

describe("figures drawn in vector art", () => {
  it("become a picture of their region, their labels its alternative text", async () => {
    const book = await convert(diagramPdf());
    const pictures = book.pages.flatMap((page) =>
      page.visual_content.map((file, index) => ({ file, alt: page.visual_alt?.[index] ?? "" })),
    );
    expect(pictures).toHaveLength(1);
    const [figure] = pictures;
    expect(existsSync(join(book.outDir, figure?.file ?? ""))).toBe(true);
    for (const word of [...STATES.map((state) => state.label), ...ARROW_LABELS]) {
      expect(figure?.alt).toContain(word);
    }

    const text = bookText(book.pages);
    // The labels are no longer text of their own; the caption is.
    for (const { label } of STATES) expect(text).not.toContain(label);
    expect(text).not.toContain("0..*");
    expect(paragraphs(book.pages)).toContain(CAPTION);
    // The sentence the figure interrupts reads on in one paragraph.
    expect(paragraphs(book.pages)).toContain(`${BEFORE} ${AFTER}`);
  });

  it("leave a ruled table as text", async () => {
    const rows = [
      ["Binding", "Sewn", "1998"],
      ["Printing", "Letterpress", "2004"],
      ["Marbling", "Turkish", "2011"],
    ];
    const pdf = new PdfBuilder()
      .page((p) => {
        p.lines(40, 60, wrap(BEFORE, 72));
        const rules = [0, 1, 2, 3].map((row) => `40 ${600 - 120 - row * 18} 320 0.5 re f`);
        const columns = [40, 147, 253, 360].map((x) => `${x} ${600 - 174} 0.5 54 re f`);
        p.raw(`q ${[...rules, ...columns].join(" ")} Q`);
        rows.forEach((row, index) => {
          row.forEach((cell, column) => {
            p.text(46 + column * 107, 133 + index * 18, cell);
          });
        });
      })
      .bytes();
    const book = await convert(pdf);
    expect(book.pages.flatMap((page) => page.visual_content)).toEqual([]);
    for (const cell of rows.flat()) expect(bookText(book.pages)).toContain(cell);
  });
});
