import { plainText } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { convert } from "./support/book.js";
import { PdfBuilder } from "./support/pdf-builder.js";

/**
 * A transcript as Free Culture sets it: each speaker's name in the small capitals of
 * "ACaslon-RegularSC", typed in lower case, then the words in the body font. Beside it, a
 * line in a Simplified Chinese font ("NotoSansSC-Regular") whose Latin letters stay as
 * they are.
 */
function transcriptPdf(): Uint8Array {
  const said = (y: number, speaker: string, words: string) =>
    `BT /SC 10 Tf 1 0 0 1 40 ${600 - y} Tm (${speaker}) Tj /F 10 Tf ( ${words}) Tj ET`;
  return new PdfBuilder()
    .unembeddedFont("SC", "ACaslon-RegularSC")
    .unembeddedFont("CN", "NotoSansSC-Regular")
    .page((page) => {
      page.text(40, 60, "It was clear a second into his question that he was not with us.");
      page.raw(said(90, "chief justice:", "Well, but you want more than that, don't you?"));
      page.raw(said(120, "mr. lessig:", "We want the right to copy works in the public domain."));
      page.texLine(40, 150, "CN", "Sales of the iPhone grew.");
    })
    .bytes();
}

/**
 * The Bill of Rights' heading as the National Constitution Center sets it: four short
 * lines of small capitals, the sentence broken on purpose, typed in lower case but for
 * names, over the column of its first paragraph.
 */
function headingBlockPdf(): Uint8Array {
  const block = [
    "Congress of the United States",
    "begun and held at the City of New-York, on",
    "Wednesday the fourth of March,",
    "one thousand seven hundred and eighty nine",
  ];
  return new PdfBuilder()
    .unembeddedFont("SC", "AGaramond-RegularSC")
    .page((page) => {
      block.forEach((line, i) => {
        page.raw(`BT /SC 8 Tf 1 0 0 1 40 ${600 - (60 + i * 11)} Tm (${line}) Tj ET`);
      });
      page.lines(40, 120, [
        "THE Conventions of a number of the States, having at the time of their",
        "adopting the Constitution, expressed a desire, in order to prevent the",
        "misconstruction or abuse of its powers, that further declaratory and",
        "restrictive clauses should be added to the Constitution of the States.",
      ]);
    })
    .bytes();
}

describe("small capitals", () => {
  it("read as the capitals they print, in small-caps fonts only", async () => {
    const { pages } = await convert(transcriptPdf());
    const text = plainText(pages.map((page) => page.page_content).join("\n\n"));
    expect(text).toContain("CHIEF JUSTICE: Well, but you want more than that, don't you?");
    expect(text).toContain("MR. LESSIG: We want the right to copy works in the public domain.");
    expect(text).toContain("It was clear a second into his question that he was not with us.");
    expect(text).toContain("Sales of the iPhone grew.");
  });

  it("go on with the sentence they were typed to go on with", async () => {
    const { pages } = await convert(headingBlockPdf());
    const text = plainText(pages.map((page) => page.page_content).join("\n\n"));
    expect(text).toContain(
      "CONGRESS OF THE UNITED STATES BEGUN AND HELD AT THE CITY OF NEW-YORK, ON WEDNESDAY THE FOURTH OF MARCH, ONE THOUSAND SEVEN HUNDRED AND EIGHTY NINE\n\nTHE Conventions",
    );
  });
});
