import { describe, expect, it } from "vitest";
import { convert, paragraphs } from "./support/book.js";
import { PdfBuilder } from "./support/pdf-builder.js";

/**
 * A page of English, its lines broken after hyphens: two compounds ("free-software",
 * "file-sharing"), one word the typesetter hyphenated ("com-pany") and a German word in
 * its own paragraph. Enough of the commonest English words to tell the language by.
 */
const ENGLISH_LINES = [
  "It was the end of the day and the people of the town went to the",
  "hall. It was there that he told them of the free-",
  "software movement and of the file-",
  "sharing that the com-",
  "pany had tried to stop with its lawyers and with the help of the",
  "courts, and that it was the task of the town to see it through.",
];
const ENGLISH_TEXT =
  "It was the end of the day and the people of the town went to the hall. It was there " +
  "that he told them of the free-software movement and of the file-sharing that the " +
  "company had tried to stop with its lawyers and with the help of the courts, and that " +
  "it was the task of the town to see it through.";

function pagePdf(lines: string[], language?: string): Uint8Array {
  const builder = new PdfBuilder().page((p) => p.lines(40, 60, lines), 460);
  if (language) builder.language(language);
  return builder.bytes();
}

describe("hyphens at the ends of lines", () => {
  it("keeps English compounds whole and joins hyphenated words, language undeclared", async () => {
    const book = await convert(pagePdf(ENGLISH_LINES));
    expect(paragraphs(book.pages)).toEqual([ENGLISH_TEXT]);
    expect(book.language).toBe("en");
  });

  it("reads a declared English the same way", async () => {
    expect(paragraphs((await convert(pagePdf(ENGLISH_LINES, "en-GB"))).pages)).toEqual([
      ENGLISH_TEXT,
    ]);
  });

  it("goes by how the book prints a compound elsewhere, whatever the word list says", async () => {
    // "bytecode" is not in the word list; "antimonopoly" is.
    const lines = [
      "The bytecode of the loop is what the interpreter reads, and the byte-",
      "code of the trace is what the compiler turns into code for the machine.",
      "The anti-monopoly laws were what the lawyers of the town read, and the anti-",
      "monopoly case was the one that the town had to win in the courts.",
    ];
    const [, ...printed] = paragraphs((await convert(pagePdf([...ENGLISH_LINES, ...lines]))).pages);
    expect(printed.join(" ")).toBe(
      "The bytecode of the loop is what the interpreter reads, and the bytecode of the " +
        "trace is what the compiler turns into code for the machine. The anti-monopoly laws " +
        "were what the lawyers of the town read, and the anti-monopoly case was the one " +
        "that the town had to win in the courts.",
    );
  });

  it("joins every hyphenated word of a language without a lexicon", async () => {
    // "so-gar": both halves are English words, "sogar" is not; the text is German.
    const german = ["Er hatte es so-", "gar schon gelesen, und die Arbeit war nicht leicht."];
    expect(paragraphs((await convert(pagePdf(german, "de"))).pages)).toEqual([
      "Er hatte es sogar schon gelesen, und die Arbeit war nicht leicht.",
    ]);
  });
});
