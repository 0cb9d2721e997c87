import { describe, expect, it } from "vitest";
import type { Lexicon } from "../../src/text/compound-hyphens.js";
import { joinLines } from "../../src/text/join-lines.js";

/** As a book that prints "anti-monopoly" twice, "bytecode" once, "copyright" more than "copy-right". */
const PRINTED = new Map([
  ["anti-monopoly", 2],
  ["bytecode", 1],
  ["copyright", 5],
  ["copy-right", 1],
]);

/** A few English words, as the lexicon of a book's language knows them. */
const WORDS: Lexicon = {
  has: (word) =>
    ["free", "software", "company", "file", "sharing", "peer", "to", "hobo", "middle", "march"]
      .concat(["anti", "monopoly", "antimonopoly", "byte", "code", "copy", "right"])
      .includes(word.toLowerCase()),
  timesPrinted: (text) => PRINTED.get(text) ?? 0,
};

describe("joinLines", () => {
  it("makes a word hyphenated at the line's end whole", () => {
    expect(joinLines("eine Folge von Hilfssät-", "zen und Lemmata", null)).toBe(
      "eine Folge von Hilfssätzen und Lemmata",
    );
    expect(joinLines("the com-", "pany", null)).toBe("the company");
    expect(joinLines("Jean-", "Paul Sartre", null)).toBe("Jean-Paul Sartre");
  });

  it("keeps a hyphen printed after a letter standing alone", () => {
    expect(joinLines("der Raum der p-", "fach summierbaren Folgen", null)).toBe(
      "der Raum der p-fach summierbaren Folgen",
    );
    expect(joinLines("along the x-", "axis", null)).toBe("along the x-axis");
  });

  it("keeps a range's dash, or a number's hyphen, without a space", () => {
    expect(joinLines("pages 291–", "300, 1998.", null)).toBe("pages 291–300, 1998.");
    expect(joinLines("lists/lua-l/2008-", "02/msg00051.html.", null)).toBe(
      "lists/lua-l/2008-02/msg00051.html.",
    );
    expect(joinLines("in 2008 –", "2009 and", null)).toBe("in 2008 – 2009 and");
  });

  it("keeps a hyphen that leaves a compound's second half to the next word", () => {
    expect(joinLines("die Ein-", "und Ausgabe", null)).toBe("die Ein- und Ausgabe");
    expect(joinLines("Vor-", "oder Nachteile", null)).toBe("Vor- oder Nachteile");
    expect(joinLines("both pre-", "and post-war", null)).toBe("both pre- and post-war");
    // A word that merely starts like one is the hyphenated word's end.
    expect(joinLines("eine Verbin-", "dung, die Bun-", null)).toBe("eine Verbindung, die Bun-");
    expect(joinLines("Kon-", "ditionen", null)).toBe("Konditionen");
    expect(joinLines("no pri-", "or notice", null)).toBe("no prior notice");
    expect(joinLines("Ab-", "bildung und", null)).toBe("Abbildung und");
  });

  it("keeps a compound's hyphen where the lexicon knows both halves but not the whole", () => {
    expect(joinLines("the free-", "software movement", WORDS)).toBe("the free-software movement");
    expect(joinLines("peer-to-", "peer file-", WORDS)).toBe("peer-to-peer file-");
    expect(joinLines("of file-", "sharing.", WORDS)).toBe("of file-sharing.");
    // A compound the book prints with its hyphen, though the lexicon knows it whole.
    expect(joinLines("an anti-", "monopoly law", WORDS)).toBe("an anti-monopoly law");
    // Without a lexicon (a language that has none), the hyphen is the typesetter's.
    expect(joinLines("the free-", "software movement", null)).toBe("the freesoftware movement");
  });

  it("joins what the lexicon knows whole, does not know, or capitalises", () => {
    expect(joinLines("the com-", "pany", WORDS)).toBe("the company");
    // A word the book prints whole, though the lexicon knows only its halves.
    expect(joinLines("the byte-", "code of", WORDS)).toBe("the bytecode of");
    // The way the book prints it more often.
    expect(joinLines("the copy-", "right act", WORDS)).toBe("the copyright act");
    // Terms of art and names the lexicon lacks are split words, as without one.
    expect(joinLines("an idempo-", "tent call", WORDS)).toBe("an idempotent call");
    // Names set in two halves that happen to be words: Hoboken, Middlemarch.
    expect(joinLines("in Hobo-", "ken", WORDS)).toBe("in Hoboken");
    expect(joinLines("read Middle-", "march", WORDS)).toBe("read Middlemarch");
  });
});
