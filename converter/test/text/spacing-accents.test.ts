import { describe, expect, it } from "vitest";
import { withComposedAccents } from "../../src/text/spacing-accents.js";
import type { Span } from "../../src/text/text-line.js";

function span(text: string, mono = false): Span {
  const box = { x0: 0, y0: 0, x1: 100, y1: 10 };
  return {
    text,
    box,
    size: 10,
    baseline: 8,
    bold: false,
    mono,
    vertical: false,
    block: 0,
    placedWords: false,
  };
}

const composed = (text: string, mono = false) => withComposedAccents(span(text, mono)).text;

describe("withComposedAccents", () => {
  it("puts an accent TeX drew over a letter together with it", () => {
    expect(composed("gleichm¨aßig, Beschr¨anktheit, ¨Uberblick")).toBe(
      "gleichmäßig, Beschränktheit, Überblick",
    );
    expect(composed("Pe lczy´nski, na¨ıve, ´ıtem, Dvo˘r´ak, ˇCech")).toBe(
      "Pe lczyński, naïve, ítem, Dvo˘rák, Čech",
    );
    expect(composed("probl`eme, cr`eme br^ul´ee")).toBe("problème, crème br^ulée");
  });

  it("leaves accents that make no letter, quotes and code alone", () => {
    expect(composed("a ¨ b, ´1, ˚C")).toBe("a ¨ b, ´1, ˚C");
    expect(composed("`quoted' and `a` in text")).toBe("`quoted' and `a` in text");
    expect(composed("echo m¨a `date`", true)).toBe("echo m¨a `date`");
  });
});
