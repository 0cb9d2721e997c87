import { describe, expect, it } from "vitest";
import {
  italicsFromUnderscores,
  plainText,
  sliceItalics,
  textRuns,
  tidyItalics,
  underscoredItalics,
} from "./italics.js";
import { ITALIC_END as E, ITALIC_START as S } from "./typography.js";

describe("italics in page text", () => {
  it("reads a paragraph's italics as runs and writes them back the same", () => {
    const text = `He was ${S}very${E} tired, said ${S}Mr. Quill${E}.`;
    expect(textRuns(text)).toEqual([
      { text: "He was ", italic: false },
      { text: "very", italic: true },
      { text: " tired, said ", italic: false },
      { text: "Mr. Quill", italic: true },
      { text: ".", italic: false },
    ]);
    expect(tidyItalics(text)).toBe(text);
    expect(plainText(text)).toBe("He was very tired, said Mr. Quill.");
  });

  it("keeps spans tight around their words, closed, and never empty", () => {
    expect(tidyItalics(`a${S} b ${E}c${S}${E}d ${S}e`)).toBe(`a ${S}b${E} cd ${S}e${E}`);
  });

  it("closes and reopens a span cut where a paragraph splits between pages", () => {
    const text = `one ${S}two three${E} four`;
    expect(sliceItalics(text, 0, 8)).toBe(`one ${S}two${E}`);
    expect(sliceItalics(text, 9, text.length)).toBe(`${S}three${E} four`);
  });

  it("round-trips the page editor's _underscores_", () => {
    const stored = `# Title\n\nHe was ${S}very tired${E}, said Mr. ____ of file_name.`;
    const edited = underscoredItalics(stored);
    expect(edited).toBe("# Title\n\nHe was _very tired_, said Mr. ____ of file_name.");
    expect(italicsFromUnderscores(edited)).toBe(stored);
    expect(italicsFromUnderscores("an _unclosed span\n\nand _one_")).toBe(
      `an _unclosed span\n\nand ${S}one${E}`,
    );
  });
});
