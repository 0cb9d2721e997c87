import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { englishWords } from "../../src/text/english-words.js";

describe("englishWords", () => {
  it("knows English words with their inflections, however capitalised", () => {
    const english = englishWords();
    for (const word of ["software", "company", "sharing", "centuries", "Interest", "The"]) {
      expect(english.has(word), word).toBe(true);
    }
  });

  it("does not know two words run together, nor a word cut in two", () => {
    const english = englishWords();
    for (const word of ["freesoftware", "filesharing", "selfinterest", "pany", "derfully", ""]) {
      expect(english.has(word), word).toBe(false);
    }
  });

  it("finds every word of its list, those the file sets out of order too", () => {
    const file = new URL("words.txt", import.meta.resolve("word-list"));
    const words = readFileSync(file, "utf8").split("\n").filter(Boolean);
    expect(words.length).toBeGreaterThan(200_000);
    const english = englishWords();
    expect(words.filter((word) => !english.has(word))).toEqual([]);
  });
});
