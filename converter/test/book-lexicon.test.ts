import { describe, expect, it } from "vitest";
import { BookLexicon } from "../src/pipeline/book-lexicon.js";

describe("BookLexicon", () => {
  it("has a lexicon for English only", () => {
    const lexicon = new BookLexicon();
    expect(lexicon.of("en-GB")?.has("software")).toBe(true);
    expect(lexicon.of("EN")?.has("freesoftware")).toBe(false);
    expect(lexicon.of("de")).toBeNull();
    expect(lexicon.of("eng")).toBeNull();
    expect(lexicon.of(null)).toBeNull();
  });

  it("knows the words the book printed whole, not the half before a line's hyphen", () => {
    const lexicon = new BookLexicon();
    lexicon.learn([{ text: "the benchmarks were run with the fannkuch-" }]);
    expect(lexicon.of("en")?.has("fannkuch")).toBe(false);
    lexicon.learn([{ text: "and the fannkuch benchmark ran faster" }]);
    expect(lexicon.of("en")?.has("Fannkuch")).toBe(true);
  });

  it("counts the words and the compounds the book printed, not the half before a line's hyphen", () => {
    const lexicon = new BookLexicon();
    lexicon.learn([{ text: "the Anti-Monopoly League, its peer-to-peer trade and the anti-" }]);
    const english = lexicon.of("en");
    expect(english?.timesPrinted("anti-monopoly")).toBe(1);
    expect(english?.timesPrinted("to-peer")).toBe(1);
    expect(english?.timesPrinted("monopoly-league")).toBe(0);
    expect(english?.timesPrinted("anti")).toBe(1);
    lexicon.learn([{ text: "An anti-monopoly law." }]);
    expect(english?.timesPrinted("anti-monopoly")).toBe(2);
    lexicon.learn([{ text: "Naïve café-crème, - not café - crème." }]);
    expect(english?.timesPrinted("café-crème")).toBe(1);
    expect(english?.timesPrinted("café")).toBe(2);
    expect(english?.timesPrinted("naïve")).toBe(1);
  });
});
