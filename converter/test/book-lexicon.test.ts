import { describe, expect, it } from "vitest";
import { BookLexicon } from "../src/pipeline/book-lexicon.js";

const ENGLISH_PAGE = [
  "It was the end of the day and the people of the town went to the hall, and it was",
  "there that he told them of the way that the fannkuch of the benchmark was run to the",
  "end, with the help of the others, and that it was the task of the town to see it",
  "through to the end of the year, with all of the others that were in the hall that",
  "day, and with the fannkuch-",
].map((text) => ({ text }));

describe("BookLexicon", () => {
  it("has no lexicon for a declared language without a dictionary", () => {
    const lexicon = new BookLexicon("de-DE");
    lexicon.learn(ENGLISH_PAGE);
    expect(lexicon.current).toBeNull();
  });

  it("tells an undeclared English from its commonest words, once there are enough", () => {
    const lexicon = new BookLexicon(null);
    lexicon.learn(ENGLISH_PAGE.slice(0, 1));
    expect(lexicon.current).toBeNull();
    lexicon.learn(ENGLISH_PAGE.slice(1));
    expect(lexicon.current?.has("software")).toBe(true);
    expect(lexicon.current?.has("freesoftware")).toBe(false);
  });

  it("knows the words the book printed whole, not the half before a line's hyphen", () => {
    const lexicon = new BookLexicon("en");
    lexicon.learn([{ text: "the benchmarks were run with the fannkuch-" }]);
    expect(lexicon.current?.has("fannkuch")).toBe(false);
    lexicon.learn(ENGLISH_PAGE);
    expect(lexicon.current?.has("Fannkuch")).toBe(true);
  });
});
