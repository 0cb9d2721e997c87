import { describe, expect, it } from "vitest";
import { BodyStyle } from "../../src/text/body-style.js";
import {
  buildParagraphs,
  continuesSentence,
  type RegionContext,
} from "../../src/text/paragraphs.js";
import { line } from "./span-fixtures.js";

function context(): RegionContext {
  const body = new BodyStyle();
  body.learnSample([[10, 5000]]);
  return {
    body,
    lineSpacing: 1.2,
    extent: { x0: 50, y0: 60, x1: 350, y1: 400 },
    usualLineWidth: 300,
    lexicon: null,
  };
}

describe("buildParagraphs", () => {
  it("joins a paragraph's lines and starts another at an indented line", () => {
    const lines = [
      line("It was the best of times, it was the worst of", 50, 60, 300),
      line("times, it was the age of wisdom.", 50, 72, 180),
      line("There were a king with a large jaw and a queen", 70, 84, 280),
      line("with a plain face, on the throne of England.", 50, 96, 250),
    ];
    const pieces = buildParagraphs(lines, context());
    expect(pieces.map((piece) => piece.text)).toEqual([
      "It was the best of times, it was the worst of times, it was the age of wisdom.",
      "There were a king with a large jaw and a queen with a plain face, on the throne of England.",
    ]);
    expect(pieces.every((piece) => !piece.heading)).toBe(true);
  });

  it("sets a large bold line above the text apart as a heading", () => {
    const heading = { ...line("CHAPTER ONE", 50, 60, 150, 18), bold: true };
    const pieces = buildParagraphs(
      [heading, line("The story begins on a quiet morning.", 50, 90, 220)],
      context(),
    );
    expect(pieces.map((piece) => [piece.text, piece.heading])).toEqual([
      ["CHAPTER ONE", true],
      ["The story begins on a quiet morning.", false],
    ]);
  });

  it("never sets an equation's number apart as a heading, however large", () => {
    // An OCR layer sizes a display's number by the height of the formula beside it.
    const pieces = buildParagraphs(
      [
        line("(12)", 150, 60, 30, 18),
        line("and so the series converges for every bounded sequence.", 50, 90, 280),
        line("1", 150, 120, 12, 18),
        line("The proof of the main theorem follows.", 50, 150, 240),
      ],
      context(),
    );
    expect(pieces.map((piece) => [piece.text, piece.heading])).toEqual([
      ["(12)", false],
      ["and so the series converges for every bounded sequence.", false],
      ["1", true],
      ["The proof of the main theorem follows.", false],
    ]);
  });
});

describe("continuesSentence", () => {
  it("ends each entry of a contents page without leader dots at its page number", () => {
    // The foot of freeculture.pdf's contents: parts, chapters and sections at three
    // indents, one section's entry wrapped onto a deeper one.
    const entries: Array<[string, number, number]> = [
      ["BALANCES 209", 50, 76],
      ["CHAPTER THIRTEEN: Eldred 213", 64, 170],
      ["CHAPTER FOURTEEN: Eldred II 248", 64, 188],
      ["CONCLUSION 257", 50, 88],
      ["AFTERWORD 273", 50, 82],
      ["Us, Now 276", 64, 70],
      ["Rebuilding Freedoms Previously Presumed:", 78, 240],
      ["Examples 277", 92, 76],
      ["Rebuilding Free Culture: One Idea 282", 78, 223],
    ];
    const lines = entries.map(([text, x0, width], i) => line(text, x0, 60 + 14.5 * i, width));
    expect(buildParagraphs(lines, context()).map((piece) => piece.text)).toEqual([
      "BALANCES 209",
      "CHAPTER THIRTEEN: Eldred 213",
      "CHAPTER FOURTEEN: Eldred II 248",
      "CONCLUSION 257",
      "AFTERWORD 273",
      "Us, Now 276",
      "Rebuilding Freedoms Previously Presumed: Examples 277",
      "Rebuilding Free Culture: One Idea 282",
    ]);
  });

  it("goes on in lower case after an open sentence, not after a full stop", () => {
    expect(continuesSentence("it was the age of", "wisdom, it was")).toBe(true);
    expect(continuesSentence("it was the age of wisdom.", "it was")).toBe(false);
    expect(continuesSentence("it was the age of", "Wisdom")).toBe(false);
  });
});
