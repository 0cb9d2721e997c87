import { describe, expect, it } from "vitest";
import { convert, paragraphs } from "./support/book.js";
import { LOREM, wrap } from "./support/fixtures.js";
import { type PageBuilder, PdfBuilder, textWidth } from "./support/pdf-builder.js";

const BODY = `${LOREM[0]} ${LOREM[1]} The committee met in the spring`;
const AFTER = "and agreed on the new rules for binding in cloth.";
const NOTE = "The ACE is the Association of Cloth Editors, founded in 1911.";

/** Text at (x, y) followed by a footnote marker set small and raised. */
function withMarker(p: PageBuilder, x: number, y: number, text: string): void {
  p.text(x, y, text);
  p.text(x + textWidth(text), y - 4, "1", { size: 6 });
}

describe("footnotes", () => {
  it("reads a footnote after the paragraph it interrupts, its markers as superscripts", async () => {
    const lines = wrap(BODY, 70);
    const pdf = new PdfBuilder()
      .page((p) => {
        // The body fills the page down to the note, ending mid-sentence with the marker.
        for (let i = 0; i < 28; i++)
          p.text(40, 60 + 14 * i, lines[i % (lines.length - 1)] as string);
        withMarker(p, 40, 60 + 14 * 28, lines.at(-1) as string);
        p.raw("q 0.5 w 40 70 m 140 70 l S Q");
        p.text(40, 560, "1", { size: 5 });
        p.text(40 + 4, 564, NOTE, { size: 8 });
      })
      .page((p) => {
        p.text(40, 60, AFTER);
        p.text(40, 90, LOREM[2] as string);
      })
      .bytes();
    const text = paragraphs((await convert(pdf)).pages);
    const joined = text.find((p) => p.includes(AFTER)) ?? "";
    expect(joined).toContain(`${lines.at(-1)}¹ ${AFTER}`);
    const noteAt = text.indexOf(`¹ ${NOTE}`);
    expect(noteAt).toBeGreaterThan(text.indexOf(joined));
    expect(text.indexOf(LOREM[2] as string)).toBeGreaterThan(noteAt);
  });

  it("sets a marker against the word before it, even a little apart from it", async () => {
    // As freeculture.pdf sets "movement²), but": the marker about a point after the word
    // (more than a word gap in the marker's own size, less in the text's), the text going
    // on after it.
    const before = "founder of the free software movement";
    const after = "), but free as in free speech.";
    const markerAt = 40 + textWidth(before) + 0.9;
    const pdf = new PdfBuilder()
      .page((p) => {
        p.text(40, 60, LOREM[0] as string);
        p.text(40, 74, before);
        p.text(markerAt, 70.5, "2", { size: 6.5 });
        p.text(markerAt + textWidth("2", { size: 6.5 }) + 0.3, 74, after);
        p.text(40, 88, LOREM[1] as string);
      })
      .bytes();
    const text = paragraphs((await convert(pdf)).pages).join("\n");
    expect(text).toContain("movement²), but free as in");
  });
});
