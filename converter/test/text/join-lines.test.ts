import { describe, expect, it } from "vitest";
import { joinLines } from "../../src/text/join-lines.js";

describe("joinLines", () => {
  it("makes a word hyphenated at the line's end whole", () => {
    expect(joinLines("eine Folge von Hilfssät-", "zen und Lemmata")).toBe(
      "eine Folge von Hilfssätzen und Lemmata",
    );
    expect(joinLines("the com-", "pany")).toBe("the company");
    expect(joinLines("Jean-", "Paul Sartre")).toBe("Jean-Paul Sartre");
  });

  it("keeps a hyphen printed after a letter standing alone", () => {
    expect(joinLines("der Raum der p-", "fach summierbaren Folgen")).toBe(
      "der Raum der p-fach summierbaren Folgen",
    );
    expect(joinLines("along the x-", "axis")).toBe("along the x-axis");
  });

  it("keeps a hyphen that leaves a compound's second half to the next word", () => {
    expect(joinLines("die Ein-", "und Ausgabe")).toBe("die Ein- und Ausgabe");
    expect(joinLines("Vor-", "oder Nachteile")).toBe("Vor- oder Nachteile");
    expect(joinLines("both pre-", "and post-war")).toBe("both pre- and post-war");
    // A word that merely starts like one is the hyphenated word's end.
    expect(joinLines("eine Verbin-", "dung, die Bun-")).toBe("eine Verbindung, die Bun-");
    expect(joinLines("Kon-", "ditionen")).toBe("Konditionen");
    expect(joinLines("no pri-", "or notice")).toBe("no prior notice");
    expect(joinLines("Ab-", "bildung und")).toBe("Abbildung und");
  });
});
