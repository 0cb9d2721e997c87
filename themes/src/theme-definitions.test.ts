import { describe, expect, it } from "vitest";
import { contrastRatio, hexToRgb } from "./color.js";
import { BUILTIN_THEMES } from "./theme-definitions.js";

describe("the built-in theme list", () => {
  const books = BUILTIN_THEMES.filter((theme) => theme.kind === "book");
  const pages = BUILTIN_THEMES.filter((theme) => theme.kind === "page");

  it("has at least 8 book themes, 4 of them with sound, and 6 page themes", () => {
    expect(books.length).toBeGreaterThanOrEqual(8);
    expect(books.filter((theme) => theme.sound !== null).length).toBeGreaterThanOrEqual(4);
    expect(pages.length).toBeGreaterThanOrEqual(6);
  });

  it("covers the four ambient sounds", () => {
    const sounds = new Set(books.map((theme) => theme.sound?.sound).filter(Boolean));
    expect([...sounds].sort()).toEqual(["fire", "rain", "sea", "wind"]);
  });

  it("makes some of each kind premium, but leaves free choices too", () => {
    for (const kind of [books, pages]) {
      const premium = kind.filter((theme) => theme.premium).length;
      expect(premium).toBeGreaterThan(0);
      expect(premium).toBeLessThan(kind.length);
    }
    // The first of each kind is the default, which every reader must be able to use.
    expect(books[0]?.premium).toBe(false);
    expect(pages[0]?.premium).toBe(false);
  });

  it("has unique, stable-looking ids prefixed by their kind", () => {
    const ids = BUILTIN_THEMES.map((theme) => theme.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const theme of BUILTIN_THEMES)
      expect(theme.id).toMatch(new RegExp(`^${theme.kind}-[a-z0-9-]+$`));
  });

  it("gives every theme a name and valid colours", () => {
    for (const theme of BUILTIN_THEMES) {
      expect(theme.name.trim()).not.toBe("");
      expect(theme.borderColor).toMatch(/^#[0-9a-f]{6}$/);
      if (theme.kind === "page") expect(theme.textColor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("sets page text in a colour readable on its paper (WCAG AAA, 7:1)", () => {
    for (const theme of pages) {
      if (theme.kind !== "page") continue;
      expect(
        contrastRatio(hexToRgb(theme.textColor), hexToRgb(theme.paper.base)),
        theme.id,
      ).toBeGreaterThanOrEqual(7);
    }
  });

  it("loops every sound for 20 to 30 seconds", () => {
    for (const theme of books) {
      if (theme.kind !== "book" || !theme.sound) continue;
      expect(theme.sound.seconds).toBeGreaterThanOrEqual(20);
      expect(theme.sound.seconds).toBeLessThanOrEqual(30);
    }
  });
});
