import { plainText } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { convert } from "./support/book.js";
import { PdfBuilder } from "./support/pdf-builder.js";

/**
 * A list whose bullets a word processor set in its symbol font, not embedded: "!" in
 * WordPerfect's WPTypographicSymbols, "l" in Wingdings, each printing a round bullet.
 */
function bulletedListPdf(): Uint8Array {
  const items = [
    ["WP", "!", "Title IV contains six miscellaneous provisions."],
    ["WP", "!", "Title V creates a new form of protection for hulls."],
    ["WD", "l", "Stop! The memorandum summarizes each title briefly."],
  ];
  return new PdfBuilder()
    .unembeddedFont("WP", "WPTypographicSymbols")
    .unembeddedFont("WD", "Wingdings-Regular")
    .page((page) => {
      page.text(40, 60, "The Digital Millennium Copyright Act has five titles.");
      items.forEach(([font, bullet, words], n) => {
        const y = 90 + n * 24;
        page.texLine(56, y, font as string, bullet as string, 10);
        page.text(72, y, words as string);
      });
    })
    .bytes();
}

describe("symbol fonts a PDF does not embed", () => {
  it("read a lone pictogram as a bullet, and leave the text's own marks alone", async () => {
    const { pages } = await convert(bulletedListPdf());
    const text = plainText(pages.map((page) => page.page_content).join("\n\n"));
    expect(text).toContain("• Title IV contains six miscellaneous provisions.");
    expect(text).toContain("• Title V creates a new form of protection for hulls.");
    expect(text).toContain("• Stop! The memorandum summarizes each title briefly.");
    expect(text).not.toMatch(/(^|\s)[!l] Title|(^|\s)l Stop/m);
  });
});
