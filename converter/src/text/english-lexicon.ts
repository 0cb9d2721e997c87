import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type NSpell from "nspell";
import type { Lexicon } from "./compound-hyphens.js";

let english: Lexicon | undefined;

/**
 * English words, as Hunspell's en_US dictionary (SCOWL, in dictionary-en) spells them with
 * their inflections. Loading it costs about 0.13 s and 20 MB, once per process, when an
 * English book first needs it.
 */
export function englishLexicon(): Lexicon {
  if (!english) {
    const nspell = createRequire(import.meta.url)("nspell") as typeof NSpell;
    // dictionary-en reads its files with a top-level await; they are read here, at once.
    const folder = import.meta.resolve("dictionary-en");
    const spelling = nspell({
      aff: readFileSync(new URL("index.aff", folder)),
      dic: readFileSync(new URL("index.dic", folder)),
    });
    // A word at the start of a sentence, or in a title, is capitalised.
    english = { has: (word) => spelling.correct(word) || spelling.correct(word.toLowerCase()) };
  }
  return english;
}
