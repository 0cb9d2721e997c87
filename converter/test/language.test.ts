import { describe, expect, it } from "vitest";
import { LanguageGuess } from "../src/text/language.js";

/** The book's language, from what the PDF declares and the scripts its text is in. */
function guess(lines: string[], declared: string | null): string | null {
  const language = new LanguageGuess();
  language.learn(lines.map((text) => ({ text })));
  return language.language(declared);
}

describe("a PDF book's language", () => {
  it("keeps the declared language of Latin-script text", () => {
    expect(guess(["Le relieur plie les feuilles.", "Puis il les coud."], "fr")).toBe("fr");
  });

  it("takes the script's language where the declaration cannot be right", () => {
    expect(guess(["שלום לכולם", "ספר חדש"], "en-US")).toBe("he");
    expect(guess(["مرحبا بكم في المكتبة"], null)).toBe("ar");
    expect(guess(["한국어 책입니다"], "en")).toBe("ko");
  });

  it("counts Han text with kana in it as Japanese, without as Chinese", () => {
    expect(guess(["日本語の本を読みます。"], null)).toBe("ja");
    expect(guess(["我们读中文书。"], "en")).toBe("zh");
  });

  it("keeps the declaration when another script is only a word here and there", () => {
    expect(guess(["The word שלום means peace, and so does سلام in Arabic."], "en")).toBe("en");
  });

  it("tells an undeclared Latin-script language by its commonest words, given enough", () => {
    const french =
      "Le relieur plie les feuilles et il les coud une à une dans le dos du livre, qui est " +
      "prêt quand il a séché. Il ne se presse pas, et il dit que le temps est le meilleur " +
      "ami des livres qui ont une reliure solide et des pages qui se tournent bien.";
    expect(guess([french, french], null)).toBe("fr");
    expect(guess(["Le relieur plie les feuilles."], null)).toBeNull();
    // Latin shares "et" and "est" with French, and no more.
    const latin =
      "Lorem ipsum dolor sit amet, consectetuer adipiscing elit. Integer et est, nonummy " +
      "in, fermentum et, odio. Donec est et velit, et est nulla, et ipsum est. Nam et est. ";
    expect(guess([latin, latin, latin], null)).toBeNull();
    // A declaration stands, even over what the words say.
    expect(guess([french, french], "en")).toBe("en");
  });
});
