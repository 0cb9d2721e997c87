import { describe, expect, it } from "vitest";
import { englishLexicon } from "../../src/text/english-lexicon.js";

describe("englishLexicon", () => {
  it("knows English words with their inflections, however capitalised", () => {
    const english = englishLexicon();
    for (const word of ["software", "company", "sharing", "centuries", "Interest", "The"]) {
      expect(english.has(word), word).toBe(true);
    }
  });

  it("does not know two words run together, nor a word cut in two", () => {
    const english = englishLexicon();
    for (const word of ["freesoftware", "filesharing", "selfinterest", "pany", "derfully"]) {
      expect(english.has(word), word).toBe(false);
    }
  });
});
