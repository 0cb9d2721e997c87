import { describe, expect, it } from "vitest";
import { imageAlts, parseVisualContent } from "./visual-content";

const A = "/files/books/b1/images/p1-1.webp";
const B = "https://cdn.example.com/books/b1/images/p1-2.webp?sig=x";

describe("parseVisualContent", () => {
  it("reads a list, JSON text and single-quoted JSON alike", () => {
    expect(parseVisualContent([A, B])).toEqual([A, B]);
    expect(parseVisualContent(JSON.stringify([A, B]))).toEqual([A, B]);
    expect(parseVisualContent(`['${A}', '${B}']`)).toEqual([A, B]);
    expect(parseVisualContent(JSON.stringify(A))).toEqual([A]);
  });

  it("finds addresses in plain text", () => {
    expect(parseVisualContent(`Pictures: ${A}, and ${B} (two)`)).toEqual([A, `${B}`]);
    expect(parseVisualContent(`${A}\n${B}`)).toEqual([A, B]);
  });

  it("gives no images for empty or unusable values, and drops unsafe addresses", () => {
    for (const value of [null, undefined, 42, "", "  ", "[]", "no pictures here", {}]) {
      expect(parseVisualContent(value)).toEqual([]);
    }
    expect(parseVisualContent(["javascript:alert(1)", "//evil.example/x.png", A, 7])).toEqual([A]);
    expect(parseVisualContent(`['javascript:alert(1)', '${A}', '${A}']`)).toEqual([A]);
  });
});

describe("imageAlts", () => {
  it("gives each image the alternative text at its place in visual_content", () => {
    expect(imageAlts([A, B], ["", "Interpret Record Compile"], [A, B])).toEqual([
      "",
      "Interpret Record Compile",
    ]);
    // An address dropped as unsafe does not shift the texts of the others.
    expect(imageAlts(["javascript:alert(1)", B], ["bad", "kept"], [B])).toEqual(["kept"]);
  });

  it("gives none when the server sends none or visual_content is not a list", () => {
    expect(imageAlts([A], undefined, [A])).toEqual([""]);
    expect(imageAlts(JSON.stringify([A]), ["text"], [A])).toEqual([""]);
  });
});
