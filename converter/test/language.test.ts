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
});
