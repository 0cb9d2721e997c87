import { describe, expect, it } from "vitest";
import { isSectionBreak } from "./typography.js";

describe("a section break", () => {
  it("is a paragraph of ornaments only: rows of stars, an asterism", () => {
    expect(isSectionBreak("*       *       *       *       *       *       *")).toBe(true);
    expect(isSectionBreak("* * *")).toBe(true);
    expect(isSectionBreak("⁂")).toBe(true);
    expect(isSectionBreak("• • •")).toBe(true);
  });

  it("is never text, a footnote star or a lone mark", () => {
    expect(isSectionBreak("*")).toBe(false);
    expect(isSectionBreak("* Not in the first edition.")).toBe(false);
    expect(isSectionBreak("The end.")).toBe(false);
    expect(isSectionBreak("…")).toBe(false);
    expect(isSectionBreak("")).toBe(false);
  });
});
